import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '../ui/lazy-named';

// The choice and its dialog load with the page, not with the shell (the home page's byte budget, docs/performance.md).
const ValidityChoice = lazyNamed(() => import('./validity-choice'), 'ValidityChoice', { ns: ['account'] });

/** The security page's 'Fund password validity' section: the same choice as in the fund-password dialog (compliance §4.2). */
export function FundPasswordSettings() {
  const { t } = useTranslation(['translation', 'account']);
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ mt: 3, p: 2, maxWidth: 560, border: 1, borderColor: 'divider', borderRadius: 2 }}
      data-testid="fund-password-settings"
    >
      <Typography id={headingId} component="h2" variant="h6">
        {t('account:settings.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('account:settings.text')}
      </Typography>
      <Suspense fallback={<Box sx={{ minHeight: 72 }} />}>
        <ValidityChoice labelledBy={headingId} />
      </Suspense>
    </Box>
  );
}
