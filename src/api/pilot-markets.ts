import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_KEY, withFallback } from './call';
import { headerClient, type CallOptions, browserHttp, type HttpConfig } from './http';
import { bool, commaList, envelope, filled, isRecord, map, numStr, obj, opt, or, rows, str, type Answer } from './answer-schema';
import { marketRowFields, withPair } from './market-row';
import { useHttp } from './http-context';

export const PILOT_MARKETS_PATH = '/apiw/v2/pilot/markets';

/** A pilot (on-chain token) row: market fields plus the token-search fields (shell §3). */
const narrowPilot = map(
  obj({
    ...marketRowFields,
    cate: or(commaList, () => []),
    address: or(str, () => ''),
    show_pair: opt(str),
    icon: opt(str),
    chain_icon: opt(str),
    seo_path: filled,
    is_hot: or(bool, () => false),
    chain: opt(str),
    rate: opt(numStr),
    /** Change over the last 24 hours, since 00:00 UTC+0 and since 00:00 UTC+8, in percent (shell §3 time base). */
    rate_percent: opt(numStr),
    change_utc0: opt(numStr),
    change_utc8: opt(numStr),
  }),
  (pilot) => {
    const row = withPair(pilot);
    return { ...row, link: row.link ?? `/pilot/${row.seo_path}`, show_pair: row.show_pair ?? row.pair.replace('_', '/') };
  },
);

export type PilotRow = Answer<typeof narrowPilot>;

/** data is the list itself, or an object with a `list`. */
export const narrowPilotMarkets = envelope((data) => rows(narrowPilot)(isRecord(data) ? data.list : data));

/** Pilot markets (exchange_type PILOT_ALL); [] on failure. */
export function fetchPilotMarkets(options?: CallOptions): Promise<PilotRow[]> {
  return withFallback(
    'pilot/markets',
    () => headerClient.get(PILOT_MARKETS_PATH, { ...options, query: { exchange_type: 'PILOT_ALL' } }),
    narrowPilotMarkets,
    () => [],
    options,
  );
}

export function pilotMarketsQueryOptions(http: HttpConfig = browserHttp) {
  return queryOptions({
    queryKey: [API_KEY, 'pilot/markets'],
    // Panel data: no abort signal, so a panel closed mid-call does not cancel it (panel-queries.test.ts).
    queryFn: () => fetchPilotMarkets({ http }),
    staleTime: 240_000,
    refetchOnWindowFocus: false,
  });
}

export function usePilotMarkets() {
  return useQuery(pilotMarketsQueryOptions(useHttp()));
}
