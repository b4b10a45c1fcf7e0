import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_KEY, withFallback } from './call';
import { headerClient, type CallOptions } from './http';
import { appHeaders } from './market-spots';
import { envelopeData, isRecord, rowsOf, str } from './narrow';

export const TABS_PATH = '/apiw/v2/common/tabs';

export interface MarketTab {
  market: string;
  title: string;
  sub: MarketTab[];
}

function narrowTab(value: unknown): MarketTab | undefined {
  if (!isRecord(value)) return undefined;
  const market = str(value.market);
  if (!market) return undefined;
  return { market, title: str(value.title) ?? market, sub: rowsOf(value.sub, narrowTab) ?? [] };
}

export function narrowTabs(raw: unknown): MarketTab[] | undefined {
  const env = envelopeData(raw);
  return env ? rowsOf(env.data, narrowTab) : undefined;
}

/** Market-list tabs for area web_trade; [] on failure. */
export function fetchTabs(lang: string, options?: CallOptions): Promise<MarketTab[]> {
  return withFallback(
    'common/tabs',
    () => headerClient.get(TABS_PATH, { ...options, query: { area: 'web_trade' }, headers: appHeaders(lang) }),
    narrowTabs,
    () => [],
  );
}

export function tabsQueryOptions(lang: string) {
  return queryOptions({
    queryKey: [API_KEY, 'common/tabs', lang],
    // Panel data: no abort signal, so a panel closed mid-call does not cancel it (panel-queries.test.ts).
    queryFn: () => fetchTabs(lang),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useTabs(lang: string) {
  return useQuery(tabsQueryOptions(lang));
}
