import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { INDICATOR_INPUTS, validateInputs, type IndicatorConfig, type IndicatorInputs, type InputError } from './indicators/inputs';

/**
 * Inputs of one indicator (compliance §5: periods 1–2000, signal lengths 1–50). A bad value gets a
 * message naming the field and its range; nothing is applied, so the indicator keeps its last
 * valid settings.
 */
export function IndicatorSettings({
  config,
  onApply,
  onClose,
}: {
  config: IndicatorConfig | null;
  onApply: (inputs: IndicatorInputs) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('chart');
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<InputError[]>([]);

  useEffect(() => {
    if (config) setDraft(Object.fromEntries(Object.entries(config.inputs).map(([k, v]) => [k, String(v)])));
    setErrors([]);
  }, [config]);

  if (!config) return null;
  const name = t(`indicators.${config.id}`);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const v = validateInputs(config.id, draft);
    if (v.ok) onApply(v.inputs);
    else setErrors(v.errors);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="chart-settings-title" data-testid="chart-settings-dialog">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="chart-settings-title">{t('toolbar.settings', { name })}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important', minWidth: 300 }}>
          {errors.length > 0 && (
            <Alert severity="error" data-testid="chart-settings-error">
              {t('inputs.kept', { name })}
            </Alert>
          )}
          {INDICATOR_INPUTS[config.id].map((spec) => {
            const error = errors.find((x) => x.key === spec.key);
            const label = t(`inputs.${spec.key}`);
            return (
              <TextField
                key={spec.key}
                label={label}
                value={draft[spec.key] ?? ''}
                size="small"
                onChange={(e) => setDraft((d) => ({ ...d, [spec.key]: e.target.value }))}
                slotProps={{ htmlInput: { inputMode: 'numeric', 'data-key': spec.key } }}
                error={Boolean(error)}
                helperText={error ? t('inputs.error', { label, min: error.min, max: error.max }) : undefined}
              />
            );
          })}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('inputs.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('inputs.apply')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
