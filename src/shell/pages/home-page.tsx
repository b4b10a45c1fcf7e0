import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from '../../lib/router/router';
import { withPrefix } from '../../app/locale-path';
import type { NavItem } from '../../generated/schema-types';
import { buttonClass } from '../ui/controls';
import './home-page.css';

/** A plain home page: the site's name and its trade link, so each site's default pair is visible. */
export function HomePage({ siteName, prefix, trade }: { siteName: string; prefix: string; trade: NavItem | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="m-home">
      <h1 className="m-home__title">{siteName}</h1>
      {trade?.href && (
        <RouterLink to={withPrefix(prefix, trade.href)} className={buttonClass({ variant: 'contained', size: 'large' }, 'm-home__trade')} data-testid="home-trade">{t(trade.title)} · {trade.href.split('/').pop()}</RouterLink>
      )}
    </div>
  );
}
