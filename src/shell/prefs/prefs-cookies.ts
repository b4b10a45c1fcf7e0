import Cookies from 'js-cookie';
import { isDarkCookie, MODE_COOKIES, RISE_COOKIE, riseCookie, type RiseColor } from '../../lib/display-cookies';

/** Cookie names of the visitor's preferences (shell §3 "Preferences", §4; compliance §4.8). */
export const PREF_COOKIES = {
  lang: 'lang',
  fiat: 'curr_fiat',
  rateMode: 'meridian_rate_mode',
  realtimeRate: 'meridian_realtime_rate',
  timeBase: 'meridian_time_base',
  rise: RISE_COOKIE,
  dark: MODE_COOKIES[0],
  skin: MODE_COOKIES[1],
} as const;

/** Switch values (shell §9): 0 closed, 1 open. */
export const SWITCH_CLOSED = 0;
export const SWITCH_OPEN = 1;
export type SwitchValue = typeof SWITCH_CLOSED | typeof SWITCH_OPEN;

/** Theme values (shell §3): light 0, dark 2. */
export const THEME_LIGHT = 0;
export const THEME_DARK = 2;
export type ThemeValue = typeof THEME_LIGHT | typeof THEME_DARK;

export const TIME_BASES = ['24h', 'utc0', 'utc8'] as const;
export type TimeBase = (typeof TIME_BASES)[number];

export const DEFAULT_FIAT = 'USD';
/** Shell §9: max-age 31536000 s. */
export const PREF_COOKIE_MAX_AGE = 31_536_000;

/** The preferences as stored. `null` means "no valid cookie": the caller's default applies. */
export interface PrefsSnapshot {
  lang: string | null;
  fiat: string | null;
  /** Currency-rate mode; 'do not switch to fiat' is the closed mode. Default open. */
  rateMode: SwitchValue;
  realtimeRate: SwitchValue;
  timeBase: TimeBase;
  /** null: follows the language (Chinese red-up, others green-up). */
  rise: RiseColor | null;
  theme: ThemeValue;
}

const LANG_CODE = /^[a-z]{2,3}(-[a-z]{2,4})?$/;
const FIAT_CODE = /^[A-Z]{3,5}$/;

const oneOf = <T extends string>(list: readonly T[], v: string | undefined): T | undefined => list.find((x) => x === v);

const switchOf = (v: string | undefined, fallback: SwitchValue): SwitchValue =>
  v === '1' ? SWITCH_OPEN : v === '0' ? SWITCH_CLOSED : fallback;

/** Reads preferences from a cookie map; anything malformed counts as absent. */
export function readPrefs(cookies: Record<string, string | undefined>): PrefsSnapshot {
  const lang = cookies[PREF_COOKIES.lang];
  const fiat = cookies[PREF_COOKIES.fiat];
  return {
    lang: lang && LANG_CODE.test(lang) ? lang : null,
    fiat: fiat && FIAT_CODE.test(fiat) ? fiat : null,
    rateMode: switchOf(cookies[PREF_COOKIES.rateMode], SWITCH_OPEN),
    realtimeRate: switchOf(cookies[PREF_COOKIES.realtimeRate], SWITCH_CLOSED),
    timeBase: oneOf(TIME_BASES, cookies[PREF_COOKIES.timeBase]) ?? '24h',
    rise: riseCookie(cookies),
    // The same parse as the app's look (lib/display-cookies), so what we write is what it shows.
    theme: isDarkCookie(cookies) ? THEME_DARK : THEME_LIGHT,
  };
}

/** The fiat to show: the stored one, else the server's curr_fiat, else USD. */
export function effectiveFiat(stored: string | null, server: string | undefined): string {
  return stored ?? (server && FIAT_CODE.test(server) ? server : DEFAULT_FIAT);
}

/** Whether this page came over https (a secure cookie would be dropped on plain http). */
export function isHttpsPage(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

/** Every preference cookie: a year, whole site, secure on https (shell §9 for curr_fiat). */
export function writePrefCookie(name: string, value: string, secure: boolean = isHttpsPage()): void {
  Cookies.set(name, value, { path: '/', 'max-age': String(PREF_COOKIE_MAX_AGE), expires: 365, secure, sameSite: 'lax' });
}

export function removePrefCookie(name: string): void {
  Cookies.remove(name, { path: '/' });
}

export function readPrefCookies(): Record<string, string> {
  return Cookies.get();
}
