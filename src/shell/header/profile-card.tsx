import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from '../../lib/router/router';
import { withPrefix } from '../../app/locale-path';
import { useUserTier } from '../../api/user-tier';
import { useUserInfo } from '../../api/user-info';
import { useDecision } from '../../decision/decision-store';
import type { NavItem } from '../../generated/schema-types';
import { buttonClass } from '../ui/controls';
import { useShellLook } from '../ui/shell-look';
import { MenuItems } from './main-nav';
import './profile-card.css';

export const COPY_FEEDBACK_MS = 500;

/** '0.00' when the server sends no figure (shell spec §3). */
export const figure = (v: string | number | undefined) => (v === undefined || v === '' || Number.isNaN(Number(v)) ? '0.00' : Number(v).toFixed(2));

/** The user's picture, or the first letter of the nickname on a grey disc when there is none or it fails (MUI's Avatar). */
function UserAvatar({ small = false }: { small?: boolean }) {
  const user = useUserInfo().data;
  const src = user?.avatar || undefined;
  const [failed, setFailed] = useState<string>();
  const picture = src && failed !== src;
  return (
    <div className={`m-avatar${small ? ' m-avatar--small' : ''}${picture ? '' : ' m-avatar--letter'}`}>
      {picture ? <img src={src} alt="" className="m-avatar__img" onError={() => setFailed(src)} /> : (user?.nickname ?? '?').slice(0, 1).toUpperCase()}
    </div>
  );
}

/** The profile menu's button face: the user's avatar, or the first letter of the nickname. */
export function ProfileAvatar() {
  return <UserAvatar small />;
}

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
 * The profile hover card: avatar, nickname, UID with copy, KYC tick, VIP tier with progress,
 * weak-safety warning and upgrade hint — each shown only when the Decision keeps it visible —
 * Switch Account when the Decision offers it (`switchAccount` is its link), and the estimated
 * balance (`balance`, placed only when the Decision keeps `account_balance`).
 */
export function ProfileCard({ item, switchAccount, balance }: { item: NavItem; switchAccount?: string; balance?: ReactNode }) {
  const { t } = useTranslation('header');
  const prefix = useDecision((d) => d.locale.prefix);
  const tick = useDecision((d) => !d.hidden.includes('kyc_tick'));
  const weak = useDecision((d) => !d.hidden.includes('weak_safety_warning'));
  const hint = useDecision((d) => !d.hidden.includes('upgrade_hint'));
  const user = useUserInfo().data;
  const tier = useUserTier().data;
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const level = tier?.tier_level ?? user?.tier_level ?? 0;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(String(user?.uid ?? ''));
    } finally {
      setCopied(true);
    }
  };
  const progress = tier?.tier_next_progress ?? 0;
  return (
    <div className="m-profile" data-testid="profile-card">
      <div className="m-profile__head">
        <UserAvatar />
        <div className="m-profile__who">
          <p className="m-profile__name">
            {user?.nickname}
            {tick && <span role="img" aria-label={t('verified')} className="m-profile__tick" data-testid="kyc-tick">✔</span>}
          </p>
          <div className="m-profile__uid">
            {t('uid')} {user?.uid}
            <button type="button" onClick={copy} aria-label={t('copyUid')} className={buttonClass({ size: 'small' }, 'm-profile__copy')} data-testid="copy-uid">
              <svg viewBox="0 0 24 24" aria-hidden className="m-profile__copy-icon"><rect x="9" y="9" width="12" height="12" rx="2" /><path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" /></svg>
            </button>
            <span role="status" aria-live="polite">{copied ? t('Copied successfully') : ''}</span>
          </div>
        </div>
        <img src={`/images/vip/VIP${level}.svg`} alt={t('vip', { level })} className="m-profile__vip" onError={(e) => { e.currentTarget.style.display = 'none'; }} />
      </div>
      {balance}
      <p className="m-profile__note">{t('vip', { level })} · {t('tradeVolume')}: {figure(tier?.tier_all_trade_usdt)} USDT</p>
      <Progress value={Math.max(0, Math.min(100, progress))} label={t('nextTier', { progress, level: level + 1 })} />
      {hint && <p className="m-profile__note m-profile__hint">{t('upgradeHint')}</p>}
      {weak && (
        <div role="alert" className="m-profile__weak" data-testid="weak-safety">
          {t('weakSafety')} <RouterLink to={withPrefix(prefix, '/myaccount/security-setting')} className={buttonClass({ size: 'small', color: 'inherit' })}>{t('securitySettings')}</RouterLink>
        </div>
      )}
      <MenuItems items={item.children ?? []} prefix={prefix} />
      {switchAccount && <RouterLink to={switchAccount} data-item="switch_account" className={buttonClass({ variant: 'outlined', size: 'small', fullWidth: true }, 'm-profile__switch')}>{t('switchAccount')}</RouterLink>}
    </div>
  );
}
