import { queryOptions } from './query-options';
import { API_KEY, withFallback } from './call';
import { headerClient, type CallOptions, browserHttp, type HttpConfig } from './http';
import { envelope, int, numStr, obj, opt, type Answer } from './answer-schema';

export const CROSS_MARGIN_INFO_PATH = '/apiweb/v1/spot/cross_margin/info';

/** All optional: on failure crossMarginUid is unavailable, which hides cross margin (shell §6). */
const crossMarginInfo = obj({ userTier: opt(int), userSpotBalance: opt(numStr), crossMarginUid: opt(int) });
export type CrossMarginInfo = Answer<typeof crossMarginInfo>;

export const narrowCrossMarginInfo = envelope(crossMarginInfo);

/** Cross margin info; {} on failure. */
export function fetchCrossMarginInfo(options?: CallOptions): Promise<CrossMarginInfo> {
  return withFallback(
    'spot/cross_margin/info',
    () => headerClient.get(CROSS_MARGIN_INFO_PATH, options),
    narrowCrossMarginInfo,
    () => ({}),
    options,
  );
}

export function crossMarginInfoQueryOptions(http: HttpConfig = browserHttp) {
  return queryOptions({
    queryKey: [API_KEY, 'spot/cross_margin/info'],
    queryFn: ({ signal }) => fetchCrossMarginInfo({ signal, http }),
  });
}
