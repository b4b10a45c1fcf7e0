import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from '../../lib/router/router';
import { withPrefix } from '../../app/locale-path';
import { useDecision } from '../../decision/decision-store';

/** The footer's sign-up call to action: for visitors, unless the site hides it (hiddenFooterSignup) or registration is off. */
export function FooterSignup() {
  const { t } = useTranslation('footer');
  const shown = useDecision((d) => !d.hidden.includes('footer_signup') && !d.hidden.includes('register'));
  const prefix = useDecision((d) => d.locale.prefix);
  if (!shown) return null;
  return (
    <Box data-testid="footer-signup">
      <Typography sx={{ fontSize: 15, fontWeight: 600, mb: 1.5 }}>{t('signup.title')}</Typography>
      <Button component={RouterLink} to={withPrefix(prefix, '/signup')} variant="contained">{t('signup.button')}</Button>
    </Box>
  );
}
