import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_KEY, attempt } from './call';
import { headerClient, type CallOptions, browserHttp, type HttpConfig } from './http';
import { browserListCache, isNonEmpty, listCacheSeed, loadWithListCache, LIST_STALE_MS, useListCache, type ListCache } from './list-cache';
import {
  bool,
  commaList,
  envelope,
  isRecord,
  map,
  num,
  numStr,
  obj,
  oneOf,
  opt,
  or,
  recordOf,
  rows,
  str,
  type Answer,
} from './answer-schema';
import { marketRowFields, withPair } from './market-row';
import { useHttp } from './http-context';
import { appHeaders } from './app-headers';

export const SPOTS_PATH = '/apiw/v2/market/spots';

export { appHeaders };

const narrowSpot = map(
  obj({
    ...marketRowFields,
    rate: numStr,
    p_rate: opt(numStr),
    /** Change over the last 24 hours, in percent. */
    rate_percent: or(numStr, () => '0'),
    /** Change since 00:00 UTC+0 and since 00:00 UTC+8 (shell §3 time base; names ours, as in Gate's tickers). */
    change_utc0: opt(numStr),
    change_utc8: opt(numStr),
    vol_b: or(numStr, () => '0'),
    multiple: or(num, () => 0),
    enable_credit: or(bool, () => false),
    trend: opt(oneOf(['up', 'down'] as const)),
    cross_multiple: or(num, () => 0),
    icon: opt(str),
    /** Sector tags (hot, new, layer1 …), matching the tabs' sub markets. */
    tags: or(commaList, () => []),
  }),
  (row) => ({
    ...withPair(row),
    p_rate: row.p_rate ?? row.rate,
    trend: row.trend ?? (row.rate_percent.startsWith('-') ? ('down' as const) : ('up' as const)),
  }),
);

export type SpotRow = Answer<typeof narrowSpot>;

/** Spot rows grouped by category (the quote market: USDT, USDC, BTC …); one bad row is dropped, a category that is not a list fails. */
export const narrowSpots = envelope(recordOf(rows(narrowSpot)));
export type SpotsData = Answer<typeof narrowSpots>;

/** Reusable stored copy: a non-empty object of rows (shell §5). */
export function isValidSpotsCache(value: unknown): value is SpotsData {
  return isRecord(value) && isNonEmpty(value) && Object.values(value).some((rows) => Array.isArray(rows) && rows.length > 0);
}

export function requestSpots(lang: string, options?: CallOptions): Promise<SpotsData | undefined> {
  return attempt(
    'market/spots',
    () => headerClient.get(SPOTS_PATH, { ...options, query: { exchange_type: 'ALL' }, headers: appHeaders(lang) }),
    narrowSpots,
    options,
  );
}

/** Spot pairs by category; {} on failure. */
export async function fetchSpots(lang: string, options?: CallOptions): Promise<SpotsData> {
  return (await requestSpots(lang, options)) ?? {};
}

export function spotsQueryOptions(lang: string, cache: ListCache = browserListCache, http: HttpConfig = browserHttp) {
  return queryOptions({
    queryKey: [API_KEY, 'market/spots', lang],
    // Panel data: no abort signal, so a panel closed mid-call does not cancel it (panel-queries.test.ts).
    queryFn: () =>
      loadWithListCache(
        'spots',
        lang,
        () => requestSpots(lang, { http }),
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
  return useQuery(spotsQueryOptions(lang, useListCache(), useHttp()));
}
