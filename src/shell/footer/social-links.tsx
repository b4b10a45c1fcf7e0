import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDecision } from '../../decision/decision-store';
import { NETWORK_NAMES, SocialIcon } from './social-icons';

/** The site's social icons, when the Decision shows them (hidden on sg, bs, uk, jp, ae and under the UK limit). */
export function SocialLinks() {
  const { t } = useTranslation('footer');
  const social = useDecision((d) => d.footer.social);
  const links = useDecision((d) => d.footer.socialLinks ?? []);
  if (!social || links.length === 0) return null;
  return (
    <Box component="nav" aria-label={t('social.title')} data-testid="social">
      <Typography component="h2" sx={{ fontSize: 14, fontWeight: 700, mb: 1 }}>{t('social.title')}</Typography>
      <Box component="ul" sx={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 0.75, p: 0, m: 0 }}>
        {links.map((s) => (
          <li key={s.id}>
            <IconButton component="a" href={s.href} target="_blank" rel="noopener noreferrer" data-social={s.id}
              aria-label={t('social.link', { network: NETWORK_NAMES[s.id] ?? s.id })}
              sx={{ width: 32, height: 32, bgcolor: 'action.hover', color: 'text.secondary', '&:hover': { color: 'text.primary', bgcolor: 'action.selected' } }}>
              <SocialIcon id={s.id} />
            </IconButton>
          </li>
        ))}
      </Box>
    </Box>
  );
}
