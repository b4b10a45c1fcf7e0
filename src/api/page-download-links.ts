import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_KEY, withFallback } from './call';
import { getJson, type CallOptions, browserHttp, type HttpConfig } from './http';
import { obj, opt, optStrict, recordOf, str, type Answer } from './answer-schema';
import { useHttp } from './http-context';

export const PAGE_DOWNLOAD_LINKS_PATH = '/js/tool/page_download_links.json';

const narrowLinks = obj({ c: opt(str), china_apk: opt(str), overseas_apk: opt(str) });
export type DownloadLinks = Answer<typeof narrowLinks>;

// h5 and web, when sent, must be objects: a mistyped one fails the page entry (and so the answer).
const narrowEntry = obj({ h5: optStrict(narrowLinks), web: optStrict(narrowLinks) });

/** Per page path (compliance §3.2); every value must be a page entry. */
export const narrowPageDownloadLinks = recordOf(narrowEntry);
export type PageDownloadLinks = Answer<typeof narrowPageDownloadLinks>;
export type PageDownloadEntry = Answer<typeof narrowEntry>;

/** Download links per page; {} on failure. */
export function fetchPageDownloadLinks(options?: CallOptions): Promise<PageDownloadLinks> {
  return withFallback(
    'page_download_links.json',
    () => getJson(PAGE_DOWNLOAD_LINKS_PATH, options),
    narrowPageDownloadLinks,
    () => ({}),
    options,
  );
}

export function pageDownloadLinksQueryOptions(http: HttpConfig = browserHttp) {
  return queryOptions({
    queryKey: [API_KEY, 'page_download_links.json'],
    queryFn: ({ signal }) => fetchPageDownloadLinks({ signal, http }),
    staleTime: Infinity,
  });
}

export function usePageDownloadLinks(enabled = true) {
  return useQuery({ ...pageDownloadLinksQueryOptions(useHttp()), enabled });
}
