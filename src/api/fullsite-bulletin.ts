import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_KEY, withFallback } from './call';
import { headerClient, type CallOptions, browserHttp, type HttpConfig } from './http';
import { envelope, filled, isRecord, map, obj, opt, str, strOrNum, type Answer } from './answer-schema';
import { useHttp } from './http-context';
import { appHeaders } from './app-headers';

export const FULLSITE_BULLETIN_PATH = '/api/web/v1/site/fullsiteBulletin';

/** The global announcement (shell §3). */
const narrowAnnouncement = obj({
  content_id: strOrNum,
  /** Server text; the bar renders it as text (or sanitises it) — never raw HTML. */
  content: str,
  link: opt(filled),
});

export type Announcement = Answer<typeof narrowAnnouncement>;

/** null data (no announcement) is a valid answer; an object without content_id and content is not. */
export const narrowBulletin = envelope((data) =>
  data === null || (isRecord(data) && Object.keys(data).length === 0)
    ? { value: null }
    : map(narrowAnnouncement, (value) => ({ value }))(data),
);

/** The current announcement in `lang` (the page's language), or null (none, or failure). */
export async function fetchBulletin(lang: string, options?: CallOptions): Promise<Announcement | null> {
  const result = await withFallback(
    'site/fullsiteBulletin',
    () => headerClient.get(FULLSITE_BULLETIN_PATH, { ...options, headers: appHeaders(lang) }),
    narrowBulletin,
    () => ({ value: null }),
    options,
  );
  return result.value;
}

export function bulletinQueryOptions(lang: string, http: HttpConfig = browserHttp) {
  return queryOptions({
    queryKey: [API_KEY, 'site/fullsiteBulletin', lang],
    queryFn: ({ signal }) => fetchBulletin(lang, { signal, http }),
    staleTime: 300_000,
  });
}

/** The announcement in the page's language `lang`. */
export function useBulletin(lang: string, enabled = true) {
  return useQuery({ ...bulletinQueryOptions(lang, useHttp()), enabled });
}
