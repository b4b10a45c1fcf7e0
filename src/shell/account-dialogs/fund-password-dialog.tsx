import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isFundPassFrequency, useUserFrequency, type FundPassFrequency } from '../../api/user-frequency';
import { FREQUENCY_CHOICES } from './frequency-choices';
import { FrequencyDialog } from './frequency-dialog';
import { useBurstGuard } from './use-burst-guard';

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
  const { t } = useTranslation();
  const titleId = useId();
  const labelId = useId();
  const [fundpass, setFundpass] = useState('');
  const [pending, setPending] = useState<FundPassFrequency | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const frequency = useUserFrequency(open);
  const guard = useBurstGuard();
  useEffect(() => {
    if (!open) { setFundpass(''); setPending(null); setSaved(null); }
  }, [open]);
  const current = frequency.data ?? null;
  const submit = () => { if (fundpass !== '') guard(() => onConfirm(fundpass)); };
  return (
    <>
      <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <form onSubmit={(e) => { e.preventDefault(); submit(); }}>
          <DialogTitle id={titleId}>{t('account:fundPassword.title')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>{t('account:fundPassword.text')}</DialogContentText>
              <TextField
                label={t('account:fundPassword.label')} type="password" value={fundpass} required autoFocus
                onChange={(e) => setFundpass(e.target.value)}
                slotProps={{ htmlInput: { autoComplete: 'current-password' } }}
              />
              <FormControl disabled={frequency.isPending}>
                <FormLabel id={labelId}>{t('account:fundPassword.validity')}</FormLabel>
                <RadioGroup
                  row aria-labelledby={labelId} value={current === null ? '' : String(current)}
                  onChange={(e) => {
                    const next = Number(e.target.value);
                    if (isFundPassFrequency(next) && next !== current) { setSaved(null); setPending(next); }
                  }}
                >
                  {FREQUENCY_CHOICES.map((c) => (
                    <FormControlLabel key={c.value} value={String(c.value)} control={<Radio />} label={t(c.key)} />
                  ))}
                </RadioGroup>
              </FormControl>
              {saved !== null && <Alert severity="success">{saved}</Alert>}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('account:fundPassword.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={fundpass === ''}>{t('account:fundPassword.confirm')}</Button>
          </DialogActions>
        </form>
      </Dialog>
      <FrequencyDialog
        frequency={pending}
        onClose={() => setPending(null)}
        onSaved={(message) => { setPending(null); setSaved(message); }}
      />
    </>
  );
}
