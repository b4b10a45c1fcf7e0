import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from '../../lib/router/router';
import { withPrefix } from '../../app/locale-path';
import { useUserTier } from '../../api/user-tier';
import { useUserInfo } from '../../api/user-info';
import { useDecision } from '../../decision/decision-store';
import type { NavItem } from '../../generated/schema-types';
import { MenuItems } from './main-nav';

export const COPY_FEEDBACK_MS = 500;

/** '0.00' when the server sends no figure (shell spec §3). */
export const figure = (v: string | number | undefined) => (v === undefined || v === '' || Number.isNaN(Number(v)) ? '0.00' : Number(v).toFixed(2));

/** The profile menu's button face: the user's avatar, or the first letter of the nickname. */
export function ProfileAvatar() {
  const user = useUserInfo().data;
  return <Avatar src={user?.avatar || undefined} alt="" sx={{ width: 28, height: 28, fontSize: 14 }}>{(user?.nickname ?? '?').slice(0, 1).toUpperCase()}</Avatar>;
}

/**
 * The profile hover card: avatar, nickname, UID with copy, KYC tick, VIP tier with progress,
 * weak-safety warning and upgrade hint — each shown only when the Decision keeps it visible — and
 * Switch Account when the Decision offers it (`switchAccount` is its link).
 */
export function ProfileCard({ item, switchAccount }: { item: NavItem; switchAccount?: string }) {
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
  return (
    <Box sx={{ width: 320 }} data-testid="profile-card">
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1.5 }}>
        <Avatar src={user?.avatar || undefined} alt="">{(user?.nickname ?? '?').slice(0, 1).toUpperCase()}</Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }} noWrap>
            {user?.nickname}
            {tick && <Box component="span" role="img" aria-label={t('verified')} sx={{ ml: 0.5, color: 'success.main' }} data-testid="kyc-tick">✔</Box>}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontSize: 12, color: 'text.secondary' }}>
            {t('uid')} {user?.uid}
            <Button size="small" onClick={copy} aria-label={t('copyUid')} sx={{ minWidth: 24, minHeight: 24, p: 0.25 }} data-testid="copy-uid">⧉</Button>
            <Box component="span" role="status" aria-live="polite">{copied ? t('Copied successfully') : ''}</Box>
          </Box>
        </Box>
        <Box component="img" src={`/images/vip/VIP${level}.svg`} alt={t('vip', { level })} sx={{ ml: 'auto', height: 20 }} onError={(e) => { e.currentTarget.style.display = 'none'; }} />
      </Box>
      <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>{t('vip', { level })} · {t('tradeVolume')}: {figure(tier?.tier_all_trade_usdt)} USDT</Typography>
      <LinearProgress variant="determinate" value={Math.max(0, Math.min(100, tier?.tier_next_progress ?? 0))} sx={{ my: 1 }} aria-label={t('nextTier', { progress: tier?.tier_next_progress ?? 0, level: level + 1 })} />
      {hint && <Typography sx={{ fontSize: 12, color: 'text.secondary', mb: 1 }}>{t('upgradeHint')}</Typography>}
      {weak && (
        <Box role="alert" sx={{ p: 1, mb: 1, borderRadius: 1, bgcolor: 'warning.light', color: 'warning.contrastText', fontSize: 12 }} data-testid="weak-safety">
          {t('weakSafety')} <Button size="small" component={RouterLink} to={withPrefix(prefix, '/myaccount/security-setting')} color="inherit">{t('securitySettings')}</Button>
        </Box>
      )}
      <MenuItems items={item.children ?? []} prefix={prefix} />
      {switchAccount && <Button fullWidth variant="outlined" size="small" component={RouterLink} to={switchAccount} data-item="switch_account" sx={{ mt: 1 }}>{t('switchAccount')}</Button>}
    </Box>
  );
}
