import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QrImage } from '../ui/qr-image';

export interface DownloadModalProps {
  open: boolean;
  onClose: () => void;
  name: string;
  qr: string;
  apk?: string;
  /** The /mobileapp page with the language prefix. */
  pagePath: string;
}

/** The footer's download modal (shell §6: non-Turkey sites): QR code, store link, APK and the download page. Loaded on first open. */
export default function DownloadModal({ open, onClose, name, qr, apk, pagePath }: DownloadModalProps) {
  const { t } = useTranslation('footer');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth data-testid="download-modal">
      <Box sx={{ display: 'flex', alignItems: 'center', paddingInlineEnd: 1 }}>
        <DialogTitle id={titleId} sx={{ flex: 1 }}>{t('download.modalTitle', { name })}</DialogTitle>
        <IconButton onClick={onClose} aria-label={t('download.close')} sx={{ width: 40, height: 40 }}>
          <Box component="svg" viewBox="0 0 24 24" aria-hidden="true" sx={{ width: 20, height: 20 }}>
            <path fill="currentColor" d="M18.3 5.7L12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7l-1.4-1.4L9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z" />
          </Box>
        </IconButton>
      </Box>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, pb: 3 }}>
        <Box sx={{ p: 1, bgcolor: '#fff', borderRadius: 2, border: 1, borderColor: 'divider' }}>
          <QrImage text={qr} alt={t('download.scan')} testId="download-modal-qr" />
        </Box>
        <Typography sx={{ fontSize: 14, color: 'text.secondary', textAlign: 'center' }}>{t('download.modalText')}</Typography>
        <Box sx={{ display: 'grid', gap: 1, width: '100%', gridTemplateColumns: apk ? '1fr 1fr' : '1fr' }}>
          <Button variant="contained" href={qr} target="_blank" rel="noopener noreferrer">{t('download.mobile')}</Button>
          {apk && <Button variant="outlined" href={apk} target="_blank" rel="noopener noreferrer">{t('download.apk')}</Button>}
        </Box>
        <Link component={RouterLink} to={pagePath} onClick={onClose} sx={{ fontSize: 14 }}>{t('download.page')}</Link>
      </DialogContent>
    </Dialog>
  );
}
