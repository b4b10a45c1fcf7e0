import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from '../../lib/router/router';
import { withPrefix } from '../../app/locale-path';
import { usePageDownloadLinks } from '../../api/page-download-links';
import { useDecision } from '../../decision/decision-store';
import { QrImage } from '../ui/qr-image';
import { downloadTargets } from './download-links';

const DownloadModal = lazy(() => import('./download-modal'));

/**
 * The footer's app download (shell §1): the QR code on wide screens, a button on narrow ones; the
 * download modal where the Decision keeps it (not on the Turkey site), else the /mobileapp page.
 * Nothing when the site hides app download.
 */
export function FooterDownload() {
  const { t } = useTranslation('footer');
  const shown = useDecision((d) => !d.hidden.includes('app_download'));
  const modal = useDecision((d) => !d.hidden.includes('footer_download_modal'));
  const prefix = useDecision((d) => d.locale.prefix);
  const name = useDecision((d) => d.site.name);
  const links = usePageDownloadLinks(shown);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  if (!shown) return null;
  const page = withPrefix(prefix, '/mobileapp');
  const { qr, apk } = downloadTargets(links.data, `${window.location.origin}${page}`);
  const show = () => {
    setLoaded(true);
    setOpen(true);
  };
  const action = modal
    ? <Button variant="outlined" size="small" onClick={show} aria-haspopup="dialog" data-testid="footer-download-more">{t('download.more')}</Button>
    : <Button variant="outlined" size="small" component={RouterLink} to={page}>{t('download.page')}</Button>;
  return (
    <Box data-testid="footer-download">
      <Typography component="h2" sx={{ fontSize: 14, fontWeight: 700, mb: 1, '@media (max-width:767.9px)': { display: 'none' } }}>{t('download.title')}</Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', '@media (max-width:767.9px)': { display: 'none' } }}>
        <Box data-testid="footer-qr-box" sx={{ p: 0.75, bgcolor: '#fff', borderRadius: 2, border: 1, borderColor: 'divider' }}>
          <QrImage text={qr} alt={t('download.scan')} testId="footer-qr" />
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
          <Typography sx={{ fontSize: 13, color: 'text.secondary', maxWidth: 140 }}>{t('download.scan')}</Typography>
          {action}
        </Box>
      </Box>
      <Box sx={{ '@media (min-width:768px)': { display: 'none' } }}>
        {modal
          ? <Button variant="contained" fullWidth onClick={show} aria-haspopup="dialog">{t('download.button')}</Button>
          : <Button variant="contained" fullWidth component={RouterLink} to={page}>{t('download.button')}</Button>}
      </Box>
      {modal && loaded && (
        <Suspense fallback={null}>
          <DownloadModal open={open} onClose={() => setOpen(false)} name={name} qr={qr} apk={apk} pagePath={page} />
        </Suspense>
      )}
    </Box>
  );
}
