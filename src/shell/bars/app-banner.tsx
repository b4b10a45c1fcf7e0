import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from '../../lib/router/router';
import { withPrefix } from '../../app/locale-path';
import { useDecision } from '../../decision/decision-store';
import { useShellState } from '../../decision/shell-state';
import { hideAppBanner } from './bar-storage';
import { CloseButton } from '../ui/close-button';

/**
 * The mobile app download banner (compliance §4.1). Whether it shows is the Decision's (main site,
 * phones, not hidden by config or the UK limit, not closed); closing stores the hide flag.
 */
export function AppBanner() {
  const { t } = useTranslation();
  const { t: tf } = useTranslation('footer');
  const prefix = useDecision((d) => d.locale.prefix);
  const name = useDecision((d) => d.site.name);
  const stored = useShellState((s) => s.stored);
  const close = () => {
    hideAppBanner();
    stored();
  };
  return (
    <Box component="section" aria-label={tf('bars.appBanner', { name })} data-testid="app-banner"
      sx={{ height: '100%', display: 'flex', alignItems: 'center', gap: 1, px: 1, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <CloseButton small label={tf('bars.closeAppBanner')} onClick={close} />
      <Box aria-hidden="true" sx={{ width: 36, height: 36, borderRadius: 1.5, flexShrink: 0, display: 'grid', placeItems: 'center', bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 800, fontSize: 18 }}>
        {name.charAt(0)}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontSize: 14, fontWeight: 700, lineHeight: 1.2 }} noWrap>{tf('bars.appName', { name })}</Typography>
        <Typography sx={{ fontSize: 12, color: 'text.secondary', lineHeight: 1.3 }} noWrap>{t('app.bars.app_download')}</Typography>
      </Box>
      <Button component={RouterLink} to={withPrefix(prefix, '/mobileapp')} variant="contained" size="small" sx={{ borderRadius: 99, flexShrink: 0, px: 2 }} data-testid="app-banner-open">
        {tf('bars.openApp')}
      </Button>
    </Box>
  );
}
