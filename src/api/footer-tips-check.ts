import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_KEY, withFallback } from './call';
import { getJson, type CallOptions } from './http';
import { int, isRecord, rowsOf } from './narrow';
import { narrowNotice, type Notice } from './notice';

export const FOOTER_TIPS_CHECK_PATH = '/api/web/v1/kyc/footerTipsCheck';

/** A footer tip has the fields of a notice (compliance §3.2). */
export type FooterTip = Notice;

/** resMsg.code 0 and a datas list; a nonzero code counts as failure (compliance §7). */
export function narrowFooterTips(raw: unknown): FooterTip[] | undefined {
  if (!isRecord(raw) || !isRecord(raw.resMsg) || int(raw.resMsg.code) !== 0) return undefined;
  if (raw.datas === undefined || raw.datas === null) return [];
  const tips = rowsOf(raw.datas, narrowNotice);
  return tips?.filter((tip) => Boolean(tip.content));
}

/** Footer tips; empty tips on failure or a nonzero code. */
export function fetchFooterTips(options?: CallOptions): Promise<FooterTip[]> {
  return withFallback(
    'kyc/footerTipsCheck',
    () => getJson(FOOTER_TIPS_CHECK_PATH, options),
    narrowFooterTips,
    () => [],
  );
}

export function footerTipsQueryOptions() {
  return queryOptions({
    queryKey: [API_KEY, 'kyc/footerTipsCheck'],
    queryFn: ({ signal }) => fetchFooterTips({ signal }),
    staleTime: 300_000,
  });
}

export function useFooterTips(enabled = true) {
  return useQuery({ ...footerTipsQueryOptions(), enabled });
}
