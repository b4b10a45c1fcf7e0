import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginLoading } from '../../api/user-info';
import { useDecision } from '../../decision/decision-store';
import type { NavItem } from '../../generated/schema-types';
import { AuthButton, type AuthOpener } from './auth-button';
import { HeaderMenu } from './header-menu';
import { MenuItems } from './main-nav';
import { importSessionParts, showsSessionParts } from './session-items';
import { preloadable } from '../ui/preloadable';
import { useMedia } from '../ui/use-media';
import './account-area.css';
import { useLocalePath } from '../ui/locale-link';
import { dataKey } from '../../lib/i18n-keys';

/** Switch Account's link when the Decision offers it (shell §6: main site; a main account or the switch cookie). */
export function useSwitchAccountHref(): string | undefined {
  const offered = useDecision((d) => d.header.some((i) => i.id === 'switch_account'));
  const localePath = useLocalePath();
  return offered ? localePath('/login?switch=1') : undefined;
}

/** Below 1440 px the funds navigation is compact (shell spec §2). */
export const COMPACT_FUNDS_QUERY = '(max-width: 1439.95px)';

/** The profile card, logout menu and the drawer's account block: a visitor's page does not download them (render-app.tsx loads them before a session's first render). */
export const sessionParts = preloadable(importSessionParts);

/**
 * The right side of the header for the Decision: Log In / Sign Up for visitors (only once
 * loading has finished, i.e. once the Decision has them); wallet, orders, profile, deposit,
 * notifications, Switch Account and logout for users. `bell` is the notification bell; `deposit`
 * renders the Deposit entry (the deposit chooser) in place of the deposit drawer's link list;
 * `balance` (the estimated balance) heads the wallet menu and the profile card when the Decision
 * keeps `account_balance`.
 */
export function AccountArea({
  bell,
  deposit,
  balance,
  onAuth,
}: {
  bell?: ReactNode;
  deposit?: (item: NavItem) => ReactNode;
  balance?: ReactNode;
  onAuth?: AuthOpener;
}) {
  const { t } = useTranslation();
  const th = useTranslation('header').t;
  const items = useDecision((d) => d.header.filter((i) => i.group === 'account' || i.group === 'auth'));
  const compact = useMedia(COMPACT_FUNDS_QUERY);
  const switchAccount = useSwitchAccountHref();
  const shownBalance = useDecision((d) => !d.hidden.includes('account_balance')) ? balance : undefined;
  // Log In / Sign Up appear only once login loading has finished (shell spec §4); space stays reserved.
  const loading = useLoginLoading();
  const parts = sessionParts.useModule(showsSessionParts(items));
  const render = (item: NavItem): ReactNode => {
    switch (item.id) {
      case 'login':
      case 'signup':
        return (
          <AuthButton
            item={item}
            channel="web_header"
            onAuth={onAuth}
            look={{ size: 'small' }}
            className={loading ? 'm-account__auth m-account__auth--pending' : 'm-account__auth'}
            aria-hidden={loading || undefined}
          />
        );
      case 'profile_menu':
        return (
          parts && (
            <HeaderMenu id={item.id} label={<parts.ProfileAvatar />} ariaLabel={th('account')} align="end">
              <parts.ProfileCard item={item} switchAccount={switchAccount} balance={shownBalance} />
            </HeaderMenu>
          )
        );
      case 'logout_menu':
        return (
          parts && (
            <HeaderMenu id={item.id} label={<parts.LogoutIcon />} ariaLabel={t(dataKey(item.title))} align="end">
              <parts.LogoutMenu />
            </HeaderMenu>
          )
        );
      case 'reminder_menu':
        return bell ?? null;
      case 'deposit_drawer':
        if (deposit) return deposit(item);
        return (
          <HeaderMenu id={item.id} label={t(dataKey(item.title))} align="end">
            <MenuItems items={item.children ?? []} />
          </HeaderMenu>
        );
      case 'switch_account':
        return null; // inside the profile card, to leave the navigation room
      case 'funds_menu':
        return (
          <HeaderMenu id={item.id} label={t(dataKey(item.title))} align="end">
            {shownBalance}
            <MenuItems items={item.children ?? []} />
          </HeaderMenu>
        );

      case 'spot_orders_menu':
        if (compact) return null; // the orders menu already lists spot orders
        return (
          <HeaderMenu id={item.id} label={t(dataKey(item.title))} align="end">
            <MenuItems items={item.children ?? []} />
          </HeaderMenu>
        );
      default:
        return item.children?.length ? (
          <HeaderMenu id={item.id} label={t(dataKey(item.title))} align="end">
            <MenuItems items={item.children} />
          </HeaderMenu>
        ) : null;
    }
  };
  return (
    <nav aria-label={t('app.shell.account')} className="m-account">
      {items.map((item) => (
        <div key={item.id} data-item-slot={item.id}>
          {render(item)}
        </div>
      ))}
    </nav>
  );
}
