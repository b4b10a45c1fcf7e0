import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecision, useDecisionFacts } from '../../decision/decision-store';
import { useShellState } from '../../decision/shell-state';
import { useChooseLanguage, useSiteLanguages } from './language-hooks';
import { allowedTurkeyHref, isDemoBuild, TURKISH, TURKISH_DIALOG, turkeySiteHref } from './turkish-language-dialog.utils';
import { DialogHeader } from '../ui/close-button';
import { firstWithView } from '../../rules-model/dialog-view-ids';

export interface TurkishLanguageDialogProps {
  /** Where 'Go to the Turkey site' leads; must be an allowed host. Default: the Turkey host (`?site=tr` in the demo). */
  turkeyHref?: string;
}

/**
 * The stay/go question after Turkish was picked (shell §4, §5), shown when the Decision puts
 * `turkish_language` first (of the dialogs this build can show). When the rules answer a Turkish request with no dialog (the Turkey
 * site), Turkish is simply chosen. Mount it once, always: it renders nothing until asked.
 */
export function TurkishLanguageDialog({ turkeyHref }: TurkishLanguageDialogProps) {
  const { t } = useTranslation(['translation', 'dialogs']);
  const titleId = useId();
  const open = useDecision((d) => firstWithView(d.dialogs)?.id === TURKISH_DIALOG);
  const listed = useDecision((d) => d.dialogs.some((x) => x.id === TURKISH_DIALOG));
  const requested = useDecisionFacts().intents?.includes(TURKISH_DIALOG) ?? false;
  const dismiss = useShellState((s) => s.dismiss);
  const turkish = useSiteLanguages().find((l) => l.code === TURKISH);
  const choose = useChooseLanguage();

  const stay = (): void => {
    dismiss(TURKISH_DIALOG);
    if (turkish) choose(turkish);
  };
  const close = (): void => dismiss(TURKISH_DIALOG);

  useEffect(() => {
    // The facts carry the request and the Decision made of them lists no dialog: the rules let Turkish through.
    if (requested && !listed) stay();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the rules' answer changes
  }, [requested, listed]);

  if (!open) return null;
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const goHref = allowedTurkeyHref(turkeyHref ?? turkeySiteHref({ demo: isDemoBuild(), origin }), origin);

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth data-testid="turkish-language-dialog">
      <DialogHeader id={titleId} title={t('dialogs:turkish.title')} closeLabel={t('dialogs:turkish.close')} onClose={close} />
      <DialogContent>
        <DialogContentText>{t('dialogs:turkish.text')}</DialogContentText>
      </DialogContent>
      <DialogActions
        sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1, px: 3, pb: 3, '& > :not(style) ~ :not(style)': { ml: 0 } }}
      >
        <Button variant="outlined" onClick={stay} disabled={!turkish}>
          {t('dialogs:turkish.stay')}
        </Button>
        {goHref && (
          <Button variant="contained" href={goHref} onClick={close}>
            {t('dialogs:turkish.go')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
