import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from '../../lib/router/router';
import { withPrefix } from '../../app/locale-path';
import type { NavItem } from '../../generated/schema-types';

/** A plain home page: the site's name and its trade link, so each site's default pair is visible. */
export function HomePage({ siteName, prefix, trade }: { siteName: string; prefix: string; trade: NavItem | undefined }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: 3, py: 8 }}>
      <Typography component="h1" variant="h3" sx={{ fontWeight: 800 }}>{siteName}</Typography>
      {trade?.href && (
        <Button component={RouterLink} to={withPrefix(prefix, trade.href)} variant="contained" size="large" sx={{ mt: 4 }} data-testid="home-trade">{t(trade.title)} · {trade.href.split('/').pop()}</Button>
      )}
    </Box>
  );
}
