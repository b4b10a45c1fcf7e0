import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '../../api/site-settings';
import { useTotalFunds } from '../../api/total-funds';
import { iconButtonClass } from '../ui/controls';
import { useBalancePrefs } from './balance-store';
import { balanceView } from './balance.utils';
import './account-balance.css';
import { EyeIcon } from '../ui/icons/eye';

/**
 * The estimated balance (compliance §7, total funds): the BTC total and the USD total in the
 * visitor's `fiat` at the site's rates, with an eye button that hides both behind '****' — a
 * choice the browser remembers. A failed call shows the spec's zeros (fetchTotalFunds).
 * Whether the balance shows at all is the Decision's `account_balance`, read by whoever places it.
 */
export function AccountBalance({ fiat, symbol }: { fiat: string; symbol?: string }) {
  const { t, i18n } = useTranslation('header');
  const label = useId();
  const funds = useTotalFunds().data;
  const rates = useSiteSettings().data?.curr_fiat_market_rates;
  const hidden = useBalancePrefs((s) => s.hidden);
  const toggle = useBalancePrefs((s) => s.toggle);
  const view = balanceView(funds, { hidden, fiat, symbol, rates, lang: i18n.language });
  return (
    <div role="group" className="m-balance" aria-labelledby={label} data-testid="account-balance">
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
    </div>
  );
}
