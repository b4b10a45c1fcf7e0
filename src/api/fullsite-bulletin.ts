import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_KEY, withFallback } from './call';
import { headerClient, type CallOptions } from './http';
import { compact, envelopeData, isRecord, str, stringOrNumber } from './narrow';

export const FULLSITE_BULLETIN_PATH = '/api/web/v1/site/fullsiteBulletin';

/** The global announcement (shell §3). */
export interface Announcement {
  content_id: string | number;
  /** Server text; the bar renders it as text (or sanitises it) — never raw HTML. */
  content: string;
  link?: string;
}

/** null data (no announcement) is a valid answer; an object without content_id and content is not. */
export function narrowBulletin(raw: unknown): { value: Announcement | null } | undefined {
  const env = envelopeData(raw);
  if (!env) return undefined;
  if (env.data === null || (isRecord(env.data) && Object.keys(env.data).length === 0)) return { value: null };
  if (!isRecord(env.data)) return undefined;
  const id = stringOrNumber(env.data.content_id);
  const content = str(env.data.content);
  if (id === undefined || content === undefined) return undefined;
  return { value: compact({ content_id: id, content, link: str(env.data.link) || undefined }) };
}

/** The current announcement, or null (none, or failure). */
export async function fetchBulletin(options?: CallOptions): Promise<Announcement | null> {
  const result = await withFallback(
    'site/fullsiteBulletin',
    () => headerClient.get(FULLSITE_BULLETIN_PATH, options),
    narrowBulletin,
    () => ({ value: null }),
  );
  return result.value;
}

export function bulletinQueryOptions() {
  return queryOptions({
    queryKey: [API_KEY, 'site/fullsiteBulletin'],
    queryFn: ({ signal }) => fetchBulletin({ signal }),
    staleTime: 300_000,
  });
}

export function useBulletin(enabled = true) {
  return useQuery({ ...bulletinQueryOptions(), enabled });
}
