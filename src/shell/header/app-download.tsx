import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { QrImage } from '../ui/qr-image';
import { Disclosure } from './disclosure';

/** The header's app-download QR code (shell spec §1, §9: 137 px); the QR encoder loads only when opened. */
export function AppDownload({ href }: { href: string }) {
  const { t } = useTranslation('header');
  return (
    <Disclosure id="app_download_qr" label={<Box component="span" role="img" aria-label={t('download')} sx={{ fontSize: 18, lineHeight: 1 }}>⤓</Box>} align="end">
      <Box sx={{ mx: 'auto', width: 'fit-content' }}><QrImage text={href} alt={t('scanToDownload')} /></Box>
      <Typography sx={{ mt: 1, fontSize: 12, color: 'text.secondary', textAlign: 'center' }}>{t('scanToDownload')}</Typography>
    </Disclosure>
  );
}
