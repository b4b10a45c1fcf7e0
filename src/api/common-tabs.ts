import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_KEY, withFallback } from './call';
import { headerClient, type CallOptions, browserHttp, type HttpConfig } from './http';
import { appHeaders } from './market-spots';
import { envelope, filled, map, obj, opt, or, rows, str, type Schema } from './answer-schema';
import { useHttp } from './http-context';

export const TABS_PATH = '/apiw/v2/common/tabs';

export interface MarketTab {
  market: string;
  title: string;
  sub: MarketTab[];
}

// The tab type names itself: a schema cannot infer a type that contains itself.
const narrowTab: Schema<MarketTab> = map(
  obj({
    market: filled,
    title: opt(str),
    sub: or(
      rows((x) => narrowTab(x)),
      () => [],
    ),
  }),
  (tab) => ({
    market: tab.market,
    title: tab.title ?? tab.market,
    sub: tab.sub,
  }),
);

export const narrowTabs = envelope(rows(narrowTab));

/** Market-list tabs for area web_trade; [] on failure. */
export function fetchTabs(lang: string, options?: CallOptions): Promise<MarketTab[]> {
  return withFallback(
    'common/tabs',
    () => headerClient.get(TABS_PATH, { ...options, query: { area: 'web_trade' }, headers: appHeaders(lang) }),
    narrowTabs,
    () => [],
    options,
  );
}

export function tabsQueryOptions(lang: string, http: HttpConfig = browserHttp) {
  return queryOptions({
    queryKey: [API_KEY, 'common/tabs', lang],
    // Panel data: no abort signal, so a panel closed mid-call does not cancel it (panel-queries.test.ts).
    queryFn: () => fetchTabs(lang, { http }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useTabs(lang: string) {
  return useQuery(tabsQueryOptions(lang, useHttp()));
}
