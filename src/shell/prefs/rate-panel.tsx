import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFiatMarketRates } from '../../api/curr-fiat-market-rates';
import { useSiteSettings } from '../../api/site-settings';
import { useDecision } from '../../decision/decision-store';
import { useCurrentFiat } from './current-fiat';
import { FiatList } from './fiat-list';
import { fiatRows } from './fiat-menu.utils';
import type { PanelApi } from '../ui/disclosure';
import { usePageReload } from './page-reload';
import { SWITCH_CLOSED, SWITCH_OPEN } from './prefs-cookies';
import { usePrefs } from './prefs-store';

/** The exchange-rate panel (shell §4): fiat search and list, 'Do not switch to fiat', real-time rates. Fetched when first opened. */
export function RatePanel({ api, reloadOnPick }: { api: PanelApi; reloadOnPick: boolean }) {
  const { t } = useTranslation(['translation', 'prefs']);
  const lang = useDecision((d) => d.locale.lang);
  const { data: settings } = useSiteSettings();
  const { fiat } = useCurrentFiat();
  const rateMode = usePrefs((s) => s.rateMode);
  const realtime = usePrefs((s) => s.realtimeRate) === SWITCH_OPEN;
  const { pickFiat, setNoSwitchFiat, setRealtimeRate } = usePrefs.getState();
  const reload = usePageReload();
  // Real-time rates come from their own call; otherwise the rates the site settings carried.
  const live = useFiatMarketRates(realtime);
  const rates = realtime && live.data && Object.keys(live.data).length > 0 ? live.data : settings?.curr_fiat_market_rates;
  const rows = useMemo(() => fiatRows(settings?.fiat_list ?? { USD: { fiat: 'USD', symbol: '$' } }, rates), [settings, rates]);

  const pick = (code: string): void => {
    api.close(true);
    pickFiat(code, reloadOnPick ? { reload } : undefined);
  };
  const toggle = { minHeight: 40, mx: 0, justifyContent: 'space-between', gap: 1 };

  return (
    <Stack spacing={1} sx={{ minWidth: 260 }}>
      <Typography component="h3" sx={{ fontSize: 14, fontWeight: 700, px: 0.5 }}>
        {t('prefs:fiat.title')}
      </Typography>
      <FiatList rows={rows} selected={fiat} lang={lang} onPick={pick} />
      <FormControlLabel
        labelPlacement="start"
        sx={toggle}
        label={t('prefs:fiat.noSwitch')}
        control={<Switch checked={rateMode === SWITCH_CLOSED} onChange={(e) => setNoSwitchFiat(e.target.checked)} />}
      />
      <FormControlLabel
        labelPlacement="start"
        sx={toggle}
        label={t('prefs:fiat.realtime')}
        control={<Switch checked={realtime} onChange={(e) => setRealtimeRate(e.target.checked)} />}
      />
    </Stack>
  );
}
