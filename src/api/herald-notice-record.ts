import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_KEY, withFallback } from './call';
import { headerClient, type CallOptions } from './http';
import { compact, envelopeRecord, isRecord, num, recordOf, rowsOf, str, stringOrNumber } from './narrow';

export const NOTICE_RECORD_PATH = '/apiw/v2/herald/get_notice_record';
export const NOTICE_PAGE_SIZE = 10;

export interface NotificationExtras {
  url?: string;
  web_url?: string;
  notice_content?: string;
  startup_id?: string | number;
  market?: string;
  stream_id?: string | number;
  contract?: string;
  /** Defaults to USDT (shell §3). */
  settle_asset: string;
}

/** A reminder message with its notification fields (shell §3). */
export interface NoticeRecord {
  msg_id: string;
  title: string;
  content: string;
  /** Seconds. */
  send_timest: number;
  type: string;
  template_id?: string | number;
  extras: NotificationExtras;
  template_args: Record<string, string>;
}

export interface NoticeQuery {
  type: string;
  page?: number;
  size?: number;
}

function narrowExtras(value: unknown): NotificationExtras {
  const v = isRecord(value) ? value : {};
  return compact({
    url: str(v.url),
    web_url: str(v.web_url),
    notice_content: str(v.notice_content),
    startup_id: stringOrNumber(v.startup_id),
    market: str(v.market),
    stream_id: stringOrNumber(v.stream_id),
    contract: str(v.contract),
    settle_asset: str(v.settle_asset) || 'USDT',
  });
}

const argValue = (v: unknown): string | undefined => (typeof v === 'number' ? String(v) : str(v));

function narrowRecord(value: unknown): NoticeRecord | undefined {
  if (!isRecord(value)) return undefined;
  const id = stringOrNumber(value.msg_id);
  if (id === undefined) return undefined;
  return compact({
    msg_id: String(id),
    title: str(value.title) ?? '',
    content: str(value.content) ?? '',
    send_timest: num(value.send_timest) ?? 0,
    type: str(value.type) ?? '',
    template_id: stringOrNumber(value.template_id),
    extras: narrowExtras(value.extras),
    template_args: recordOf(value.template_args, argValue) ?? {},
  });
}

/** Reads data.list. */
export function narrowNoticeRecords(raw: unknown): NoticeRecord[] | undefined {
  const data = envelopeRecord(raw);
  return data ? rowsOf(data.list, narrowRecord) : undefined;
}

/** One page of notifications of a type; [] on failure. */
export function fetchNoticeRecord(query: NoticeQuery, options?: CallOptions): Promise<NoticeRecord[]> {
  const params = { type: query.type, page: query.page ?? 1, size: query.size ?? NOTICE_PAGE_SIZE };
  return withFallback(
    'herald/get_notice_record',
    () => headerClient.get(NOTICE_RECORD_PATH, { ...options, query: params }),
    narrowNoticeRecords,
    () => [],
  );
}

export function noticeRecordQueryOptions(query: NoticeQuery) {
  return queryOptions({
    queryKey: [API_KEY, 'herald/get_notice_record', query.type, query.page ?? 1, query.size ?? NOTICE_PAGE_SIZE],
    queryFn: ({ signal }) => fetchNoticeRecord(query, { signal }),
  });
}

/** Notices load on first hover: pass enabled=false until then (shell §4). */
export function useNoticeRecord(query: NoticeQuery, enabled = true) {
  return useQuery({ ...noticeRecordQueryOptions(query), enabled });
}
