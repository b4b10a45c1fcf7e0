import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_KEY, withFallback } from './call';
import { headerClient, type CallOptions } from './http';
import { narrowMarketRow, type MarketRow } from './market-row';
import { bool, commaList, compact, envelopeData, isRecord, numStr, rowsOf, str } from './narrow';

export const PILOT_MARKETS_PATH = '/apiw/v2/pilot/markets';

/** A pilot (on-chain token) row: market fields plus the token-search fields (shell §3). */
export interface PilotRow extends MarketRow {
  cate: string[];
  address: string;
  show_pair: string;
  icon?: string;
  chain_icon?: string;
  seo_path: string;
  is_hot: boolean;
  chain?: string;
  rate?: string;
  /** Change over the last 24 hours, since 00:00 UTC+0 and since 00:00 UTC+8, in percent (shell §3 time base). */
  rate_percent?: string;
  change_utc0?: string;
  change_utc8?: string;
}

function narrowPilot(value: unknown): PilotRow | undefined {
  const base = narrowMarketRow(value);
  if (!base) return undefined;
  const { raw, ...row } = base;
  const seoPath = str(raw.seo_path);
  if (!seoPath) return undefined;
  return compact({
    ...row,
    link: row.link ?? `/pilot/${seoPath}`,
    cate: commaList(raw.cate) ?? [],
    address: str(raw.address) ?? '',
    show_pair: str(raw.show_pair) ?? row.pair.replace('_', '/'),
    icon: str(raw.icon),
    chain_icon: str(raw.chain_icon),
    seo_path: seoPath,
    is_hot: bool(raw.is_hot) ?? false,
    chain: str(raw.chain),
    rate: numStr(raw.rate),
    rate_percent: numStr(raw.rate_percent),
    change_utc0: numStr(raw.change_utc0),
    change_utc8: numStr(raw.change_utc8),
  });
}

/** data is the list itself, or an object with a `list`. */
export function narrowPilotMarkets(raw: unknown): PilotRow[] | undefined {
  const env = envelopeData(raw);
  if (!env) return undefined;
  const list = isRecord(env.data) ? env.data.list : env.data;
  return rowsOf(list, narrowPilot);
}

/** Pilot markets (exchange_type PILOT_ALL); [] on failure. */
export function fetchPilotMarkets(options?: CallOptions): Promise<PilotRow[]> {
  return withFallback(
    'pilot/markets',
    () => headerClient.get(PILOT_MARKETS_PATH, { ...options, query: { exchange_type: 'PILOT_ALL' } }),
    narrowPilotMarkets,
    () => [],
  );
}

export function pilotMarketsQueryOptions() {
  return queryOptions({
    queryKey: [API_KEY, 'pilot/markets'],
    // Panel data: no abort signal, so a panel closed mid-call does not cancel it (panel-queries.test.ts).
    queryFn: () => fetchPilotMarkets(),
    staleTime: 240_000,
    refetchOnWindowFocus: false,
  });
}

export function usePilotMarkets() {
  return useQuery(pilotMarketsQueryOptions());
}
