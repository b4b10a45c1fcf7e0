import Alert from '@mui/material/Alert';
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
import { useSaveFundPassFrequency } from '../../api/query-safe';
import type { FundPassFrequency } from '../../api/user-frequency';
import { frequencyLabelKey } from './frequency-choices';
import { useBurstGuard } from './use-burst-guard';

export interface FrequencyDialogProps {
  /** The choice to save; null keeps the dialog closed. */
  frequency: FundPassFrequency | null;
  onClose: () => void;
  /** Called with the message to show after a successful save. */
  onSaved: (message: string) => void;
}

/** Compliance §4.2 step 3: the fund password and a 6-digit authenticator code confirm a new validity. */
export function FrequencyDialog({ frequency, onClose, onSaved }: FrequencyDialogProps) {
  const { t } = useTranslation(['translation', 'account']);
  const titleId = useId();
  const [fundpass, setFundpass] = useState('');
  const [totp, setTotp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveFundPassFrequency();
  const guard = useBurstGuard();
  const open = frequency !== null;
  useEffect(() => {
    if (!open) {
      setFundpass('');
      setTotp('');
      setError(null);
    }
  }, [open]);
  const ready = fundpass !== '' && /^\d{6}$/.test(totp) && !save.isPending;
  const submit = () =>
    guard(() => {
      if (frequency === null) return;
      setError(null);
      save.mutate(
        { frequency, fundpass, totp },
        {
          onSuccess: (result) =>
            result.result ? onSaved(result.msg || t('account:frequency.saved')) : setError(result.msg || t('account:frequency.error')),
          onError: () => setError(t('account:frequency.error')),
        },
      );
    });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      {/* React events bubble through portals: this form's submit must not reach a form around the dialog. */}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          e.stopPropagation();
          if (ready) submit();
        }}
      >
        <DialogTitle id={titleId}>{t('account:frequency.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            {frequency !== null && (
              <DialogContentText>{t('account:frequency.text', { choice: t(frequencyLabelKey(frequency)) })}</DialogContentText>
            )}
            <TextField
              label={t('account:fundPassword.label')}
              type="password"
              value={fundpass}
              required
              autoFocus
              onChange={(e) => setFundpass(e.target.value)}
              slotProps={{ htmlInput: { autoComplete: 'current-password' } }}
            />
            <TextField
              label={t('account:frequency.totp')}
              value={totp}
              required
              onChange={(e) => setTotp(e.target.value.replace(/\D/g, '').slice(0, 6))}
              slotProps={{ htmlInput: { autoComplete: 'one-time-code', inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6 } }}
            />
            {error !== null && <Alert severity="error">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('account:fundPassword.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!ready}>
            {t('account:fundPassword.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
