import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SecondNavPanel } from '../shell/markets/second-nav-panel';

type PanelKind = 'trade' | 'pilot' | 'pre-market';

/** The Trade menu's market panel: spot, pilot and pre-market lists (shell spec §2 "second-nav panel"). */
export function TradePanel() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<PanelKind>('trade');
  return (
    <Box sx={{ minWidth: 400 }}>
      <Tabs
        value={kind}
        onChange={(_, v: PanelKind) => setKind(v)}
        aria-label={t('app.panel.markets')}
        sx={{ minHeight: 36, '& .MuiTab-root': { minHeight: 36 } }}
      >
        <Tab value="trade" label={t('app.panel.spot')} />
        <Tab value="pilot" label={t('app.panel.pilot')} />
        <Tab value="pre-market" label={t('app.panel.preMarket')} />
      </Tabs>
      <SecondNavPanel kind={kind} />
    </Box>
  );
}

/** The Derivatives menu's market panel. */
export function FuturesPanel() {
  return <SecondNavPanel kind="futures" />;
}
