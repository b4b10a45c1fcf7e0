import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDecision } from '../../decision/decision-store';
import { ItemLink } from '../ui/shell-link';

/** The footer as the Decision gives it: link columns, social links, disclaimers, copyright (full footer: issue 6). */
export function SiteFooter() {
  const { t } = useTranslation();
  const footer = useDecision((d) => d.footer);
  const prefix = useDecision((d) => d.locale.prefix);
  const name = useDecision((d) => d.site.name);
  return (
    <Box component="footer" aria-label={t('app.shell.footer')} sx={{ mt: 6, px: 3, py: 4, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr 1fr', md: `repeat(${Math.max(footer.columns.length, 1)}, 1fr)` } }}>
        {footer.columns.map((col) => (
          <Box component="section" key={col.id} data-column={col.id}>
            <Typography component="h2" sx={{ fontSize: 14, fontWeight: 700, mb: 1 }}>{t(col.title)}</Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {col.links.map((l) => (
                <li key={l.id}><ItemLink item={l} prefix={prefix} color="text.secondary" sx={{ fontSize: 13, lineHeight: 2 }} data-item={l.id}>{t(l.title)}</ItemLink></li>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
      {footer.social && (
        <Box component="ul" sx={{ listStyle: 'none', display: 'flex', gap: 2, p: 0, mt: 3 }} data-testid="social">
          {footer.socialLinks?.map((s) => <li key={s.id}><Link href={s.href} target="_blank" rel="noopener noreferrer" sx={{ fontSize: 13 }}>{s.id}</Link></li>)}
        </Box>
      )}
      {footer.disclaimers.map((d) => <Typography key={d} sx={{ fontSize: 12, color: 'text.secondary', mt: 1 }}>{t(d)}</Typography>)}
      <Typography sx={{ fontSize: 12, color: 'text.secondary', mt: 2 }} data-testid="copyright">
        {t('app.shell.copyright', { from: footer.copyright.from, to: footer.copyright.to, name })}
      </Typography>
    </Box>
  );
}
