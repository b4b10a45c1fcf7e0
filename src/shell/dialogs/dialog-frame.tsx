import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogDecision } from '../../generated/schema-types';
import { CloseButton } from '../ui/close-button';
import { useFocusMainOnClose } from '../ui/focus-fallback';
import { useFocusClear } from '../ui/use-focus-clear';

export interface FrameProps {
  dialog: DialogDecision;
  title: ReactNode;
  /** Called by the close control and Esc; neither exists unless the Decision says `closable`. */
  onClose: () => void;
  actions: ReactNode;
  children: ReactNode;
}

/**
 * A modal notice: MUI Dialog traps focus and returns it to the element focused before it opened
 * (to the main landmark when that was nothing: a notice opened on page load).
 * Esc closes only a closable dialog; a click on the backdrop never does (a notice must be answered).
 */
export function ModalFrame({ dialog, title, onClose, actions, children }: FrameProps) {
  const { t } = useTranslation(['translation', 'dialogs']);
  const titleId = useId();
  useFocusMainOnClose();
  return (
    <Dialog
      open
      onClose={(_e, reason) => {
        if (dialog.closable && reason === 'escapeKeyDown') onClose();
      }}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      data-dialog={dialog.id}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', paddingInlineEnd: 1 }}>
        <DialogTitle id={titleId} sx={{ flex: 1 }}>
          {title}
        </DialogTitle>
        {dialog.closable && <CloseButton label={t('dialogs:common.close')} onClick={onClose} className="m-close--top" />}
      </Box>
      {/* The title sits in a row with the close control, so MUI's title-then-content spacing rule does not apply. */}
      <DialogContent sx={{ pt: 0 }}>{children}</DialogContent>
      <DialogActions disableSpacing sx={{ px: 3, pb: 3, flexWrap: 'wrap', gap: 1 }}>
        {actions}
      </DialogActions>
    </Dialog>
  );
}

/**
 * A non-modal notice along the bottom edge: it blocks nothing and shifts no layout (fixed). Esc
 * inside it closes it when its close control does; focus inside it goes to the main landmark then.
 * A control of the page focused under it scrolls clear of it (WCAG 2.4.11, use-focus-clear.ts).
 */
export function BannerFrame({ dialog, title, onClose, actions, children }: FrameProps) {
  const { t } = useTranslation(['translation', 'dialogs']);
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useFocusMainOnClose();
  useFocusClear(box);
  return (
    <Paper
      ref={box}
      role="region"
      aria-labelledby={titleId}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !dialog.closable) return;
        e.stopPropagation();
        onClose();
      }}
      elevation={6}
      data-dialog={dialog.id}
      sx={{
        position: 'fixed',
        insetInline: 16,
        bottom: 16,
        zIndex: (t) => t.zIndex.snackbar,
        maxWidth: 880,
        mx: 'auto',
        p: 2,
        display: 'flex',
        gap: 2,
        alignItems: 'flex-start',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography id={titleId} variant="subtitle2" component="h2">
          {title}
        </Typography>
        <Box sx={{ mt: 0.5 }}>{children}</Box>
        <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>{actions}</Box>
      </Box>
      {dialog.closable && <CloseButton label={t('dialogs:common.close')} onClick={onClose} />}
    </Paper>
  );
}

/** The frame the Decision asks for: modal or not. */
export function NoticeFrame(props: FrameProps) {
  return props.dialog.modal ? <ModalFrame {...props} /> : <BannerFrame {...props} />;
}
