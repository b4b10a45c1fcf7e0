import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDecision } from '../decision/decision-store';
import { AnnouncementText } from './announcement-text';
import { withPrefix } from './locale-path';

function Bar({ text, action, to, tone }: { text: string; action?: string; to?: string; tone: 'info' | 'warning' }) {
  const prefix = useDecision((d) => d.locale.prefix);
  return (
    <Box sx={{ height: '100%', minHeight: 40, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, px: 2, bgcolor: tone === 'warning' ? 'warning.light' : 'primary.main', color: tone === 'warning' ? 'warning.contrastText' : 'primary.contrastText' }}>
      <Typography sx={{ fontSize: 13, fontWeight: 500 }} noWrap>{text}</Typography>
      {action && to && <Button component={RouterLink} to={withPrefix(prefix, to)} size="small" variant="outlined" color="inherit" sx={{ py: 0, flexShrink: 0 }}>{action}</Button>}
    </Box>
  );
}

function BarContent({ id }: { id: string }) {
  const { t } = useTranslation();
  switch (id) {
    case 'announcement': return <AnnouncementText />;
    case 'kyc_top': return <Bar tone="warning" text={t('app.bars.kyc_top')} action={t('app.bars.kyc_action')} to="/myaccount/kyc_home" />;
    case 'ip_limit': return <Bar tone="warning" text={t('app.bars.ip_limit')} action={t('app.bars.ip_action')} to="/signup" />;
    case 'app_download': return <Bar tone="info" text={t('app.bars.app_download')} action={t('app.bars.app_action')} to="/mobileapp" />;
    case 'compliance_float': return (
      <Box sx={{ position: 'fixed', insetInlineEnd: 16, bottom: 16, zIndex: 1200, boxShadow: 4, borderRadius: 2, overflow: 'hidden' }}>
        <Bar tone="info" text={t('app.bars.compliance_float')} action={t('app.bars.compliance_action')} to="/state_compliance_tips" />
      </Box>
    );
    default: return null;
  }
}

/** Content of each bar the Decision lists (issue 6 adds closing, the marquee and the app banner's hide flag). */
export function renderBar(id: string): ReactNode {
  return <BarContent id={id} />;
}
