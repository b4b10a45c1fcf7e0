import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserTier } from '../../api/user-tier';
import { useUserInfo } from '../../api/user-info';
import { useDecision, useDecisionFacts } from '../../decision/decision-store';
import { buttonClass } from '../ui/controls';
import { LocaleLink } from '../ui/locale-link';
import './profile-card.css';
import { CopyIcon } from '../ui/icons/copy';

export const COPY_FEEDBACK_MS = 500;

/**
 * Who the header shows: the user info this page's call got (useUserInfo never asks itself), else the
 * session the facts hold — on pages that skip the call (shell §4) the remembered user or the session
 * cookies' uid and nickname (docs/shell.md, On every page load).
 */
function useShownUser(): { uid?: number; nickname?: string; avatar?: string } | undefined {
  const info = useUserInfo().data;
  const session = useDecisionFacts().user;
  return info?.isLogin ? info : session?.isLogin ? session : info;
}

/** The user's picture, or the first letter of the nickname on a grey disc when there is none or it fails (MUI's Avatar). */
function UserAvatar({ small = false }: { small?: boolean }) {
  const user = useShownUser();
  const src = user?.avatar || undefined;
  const [failed, setFailed] = useState<string>();
  const picture = src && failed !== src;
  return (
    <div
      className={`m-avatar${small ? ' m-avatar--small' : ''}${picture ? '' : ' m-avatar--letter'}`}
      data-initial={picture ? undefined : (user?.nickname ?? '?').slice(0, 1).toUpperCase()}
    >
      {picture && <img src={src} alt="" className="m-avatar__img" onError={() => setFailed(src)} />}
    </div>
  );
}

/** The profile menu's button face: the user's avatar, or the first letter of the nickname. */
export function ProfileAvatar() {
  return <UserAvatar small />;
}

/** The VIP image (shell §3: VIP0 to VIP{n}); where it cannot load, the level as text in a badge. */
function VipBadge({ level, label }: { level: number; label: string }) {
  const src = `/images/vip/VIP${level}.svg`;
  const [failed, setFailed] = useState<string>();
  if (failed === src)
    return (
      <span className="m-profile__vip m-profile__vip--text" data-testid="vip-level">
        {label}
      </span>
    );
  return <img src={src} alt={label} className="m-profile__vip" data-testid="vip-level" onError={() => setFailed(src)} />;
}

/** The VIP level the card shows: the tier answer's, else the user info's, else 0. */
export function useVipLevel(): number {
  const user = useUserInfo().data;
  const tier = useUserTier().data;
  return tier?.tier_level ?? user?.tier_level ?? 0;
}

/**
 * Who is logged in (shell §3, §5): avatar, nickname with the KYC tick (when the Decision keeps
 * `kyc_tick`), UID with copy and its 'Copied successfully' feedback, the KYC level (the
 * Decision's `kyc_level`, compliance §3.2) and the VIP image (or its level as text). The head of the desktop profile
 * card and of the phone drawer's account block.
 */
export function ProfileIdentity() {
  const { t } = useTranslation('header');
  const tick = useDecision((d) => !d.hidden.includes('kyc_tick'));
  const kycLevel = useDecision((d) => String(d.vars.kyc_level ?? '0'));
  const user = useShownUser();
  const level = useVipLevel();
  // The avatar leads to the profile page (shell §2 Profile menu: "/myaccount/profile (avatar link)"): the profile menu's link.
  const profileHref = useDecision((d) => d.header.find((i) => i.id === 'profile_menu')?.href);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(String(user?.uid ?? ''));
    } finally {
      setCopied(true);
    }
  };
  return (
    <div className="m-profile__head">
      {profileHref ? (
        <LocaleLink to={profileHref} aria-label={t('myProfile')} className="m-profile__avatar-link" data-testid="profile-avatar-link">
          <UserAvatar />
        </LocaleLink>
      ) : (
        <UserAvatar />
      )}
      <div className="m-profile__who">
        <p className="m-profile__name">
          {user?.nickname}
          {tick && (
            <span role="img" aria-label={t('verified')} className="m-profile__tick" data-testid="kyc-tick">
              ✔
            </span>
          )}
        </p>
        <div className="m-profile__uid">
          {t('uid')} {user?.uid}
          <button
            type="button"
            onClick={copy}
            aria-label={t('copyUid')}
            className={buttonClass({ size: 'small' }, 'm-profile__copy')}
            data-testid="copy-uid"
          >
            <CopyIcon className="m-profile__copy-icon" />
          </button>
          <span role="status" aria-live="polite">
            {copied ? t('Copied successfully') : ''}
          </span>
        </div>
        <p className="m-profile__kyc" data-testid="kyc-level">
          {kycLevel === 'company' ? t('kycCompany') : t('kycLevel', { level: kycLevel })}
        </p>
      </div>
      <VipBadge level={level} label={t('vip', { level })} />
    </div>
  );
}
