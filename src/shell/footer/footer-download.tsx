import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from '../../lib/router/router';
import { usePageDownloadLinks } from '../../api/page-download-links';
import { useDecision } from '../../decision/decision-store';
import { buttonClass } from '../ui/controls';
import { lazyNamed } from '../ui/lazy-named';
import { QrImage } from '../ui/qr-image';
import { downloadTargets } from './download-links';
import './footer-download.css';
import { useLocalePath } from '../ui/locale-link';

// The modal (MUI's Dialog) loads on first open, in MUI's scope; pointing at or focusing a button that opens it starts the fetch.
const loadModal = () => import('./download-modal');
const DownloadModal = lazyNamed(loadModal, 'default');
const preloadModal = (): void => {
  void loadModal();
  void import('../ui/mui/mui-scope');
};

/**
 * The footer's app download (shell §1): the QR code on wide screens, a button on narrow ones; the
 * download modal where the Decision keeps it (not on the Turkey site), else the /mobileapp page.
 * Nothing when the site hides app download.
 */
export function FooterDownload() {
  const { t } = useTranslation('footer');
  const shown = useDecision((d) => !d.hidden.includes('app_download'));
  const modal = useDecision((d) => !d.hidden.includes('footer_download_modal'));
  const localePath = useLocalePath();
  const name = useDecision((d) => d.site.name);
  const links = usePageDownloadLinks(shown);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  if (!shown) return null;
  const page = localePath('/mobileapp');
  const { qr, apk } = downloadTargets(links.data, `${window.location.origin}${page}`);
  const show = () => {
    setLoaded(true);
    setOpen(true);
  };
  const more = buttonClass({ variant: 'outlined', size: 'small' });
  const wide = buttonClass({ variant: 'contained', fullWidth: true });
  const action = modal ? (
    <button
      type="button"
      className={more}
      onClick={show}
      onPointerEnter={preloadModal}
      onFocus={preloadModal}
      aria-haspopup="dialog"
      data-testid="footer-download-more"
    >
      {t('download.more')}
    </button>
  ) : (
    <RouterLink className={more} to={page}>
      {t('download.page')}
    </RouterLink>
  );
  return (
    <div data-testid="footer-download">
      <h2 className="m-footer-dl__title">{t('download.title')}</h2>
      <div className="m-footer-dl__row">
        <div data-testid="footer-qr-box" className="m-footer-dl__qr">
          <QrImage text={qr} alt={t('download.scan')} testId="footer-qr" />
        </div>
        <div className="m-footer-dl__side">
          <p className="m-footer-dl__scan">{t('download.scan')}</p>
          {action}
        </div>
      </div>
      <div className="m-footer-dl__narrow">
        {modal ? (
          <button type="button" className={wide} onClick={show} onPointerEnter={preloadModal} onFocus={preloadModal} aria-haspopup="dialog">
            {t('download.button')}
          </button>
        ) : (
          <RouterLink className={wide} to={page}>
            {t('download.button')}
          </RouterLink>
        )}
      </div>
      {modal && loaded && (
        <Suspense fallback={null}>
          <DownloadModal open={open} onClose={() => setOpen(false)} name={name} qr={qr} apk={apk} pagePath={page} />
        </Suspense>
      )}
    </div>
  );
}
