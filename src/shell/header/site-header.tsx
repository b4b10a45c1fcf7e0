import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDecision } from '../../decision/decision-store';
import { ItemLink } from '../ui/shell-link';

/**
 * The header as the Decision gives it: main navigation and the auth or account entries. The full
 * header (mega-menus, preferences, search, notifications) is issue 4.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const header = useDecision((d) => d.header);
  const prefix = useDecision((d) => d.locale.prefix);
  const siteName = useDecision((d) => d.site.name);
  const demo = useDecision((d) => d.widgets.demoLabel);
  const main = header.filter((i) => i.group === 'main');
  const auth = header.filter((i) => i.group === 'auth');
  const account = header.filter((i) => i.group === 'account' && i.href);
  return (
    <Box component="header" sx={{ height: 64, display: 'flex', alignItems: 'center', gap: 2, px: 3, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Button component={RouterLink} to={prefix || '/'} sx={{ fontSize: 20, fontWeight: 800, color: 'text.primary' }} data-testid="logo">{siteName}</Button>
      {demo && <Box component="span" sx={{ px: 1, py: 0.25, borderRadius: 1, bgcolor: 'warning.main', color: 'warning.contrastText', fontSize: 12, fontWeight: 700 }} data-testid="demo-label">DEMO</Box>}
      <Box component="nav" aria-label={t('app.shell.mainNav')} sx={{ flex: 1, overflow: 'hidden' }}>
        <Stack direction="row" component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0, whiteSpace: 'nowrap' }}>
          {main.map((item) => (
            <li key={item.id}>
              <ItemLink item={item} prefix={prefix} color="text.primary" sx={{ fontWeight: 500, fontSize: 14, display: 'inline-block', py: 1 }} data-item={item.id}>{t(item.title)}</ItemLink>
            </li>
          ))}
        </Stack>
      </Box>
      <Stack direction="row" spacing={1} aria-label={t('app.shell.account')} component="nav">
        {auth.map((item) => (
          <Button key={item.id} component={RouterLink} to={`${prefix}${item.href ?? '/'}`} variant={item.id === 'signup' ? 'contained' : 'text'} size="small" data-item={item.id}>{t(item.title)}</Button>
        ))}
        {account.map((item) => (
          <Button key={item.id} component={RouterLink} to={`${prefix}${item.href}`} size="small" color="inherit" data-item={item.id}>{t(item.title)}</Button>
        ))}
      </Stack>
    </Box>
  );
}
