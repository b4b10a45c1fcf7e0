import { useTranslation } from 'react-i18next';
import { useDecision } from '../../decision/decision-store';
import { useShellState } from '../../decision/shell-state';
import { hideAppBanner } from './bar-storage';
import { CloseButton } from '../ui/close-button';
import { buttonClass } from '../ui/controls';
import './app-banner.css';
import { LocaleLink } from '../ui/locale-link';

/**
 * The mobile app download banner (compliance §4.1). Whether it shows is the Decision's (main site,
 * phones, not hidden by config or the UK limit, not closed); closing stores the hide flag.
 */
export function AppBanner() {
  const { t } = useTranslation();
  const { t: tf } = useTranslation('footer');
  const name = useDecision((d) => d.site.name);
  const stored = useShellState((s) => s.stored);
  const close = () => {
    hideAppBanner();
    stored();
  };
  return (
    <section aria-label={tf('bars.appBanner', { name })} data-testid="app-banner" className="m-app-banner">
      <CloseButton small label={tf('bars.closeAppBanner')} onClick={close} />
      <div aria-hidden="true" className="m-app-banner__logo">
        {name.charAt(0)}
      </div>
      <div className="m-app-banner__text">
        <p className="m-app-banner__name">{tf('bars.appName', { name })}</p>
        <p className="m-app-banner__hint">{t('app.bars.app_download')}</p>
      </div>
      <LocaleLink
        to={'/mobileapp'}
        className={buttonClass({ variant: 'contained', size: 'small' }, 'm-app-banner__open')}
        data-testid="app-banner-open"
      >
        {tf('bars.openApp')}
      </LocaleLink>
    </section>
  );
}
