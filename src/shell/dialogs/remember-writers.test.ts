// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DialogDecision } from '../../generated/schema-types';
import { keepaliveValue, nextGiftCounter, writeGiftShown, writeKeepalive, writeOnClose } from './remember-writers';

const NOW = new Date('2026-03-10T12:00:00Z');
const dialog = (id: string, remember: DialogDecision['remember']): DialogDecision => ({
  id,
  priority: 1,
  modal: true,
  closable: true,
  remember,
});
const TURKEY = dialog('turkey_chooser', { key: 'GATE_TR_ENTRY_STORAGE', in: 'storage', format: 'keepalive', until: null });
const GIFT = dialog('signup_gift', { key: 'openclaimGiftsApp', in: 'storage', format: 'count-timestamp', until: null });

afterEach(() => {
  window.localStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  vi.restoreAllMocks();
});

describe('keep-alive (Turkey chooser)', () => {
  it('is JSON {keepaliveDays, timestamp}', () => {
    expect(JSON.parse(keepaliveValue(7, NOW))).toEqual({ keepaliveDays: 7, timestamp: NOW.getTime() });
  });

  it('writes 1 or 7 days under the Decision key', () => {
    expect(writeKeepalive(TURKEY, 1, NOW)).toBe(true);
    expect(JSON.parse(window.localStorage.getItem('GATE_TR_ENTRY_STORAGE')!)).toEqual({ keepaliveDays: 1, timestamp: NOW.getTime() });
    expect(writeOnClose(TURKEY, NOW, { keepaliveDays: 7 })).toBe(true);
    expect(JSON.parse(window.localStorage.getItem('GATE_TR_ENTRY_STORAGE')!).keepaliveDays).toBe(7);
  });

  it('defaults to 1 day when closed without a choice', () => {
    writeOnClose(TURKEY, NOW);
    expect(JSON.parse(window.localStorage.getItem('GATE_TR_ENTRY_STORAGE')!).keepaliveDays).toBe(1);
  });
});

describe('gift counter', () => {
  const utc = 0;
  it('starts at 1 with nothing stored or a malformed value', () => {
    expect(nextGiftCounter(null, NOW, utc)).toBe(`1/${NOW.getTime()}`);
    expect(nextGiftCounter('garbage', NOW, utc)).toBe(`1/${NOW.getTime()}`);
    expect(nextGiftCounter('1/abc', NOW, utc)).toBe(`1/${NOW.getTime()}`);
    expect(nextGiftCounter('2/3/4', NOW, utc)).toBe(`1/${NOW.getTime()}`);
  });

  it('counts up on the same calendar day', () => {
    const earlier = Date.parse('2026-03-10T00:10:00Z');
    expect(nextGiftCounter(`1/${earlier}`, NOW, utc)).toBe(`2/${NOW.getTime()}`);
    expect(nextGiftCounter(`2/${earlier}`, NOW, utc)).toBe(`3/${NOW.getTime()}`);
  });

  it("resets to 1 on a new calendar day, in the visitor's time zone", () => {
    const yesterday = Date.parse('2026-03-09T23:50:00Z');
    expect(nextGiftCounter(`1/${yesterday}`, NOW, utc)).toBe(`1/${NOW.getTime()}`);
    // At UTC+3, 23:50Z on the 9th is already 02:50 on the 10th: the same day as noon on the 10th.
    expect(nextGiftCounter(`1/${yesterday}`, NOW, 180)).toBe(`2/${NOW.getTime()}`);
  });

  it('writes count/timestamp when shown, reading the previous value', () => {
    expect(writeGiftShown(GIFT, NOW)).toBe(true);
    expect(window.localStorage.getItem('openclaimGiftsApp')).toMatch(/^1\/\d+$/);
    writeGiftShown(GIFT, new Date(NOW.getTime() + 60_000));
    expect(window.localStorage.getItem('openclaimGiftsApp')).toBe(`2/${NOW.getTime() + 60_000}`);
  });

  it('writes nothing on close (it was counted when shown)', () => {
    expect(writeOnClose(GIFT, NOW)).toBe(false);
    expect(window.localStorage.getItem('openclaimGiftsApp')).toBeNull();
  });
});

describe('writeOnClose', () => {
  it('stores a timestamp acknowledgement in a cookie or storage, as the Decision says', () => {
    const until = new Date(Date.now() + 86_400_000).toISOString(); // the cookie's expiry must be ahead of the real clock
    expect(writeOnClose(dialog('kyc_upgrade', { key: 'kyc_upgrade_notice', in: 'cookie', format: 'timestamp', until }), NOW)).toBe(true);
    expect(Cookies.get('kyc_upgrade_notice')).toBe(String(NOW.getTime()));
    expect(writeOnClose(dialog('uk_limit', { key: 'meridian_uk_limit_ack', in: 'storage', format: 'timestamp', until: null }), NOW)).toBe(
      true,
    );
    expect(window.localStorage.getItem('meridian_uk_limit_ack')).toBe(String(NOW.getTime()));
  });

  it('stores nothing for a dialog without remember', () => {
    expect(writeOnClose(dialog('eu_upcoming', undefined), NOW)).toBe(false);
  });

  it('reports storage that throws as not written, and logs it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(writeOnClose(TURKEY, NOW, { keepaliveDays: 7 })).toBe(false);
    expect(writeGiftShown(GIFT, NOW)).toBe(false);
    expect(writeOnClose(dialog('uk_limit', { key: 'meridian_uk_limit_ack', in: 'storage', format: 'timestamp', until: null }), NOW)).toBe(
      false,
    );
    expect(warn).toHaveBeenCalled();
  });
});
