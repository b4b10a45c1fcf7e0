import Box from '@mui/material/Box';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * The × that closes a dialog, banner or bar; `label` names what it closes. `small` is the bars'
 * 32 px size (still above the 24 px target minimum); dialogs use 40 px.
 */
export function CloseButton({ label, onClick, small = false, sx }: { label: string; onClick: () => void; small?: boolean; sx?: SxProps<Theme> }) {
  const box = small ? 32 : 40;
  const icon = small ? 16 : 20;
  return (
    <IconButton size={small ? 'small' : 'medium'} onClick={onClick} aria-label={label} sx={[{ color: small ? 'inherit' : undefined, width: box, height: box, flexShrink: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Box component="svg" viewBox="0 0 24 24" aria-hidden="true" sx={{ width: icon, height: icon }}>
        <path fill="currentColor" d="M18.3 5.7L12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7l-1.4-1.4L9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z" />
      </Box>
    </IconButton>
  );
}

/** A dialog's title row with its close button; `id` labels the dialog (aria-labelledby). */
export function DialogHeader({ id, title, closeLabel, onClose }: { id: string; title: ReactNode; closeLabel: string; onClose: () => void }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', paddingInlineEnd: 1 }}>
      <DialogTitle id={id} sx={{ flex: 1 }}>{title}</DialogTitle>
      <CloseButton label={closeLabel} onClick={onClose} sx={{ mt: 1 }} />
    </Box>
  );
}
