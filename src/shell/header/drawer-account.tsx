import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from '../../lib/router/router';
import { useDecision } from '../../decision/decision-store';
import { buttonClass } from '../ui/controls';
import { LogoutMenu } from './logout-menu';
import { ProfileIdentity } from './profile-identity';
import './drawer-account.css';

/**
 * The top of the phone drawer for a session (shell §1, §2): who is logged in — the same
 * ProfileIdentity as the desktop profile card, when the Decision keeps `profile_menu` — and the
 * estimated balance (`balance`, when the Decision keeps `account_balance`).
 */
export function DrawerAccount({ balance }: { balance?: ReactNode }) {
  const identity = useDecision((d) => d.header.some((i) => i.id === 'profile_menu'));
  const showBalance = useDecision((d) => !d.hidden.includes('account_balance'));
  if (!identity && !(showBalance && balance)) return null;
  return (
    <div className="m-drawer-account" data-testid="drawer-account">
      {identity && <ProfileIdentity />}
      {showBalance && balance}
    </div>
  );
}

/**
 * The end of the phone drawer for a session: Switch Account (`switchAccount`, its link, when the
 * Decision offers it) and both ways to log out with the 'Logging out' overlay (the desktop
 * LogoutMenu, when the Decision keeps `logout_menu`).
 */
export function DrawerAccountActions({ switchAccount }: { switchAccount?: string }) {
  const { t } = useTranslation('header');
  const logout = useDecision((d) => d.header.some((i) => i.id === 'logout_menu'));
  if (!switchAccount && !logout) return null;
  return (
    <div className="m-drawer-account__actions" data-testid="drawer-account-actions">
      {switchAccount && (
        <RouterLink to={switchAccount} data-item="switch_account" className={buttonClass({ variant: 'outlined', fullWidth: true })}>
          {t('switchAccount')}
        </RouterLink>
      )}
      {logout && <LogoutMenu look={{ variant: 'outlined', color: 'inherit', fullWidth: true }} />}
    </div>
  );
}
