import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from '../../lib/router/router';
import { QrImage } from '../ui/qr-image';
import { DialogHeader } from '../ui/close-button';

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
      <DialogHeader id={titleId} title={t('download.modalTitle', { name })} closeLabel={t('download.close')} onClose={onClose} />
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, pb: 3 }}>
        <Box sx={{ p: 1, bgcolor: '#fff', borderRadius: 2, border: 1, borderColor: 'divider' }}>
          <QrImage text={qr} alt={t('download.scan')} testId="download-modal-qr" />
        </Box>
        <Typography sx={{ fontSize: 14, color: 'text.secondary', textAlign: 'center' }}>{t('download.modalText')}</Typography>
        <Box sx={{ display: 'grid', gap: 1, width: '100%', gridTemplateColumns: apk ? '1fr 1fr' : '1fr' }}>
          <Button variant="contained" href={qr} target="_blank" rel="noopener noreferrer">
            {t('download.mobile')}
          </Button>
          {apk && (
            <Button variant="outlined" href={apk} target="_blank" rel="noopener noreferrer">
              {t('download.apk')}
            </Button>
          )}
        </Box>
        <Link component={RouterLink} to={pagePath} onClick={onClose} sx={{ fontSize: 14 }}>
          {t('download.page')}
        </Link>
      </DialogContent>
    </Dialog>
  );
}
