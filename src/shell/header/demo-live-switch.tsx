import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';

/** The test network's demo/live trading switch (shell spec §1): demo is here, live is the main site. */
export function DemoLiveSwitch({ liveHref }: { liveHref: string }) {
  const { t } = useTranslation('header');
  return (
    <ToggleButtonGroup size="small" value="demo" exclusive aria-label={t('demoTrading')} data-testid="demo-live-switch">
      <ToggleButton value="demo" sx={{ py: 0.25 }}>{t('demoTrading')}</ToggleButton>
      <ToggleButton value="live" href={liveHref} sx={{ py: 0.25 }}>{t('liveTrading')}</ToggleButton>
    </ToggleButtonGroup>
  );
}
