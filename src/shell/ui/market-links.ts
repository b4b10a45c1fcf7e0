import type { FuturesContract } from '../../api/market-futures';
import type { SpotRow } from '../../api/market-spots';
import type { PreMarketRow } from '../../api/pre-market-simple-info';
import { safeRelativePath } from '../../lib/safe-link';

/**
 * A row's server `link` when it is a path on this site (shell §2: rows link to a pair page); a
 * script URL, another host or a path that folds into `//host` falls back to the row's own route.
 */
export const ownPath = (link: string | undefined): string | undefined => safeRelativePath(link);

/**
 * Spot rows link to `link`, else to /trade/{pair} (shell §2). A trade-page target without a query
 * of its own gets the query the Decision keeps on trade pages (`spot_row_query`: the
 * isolated-margin tab, unless portfolio margin is on).
 */
export function spotHref(row: Pick<SpotRow, 'link' | 'pair'>, query = ''): string {
  const target = ownPath(row.link) ?? `/trade/${row.pair}`;
  return query && target.startsWith('/trade/') && !target.includes('?') ? `${target}${query}` : target;
}

/** Futures rows link to `link`, else to /futures/{SETTLE}/{name} (shell §3). */
export function futuresHref(row: Pick<FuturesContract, 'settle' | 'name'> & { link?: string }): string {
  return ownPath(row.link) ?? `/futures/${row.settle.toUpperCase()}/${row.name}`;
}

/** Pre-market currencies open /pre-market/{CURRENCY}; pre-mint ones open /premint (no per-currency route in shell §2). */
export function preMarketHref(row: Pick<PreMarketRow, 'currency'>, list: 'premint' | 'pre_market'): string {
  return list === 'premint' ? '/premint' : `/pre-market/${row.currency.toUpperCase()}`;
}
