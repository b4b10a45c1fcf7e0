import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '../ui/locale-link';

/** /state_compliance_tips: where a blocked product or a limited country leads (compliance spec §2.1). */
export function ComplianceTipsPage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: 3, py: 8 }} data-testid="compliance-tips">
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('app.tips.title')}
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>{t('app.tips.text')}</Typography>
      <Stack direction="row" spacing={2} sx={{ mt: 4, flexWrap: 'wrap' }} useFlexGap>
        <Button component={LocaleLink} to="/myaccount/withdraw/USDT" variant="contained">
          {t('app.tips.withdraw')}
        </Button>
        <Button component={LocaleLink} to="/myaccount/tickets" variant="outlined">
          {t('app.tips.support')}
        </Button>
        <Button component={LocaleLink} to="/">
          {t('app.tips.home')}
        </Button>
      </Stack>
    </Box>
  );
}
