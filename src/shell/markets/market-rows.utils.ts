import type { FuturesContract } from '../../api/market-futures';
import type { SpotRow } from '../../api/market-spots';
import type { PilotRow } from '../../api/pilot-markets';
import type { PreMarketRow } from '../../api/pre-market-simple-info';
import { futuresHref, ownPath, preMarketHref, spotHref } from '../ui/market-links';
import { changeFigures, type ChangeFigures } from '../ui/market-change';
import { newListingsFirst, searchByCurrency, searchMarkets, searchPilot, type RankFields, type TokenFields } from './market-search.utils';
import { languageTag } from '../../rules-model/language-tag';

/**
 * One row of a market list, whatever list it came from: the fields the ranking reads, the link and
 * what the row shows. Built once per answer, so the list and the search never look at API shapes.
 */
export interface ListRow extends RankFields, TokenFields {
  /** Unique within its list. */
  id: string;
  /** Ticker for the coin icon. */
  coin: string;
  /** Path without the language prefix, or an absolute URL. */
  href: string;
  price?: string;
  /** Percent changes by time base, as the server sends them ('+2.35', '-1.2', '0'). */
  changes?: ChangeFigures;
  volume?: string;
  /** Category keys for the chips (hot, new, layer1 …). */
  categories: string[];
  /** Seconds; 0 for open markets. */
  opening_time: number;
}

/** How a list is searched: market ranking, pilot (ranking plus token search), or by currency (pre-market). */
export type MatchMode = 'market' | 'pilot' | 'currency';

export function spotToListRow(row: SpotRow, query = ''): ListRow {
  return {
    id: row.pair,
    coin: row.curr_a,
    curr_a: row.curr_a,
    curr_b: row.curr_b,
    name: row.name,
    pair: row.pair,
    href: spotHref(row, query),
    price: row.rate,
    changes: changeFigures(row),
    volume: row.vol_b,
    categories: row.tags,
    opening_time: row.opening_time,
  };
}

export function futuresToListRow(row: FuturesContract): ListRow {
  return {
    id: `${row.settle}:${row.name}`,
    coin: row.coin_name || row.curr_a,
    curr_a: row.curr_a,
    curr_b: row.curr_b,
    name: row.name,
    pair: row.pair,
    href: futuresHref(row),
    categories: row.categories,
    opening_time: row.opening_time,
  };
}

export function pilotToListRow(row: PilotRow): ListRow {
  return {
    id: row.seo_path,
    coin: row.curr_a,
    curr_a: row.curr_a,
    curr_b: row.curr_b,
    name: row.name,
    pair: row.pair,
    href: ownPath(row.link) ?? `/pilot/${row.seo_path}`,
    price: row.rate,
    changes: changeFigures(row),
    categories: row.cate,
    opening_time: row.opening_time,
    show_pair: row.show_pair,
    address: row.address,
  };
}

export function preMarketToListRow(row: PreMarketRow, list: 'premint' | 'pre_market'): ListRow {
  const quote = row.market.split('_')[1] ?? 'USDT';
  return {
    id: `${list}:${row.currency}`,
    coin: row.currency,
    curr_a: row.currency,
    curr_b: quote,
    name: row.full_name,
    pair: row.market,
    href: preMarketHref(row, list),
    price: row.price,
    categories: row.tags,
    opening_time: 0,
  };
}

/** Searches rows the way their list is searched (shell §5). */
export function searchRows(rows: readonly ListRow[], query: string, mode: MatchMode): ListRow[] {
  if (mode === 'pilot') return searchPilot(rows, query);
  if (mode === 'currency') return searchByCurrency(rows, query, (row) => row.curr_a);
  return searchMarkets(rows, query);
}

/**
 * Rows of one category chip (all rows for null). The 'new' chip orders upcoming listings first,
 * ascending by opening time (shell §4); `nowMs` comes from the component boundary.
 */
export function rowsOfCategory(rows: readonly ListRow[], category: string | null, nowMs: number): ListRow[] {
  if (category === null) return [...rows];
  const picked = rows.filter((row) => row.categories.includes(category));
  return category === 'new' ? newListingsFirst(picked, nowMs) : picked;
}

/** The categories present in `rows`: hot and new first, then in order of first appearance. */
export function categoriesOf(rows: readonly ListRow[]): string[] {
  const seen = new Set<string>();
  for (const row of rows) for (const c of row.categories) seen.add(c);
  const pinned = ['hot', 'new'].filter((c) => seen.has(c));
  return [...pinned, ...[...seen].filter((c) => !pinned.includes(c))];
}

const compactFormats = new Map<string, Intl.NumberFormat>();

/** `lang`'s compact number format, built once per language (English where `lang` is not a valid tag). */
function compactFormat(lang: string): Intl.NumberFormat {
  let format = compactFormats.get(lang);
  if (!format) {
    try {
      format = new Intl.NumberFormat(languageTag(lang), { notation: 'compact', maximumFractionDigits: 2 });
    } catch {
      format = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 2 });
    }
    compactFormats.set(lang, format);
  }
  return format;
}

/** Volume in the compact notation of `lang` (1.2M); the raw text when it is not a number. */
export function formatVolume(volume: string, lang: string): string {
  const n = Number(volume);
  if (!Number.isFinite(n)) return volume;
  return compactFormat(lang).format(n);
}
