import type { SpotRow, SpotsData } from '../../api/market-spots';

/** How many markets the home page lists. */
export const TOP_MARKETS = 6;

/** The quote of a pair (BTC_TRY → TRY); USDT when the pair has none. */
export function quoteOf(pair: string | undefined): string {
  const quote = pair?.split('_')[1];
  return quote && /^[A-Z0-9]{2,10}$/.test(quote) ? quote : 'USDT';
}

/**
 * The home page's top markets: the `quote` market's pairs (the site's trade pair's quote, so TRY on
 * the Turkey site and USDC in the US), the ones the server tags hot first, then by 24 h volume in
 * the quote; the USDT market when the backend lists none for that quote. Pairs not yet open are
 * left out.
 */
export function topMarkets(spots: SpotsData | undefined, quote: string, count = TOP_MARKETS): SpotRow[] {
  const rows = (spots && Object.hasOwn(spots, quote) && spots[quote]!.length ? spots[quote] : spots?.USDT) ?? [];
  return rows
    .filter((row) => row.opening_time === 0)
    .map((row, index) => ({ row, index, hot: row.tags.includes('hot') ? 0 : 1, volume: Number(row.vol_b) || 0 }))
    .sort((a, b) => a.hot - b.hot || b.volume - a.volume || a.index - b.index)
    .slice(0, count)
    .map(({ row }) => row);
}
