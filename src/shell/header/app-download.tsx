import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Disclosure } from './disclosure';

export const QR_SIZE = 137;

/** The header's app-download QR code (shell spec §1, §9: 137 px); the QR encoder loads only when opened. */
export function AppDownload({ href }: { href: string }) {
  const { t } = useTranslation('header');
  return (
    <Disclosure id="app_download_qr" label={<Box component="span" role="img" aria-label={t('download')} sx={{ fontSize: 18, lineHeight: 1 }}>⤓</Box>} align="end">
      <QrImage text={href} />
      <Typography sx={{ mt: 1, fontSize: 12, color: 'text.secondary', textAlign: 'center' }}>{t('scanToDownload')}</Typography>
    </Disclosure>
  );
}

function QrImage({ text }: { text: string }) {
  const { t } = useTranslation('header');
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toDataURL(text, { width: QR_SIZE, margin: 1 }))
      .then((url) => { if (live) setSrc(url); })
      .catch((e: unknown) => console.warn('QR code not drawn', e));
    return () => { live = false; };
  }, [text]);
  return (
    <Box sx={{ width: QR_SIZE, height: QR_SIZE, mx: 'auto', bgcolor: '#fff' }}>
      {src && <img src={src} width={QR_SIZE} height={QR_SIZE} alt={t('scanToDownload')} data-testid="app-qr" />}
    </Box>
  );
}
