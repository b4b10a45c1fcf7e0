import { withFallback } from './call';
import { getJson, type CallOptions } from './http';
import { envelopeData, isRecord, rowsOf, str } from './narrow';

export const CHART_SEARCH_PATH = '/api/web/v1/chart/search';

export interface ChartSearchItem {
  symbol: string;
  name: string;
  description: string;
  type: 'SPOT' | 'PILOT';
  exchange: string;
}

function narrowItem(v: unknown): ChartSearchItem | undefined {
  if (!isRecord(v)) return undefined;
  const symbol = str(v.symbol);
  const type = v.type === 'SPOT' || v.type === 'PILOT' ? v.type : undefined;
  if (!symbol || !type) return undefined;
  return {
    symbol,
    type,
    name: str(v.name) ?? symbol.replace('_', '/'),
    description: str(v.description) ?? '',
    exchange: str(v.exchange) ?? '',
  };
}

/** A list of hits; a bad row is dropped, a bad answer fails. */
export function narrowChartSearch(raw: unknown): ChartSearchItem[] | undefined {
  const env = envelopeData(raw);
  return env ? rowsOf(env.data, narrowItem) : undefined;
}

/** Symbols matching `query` (symbol type '' for all); [] on failure. */
export function fetchChartSearch(query: string, type: string, options?: CallOptions): Promise<ChartSearchItem[]> {
  return withFallback(
    'chart/search',
    () => getJson(CHART_SEARCH_PATH, { ...options, query: { query, type, limit: 30 } }),
    narrowChartSearch,
    () => [],
  );
}
