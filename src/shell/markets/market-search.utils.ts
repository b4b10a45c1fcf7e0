/**
 * Market search ranking (shell §5) and the other list searches, as pure functions: no React, no
 * DOM, no clock. Every search trims the query, compares case-insensitively, keeps the input order
 * within a rank (stable) and returns the input unchanged (as a copy) for an empty query.
 */

/** The fields the market ranking reads; spot, futures and pilot rows all have them. */
export interface RankFields {
  curr_a: string;
  curr_b: string;
  name: string;
  pair: string;
}

/** Ranks, best first (shell §5 order). */
export const RANK = {
  baseEquals: 0,
  baseStartsWith: 1,
  quoteEquals: 2,
  baseContains: 3,
  quoteContains: 4,
  nameOrPairContains: 5,
} as const;

/**
 * The one alias the spec allows ("plus an alias for one token"): XBT, the ISO-4217-style ticker
 * some venues use for bitcoin, searches as BTC. It applies when the whole query is the alias.
 */
export const SEARCH_ALIASES: Readonly<Record<string, string>> = { xbt: 'btc' };

/** Trimmed and lower-cased. */
export function normalizeQuery(query: string): string {
  return query.trim().toLowerCase();
}

/** The normalized query, plus its alias target when it is an alias. */
export function queryVariants(query: string): string[] {
  const q = normalizeQuery(query);
  const alias = SEARCH_ALIASES[q];
  return alias ? [q, alias] : [q];
}

// A pair is written BTC_USDT, BTC/USDT or BTC-USDT; compare pairs in the underscore form.
const pairForm = (s: string): string => s.replace(/[/\-\s]+/g, '_');

/** The rank of `row` for an already normalized, non-empty query, or undefined when it does not match. */
export function rankFor(row: RankFields, q: string): number | undefined {
  const base = row.curr_a.toLowerCase();
  const quote = row.curr_b.toLowerCase();
  if (base === q) return RANK.baseEquals;
  if (base.startsWith(q)) return RANK.baseStartsWith;
  if (quote === q) return RANK.quoteEquals;
  if (base.includes(q)) return RANK.baseContains;
  if (quote.includes(q)) return RANK.quoteContains;
  if (row.name.toLowerCase().includes(q) || pairForm(row.pair.toLowerCase()).includes(pairForm(q))) return RANK.nameOrPairContains;
  return undefined;
}

/** The best rank over the query and its alias, or undefined. */
export function marketRank(row: RankFields, query: string): number | undefined {
  let best: number | undefined;
  for (const q of queryVariants(query)) {
    if (!q) continue;
    const r = rankFor(row, q);
    if (r !== undefined && (best === undefined || r < best)) best = r;
  }
  return best;
}

/** Keeps rows with a rank and orders them by it; equal ranks keep their input order. */
function byRank<T>(rows: readonly T[], rank: (row: T) => number | undefined): T[] {
  const ranked: { row: T; rank: number; index: number }[] = [];
  rows.forEach((row, index) => {
    const r = rank(row);
    if (r !== undefined) ranked.push({ row, rank: r, index });
  });
  ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return ranked.map((x) => x.row);
}

/** Market list search (shell §5): matching rows, best rank first. */
export function searchMarkets<T extends RankFields>(rows: readonly T[], query: string): T[] {
  if (!normalizeQuery(query)) return [...rows];
  return byRank(rows, (row) => marketRank(row, query));
}

/** The fields token search reads (pilot rows). */
export interface TokenFields {
  show_pair?: string;
  address?: string;
}

/** Token search (shell §5): show_pair or contract address contains the query, case-insensitive. */
export function tokenMatches(row: TokenFields, query: string): boolean {
  const q = normalizeQuery(query);
  if (!q) return true;
  return (row.show_pair ?? '').toLowerCase().includes(q) || (row.address ?? '').toLowerCase().includes(q);
}

export function searchTokens<T extends TokenFields>(rows: readonly T[], query: string): T[] {
  return rows.filter((row) => tokenMatches(row, query));
}

/**
 * Pilot rows are both markets and tokens: the market ranking first, then rows found only by
 * token search (a pasted contract address), in input order.
 */
export function searchPilot<T extends RankFields & TokenFields>(rows: readonly T[], query: string): T[] {
  if (!normalizeQuery(query)) return [...rows];
  return byRank(rows, (row) => marketRank(row, query) ?? (tokenMatches(row, query) ? RANK.nameOrPairContains + 1 : undefined));
}

/**
 * Pre-market search (shell §5) matches the currency only. Ranked like the base of a market
 * (equals, starts with, contains) so the aggregated search orders every section the same way.
 */
export function searchByCurrency<T>(rows: readonly T[], query: string, currency: (row: T) => string): T[] {
  const q = normalizeQuery(query);
  if (!q) return [...rows];
  return byRank(rows, (row) => {
    const c = currency(row).toLowerCase();
    if (c === q) return RANK.baseEquals;
    if (c.startsWith(q)) return RANK.baseStartsWith;
    return c.includes(q) ? RANK.baseContains : undefined;
  });
}

export function searchPreMarket<T extends { currency: string }>(rows: readonly T[], query: string): T[] {
  return searchByCurrency(rows, query, (row) => row.currency);
}

/**
 * New listings (shell §4): rows whose opening time (seconds) is after `nowMs` come first,
 * ascending by opening time; the others follow in input order.
 */
export function newListingsFirst<T extends { opening_time: number }>(rows: readonly T[], nowMs: number): T[] {
  const nowS = nowMs / 1000;
  const upcoming = rows.filter((r) => r.opening_time > nowS);
  const open = rows.filter((r) => !(r.opening_time > nowS));
  upcoming.sort((a, b) => a.opening_time - b.opening_time); // Array#sort is stable
  return [...upcoming, ...open];
}

/** Fiat search (shell §5): the code contains the query, case-insensitive; input order kept. */
export function searchFiats(codes: readonly string[], query: string): string[] {
  const q = normalizeQuery(query);
  return codes.filter((code) => code.toLowerCase().includes(q));
}
