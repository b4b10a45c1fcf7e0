import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_KEY, withFallback } from './call';
import { headerClient, type CallOptions, browserHttp, type HttpConfig } from './http';
import { envelope, filled, isRecord, map, num, obj, opt, or, recordOf, rows, str, strOrNum, type Answer } from './answer-schema';
import { useHttp } from './http-context';
import { appHeaders } from './app-headers';

export const NOTICE_RECORD_PATH = '/apiw/v2/herald/get_notice_record';
export const NOTICE_PAGE_SIZE = 10;

const narrowExtras = obj({
  url: opt(str),
  web_url: opt(str),
  notice_content: opt(str),
  startup_id: opt(strOrNum),
  market: opt(str),
  stream_id: opt(strOrNum),
  contract: opt(str),
  /** Defaults to USDT (shell §3). */
  settle_asset: or(filled, () => 'USDT'),
});

export type NotificationExtras = Answer<typeof narrowExtras>;

/** A reminder message with its notification fields (shell §3). */
const narrowRecord = obj({
  msg_id: map(strOrNum, String),
  title: or(str, () => ''),
  content: or(str, () => ''),
  /** Seconds. */
  send_timest: or(num, () => 0),
  type: or(str, () => ''),
  template_id: opt(strOrNum),
  // Extras that are not an object read as none: every field takes its default.
  extras: (x) => narrowExtras(isRecord(x) ? x : {}),
  template_args: or(
    recordOf((x) => (typeof x === 'number' ? String(x) : str(x))),
    () => ({}),
  ),
});

export type NoticeRecord = Answer<typeof narrowRecord>;

export interface NoticeQuery {
  type: string;
  /** The page's language: the messages are written in it. */
  lang: string;
  page?: number;
  size?: number;
}

/** Reads data.list. */
export const narrowNoticeRecords = envelope(map(obj({ list: rows(narrowRecord) }), (data) => data.list));

/** One page of notifications of a type; [] on failure. */
export function fetchNoticeRecord(query: NoticeQuery, options?: CallOptions): Promise<NoticeRecord[]> {
  const params = { type: query.type, page: query.page ?? 1, size: query.size ?? NOTICE_PAGE_SIZE };
  return withFallback(
    'herald/get_notice_record',
    () => headerClient.get(NOTICE_RECORD_PATH, { ...options, query: params, headers: appHeaders(query.lang) }),
    narrowNoticeRecords,
    () => [],
    options,
  );
}

export function noticeRecordQueryOptions(query: NoticeQuery, http: HttpConfig = browserHttp) {
  return queryOptions({
    queryKey: [API_KEY, 'herald/get_notice_record', query.lang, query.type, query.page ?? 1, query.size ?? NOTICE_PAGE_SIZE],
    queryFn: ({ signal }) => fetchNoticeRecord(query, { signal, http }),
  });
}

/** Notices load on first hover: pass enabled=false until then (shell §4). */
export function useNoticeRecord(query: NoticeQuery, enabled = true) {
  return useQuery({ ...noticeRecordQueryOptions(query, useHttp()), enabled });
}
