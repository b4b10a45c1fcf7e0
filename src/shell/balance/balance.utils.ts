import type { TotalFunds } from '../../api/total-funds';
import { languageTag } from '../../rules-model/language-tag';

/** What stands in for every figure while the balance is hidden. */
export const HIDDEN_FIGURE = '****';
/** What stands in for a figure not known yet (the call is under way). */
export const PENDING_FIGURE = '--';

/** Intl reads the site code 'kr' as Kanuri: formats take the language tag. */
const numberLocale = languageTag;

function formatter(lang: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(numberLocale(lang), options);
  } catch {
    return new Intl.NumberFormat('en', options);
  }
}

const finite = (text: string): number | undefined => {
  const n = Number(text);
  return text.trim() !== '' && Number.isFinite(n) ? n : undefined;
};

/** '0.01234567 BTC': eight decimals, grouped as the language groups. */
export function formatBtc(totalBtc: string, lang: string): string {
  const n = finite(totalBtc) ?? 0;
  return `${formatter(lang, { minimumFractionDigits: 8, maximumFractionDigits: 8 }).format(n)} BTC`;
}

/**
 * '≈ €1,234.56': the USD total in `fiat` at the site's rate (units of the fiat per 1 USD). A fiat
 * without a rate is shown in USD, not converted at a guessed rate; a code Intl does not know as a
 * currency gets the site's symbol (or the code) beside the amount.
 */
export function formatFiat(
  totalUsd: string,
  fiat: string,
  rates: Readonly<Record<string, number>> | undefined,
  lang: string,
  symbol = '',
): string {
  const usd = finite(totalUsd) ?? 0;
  const rate = fiat === 'USD' ? 1 : rates?.[fiat];
  const [code, amount] = rate !== undefined && Number.isFinite(rate) && rate > 0 ? [fiat, usd * rate] : ['USD', usd];
  try {
    return `≈ ${new Intl.NumberFormat(numberLocale(lang), { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;
  } catch {
    const plain = formatter(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
    return code === fiat && symbol ? `≈ ${symbol}${plain}` : `≈ ${plain} ${code}`;
  }
}

export interface BalanceView {
  btc: string;
  fiat: string;
}

/** The two lines the balance shows: hidden, pending (no answer yet) or the figures. */
export function balanceView(
  funds: TotalFunds | undefined,
  opts: { hidden: boolean; fiat: string; symbol?: string; rates?: Readonly<Record<string, number>>; lang: string },
): BalanceView {
  if (opts.hidden) return { btc: HIDDEN_FIGURE, fiat: HIDDEN_FIGURE };
  if (!funds) return { btc: PENDING_FIGURE, fiat: PENDING_FIGURE };
  return { btc: formatBtc(funds.total_btc, opts.lang), fiat: formatFiat(funds.total_usd, opts.fiat, opts.rates, opts.lang, opts.symbol) };
}
