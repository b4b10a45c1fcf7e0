// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readDisplayPrefs } from '../../app/preferences';
import { defaultRise } from '../../lib/display-cookies';
import {
  effectiveFiat,
  PREF_COOKIE_MAX_AGE,
  readPrefs,
  SWITCH_CLOSED,
  SWITCH_OPEN,
  THEME_DARK,
  THEME_LIGHT,
  writePrefCookie,
} from './prefs-cookies';

describe('readPrefs', () => {
  it('gives the defaults when no cookie is set', () => {
    expect(readPrefs({})).toEqual({
      lang: null,
      fiat: null,
      rateMode: SWITCH_OPEN,
      realtimeRate: SWITCH_CLOSED,
      timeBase: '24h',
      rise: null,
      theme: THEME_LIGHT,
    });
  });

  it('reads well-formed cookies', () => {
    expect(
      readPrefs({
        lang: 'zh-tw',
        curr_fiat: 'EUR',
        meridian_rate_mode: '0',
        meridian_realtime_rate: '1',
        meridian_time_base: 'utc8',
        market_rise_color: 'red-up',
        dark: '1',
      }),
    ).toEqual({
      lang: 'zh-tw',
      fiat: 'EUR',
      rateMode: SWITCH_CLOSED,
      realtimeRate: SWITCH_OPEN,
      timeBase: 'utc8',
      rise: 'red-up',
      theme: THEME_DARK,
    });
  });

  it.each([
    ['lang', 'EN<script>', 'lang', null],
    ['lang', '', 'lang', null],
    ['curr_fiat', 'E"R<', 'fiat', null],
    ['curr_fiat', 'eur', 'fiat', null],
    ['meridian_rate_mode', '2', 'rateMode', SWITCH_OPEN],
    ['meridian_realtime_rate', 'yes', 'realtimeRate', SWITCH_CLOSED],
    ['meridian_time_base', '48h', 'timeBase', '24h'],
    ['market_rise_color', 'blue-up', 'rise', null],
    ['dark', 'maybe', 'theme', THEME_LIGHT],
  ] as const)('treats a malformed %s cookie (%j) as absent', (cookie, value, field, expected) => {
    expect(readPrefs({ [cookie]: value })[field]).toBe(expected);
  });

  it('falls back to change-skin when there is no dark cookie; dark wins when both are set', () => {
    expect(readPrefs({ 'change-skin': 'dark' }).theme).toBe(THEME_DARK);
    expect(readPrefs({ dark: '0', 'change-skin': 'dark' }).theme).toBe(THEME_LIGHT);
  });

  it.each<Record<string, string>>([
    {},
    { dark: '1' },
    { dark: 'true' },
    { dark: '0' },
    { 'change-skin': 'dark' },
    { 'change-skin': 'light' },
    { dark: 'junk', 'change-skin': 'dark' },
    { market_rise_color: 'red-up' },
    { market_rise_color: 'nope' },
  ])('agrees with the theme the app builds from the same cookies: %j', (cookies) => {
    for (const lang of ['en', 'zh', 'zh-tw', 'tr']) {
      const ours = readPrefs(cookies);
      const app = readDisplayPrefs(cookies, lang);
      expect(ours.theme === THEME_DARK ? 'dark' : 'light').toBe(app.mode);
      expect(ours.rise ?? defaultRise(lang)).toBe(app.rise);
    }
  });
});

describe('defaultRise', () => {
  it.each([
    ['zh', 'red-up'],
    ['zh-tw', 'red-up'],
    ['en', 'green-up'],
    ['tr', 'green-up'],
    ['ja', 'green-up'],
    ['kr', 'green-up'],
  ])('%s → %s', (lang, rise) => {
    expect(defaultRise(lang)).toBe(rise);
  });
});

describe('effectiveFiat', () => {
  it('prefers the stored fiat, then the server, then USD', () => {
    expect(effectiveFiat('EUR', 'TRY')).toBe('EUR');
    expect(effectiveFiat(null, 'TRY')).toBe('TRY');
    expect(effectiveFiat(null, undefined)).toBe('USD');
    expect(effectiveFiat(null, '<b>')).toBe('USD');
  });
});

describe('writePrefCookie', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps a preference for a year on the whole site, secure on https', () => {
    const set = vi.spyOn(Cookies, 'set');
    writePrefCookie('curr_fiat', 'EUR', true);
    expect(set).toHaveBeenCalledWith(
      'curr_fiat',
      'EUR',
      expect.objectContaining({ path: '/', 'max-age': String(PREF_COOKIE_MAX_AGE), secure: true }),
    );
    expect(PREF_COOKIE_MAX_AGE).toBe(31536000);
  });

  it('is not marked secure on plain http (the browser would drop it)', () => {
    writePrefCookie('curr_fiat', 'GBP', false);
    expect(Cookies.get('curr_fiat')).toBe('GBP');
  });
});
