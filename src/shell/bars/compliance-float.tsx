import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from '../../lib/router/router';
import { withPrefix } from '../../app/locale-path';
import { useDecision } from '../../decision/decision-store';
import { CloseButton } from '../ui/close-button';

/** Height of the floating bar; the chat launcher stands clear of it (src/shell/chat reads Decision.bars). */
export const COMPLIANCE_FLOAT_HEIGHT = 48;

/**
 * The compliance floating bar (compliance §2.4): one line fixed at the bottom edge, so it takes no
 * room in the page and moves nothing. Closing hides it for this page view only (the compliance
 * answer decides again on the next load).
 */
export function ComplianceFloat() {
  const { t } = useTranslation();
  const { t: tf } = useTranslation('footer');
  const prefix = useDecision((d) => d.locale.prefix);
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  return (
    <Paper component="aside" elevation={6} aria-label={t('app.bars.compliance_float')} data-testid="compliance-float"
      sx={{
        position: 'fixed', zIndex: 1200, bottom: { xs: 8, sm: 16 }, insetInlineEnd: { xs: 8, sm: 24 }, insetInlineStart: { xs: 8, sm: 'auto' },
        maxWidth: { sm: 440 }, height: COMPLIANCE_FLOAT_HEIGHT, px: 1.5, display: 'flex', gap: 1, alignItems: 'center',
        borderInlineStart: 4, borderColor: 'warning.main',
      }}>
      <Box component="svg" viewBox="0 0 24 24" aria-hidden="true" sx={{ width: 18, height: 18, flexShrink: 0, color: 'warning.main' }}>
        <path fill="currentColor" d="M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z" />
      </Box>
      <Typography sx={{ fontSize: 13, fontWeight: 600, minWidth: 0, flex: 1 }} noWrap>{t('app.bars.compliance_float')}</Typography>
      <Link component={RouterLink} to={withPrefix(prefix, '/state_compliance_tips')} sx={{ fontSize: 13, fontWeight: 600, whiteSpace: 'nowrap' }}>{t('app.bars.compliance_action')}</Link>
      <CloseButton small label={tf('bars.closeCompliance')} onClick={() => setClosed(true)} />
    </Paper>
  );
}
