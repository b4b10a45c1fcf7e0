import { useTranslation } from 'react-i18next';
import { QrImage } from '../ui/qr-image';
import { HeaderMenu } from './header-menu';
import { DownloadIcon } from '../ui/icons/download';
import './app-download.css';

/** The header's app-download QR code (shell spec §1, §9: 137 px) and a link to the same page; the QR encoder loads only when opened. */
export function AppDownload({ href }: { href: string }) {
  const { t } = useTranslation('header');
  return (
    <HeaderMenu id="app_download_qr" label={<DownloadIcon />} ariaLabel={t('download')} align="end">
      <div className="m-app-download__qr">
        <QrImage text={href} alt={t('scanToDownload')} />
      </div>
      <p className="m-app-download__caption">{t('scanToDownload')}</p>
      {/* For whoever cannot scan (and a Tab stop, so the panel is entered by keyboard like the others). */}
      <p className="m-app-download__caption">
        <a href={href} className="m-link" data-testid="app-download-link">
          {t('openDownloadPage')}
        </a>
      </p>
    </HeaderMenu>
  );
}
