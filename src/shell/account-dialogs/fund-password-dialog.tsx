import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBurstGuard } from './use-burst-guard';
import { ValidityChoice } from './validity-choice';

export interface FundPasswordDialogProps {
  open: boolean;
  onClose: () => void;
  /** Receives the fund password; called at most once per 1500 ms burst. */
  onConfirm: (fundpass: string) => void;
}

/**
 * Compliance §4.2: asks for the fund password (paste and password managers allowed, WCAG 2.2
 * accessible authentication) and shows the validity choice; changing it opens FrequencyDialog.
 */
export function FundPasswordDialog({ open, onClose, onConfirm }: FundPasswordDialogProps) {
  const { t } = useTranslation(['translation', 'account']);
  const titleId = useId();
  const [fundpass, setFundpass] = useState('');
  const guard = useBurstGuard();
  useEffect(() => {
    if (!open) setFundpass('');
  }, [open]);
  const submit = () => {
    if (fundpass !== '') guard(() => onConfirm(fundpass));
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <DialogTitle id={titleId}>{t('account:fundPassword.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t('account:fundPassword.text')}</DialogContentText>
            <TextField
              label={t('account:fundPassword.label')}
              type="password"
              value={fundpass}
              required
              autoFocus
              onChange={(e) => setFundpass(e.target.value)}
              slotProps={{ htmlInput: { autoComplete: 'current-password' } }}
            />
            {/* Unmounted while closed: the validity is read when the dialog opens, and a saved message does not outlive it. */}
            {open && <ValidityChoice />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('account:fundPassword.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={fundpass === ''}>
            {t('account:fundPassword.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
