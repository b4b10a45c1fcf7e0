import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_KEY, attempt } from './call';
import { headerClient, type CallOptions } from './http';
import { browserListCache, listCacheSeed, loadWithListCache, LIST_STALE_MS, useListCache, type ListCache } from './list-cache';
import { narrowMarketRow, type MarketRow } from './market-row';
import { bool, commaList, compact, isRecord, rowsOf, str } from './narrow';

export const FUTURES_PATH = '/apiw/v2/market/futures';

export interface FuturesContract extends MarketRow {
  /** Settlement currency, lower or upper case as the server sends it (usdt, btc). */
  settle: string;
  name: string;
  coin_name: string;
  categories: string[];
  is_tag_st: boolean;
}

/** Contracts keyed by exchange type (CONTRACT_USDT, CONTRACT_BTC, …). */
export type FuturesData = Record<string, FuturesContract[]>;

export interface FuturesParams {
  timezone?: string;
  isTestnet?: boolean;
}

function narrowContract(value: unknown): FuturesContract | undefined {
  const base = narrowMarketRow(value);
  if (!base) return undefined;
  const { raw, ...row } = base;
  const settle = str(raw.settle);
  if (!settle) return undefined;
  return compact({
    ...row,
    settle,
    coin_name: str(raw.coin_name) ?? row.curr_a,
    categories: commaList(raw.categories) ?? [],
    is_tag_st: bool(raw.is_tag_st) ?? false,
    link: row.link ?? `/futures/${settle.toUpperCase()}/${row.name}`,
  });
}

/** Code 200 and an object of contract lists; anything else fails (shell §8: {} when code is not 200). */
export function narrowFutures(raw: unknown): FuturesData | undefined {
  if (!isRecord(raw) || raw.code !== 200 || !isRecord(raw.data)) return undefined;
  const out: FuturesData = {};
  for (const [type, list] of Object.entries(raw.data)) {
    const rows = rowsOf(list, narrowContract);
    if (rows === undefined) return undefined;
    out[type] = rows;
  }
  return out;
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
  return attempt('market/futures', () => headerClient.get(FUTURES_PATH, { ...options, query }), narrowFutures);
}

/** Futures contracts; {} on failure. */
export async function fetchFutures(params: FuturesParams = {}, options?: CallOptions): Promise<FuturesData> {
  return (await requestFutures(params, options)) ?? {};
}

export const FUTURES_REFETCH_MS = 600_000;

export function futuresQueryOptions(lang: string, params: FuturesParams = {}, cache: ListCache = browserListCache) {
  return queryOptions({
    queryKey: [API_KEY, 'market/futures', lang, params.timezone ?? '', params.isTestnet ?? false],
    // Panel data: no abort signal, so a panel closed mid-call does not cancel it (panel-queries.test.ts).
    queryFn: () =>
      loadWithListCache(
        'futures',
        lang,
        () => requestFutures(params),
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
  return useQuery(futuresQueryOptions(lang, params, useListCache()));
}
