import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from '../../lib/router/router';
import { useUserTier } from '../../api/user-tier';
import { useDecision } from '../../decision/decision-store';
import type { NavItem } from '../../generated/schema-types';
import { buttonClass } from '../ui/controls';
import { useShellLook } from '../ui/shell-look';
import { MenuItems } from './main-nav';
import { ProfileIdentity, useVipLevel } from './profile-identity';
import './profile-card.css';
import { LocaleLink } from '../ui/locale-link';

/** '0.00' when the server sends no figure (shell spec §3). */
export const figure = (v: string | number | undefined) =>
  v === undefined || v === '' || Number.isNaN(Number(v)) ? '0.00' : Number(v).toFixed(2);

/** MUI's determinate LinearProgress: a bar filled `value` per cent from the line's start. */
function Progress({ value, label }: { value: number; label: string }) {
  const rtl = useShellLook().dir === 'rtl';
  const shift = (value - 100) * (rtl ? -1 : 1);
  return (
    <span role="progressbar" aria-valuenow={value} aria-valuemin={0} aria-valuemax={100} aria-label={label} className="m-profile__progress">
      <span className="m-profile__progress-bar" style={{ transform: `translateX(${shift}%)` }} />
    </span>
  );
}

/**
 * The profile hover card: who is logged in (ProfileIdentity), the estimated balance (`balance`,
 * placed only when the Decision keeps `account_balance`), VIP tier with progress, weak-safety
 * warning and upgrade hint — each shown only when the Decision keeps it visible — and Switch
 * Account when the Decision offers it (`switchAccount` is its link).
 */
export function ProfileCard({ item, switchAccount, balance }: { item: NavItem; switchAccount?: string; balance?: ReactNode }) {
  const { t } = useTranslation('header');
  const weak = useDecision((d) => !d.hidden.includes('weak_safety_warning'));
  const hint = useDecision((d) => !d.hidden.includes('upgrade_hint'));
  const tier = useUserTier().data;
  const level = useVipLevel();
  const progress = tier?.tier_next_progress ?? 0;
  return (
    <div className="m-profile" data-testid="profile-card">
      <ProfileIdentity />
      {balance}
      <p className="m-profile__note">
        {t('vip', { level })} · {t('tradeVolume')}: {figure(tier?.tier_all_trade_usdt)} USDT
      </p>
      <Progress value={Math.max(0, Math.min(100, progress))} label={t('nextTier', { progress, level: level + 1 })} />
      {hint && <p className="m-profile__note m-profile__hint">{t('upgradeHint')}</p>}
      {weak && (
        <div role="alert" className="m-profile__weak" data-testid="weak-safety">
          {t('weakSafety')}{' '}
          <LocaleLink to={'/myaccount/security-setting'} className={buttonClass({ size: 'small', color: 'inherit' })}>
            {t('securitySettings')}
          </LocaleLink>
        </div>
      )}
      <MenuItems items={item.children ?? []} />
      {switchAccount && (
        <RouterLink
          to={switchAccount}
          data-item="switch_account"
          className={buttonClass({ variant: 'outlined', size: 'small', fullWidth: true }, 'm-profile__switch')}
        >
          {t('switchAccount')}
        </RouterLink>
      )}
    </div>
  );
}
