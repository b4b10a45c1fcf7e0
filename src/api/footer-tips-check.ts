import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_KEY, withFallback } from './call';
import { getJson, type CallOptions, browserHttp, type HttpConfig } from './http';
import { check, int, map, obj, orWhenAbsent, rows, type Schema } from './answer-schema';
import { narrowNotice, type Notice } from './notice';
import { useHttp } from './http-context';
import { appHeaders } from './app-headers';

export const FOOTER_TIPS_CHECK_PATH = '/api/web/v1/kyc/footerTipsCheck';

/** A footer tip has the fields of a notice (compliance §3.2). */
export type FooterTip = Notice;

/** resMsg.code 0 and a datas list; a nonzero code counts as failure (compliance §7); tips without content are dropped. */
export const narrowFooterTips: Schema<FooterTip[]> = map(
  obj({
    resMsg: obj({ code: check(int, (code) => code === 0) }),
    datas: orWhenAbsent(rows(narrowNotice), () => []),
  }),
  (answer) => answer.datas.filter((tip) => Boolean(tip.content)),
);

/** Footer tips in `lang` (the page's language; the server writes them in it); empty tips on failure or a nonzero code. */
export function fetchFooterTips(lang: string, options?: CallOptions): Promise<FooterTip[]> {
  return withFallback(
    'kyc/footerTipsCheck',
    () => getJson(FOOTER_TIPS_CHECK_PATH, { ...options, headers: appHeaders(lang) }),
    narrowFooterTips,
    () => [],
    options,
  );
}

export function footerTipsQueryOptions(lang: string, http: HttpConfig = browserHttp) {
  return queryOptions({
    queryKey: [API_KEY, 'kyc/footerTipsCheck', lang],
    queryFn: ({ signal }) => fetchFooterTips(lang, { signal, http }),
    staleTime: 300_000,
  });
}

/** The footer tips in the page's language `lang`. */
export function useFooterTips(lang: string, enabled = true) {
  return useQuery({ ...footerTipsQueryOptions(lang, useHttp()), enabled });
}
