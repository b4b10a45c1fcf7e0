import { useTranslation } from 'react-i18next';
import { useSpots } from '../../api/market-spots';
import { useDecision } from '../../decision/decision-store';
import { priceText } from '../../lib/price-format';
import { spotHref } from '../ui/market-links';
import { ChangeText } from '../ui/change-text';
import { CoinIcon } from '../ui/coin-icon';
import { changeFigures, changeForBase, useChangeBase } from '../ui/market-change';
import { linkClass } from '../ui/controls';
import { quoteOf, topMarkets, TOP_MARKETS } from './top-markets.utils';
import './top-markets.css';
import { LocaleLink } from '../ui/locale-link';

/**
 * The home page's top markets (issue 22, item 11): the site's quote market by volume, each row a
 * link to its pair page with the coin icon (the default one when its own fails), the last price
 * in brace notation and the change for the visitor's time base. The box has the table's height
 * from the first frame, while loading, empty or failed alike (home-page.css), so nothing moves.
 */
export function TopMarkets() {
  const { t } = useTranslation();
  const lang = useDecision((d) => d.locale.lang);
  const quote = useDecision((d) => quoteOf(String(d.vars.trade_pair ?? '')));
  const base = useChangeBase();
  const spots = useSpots(lang);
  const rows = topMarkets(spots.data, quote);
  // A failed call answers {} (list-cache.ts): no rows, whether the market is empty or the call failed.
  const state = spots.isPending ? 'loading' : rows.length ? 'ready' : 'empty';
  return (
    <section className="m-top-markets" aria-labelledby="top-markets-title" data-testid="top-markets" data-state={state}>
      <div className="m-top-markets__head">
        <h2 id="top-markets-title" className="m-top-markets__title">
          {t('home.markets.title')}
        </h2>
        <LocaleLink to={'/price'} className={linkClass(undefined, 'm-top-markets__all')}>
          {t('home.markets.all')}
        </LocaleLink>
      </div>
      <table className="m-top-markets__table" aria-busy={state === 'loading' || undefined}>
        <colgroup>
          <col className="m-top-markets__col-pair" />
          <col />
          <col />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">{t('home.markets.pair')}</th>
            <th scope="col" className="m-top-markets__num">
              {t('home.markets.price')}
            </th>
            <th scope="col" className="m-top-markets__num">
              {t(`home.markets.change.${base}`)}
            </th>
          </tr>
        </thead>
        <tbody>
          {state === 'ready' ? (
            rows.map((row) => {
              const change = changeForBase(changeFigures(row), base);
              return (
                <tr key={row.pair} data-pair={row.pair}>
                  <th scope="row">
                    <LocaleLink to={spotHref(row)} className="m-top-markets__pair">
                      <CoinIcon coin={row.curr_a} />
                      <bdi dir="ltr" data-testid="top-pair">
                        <span className="m-top-markets__coin">{row.curr_a}</span>
                        <span className="m-top-markets__quote">/{row.curr_b}</span>
                      </bdi>
                    </LocaleLink>
                  </th>
                  {/* The cell keeps the page's direction, so it aligns to the same edge as its header;
                      only the figure reads left to right (docs/accessibility.md). */}
                  <td className="m-top-markets__num" data-testid="top-price">
                    <bdi dir="ltr">{priceText(row.rate)}</bdi>
                  </td>
                  <td className="m-top-markets__num">
                    {change !== undefined ? <ChangeText change={change} label={t(`home.markets.change.${base}`)} /> : '--'}
                  </td>
                </tr>
              );
            })
          ) : state === 'loading' ? (
            Array.from({ length: TOP_MARKETS }, (_, i) => (
              <tr key={i} aria-hidden="true" className="m-top-markets__placeholder">
                <td colSpan={3}>
                  <span />
                </td>
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={3} className="m-top-markets__note" data-testid="top-markets-note">
                {t('home.markets.empty')}
                <button
                  type="button"
                  className={linkClass(undefined, 'm-top-markets__retry')}
                  onClick={() => void spots.refetch()}
                  disabled={spots.isFetching}
                >
                  {t('home.markets.retry')}
                </button>
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}
