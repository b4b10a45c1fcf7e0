import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_KEY, attempt } from './call';
import { headerClient, type CallOptions, browserHttp, type HttpConfig } from './http';
import { browserListCache, listCacheSeed, loadWithListCache, LIST_STALE_MS, useListCache, type ListCache } from './list-cache';
import { bool, commaList, envelope, filled, isRecord, map, obj, opt, or, recordOf, rows, str, type Answer } from './answer-schema';
import { marketRowFields, withPair } from './market-row';
import { useHttp } from './http-context';

export const FUTURES_PATH = '/apiw/v2/market/futures';

const narrowContract = map(
  obj({
    ...marketRowFields,
    /** Settlement currency, lower or upper case as the server sends it (usdt, btc). */
    settle: filled,
    coin_name: opt(str),
    categories: or(commaList, () => []),
    is_tag_st: or(bool, () => false),
  }),
  (contract) => {
    const row = withPair(contract);
    return { ...row, coin_name: row.coin_name ?? row.curr_a, link: row.link ?? `/futures/${row.settle.toUpperCase()}/${row.name}` };
  },
);

export type FuturesContract = Answer<typeof narrowContract>;

/** Code 200 and an object of contract lists keyed by exchange type (CONTRACT_USDT, CONTRACT_BTC, …); anything else fails (shell §8: {} when code is not 200). */
export const narrowFutures = envelope(recordOf(rows(narrowContract)), [200]);
export type FuturesData = Answer<typeof narrowFutures>;

export interface FuturesParams {
  timezone?: string;
  isTestnet?: boolean;
}

/** Valid for reuse: non-empty with a non-empty CONTRACT_BTC list (shell §5). */
export function isValidFuturesCache(value: unknown): value is FuturesData {
  return isRecord(value) && Array.isArray(value.CONTRACT_BTC) && value.CONTRACT_BTC.length > 0;
}

let zone: string | undefined;

/** The browser's time zone, read once (building an Intl.DateTimeFormat costs milliseconds on a slow phone). */
function defaultTimezone(): string {
  try {
    return (zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);
  } catch {
    return 'UTC';
  }
}

export function requestFutures(params: FuturesParams = {}, options?: CallOptions): Promise<FuturesData | undefined> {
  const query = { exchange_type: 'CONTRACT_ALL', timezone: params.timezone ?? defaultTimezone(), is_testnet: params.isTestnet ? 1 : 0 };
  return attempt('market/futures', () => headerClient.get(FUTURES_PATH, { ...options, query }), narrowFutures, options);
}

/** Futures contracts; {} on failure. */
export async function fetchFutures(params: FuturesParams = {}, options?: CallOptions): Promise<FuturesData> {
  return (await requestFutures(params, options)) ?? {};
}

export const FUTURES_REFETCH_MS = 600_000;

export function futuresQueryOptions(
  lang: string,
  params: FuturesParams = {},
  cache: ListCache = browserListCache,
  http: HttpConfig = browserHttp,
) {
  return queryOptions({
    queryKey: [API_KEY, 'market/futures', lang, params.timezone ?? '', params.isTestnet ?? false],
    // Panel data: no abort signal, so a panel closed mid-call does not cancel it (panel-queries.test.ts).
    queryFn: () =>
      loadWithListCache(
        'futures',
        lang,
        () => requestFutures(params, { http }),
        isValidFuturesCache,
        (): FuturesData => ({}),
        cache,
      ),
    ...listCacheSeed('futures', lang, isValidFuturesCache, cache),
    staleTime: LIST_STALE_MS,
    refetchInterval: FUTURES_REFETCH_MS,
  });
}

export function useFutures(lang: string, params: FuturesParams = {}) {
  return useQuery(futuresQueryOptions(lang, params, useListCache(), useHttp()));
}
