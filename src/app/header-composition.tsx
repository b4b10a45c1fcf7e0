import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavItem } from '../generated/schema-types';
import { DepositEntry } from '../shell/account-dialogs/deposit-entry';
import { useRegistration, type RegistrationType } from '../shell/auth/registration-store';
import { SiteHeader } from '../shell/header/site-header';
import { MarketSearch } from '../shell/markets/market-search';
import { SecondNavPanel } from '../shell/markets/second-nav-panel';
import { NotificationBell } from '../shell/notifications/notification-bell';
import { FiatMenu } from '../shell/prefs/fiat-menu';
import { LanguageMenu } from '../shell/prefs/language-menu';
import { MobilePrefs } from '../shell/prefs/mobile-prefs';
import { SettingsMenu } from '../shell/prefs/settings-menu';
import { useHeaderMenu } from '../shell/header/menu-state';

type PanelKind = 'trade' | 'pilot' | 'pre-market';

/** The Trade menu's market panel: spot, pilot and pre-market lists (shell spec §2 "second-nav panel"). */
function TradePanel() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<PanelKind>('trade');
  return (
    <Box sx={{ minWidth: 400 }}>
      <Tabs value={kind} onChange={(_, v: PanelKind) => setKind(v)} aria-label={t('app.panel.markets')} sx={{ minHeight: 36, '& .MuiTab-root': { minHeight: 36 } }}>
        <Tab value="trade" label={t('app.panel.spot')} />
        <Tab value="pilot" label={t('app.panel.pilot')} />
        <Tab value="pre-market" label={t('app.panel.preMarket')} />
      </Tabs>
      <SecondNavPanel kind={kind} />
    </Box>
  );
}

const deposit = (item: NavItem) => <DepositEntry item={item} />;

const panelFor = (item: NavItem) => (item.id === 'trade_menu' ? <TradePanel /> : item.id === 'derivatives_menu' ? <SecondNavPanel kind="futures" /> : null);

/** Language, fiat and settings menus, sharing the header's one-menu-open-at-a-time state. */
function HeaderPrefs() {
  const open = useHeaderMenu((s) => s.open);
  const { show, close } = useHeaderMenu.getState();
  const bind = (id: string) => ({ open: open === id, onOpenChange: (o: boolean) => (o ? show(id) : close(id)) });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}>
      <LanguageMenu {...bind('prefs-language')} />
      <FiatMenu {...bind('prefs-fiat')} />
      <SettingsMenu {...bind('prefs-settings')} />
    </Box>
  );
}

/** The header with the features that live in it; features never import each other, the app composes them. */
const openRegistration = (type: RegistrationType, channel: string) => useRegistration.getState().show(type, channel);

export function ComposedHeader() {
  return <SiteHeader search={<MarketSearch />} bell={<NotificationBell />} deposit={deposit} panelFor={panelFor} prefs={<HeaderPrefs />} drawerPrefs={<MobilePrefs />} onAuth={openRegistration} />;
}
