import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '../../api/site-settings';
import { useTotalFunds } from '../../api/total-funds';
import { buttonClass, iconButtonClass } from '../ui/controls';
import { useBalancePrefs } from './balance-store';
import { balanceView, PENDING_FIGURE } from './balance.utils';
import './account-balance.css';
import { EyeIcon } from '../ui/icons/eye';

/**
 * The estimated balance (compliance §7, total funds): the BTC total and the USD total in the
 * visitor's `fiat` at the site's rates, with an eye button that hides both behind '****' — a
 * choice the browser remembers. A failed call says so, with Retry, instead of the spec's zeros: a
 * zero would read as an empty wallet (issue 39; docs/reliability.md). '--' while the call runs.
 * Whether the balance shows at all is the Decision's `account_balance`, read by whoever places it.
 */
export function AccountBalance({ fiat, symbol }: { fiat: string; symbol?: string }) {
  const { t, i18n } = useTranslation('header');
  const label = useId();
  const funds = useTotalFunds();
  // While a Retry runs the figures read '--' again: loading, not failed.
  const failed = funds.isError && !funds.isFetching;
  const rates = useSiteSettings().data?.curr_fiat_market_rates;
  const hidden = useBalancePrefs((s) => s.hidden);
  const toggle = useBalancePrefs((s) => s.toggle);
  const view = balanceView(funds.isError ? undefined : funds.data, { hidden, fiat, symbol, rates, lang: i18n.language });
  return (
    <div
      role="group"
      className="m-balance"
      aria-labelledby={label}
      aria-busy={!failed && !hidden && view.btc === PENDING_FIGURE}
      data-state={failed ? 'error' : hidden ? 'hidden' : view.btc === PENDING_FIGURE ? 'loading' : 'ready'}
      data-testid="account-balance"
    >
      <div className="m-balance__head">
        <span id={label} className="m-balance__label">
          {t('estimatedBalance')}
        </span>
        <button
          type="button"
          onClick={toggle}
          aria-pressed={hidden}
          aria-label={t('hideBalance')}
          title={t('hideBalance')}
          className={iconButtonClass({ size: 'small' }, 'm-balance__eye')}
          data-testid="balance-eye"
        >
          <EyeIcon struck={hidden} className="m-balance__eye-icon" />
        </button>
      </div>
      {failed ? (
        <p className="m-balance__error" role="status">
          <span data-testid="balance-error">{t('balanceUnavailable')}</span>
          <button
            type="button"
            onClick={() => void funds.refetch()}
            className={buttonClass({ size: 'small' }, 'm-balance__retry')}
            data-testid="balance-retry"
          >
            {t('balanceRetry')}
          </button>
        </p>
      ) : (
        <>
          {/* Figures read left to right in every language; the line still starts at the page's start. */}
          <p className="m-balance__btc">
            <span dir="ltr" data-testid="balance-btc">
              {view.btc}
            </span>
          </p>
          <p className="m-balance__fiat">
            <span dir="ltr" data-testid="balance-fiat">
              {view.fiat}
            </span>
          </p>
        </>
      )}
    </div>
  );
}
