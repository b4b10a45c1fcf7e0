import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalFrame } from './dialog-frame';
import { useDialogActions } from './dialog-actions';
import { useDialogEnv } from './dialog-env';
import type { DialogViewProps } from './plain-notices';

type Exchange = 'turkey' | 'global';

function Choice({ value, label, hint }: { value: Exchange; label: string; hint: string }) {
  return (
    <FormControlLabel
      value={value}
      control={<Radio />}
      sx={{ alignItems: 'flex-start', mx: 0, my: 0.5, '& .MuiRadio-root': { mt: -0.75 } }}
      label={
        <>
          <Typography variant="body1">{label}</Typography>
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
        </>
      }
    />
  );
}

/**
 * Compliance §2.4, §4.4: the Turkey site chooser. Cancel (and the close control, and Esc) keep it
 * away 1 day; Confirm 7 days when 'Don't show again for 7 days' is ticked, else 1. Confirming the
 * Turkey exchange goes to the Turkey site (a full page load); the global exchange stays.
 */
export function TurkeyChooserDialog({ dialog }: DialogViewProps) {
  const { t } = useTranslation(['translation', 'dialogs']);
  const env = useDialogEnv();
  const actions = useDialogActions(dialog);
  const labelId = useId();
  // The chooser offers the Turkey exchange to a Turkish visitor, so that is the preselected answer.
  const [exchange, setExchange] = useState<Exchange>('turkey');
  const [keep, setKeep] = useState(false);
  const cancel = () => actions.close({ keepaliveDays: 1 });
  const confirm = () => {
    const target = exchange === 'turkey' ? actions.check(env.turkeyHref, 'turkey site') : null;
    actions.close({ keepaliveDays: keep ? 7 : 1 });
    actions.go(target, { fullPage: true });
  };
  return (
    <ModalFrame
      dialog={dialog}
      title={t('dialogs:turkey.title')}
      onClose={cancel}
      actions={
        <>
          <Button onClick={cancel}>{t('dialogs:common.cancel')}</Button>
          <Button variant="contained" onClick={confirm}>
            {t('dialogs:common.confirm')}
          </Button>
        </>
      }
    >
      <Typography id={labelId} sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {t('dialogs:turkey.choices')}
      </Typography>
      <RadioGroup
        aria-labelledby={labelId}
        value={exchange}
        onChange={(e) => setExchange(e.target.value === 'global' ? 'global' : 'turkey')}
      >
        <Choice value="turkey" label={t('dialogs:turkey.turkey')} hint={t('dialogs:turkey.turkeyHint')} />
        <Choice value="global" label={t('dialogs:turkey.global')} hint={t('dialogs:turkey.globalHint')} />
      </RadioGroup>
      <FormControlLabel
        sx={{ mt: 1 }}
        control={<Checkbox checked={keep} onChange={(e) => setKeep(e.target.checked)} />}
        label={t('dialogs:turkey.keep')}
      />
    </ModalFrame>
  );
}
