import { Suspense } from 'react';
import type { NavItem } from '../generated/schema-types';
import { openRegistration } from '../shell/auth/registration-store';
import { ItemSlot } from '../shell/header/item-slot';
import { demoSwitchPart, SiteHeader } from '../shell/header/site-header';
import { MarketSearch } from '../shell/markets/market-search';
import type { Decision } from '../generated/schema-types';
import { sessionParts } from '../shell/header/account-area';
import { showsSessionParts } from '../shell/header/session-items';
import { importBell } from '../shell/notifications/bell-import';
import { importBalance } from '../shell/balance/balance-import';
import { ServerFiatSync, useCurrentFiat } from '../shell/prefs/current-fiat';
import { FiatMenu } from '../shell/prefs/fiat-menu';
import { LanguageMenu } from '../shell/prefs/language-menu';
import { MobilePrefs } from '../shell/prefs/mobile-prefs';
import { SettingsMenu } from '../shell/prefs/settings-menu';
import { useHeaderMenuBinding } from '../shell/header/menu-state';
import { lazyNamed } from '../shell/ui/lazy-named';
import { preloadable, preloadedPart } from '../shell/ui/preloadable';
import { SlotBoundary } from '../shell/ui/slot-boundary';
import './header-composition.css';

// The mega-menus' market panels (tabs, lists, filter field) load when a menu first opens (docs/performance-method.md).
const loadPanels = () => import('./header-panels');
const TradePanel = lazyNamed(() => loadPanels(), 'TradePanel');
const FuturesPanel = lazyNamed(() => loadPanels(), 'FuturesPanel');

// The bell, like the profile card and logout menu, is a session's: a visitor's page does not download it.
const bellPart = preloadable(importBell);

/** The bell, rendered by the account area for a session's `reminder_menu` item only. */
const Bell = preloadedPart(bellPart, 'NotificationBell');

// The estimated balance (wallet menu, profile card, phone drawer): a session's part too.
const balancePart = preloadable(importBalance);

/** The balance in the visitor's fiat (the preferences feature knows which), rendered where the header places it. */
const AccountBalance = preloadedPart(balancePart, 'AccountBalance');
function Balance() {
  const { fiat, symbol } = useCurrentFiat();
  return <AccountBalance fiat={fiat} symbol={symbol} />;
}

// The Deposit entry (the deposit_drawer item, which only a session's Decision keeps): a session's part too.
const depositPart = preloadable(() => import('../shell/account-dialogs/deposit-entry'));

/** The Deposit entry once its code is here (a session's first render has it: preloadHeaderParts). */
const DepositEntry = preloadedPart(depositPart, 'DepositEntry');

/** Loads the header's parts the Decision shows that are chunks of their own (a session's parts, the test network's demo/live switch), so the first render has them (render-app.tsx); a failed load is retried on render. */
export function preloadHeaderParts(decision: Pick<Decision, 'header' | 'hidden'>): Promise<unknown> {
  const parts: Promise<unknown>[] = [];
  if (!decision.hidden.includes('back_demo_trade')) parts.push(demoSwitchPart.load());
  if (decision.header.some((i) => i.id === 'deposit_drawer')) parts.push(depositPart.load());
  if (showsSessionParts(decision.header)) parts.push(sessionParts.load(), bellPart.load(), balancePart.load());
  return Promise.all(parts).catch(() => undefined);
}

const deposit = (item: NavItem) => <DepositEntry item={item} />;

// The Buy menu's "Pay with" entry (its list and the fiats it asks for) loads on the main navigation's
// first intent, with the menu text, or when a menu or the drawer first shows it (docs/performance-method.md, the 185 KB ceiling).
const payWithPart = preloadable(() => import('../shell/prefs/pay-with'));
const preloadMenuParts = () => void payWithPart.load().catch(() => undefined);

/** The preferences' fiat choice as the Buy menu's "Pay with" entry: an empty row (as while the menu text loads) until its code is in. */
const PayWith = preloadedPart(payWithPart, 'PayWith', <span className="menu-item" />);

/** The Buy menu's "Pay with" entry is the preferences' fiat choice, in the header's menus and in the drawer. */
const itemFor = (item: NavItem) => (item.id === 'buy_pay_with' ? <PayWith item={item} /> : null);

const panelFor = (item: NavItem) =>
  item.id === 'trade_menu' ? (
    <SlotBoundary name="trade menu panel">
      <Suspense fallback={null}>
        <TradePanel />
      </Suspense>
    </SlotBoundary>
  ) : item.id === 'derivatives_menu' ? (
    <SlotBoundary name="derivatives menu panel">
      <Suspense fallback={null}>
        <FuturesPanel />
      </Suspense>
    </SlotBoundary>
  ) : null;

/** Language, fiat and settings menus, sharing the header's one-menu-open-at-a-time state. */
function HeaderPrefs() {
  const language = useHeaderMenuBinding('prefs-language');
  const fiat = useHeaderMenuBinding('prefs-fiat');
  const settings = useHeaderMenuBinding('prefs-settings');
  return (
    <div className="m-header-prefs">
      <LanguageMenu {...language} />
      <FiatMenu {...fiat} />
      <SettingsMenu {...settings} />
    </div>
  );
}

/** The header with the features that live in it; features never import each other, the app composes them. */

export function ComposedHeader() {
  return (
    <ItemSlot.Provider value={itemFor}>
      <ServerFiatSync />
      <SiteHeader
        search={<MarketSearch />}
        bell={<Bell />}
        deposit={deposit}
        balance={<Balance />}
        panelFor={panelFor}
        onMenuIntent={preloadMenuParts}
        prefs={<HeaderPrefs />}
        drawerPrefs={<MobilePrefs />}
        onAuth={openRegistration}
      />
    </ItemSlot.Provider>
  );
}
