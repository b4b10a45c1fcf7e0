import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { userInfoQueryOptions } from '../../api/user-info';
import { useDecision } from '../../decision/decision-store';
import { useCdnCheck, type CdnCheckOptions } from './cdn-check';
import { FooterColumns } from './footer-columns';
import { FooterDownload } from './footer-download';
import { FooterSignup } from './footer-signup';
import { SocialLinks } from './social-links';

export interface SiteFooterProps {
  /** The language picker (composed in by the app: features never import each other). */
  language?: ReactNode;
  /** The fiat picker, shown below 768 px only (shell §1: on mobile). */
  fiat?: ReactNode;
  cdnCheck?: CdnCheckOptions;
}

/**
 * The footer as the Decision gives it (shell §1, §2, §6, §9): brand block with sign-up, app
 * download, social icons and pickers; the link columns (an accordion on narrow screens); the
 * regulatory lines and the copyright. Also starts the CDN check (shell §7).
 */
export function SiteFooter({ language, fiat, cdnCheck }: SiteFooterProps) {
  const { t } = useTranslation();
  const { t: tf } = useTranslation('footer');
  const name = useDecision((d) => d.site.name);
  const copyright = useDecision((d) => d.footer.copyright);
  const disclaimers = useDecision((d) => d.footer.disclaimers);
  const queryClient = useQueryClient();
  useCdnCheck(() => queryClient.getQueryData(userInfoQueryOptions().queryKey)?.uid, cdnCheck);
  return (
    <Box component="footer" aria-label={t('app.shell.footer')} sx={{ mt: 6, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Box sx={{ maxWidth: 1440, mx: 'auto', px: { xs: 2, sm: 3, lg: 5 }, pt: { xs: 4, md: 6 }, pb: 4 }}>
        <Box sx={{ display: 'grid', gap: { xs: 3, md: 5 }, gridTemplateColumns: { xs: '1fr', lg: '300px 1fr' } }}>
          <Box data-testid="footer-brand" sx={{ display: 'grid', gap: 3, alignContent: 'start', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))', lg: '1fr' } }}>
            <Box>
              <Typography component="p" sx={{ fontSize: 24, fontWeight: 800, letterSpacing: '-0.02em', mb: 2 }}>{name}</Typography>
              <FooterSignup />
            </Box>
            <FooterDownload />
            <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
              <SocialLinks />
              {(language || fiat) && (
                <Box role="group" aria-label={tf('prefs')} sx={{ display: 'grid', gap: 0.5, maxWidth: { md: 320 } }}>
                  {language}
                  {fiat && <Box sx={{ '@media (min-width:768px)': { display: 'none' } }}>{fiat}</Box>}
                </Box>
              )}
            </Box>
          </Box>
          <FooterColumns />
        </Box>
        <Box sx={{ mt: { xs: 3, md: 5 }, pt: 3, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 1 }}>
          {disclaimers.map((d) => (
            <Typography key={d} data-disclaimer={d} sx={{ fontSize: 12, lineHeight: 1.6, color: 'text.secondary' }}>{t(d)}</Typography>
          ))}
          <Typography sx={{ fontSize: 12, color: 'text.secondary', mt: 1 }} data-testid="copyright">
            {t('app.shell.copyright', { from: copyright.from, to: copyright.to, name })}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
