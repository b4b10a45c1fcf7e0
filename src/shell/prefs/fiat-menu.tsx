import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFiatMarketRates } from '../../api/curr-fiat-market-rates';
import { useSiteSettings } from '../../api/site-settings';
import { useDecision } from '../../decision/decision-store';
import { FiatList } from './fiat-list';
import { fiatRows } from './fiat-menu.utils';
import { PrefsDisclosure, type MenuControl, type PanelApi } from './prefs-disclosure';
import { effectiveFiat, SWITCH_CLOSED, SWITCH_OPEN } from './prefs-cookies';
import { usePrefs } from './prefs-store';

export interface FiatMenuProps extends MenuControl {
  /** Reload the page after a pick (the mobile menu, shell §4); the desktop header updates in place. */
  reloadOnPick?: boolean;
}

/** The fiat the visitor sees prices in: the stored one, else the server's, else USD. */
export function useCurrentFiat(): { fiat: string; symbol: string } {
  const { data } = useSiteSettings();
  const fiat = effectiveFiat(usePrefs((s) => s.fiat), data?.curr_fiat);
  return { fiat, symbol: data?.fiat_list[fiat]?.symbol ?? '' };
}

function RatePanel({ api, reloadOnPick }: { api: PanelApi; reloadOnPick: boolean }) {
  const { t } = useTranslation();
  const lang = useDecision((d) => d.locale.lang);
  const { data: settings } = useSiteSettings();
  const { fiat } = useCurrentFiat();
  const rateMode = usePrefs((s) => s.rateMode);
  const realtime = usePrefs((s) => s.realtimeRate) === SWITCH_OPEN;
  const { pickFiat, setNoSwitchFiat, setRealtimeRate } = usePrefs.getState();
  // Real-time rates come from their own call; otherwise the rates the site settings carried.
  const live = useFiatMarketRates(realtime);
  const rates = realtime && live.data && Object.keys(live.data).length > 0 ? live.data : settings?.curr_fiat_market_rates;
  const rows = useMemo(() => fiatRows(settings?.fiat_list ?? { USD: { fiat: 'USD', symbol: '$' } }, rates), [settings, rates]);

  const pick = (code: string): void => {
    api.close(true);
    pickFiat(code, { reload: reloadOnPick });
  };
  const toggle = { minHeight: 40, mx: 0, justifyContent: 'space-between', gap: 1 };

  return (
    <Stack spacing={1} sx={{ minWidth: 260 }}>
      <Typography component="h3" sx={{ fontSize: 14, fontWeight: 700, px: 0.5 }}>{t('prefs:fiat.title')}</Typography>
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

/**
 * Fiat and exchange-rate settings (shell §4): fiat search and list, 'Do not switch to fiat' and the
 * real-time rate toggle. Renders nothing when the Decision hides `exchange_rate`.
 */
export function FiatMenu({ reloadOnPick = false, ...control }: FiatMenuProps) {
  const { t } = useTranslation();
  const visible = useDecision((d) => !d.hidden.includes('exchange_rate'));
  const { fiat, symbol } = useCurrentFiat();
  if (!visible) return null;
  return (
    <PrefsDisclosure
      {...control}
      testId="prefs-fiat"
      panelLabel={t('prefs:fiat.title')}
      ariaLabel={t('prefs:fiat.button', { fiat })}
      label={control.variant === 'inline'
        // The value keeps room for a symbol that arrives with the fiat list, and the symbol is a node of
        // its own before the code: when it comes, neither the box nor the code moves (no layout shift).
        ? <><span>{t('prefs:fiat.title')}</span><Box component="span" sx={{ color: 'text.secondary', marginInlineStart: 'auto', minWidth: '8ch', textAlign: 'end' }}>{symbol && <span>{symbol} </span>}{fiat}</Box></>
        // In the header below 1600 px the code alone.
        : <span>{symbol && <Box component="span" sx={{ '@media (max-width: 1599.95px)': { 'header &': { display: 'none' } } }}>{symbol} </Box>}{fiat}</span>}
    >
      {(api) => <RatePanel api={api} reloadOnPick={reloadOnPick} />}
    </PrefsDisclosure>
  );
}
