import { withFallback } from './call';
import { chartSymbolFields, withName } from './chart-symbol';
import { getJson, type CallOptions } from './http';
import { envelope, map, obj, rows, type Answer } from './answer-schema';

export const CHART_SEARCH_PATH = '/api/web/v1/chart/search';

const narrowItem = map(obj(chartSymbolFields), withName);

export type ChartSearchItem = Answer<typeof narrowItem>;

/** A list of hits; a bad row is dropped, a bad answer fails. */
export const narrowChartSearch = envelope(rows(narrowItem));

/** Symbols matching `query` (symbol type '' for all); [] on failure. */
export function fetchChartSearch(query: string, type: string, options?: CallOptions): Promise<ChartSearchItem[]> {
  return withFallback(
    'chart/search',
    () => getJson(CHART_SEARCH_PATH, { ...options, query: { query, type, limit: 30 } }),
    narrowChartSearch,
    () => [],
    options,
  );
}
