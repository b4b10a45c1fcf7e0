import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isFundPassFrequency, useUserFrequency, type FundPassFrequency } from '../../api/user-frequency';
import { FREQUENCY_CHOICES } from './frequency-choices';
import { FrequencyDialog } from './frequency-dialog';

/**
 * Compliance §4.2 steps 2–4: the fund-password validity (One hour / Every time / Never) as read from
 * the server; choosing another value opens FrequencyDialog, and a save shows its message here.
 * Used inside the fund-password dialog and on the security page.
 */
export function ValidityChoice({
  enabled = true,
  labelledBy,
}: {
  enabled?: boolean;
  /** A heading that already names the choice. */ labelledBy?: string;
}) {
  const { t } = useTranslation(['translation', 'account']);
  const labelId = useId();
  const [pending, setPending] = useState<FundPassFrequency | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const frequency = useUserFrequency(enabled);
  const current = frequency.data ?? null;
  return (
    <Stack spacing={1}>
      <FormControl disabled={frequency.isPending}>
        {!labelledBy && <FormLabel id={labelId}>{t('account:fundPassword.validity')}</FormLabel>}
        <RadioGroup
          row
          aria-labelledby={labelledBy ?? labelId}
          value={current === null ? '' : String(current)}
          onChange={(e) => {
            const next = Number(e.target.value);
            if (isFundPassFrequency(next) && next !== current) {
              setSaved(null);
              setPending(next);
            }
          }}
        >
          {FREQUENCY_CHOICES.map((c) => (
            <FormControlLabel key={c.value} value={String(c.value)} control={<Radio />} label={t(c.key)} />
          ))}
        </RadioGroup>
      </FormControl>
      {saved !== null && <Alert severity="success">{saved}</Alert>}
      <FrequencyDialog
        frequency={pending}
        onClose={() => setPending(null)}
        onSaved={(message) => {
          setPending(null);
          setSaved(message);
        }}
      />
    </Stack>
  );
}
