import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from '../../lib/router/router';
import { useDecision } from '../../decision/decision-store';
import { siteHomeHref } from '../../lib/site-links';
import type { NavItem } from '../../generated/schema-types';
import { AccountArea } from './account-area';
import type { AuthOpener } from './auth-button';
import { AppDownload } from './app-download';
import { DemoLiveSwitch } from './demo-live-switch';
import { MainNav } from './main-nav';
import { MobileDrawer } from './mobile-drawer';

/** The desktop header shows from 992 px; below it a compact bar with the side drawer (shell spec §2). */
export const DESKTOP_HEADER_QUERY = '(min-width: 992px)';

export interface HeaderSlots {
  /** Aggregated market search (rendered only if the Decision keeps search). */
  search?: ReactNode;
  /** Language, fiat and settings menus. */
  prefs?: ReactNode;
  /** The same preferences as drawer sections. */
  drawerPrefs?: ReactNode;
  /** Notification bell. */
  bell?: ReactNode;
  /** The Deposit entry, given the Decision's deposit_drawer item. */
  deposit?: (item: NavItem) => ReactNode;
  /** A market panel beside a mega-menu's items. */
  panelFor?: (item: NavItem) => ReactNode;
  /** Opens the registration modal; without it Log In / Sign Up go to their pages. */
  onAuth?: AuthOpener;
}

/** The site header, rendered only from the Decision; other features come in through slots. */
export function SiteHeader({ search, prefs, drawerPrefs, bell, deposit, panelFor, onAuth }: HeaderSlots) {
  const th = useTranslation('header').t;
  const prefix = useDecision((d) => d.locale.prefix);
  const siteName = useDecision((d) => d.site.name);
  const demo = useDecision((d) => d.widgets.demoLabel);
  const searchOn = useDecision((d) => d.widgets.search);
  const trLink = useDecision((d) => !d.hidden.includes('tr_site_link'));
  const download = useDecision((d) => !d.hidden.includes('download') && !d.hidden.includes('app_download'));
  const demoSwitch = useDecision((d) => !d.hidden.includes('back_demo_trade'));
  const desktop = useMediaQuery(DESKTOP_HEADER_QUERY, { noSsr: true });
  return (
    <Box component="header" sx={{ height: 64, display: 'flex', alignItems: 'center', gap: 1.5, px: { xs: 1.5, md: 3 }, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', position: 'relative', zIndex: 1100 }}>
      <Button component={RouterLink} to={prefix || '/'} sx={{ fontSize: 20, fontWeight: 800, color: 'text.primary', flexShrink: 0, whiteSpace: 'nowrap' }} data-testid="logo">{siteName}</Button>
      {demo && <Box component="span" sx={{ px: 1, py: 0.25, borderRadius: 1, bgcolor: 'warning.main', color: 'warning.contrastText', fontSize: 12, fontWeight: 700 }} data-testid="demo-label">{th('demoTrading')}</Box>}
      {desktop ? (
        <>
          <MainNav panelFor={panelFor} />
          {searchOn && search}
          {trLink && <Button size="small" href={siteHomeHref('tr')} data-testid="tr-site-link">{th('turkeySite')}</Button>}
          {demoSwitch && <DemoLiveSwitch liveHref={siteHomeHref('main')} />}
          <AccountArea bell={bell} deposit={deposit} onAuth={onAuth} />
          {download && <AppDownload href={`${window.location.origin}${prefix}/mobileapp`} />}
          {prefs}
        </>
      ) : (
        <>
          <Box sx={{ flex: 1 }} />
          {searchOn && search}
          <MobileDrawer prefs={drawerPrefs} onAuth={onAuth} deposit={deposit} />
        </>
      )}
    </Box>
  );
}
