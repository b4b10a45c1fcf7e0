import { languageTag } from '../../rules-model/language-tag';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The Intl locale of a site language code ('kr' → 'ko'); unknown or malformed codes give 'en'. */
export function intlLocale(lang: string): string {
  const tag = languageTag(lang);
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([tag]).length ? tag : 'en';
  } catch {
    return 'en';
  }
}

/** The send time (seconds) as a Date; undefined when missing or out of range. */
function sendDate(sendTimest: number): Date | undefined {
  if (!Number.isFinite(sendTimest) || sendTimest <= 0) return undefined;
  const date = new Date(sendTimest * 1000);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The send time as an ISO string for `<time dateTime>`; undefined when unusable. */
export function noticeIsoTime(sendTimest: number): string | undefined {
  return sendDate(sendTimest)?.toISOString();
}

/** A message's send time (seconds) as date and time in `lang`; '' when the server sent none. */
export function formatNoticeTime(sendTimest: number, lang: string, timeZone?: string): string {
  const date = sendDate(sendTimest);
  if (!date) return '';
  const locale = intlLocale(lang);
  const key = `${locale}|${timeZone ?? ''}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    formatters.set(key, f);
  }
  return f.format(date);
}
