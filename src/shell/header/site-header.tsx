import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecision } from '../../decision/decision-store';
import { siteHomeHref } from '../../lib/site-links';
import type { NavItem } from '../../generated/schema-types';
import { AccountArea } from './account-area';
import type { AuthOpener } from './auth-button';
import { AppDownload } from './app-download';
import { MainNav } from './main-nav';
import { MobileDrawer } from './mobile-drawer';
import { buttonClass } from '../ui/controls';
import { useMedia } from '../ui/use-media';
import { preloadable, preloadedPart } from '../ui/preloadable';
import './site-header.css';
import { LocaleLink, useLocalePath } from '../ui/locale-link';

// The test network's demo/live switch is its own chunk (docs/performance-method.md, issue 41): other
// sites' home pages do not download it; where the Decision shows it, the boot loads it before the
// first render (preloadHeaderParts), so it is there from the first paint.
export const demoSwitchPart = preloadable(() => import('./demo-live-switch'));
const DemoLiveSwitch = preloadedPart(demoSwitchPart, 'DemoLiveSwitch');

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
  /** The main navigation's first pointer or focus (with the menu text's fetch): the menus' own parts may start loading. */
  onMenuIntent?: () => void;
  /** The estimated balance, placed in the wallet menu, the profile card and the drawer when the Decision keeps `account_balance`. */
  balance?: ReactNode;
  /** Opens the registration modal; without it Log In / Sign Up go to their pages. */
  onAuth?: AuthOpener;
}

/** The site header, rendered only from the Decision; other features come in through slots. */
export function SiteHeader({ search, prefs, drawerPrefs, bell, deposit, balance, panelFor, onMenuIntent, onAuth }: HeaderSlots) {
  const th = useTranslation('header').t;
  const localePath = useLocalePath();
  const siteName = useDecision((d) => d.site.name);
  const demo = useDecision((d) => d.widgets.demoLabel);
  const searchOn = useDecision((d) => d.widgets.search);
  const trLink = useDecision((d) => !d.hidden.includes('tr_site_link'));
  const download = useDecision((d) => !d.hidden.includes('download') && !d.hidden.includes('app_download'));
  const demoSwitch = useDecision((d) => !d.hidden.includes('back_demo_trade'));
  // The home page, or where a confined visitor may be (rules withdraw-only-controls, blocked-country-home).
  const home = useDecision((d) => String(d.vars.home_path ?? '/'));
  const desktop = useMedia(DESKTOP_HEADER_QUERY);
  return (
    <header className="m-header">
      <LocaleLink to={home} className={buttonClass({}, 'm-header__logo')} data-testid="logo">
        {siteName}
      </LocaleLink>
      {demo && (
        <span className="m-header__demo" data-testid="demo-label">
          {th('demoTrading')}
        </span>
      )}
      {desktop ? (
        <>
          <MainNav panelFor={panelFor} onIntent={onMenuIntent} />
          {searchOn && search}
          {trLink && (
            <a href={siteHomeHref('tr')} className={buttonClass({ size: 'small' })} data-testid="tr-site-link">
              {th('turkeySite')}
            </a>
          )}
          {demoSwitch && <DemoLiveSwitch liveHref={siteHomeHref('main')} />}
          <AccountArea bell={bell} deposit={deposit} balance={balance} onAuth={onAuth} />
          {download && <AppDownload href={`${window.location.origin}${localePath('/mobileapp')}`} />}
          {prefs}
        </>
      ) : (
        <>
          <div className="m-header__spacer" />
          {searchOn && search}
          <MobileDrawer prefs={drawerPrefs} onAuth={onAuth} deposit={deposit} balance={balance} />
        </>
      )}
    </header>
  );
}
