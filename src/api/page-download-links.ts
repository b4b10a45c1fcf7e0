import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_KEY, withFallback } from './call';
import { getJson, type CallOptions } from './http';
import { compact, isRecord, recordOf, str } from './narrow';

export const PAGE_DOWNLOAD_LINKS_PATH = '/js/tool/page_download_links.json';

export interface DownloadLinks {
  c?: string;
  china_apk?: string;
  overseas_apk?: string;
}

export interface PageDownloadEntry {
  h5?: DownloadLinks;
  web?: DownloadLinks;
}

/** Per page path (compliance §3.2). */
export type PageDownloadLinks = Record<string, PageDownloadEntry>;

function narrowLinks(value: unknown): DownloadLinks | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value)) return undefined;
  return compact({ c: str(value.c), china_apk: str(value.china_apk), overseas_apk: str(value.overseas_apk) });
}

function narrowEntry(value: unknown): PageDownloadEntry | undefined {
  if (!isRecord(value)) return undefined;
  const h5 = narrowLinks(value.h5);
  const web = narrowLinks(value.web);
  if ((value.h5 !== undefined && !h5) || (value.web !== undefined && !web)) return undefined;
  return compact({ h5, web });
}

/** Every value must be a page entry. */
export function narrowPageDownloadLinks(raw: unknown): PageDownloadLinks | undefined {
  return recordOf(raw, narrowEntry);
}

/** Download links per page; {} on failure. */
export function fetchPageDownloadLinks(options?: CallOptions): Promise<PageDownloadLinks> {
  return withFallback(
    'page_download_links.json',
    () => getJson(PAGE_DOWNLOAD_LINKS_PATH, options),
    narrowPageDownloadLinks,
    () => ({}),
  );
}

export function pageDownloadLinksQueryOptions() {
  return queryOptions({
    queryKey: [API_KEY, 'page_download_links.json'],
    queryFn: ({ signal }) => fetchPageDownloadLinks({ signal }),
    staleTime: Infinity,
  });
}

export function usePageDownloadLinks(enabled = true) {
  return useQuery({ ...pageDownloadLinksQueryOptions(), enabled });
}
