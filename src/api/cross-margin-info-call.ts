import { queryOptions } from './query-options';
import { API_KEY, withFallback } from './call';
import { headerClient, type CallOptions } from './http';
import { compact, envelopeRecord, int, numStr } from './narrow';

export const CROSS_MARGIN_INFO_PATH = '/apiweb/v1/spot/cross_margin/info';

/** All optional: on failure crossMarginUid is unavailable, which hides cross margin (shell §6). */
export interface CrossMarginInfo {
  userTier?: number;
  userSpotBalance?: string;
  crossMarginUid?: number;
}

export function narrowCrossMarginInfo(raw: unknown): CrossMarginInfo | undefined {
  const data = envelopeRecord(raw);
  if (!data) return undefined;
  return compact({ userTier: int(data.userTier), userSpotBalance: numStr(data.userSpotBalance), crossMarginUid: int(data.crossMarginUid) });
}

/** Cross margin info; {} on failure. */
export function fetchCrossMarginInfo(options?: CallOptions): Promise<CrossMarginInfo> {
  return withFallback(
    'spot/cross_margin/info',
    () => headerClient.get(CROSS_MARGIN_INFO_PATH, options),
    narrowCrossMarginInfo,
    () => ({}),
  );
}

export function crossMarginInfoQueryOptions() {
  return queryOptions({
    queryKey: [API_KEY, 'spot/cross_margin/info'],
    queryFn: ({ signal }) => fetchCrossMarginInfo({ signal }),
  });
}
