import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_KEY, attempt } from './call';
import { headerClient, type CallOptions } from './http';
import { browserListCache, isNonEmpty, listCacheSeed, loadWithListCache, LIST_STALE_MS, useListCache, type ListCache } from './list-cache';
import { narrowMarketRow, type MarketRow } from './market-row';
import { bool, commaList, compact, envelopeRecord, isRecord, num, numStr, rowsOf, str } from './narrow';

export const SPOTS_PATH = '/apiw/v2/market/spots';

/** Request headers naming the app language and type (shell §7; names not shown, ours). */
export function appHeaders(lang: string): Record<string, string> {
  return { 'x-app-lang': lang, 'x-app-type': 'web' };
}

export interface SpotRow extends MarketRow {
  rate: string;
  p_rate: string;
  /** Change over the last 24 hours, in percent. */
  rate_percent: string;
  /** Change since 00:00 UTC+0 and since 00:00 UTC+8 (shell §3 time base; names ours, as in Gate's tickers). */
  change_utc0?: string;
  change_utc8?: string;
  vol_b: string;
  multiple: number;
  enable_credit: boolean;
  trend: 'up' | 'down';
  cross_multiple: number;
  icon?: string;
  /** Sector tags (hot, new, layer1 …), matching the tabs' sub markets. */
  tags: string[];
}

/** Spot rows grouped by category (the quote market: USDT, USDC, BTC …). */
export type SpotsData = Record<string, SpotRow[]>;

function narrowSpot(value: unknown): SpotRow | undefined {
  const base = narrowMarketRow(value);
  if (!base) return undefined;
  const { raw, ...row } = base;
  const rate = numStr(raw.rate);
  if (rate === undefined) return undefined;
  const ratePercent = numStr(raw.rate_percent) ?? '0';
  return compact({
    ...row,
    rate,
    p_rate: numStr(raw.p_rate) ?? rate,
    rate_percent: ratePercent,
    change_utc0: numStr(raw.change_utc0),
    change_utc8: numStr(raw.change_utc8),
    vol_b: numStr(raw.vol_b) ?? '0',
    multiple: num(raw.multiple) ?? 0,
    enable_credit: bool(raw.enable_credit) ?? false,
    trend: raw.trend === 'down' || (raw.trend !== 'up' && ratePercent.startsWith('-')) ? ('down' as const) : ('up' as const),
    cross_multiple: num(raw.cross_multiple) ?? 0,
    icon: str(raw.icon),
    tags: commaList(raw.tags) ?? [],
  });
}

export function narrowSpots(raw: unknown): SpotsData | undefined {
  const data = envelopeRecord(raw);
  if (!data) return undefined;
  const out: SpotsData = {};
  for (const [category, list] of Object.entries(data)) {
    const rows = rowsOf(list, narrowSpot);
    if (rows === undefined) return undefined;
    out[category] = rows;
  }
  return out;
}

/** Reusable stored copy: a non-empty object of rows (shell §5). */
export function isValidSpotsCache(value: unknown): value is SpotsData {
  return isRecord(value) && isNonEmpty(value) && Object.values(value).some((rows) => Array.isArray(rows) && rows.length > 0);
}

export function requestSpots(lang: string, options?: CallOptions): Promise<SpotsData | undefined> {
  return attempt(
    'market/spots',
    () => headerClient.get(SPOTS_PATH, { ...options, query: { exchange_type: 'ALL' }, headers: appHeaders(lang) }),
    narrowSpots,
  );
}

/** Spot pairs by category; {} on failure. */
export async function fetchSpots(lang: string, options?: CallOptions): Promise<SpotsData> {
  return (await requestSpots(lang, options)) ?? {};
}

export function spotsQueryOptions(lang: string, cache: ListCache = browserListCache) {
  return queryOptions({
    queryKey: [API_KEY, 'market/spots', lang],
    // Panel data: no abort signal, so a panel closed mid-call does not cancel it (panel-queries.test.ts).
    queryFn: () =>
      loadWithListCache(
        'spots',
        lang,
        () => requestSpots(lang),
        isValidSpotsCache,
        (): SpotsData => ({}),
        cache,
      ),
    ...listCacheSeed('spots', lang, isValidSpotsCache, cache),
    staleTime: LIST_STALE_MS,
    refetchOnWindowFocus: false,
  });
}

export function useSpots(lang: string) {
  return useQuery(spotsQueryOptions(lang, useListCache()));
}
