import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDecision } from '../../decision/decision-store';
import { LocaleLink } from '../ui/locale-link';

/** The notice and actions of each variant the Decision's `tips_variant` can name (rule tips-for-visitors). */
const VARIANTS = {
  // An account holder: their assets, the withdraw page and a ticket.
  account: {
    text: 'app.tips.text',
    actions: [
      { to: '/myaccount/withdraw/USDT', label: 'app.tips.withdraw', variant: 'contained' },
      { to: '/myaccount/tickets', label: 'app.tips.support', variant: 'outlined' },
    ],
  },
  // A logged-out visitor: nothing to withdraw yet; an existing account holder logs in to reach their funds.
  visitor: {
    text: 'app.tips.visitorText',
    actions: [
      { to: '/login', label: 'app.tips.login', variant: 'contained' },
      { to: '/help', label: 'app.tips.help', variant: 'outlined' },
    ],
  },
} as const;

/** /state_compliance_tips: where a blocked product or a limited country leads (compliance spec §2.1). */
export function ComplianceTipsPage() {
  const { t } = useTranslation();
  const variant = VARIANTS[useDecision((d) => (d.vars.tips_variant === 'visitor' ? 'visitor' : 'account'))];
  const home = useDecision((d) => String(d.vars.home_path ?? '/'));
  const homeLink = useDecision((d) => d.vars.tips_home_link !== false);
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: 3, py: 8 }} data-testid="compliance-tips">
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('app.tips.title')}
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>{t(variant.text)}</Typography>
      <Stack direction="row" spacing={2} sx={{ mt: 4, flexWrap: 'wrap' }} useFlexGap>
        {variant.actions.map((a) => (
          <Button key={a.to} component={LocaleLink} to={a.to} variant={a.variant}>
            {t(a.label)}
          </Button>
        ))}
        {homeLink && (
          <Button component={LocaleLink} to={home}>
            {t('app.tips.home')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
