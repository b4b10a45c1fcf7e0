import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecision } from '../../decision/decision-store';
import type { NavItem } from '../../generated/schema-types';
import { openRegistration } from '../auth/registration-store';
import { AuthButton } from '../header/auth-button';
import { buttonClass } from '../ui/controls';
import { lazyNamed } from '../ui/lazy-named';
import { LocaleLink } from '../ui/locale-link';
import { ItemLink } from '../ui/shell-link';
import './home-page.css';
import { dataKey } from '../../lib/i18n-keys';

// The table and its data are a chunk of their own; its box keeps the table's height while it loads.
const TopMarkets = lazyNamed(() => import('../home/top-markets'), 'TopMarkets', { mui: false });

/**
 * The home page (issue 22, item 11). The hero: the site's name as the h1 (the page's largest
 * contentful paint, drawn by the static first paint before any script: first-paint-markup.ts), one
 * line, and the call to action the Decision allows: Sign Up for a visitor where registration is
 * offered, Deposit for a session where the deposit entry is, and the site's spot pair. Then the top
 * markets where the Decision keeps `home_markets`, and the app download where it keeps
 * `home_download` and app download. Between them the product links of the Decision's `home` group:
 * on a site that declares a product upcoming (sites/eu.yaml) its link opens 'Stay tuned!' instead.
 */
export function HomePage({ siteName, trade }: { siteName: string; trade: NavItem | undefined }) {
  const { t } = useTranslation();
  const signup = useDecision((d) => d.header.find((i) => i.id === 'signup'));
  const deposit = useDecision((d) => d.header.find((i) => i.id === 'deposit_drawer')?.children?.find((c) => c.href));
  const markets = useDecision((d) => !d.hidden.includes('home_markets'));
  const download = useDecision((d) => !d.hidden.includes('home_download') && !d.hidden.includes('app_download'));
  const products = useDecision((d) => d.header.filter((i) => i.group === 'home'));
  return (
    <div className="m-home">
      <section className="m-home__hero">
        <h1 className="m-home__title">{siteName}</h1>
        <p className="m-home__tagline">{t('home.tagline')}</p>
        <div className="m-home__cta">
          {signup ? (
            <AuthButton
              item={signup}
              channel="web_home"
              onAuth={openRegistration}
              look={{ size: 'large' }}
              className="m-home__primary"
              data-testid="home-cta"
            />
          ) : (
            deposit?.href && (
              <LocaleLink
                to={deposit.href}
                className={buttonClass({ variant: 'contained', size: 'large' }, 'm-home__primary')}
                data-testid="home-cta"
              >
                {t('home.deposit')}
              </LocaleLink>
            )
          )}
          {trade?.href && (
            <LocaleLink
              to={trade.href}
              className={buttonClass({ variant: signup || deposit ? 'outlined' : 'contained', size: 'large' })}
              data-testid="home-trade"
            >
              {t(dataKey(trade.title))} · {trade.href.split('/').pop()}
            </LocaleLink>
          )}
        </div>
      </section>
      {markets && (
        <div className="m-home__markets">
          <Suspense fallback={null}>
            <TopMarkets />
          </Suspense>
        </div>
      )}
      {products.length > 0 && (
        <nav className="m-home__products" aria-label={t('footer.columns.products')} data-testid="home-products">
          {products.map((item) => (
            <ItemLink key={item.id} item={item} className="m-home__product" data-home-link={item.id}>
              {t(dataKey(item.title))}
            </ItemLink>
          ))}
        </nav>
      )}
      {download && (
        <section className="m-home__download" aria-labelledby="home-download-title" data-testid="home-download">
          <div>
            <h2 id="home-download-title" className="m-home__download-title">
              {t('home.download.title')}
            </h2>
            <p className="m-home__download-text">{t('home.download.text')}</p>
          </div>
          <LocaleLink to="/mobileapp" className={buttonClass({ variant: 'outlined' })}>
            {t('home.download.button')}
          </LocaleLink>
        </section>
      )}
    </div>
  );
}
