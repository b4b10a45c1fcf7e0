import { describe, expect, it } from 'vitest';
import { formatNoticeTime, intlLocale, noticeIsoTime } from './notice-time.utils';

const T = Date.UTC(2026, 2, 10, 12, 30) / 1000;

describe('notice time', () => {
  it('formats in the current language with Intl', () => {
    expect(formatNoticeTime(T, 'en', 'UTC')).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(T * 1000),
    );
    expect(formatNoticeTime(T, 'de', 'UTC')).toContain('10.03.2026');
    expect(formatNoticeTime(T, 'en', 'UTC')).toContain('Mar 10, 2026');
  });

  it('maps site codes to Intl locales', () => {
    expect(intlLocale('kr')).toBe('ko');
    expect(intlLocale('zh-tw')).toBe('zh-TW');
    expect(intlLocale('tr')).toBe('tr');
    expect(intlLocale('not a tag!')).toBe('en');
  });

  it('gives nothing for a missing or absurd time', () => {
    expect(formatNoticeTime(0, 'en')).toBe('');
    expect(formatNoticeTime(Number.NaN, 'en')).toBe('');
    expect(formatNoticeTime(1e20, 'en')).toBe('');
    expect(noticeIsoTime(1e20)).toBeUndefined();
    expect(noticeIsoTime(T)).toBe('2026-03-10T12:30:00.000Z');
  });
});
