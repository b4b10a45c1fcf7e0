import { HttpResponse } from 'msw';
import type { Persona } from '../rules-model/persona';
import { personaById } from './data/persona-answers';
import { mockSite, type MockSite } from './data/sites';

export const PERSONA_COOKIE = 'meridian_persona';
export const SITE_COOKIE = 'meridian_site';
export const FAULT_COOKIE = 'meridian_fault';
export const DELAY_COOKIE = 'meridian_delay';
/** The announcement's content_id the backend answers with ('none': no announcement). */
export const BULLETIN_COOKIE = 'meridian_bulletin';
/** The fiat saved on the simulated account (set on another device): what get_info and the settings answer a session with. */
export const ACCOUNT_FIAT_COOKIE = 'meridian_account_fiat';

/** Pins the backend's market time (UNIX seconds): lists and chart answer as at that moment (tests, shared demos). */
export const MARKET_TIME_COOKIE = 'meridian_market_time';

export type Cookies = Record<string, string>;

/** msw parses cookies already; this also reads a raw Cookie header (adapter tests, odd clients). */
export function requestCookies(request: Request, parsed: Cookies = {}): Cookies {
  const out: Cookies = {};
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const raw = part.slice(eq + 1).trim();
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // keep the raw value
    }
    out[part.slice(0, eq).trim()] = value;
  }
  return { ...out, ...parsed };
}

/** Sent by the preview app's frames (src/app/preview-frame.tsx) so two frames of one origin answer as two visitors; they win over the cookies. */
export const PERSONA_HEADER = 'x-meridian-persona';
export const SITE_HEADER = 'x-meridian-site';

/** The app language header every call may carry (src/api/market-spots.ts appHeaders; shell §7). */
export const APP_LANG_HEADER = 'x-app-lang';
/** The language preference cookie (src/shell/prefs/prefs-cookies.ts). */
export const LANG_COOKIE = 'lang';

export interface MockContext {
  persona: Persona;
  site: MockSite;
  cookies: Cookies;
  /** The language the answer is written in: the app language header, else the lang cookie, else the site's default. */
  lang: string;
}

export function mockContext(request: Request, cookies: Cookies): MockContext {
  const all = requestCookies(request, cookies);
  const persona = request.headers.get(PERSONA_HEADER) ?? all[PERSONA_COOKIE];
  const site = mockSite(request.headers.get(SITE_HEADER) ?? all[SITE_COOKIE]);
  const lang = request.headers.get(APP_LANG_HEADER) || all[LANG_COOKIE] || site.defaultLang;
  return { persona: personaById(persona), site, cookies: all, lang };
}

/** The market time of a request, in seconds: the meridian_market_time cookie when it is a positive integer, else the clock. */
export function marketNow(cookies: Cookies, nowMs = Date.now()): number {
  const pinned = cookies[MARKET_TIME_COOKIE];
  return pinned && /^\d{1,12}$/.test(pinned) && Number(pinned) > 0 ? Number(pinned) : Math.floor(nowMs / 1000);
}

/** The /api/web/v1 and /apiweb envelope. */
export function ok(data: unknown): Response {
  return HttpResponse.json({ code: 0, message: 'success', data });
}

/** The /apiw/v2 envelope. */
export function ok200(data: unknown): Response {
  return HttpResponse.json({ code: 200, message: 'success', data });
}

export const NOT_LOGGED_IN = 1001;

/** What a session-bound call answers to a visitor. */
export function notLoggedIn(): Response {
  return HttpResponse.json({ code: NOT_LOGGED_IN, message: 'please log in', data: null });
}
