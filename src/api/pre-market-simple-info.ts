import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_KEY, attempt } from './call';
import { headerClient, type CallOptions, browserHttp, type HttpConfig } from './http';
import { browserListCache, listCacheSeed, loadWithListCache, LIST_STALE_MS, useListCache, type ListCache } from './list-cache';
import { envelope, filled, isRecord, list, map, numStr, obj, opt, or, rows, str, type Answer } from './answer-schema';
import { useHttp } from './http-context';

export const PRE_MINT_PATH = '/apiw/v2/pre-mint/service/currencies/simple-info';
export const PRE_MARKET_PATH = '/apiw/v2/pre-market/service/currencies/simple-info';
export const PRE_MARKET_PAGE_LIMIT = 100;

const narrowRow = map(
  obj({
    currency: filled,
    market: opt(str),
    full_name: opt(str),
    /** hot, new */
    tags: or(list(str), () => []),
    icon: opt(str),
    price: opt(numStr),
  }),
  (row) => ({ ...row, market: row.market ?? `${row.currency}_USDT`, full_name: row.full_name ?? row.currency }),
);

export type PreMarketRow = Answer<typeof narrowRow>;

/** Both lists, keyed as the spec keys them. */
export interface PreMarketLists {
  premint: PreMarketRow[];
  pre_market: PreMarketRow[];
}

/** Reads data.list. */
export const narrowSimpleInfo = envelope(map(obj({ list: rows(narrowRow) }), (data) => data.list));

function request(name: string, path: string, options?: CallOptions): Promise<PreMarketRow[] | undefined> {
  return attempt(
    name,
    () => headerClient.get(path, { ...options, query: { limit: PRE_MARKET_PAGE_LIMIT, page: 1 } }),
    narrowSimpleInfo,
    options,
  );
}

/** Pre-mint currencies; [] on failure. */
export async function fetchPreMintSimpleInfo(options?: CallOptions): Promise<PreMarketRow[]> {
  return (await request('pre-mint/simple-info', PRE_MINT_PATH, options)) ?? [];
}

/** Pre-market currencies; [] on failure. */
export async function fetchPreMarketSimpleInfo(options?: CallOptions): Promise<PreMarketRow[]> {
  return (await request('pre-market/simple-info', PRE_MARKET_PATH, options)) ?? [];
}

/** Both lists; undefined only when both calls failed (one failed list is empty). */
export async function requestPreMarketLists(options?: CallOptions): Promise<PreMarketLists | undefined> {
  const [premint, preMarket] = await Promise.all([
    request('pre-mint/simple-info', PRE_MINT_PATH, options),
    request('pre-market/simple-info', PRE_MARKET_PATH, options),
  ]);
  if (premint === undefined && preMarket === undefined) return undefined;
  return { premint: premint ?? [], pre_market: preMarket ?? [] };
}

/** Reusable stored copy: both premint and pre_market arrays, not both empty (shell §5). */
export function isValidPreMarketCache(value: unknown): value is PreMarketLists {
  return (
    isRecord(value) && Array.isArray(value.premint) && Array.isArray(value.pre_market) && value.premint.length + value.pre_market.length > 0
  );
}

export function preMarketQueryOptions(lang: string, cache: ListCache = browserListCache, http: HttpConfig = browserHttp) {
  return queryOptions({
    queryKey: [API_KEY, 'pre-market/simple-info', lang],
    // Panel data: no abort signal, so a panel closed mid-call does not cancel it (panel-queries.test.ts).
    queryFn: () =>
      loadWithListCache(
        'pre_market',
        lang,
        () => requestPreMarketLists({ http }),
        isValidPreMarketCache,
        (): PreMarketLists => ({ premint: [], pre_market: [] }),
        cache,
      ),
    ...listCacheSeed('pre_market', lang, isValidPreMarketCache, cache),
    staleTime: LIST_STALE_MS,
    refetchOnWindowFocus: false,
  });
}

export function usePreMarket(lang: string) {
  return useQuery(preMarketQueryOptions(lang, useListCache(), useHttp()));
}
