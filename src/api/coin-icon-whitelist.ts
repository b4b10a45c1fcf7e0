import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_KEY, withFallback } from './call';
import { getJson, type CallOptions, browserHttp, type HttpConfig } from './http';
import { isRecord, list, str, type Schema } from './answer-schema';
import { useHttp } from './http-context';

export const COIN_ICON_WHITELIST_PATH = '/js/tool/coin_icon_whitelist.json';

/** Coins whose icon URL carries a version query (compliance §3.2 coinIconVersionWhiteList). */
export const DEFAULT_COIN_ICON_WHITELIST: readonly string[] = ['BTC', 'ETH', 'USDT', 'USDC', 'GT', 'BNB', 'SOL', 'XRP', 'DOGE', 'TRX'];

/** A JSON list of tickers, or an object holding one under coinIconVersionWhiteList. */
export const narrowCoinIconWhitelist: Schema<string[]> = (raw) => list(str)(isRecord(raw) ? raw.coinIconVersionWhiteList : raw);

/** The icon whitelist; the default whitelist on failure. */
export function fetchCoinIconWhitelist(options?: CallOptions): Promise<string[]> {
  return withFallback(
    'coin_icon_whitelist.json',
    () => getJson(COIN_ICON_WHITELIST_PATH, options),
    narrowCoinIconWhitelist,
    () => [...DEFAULT_COIN_ICON_WHITELIST],
    options,
  );
}

export const COIN_ICON_REFRESH_MS = 3_600_000;

export function coinIconWhitelistQueryOptions(http: HttpConfig = browserHttp) {
  return queryOptions({
    queryKey: [API_KEY, 'coin_icon_whitelist.json'],
    // Panel data: no abort signal, so a panel closed mid-call does not cancel it (panel-queries.test.ts).
    queryFn: () => fetchCoinIconWhitelist({ http }),
    staleTime: COIN_ICON_REFRESH_MS, // icons refresh hourly (shell §9)
  });
}

export function useCoinIconWhitelist() {
  return useQuery(coinIconWhitelistQueryOptions(useHttp()));
}
