import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useIsFetching } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { withPrefix } from '../../app/locale-path';
import { userInfoQueryOptions } from '../../api/user-info';
import { useDecision } from '../../decision/decision-store';
import type { NavItem } from '../../generated/schema-types';
import { Disclosure } from './disclosure';
import { LogoutMenu } from './logout-menu';
import { MenuItems } from './main-nav';
import { ProfileCard } from './profile-card';

/** Below 1440 px the funds navigation is compact (shell spec §2). */
export const COMPACT_FUNDS_QUERY = '(max-width: 1439.95px)';

/**
 * The right side of the header for the Decision: Log In / Sign Up for visitors (only once
 * loading has finished, i.e. once the Decision has them); wallet, orders, profile, deposit,
 * notifications, Switch Account and logout for users. `bell` is the notification bell.
 */
export function AccountArea({ bell }: { bell?: ReactNode }) {
  const { t } = useTranslation();
  const th = useTranslation('header').t;
  const items = useDecision((d) => d.header.filter((i) => i.group === 'account' || i.group === 'auth'));
  const prefix = useDecision((d) => d.locale.prefix);
  const compact = useMediaQuery(COMPACT_FUNDS_QUERY);
  // Log In / Sign Up appear only once login loading has finished (shell spec §4); space stays reserved.
  const loading = useIsFetching({ queryKey: userInfoQueryOptions().queryKey }) > 0;
  const render = (item: NavItem): ReactNode => {
    switch (item.id) {
      case 'login': case 'signup':
        return <Button sx={{ minHeight: 32, visibility: loading ? 'hidden' : 'visible' }} aria-hidden={loading || undefined} component={RouterLink} to={withPrefix(prefix, item.href ?? '/')} variant={item.id === 'signup' ? 'contained' : 'text'} size="small" data-item={item.id}>{t(item.title)}</Button>;
      case 'profile_menu':
        return <Disclosure id={item.id} label={th('account')} align="end"><ProfileCard item={item} /></Disclosure>;
      case 'logout_menu':
        return <Disclosure id={item.id} label={t(item.title)} align="end"><LogoutMenu /></Disclosure>;
      case 'reminder_menu':
        return bell ?? null;
      case 'switch_account':
        return <Button size="small" color="inherit" data-item={item.id} component={RouterLink} to={withPrefix(prefix, '/login?switch=1')}>{th('switchAccount')}</Button>;
      case 'spot_orders_menu':
        if (compact) return null; // the orders menu already lists spot orders
        return <Disclosure id={item.id} label={t(item.title)} align="end"><MenuItems items={item.children ?? []} prefix={prefix} /></Disclosure>;
      default:
        return item.children?.length
          ? <Disclosure id={item.id} label={t(item.title)} align="end"><MenuItems items={item.children} prefix={prefix} /></Disclosure>
          : null;
    }
  };
  return (
    <Box component="nav" aria-label={t('app.shell.account')} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}>
      {items.map((item) => <Box key={item.id} data-item-slot={item.id}>{render(item)}</Box>)}
    </Box>
  );
}
