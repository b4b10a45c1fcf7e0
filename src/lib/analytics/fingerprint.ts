/**
 * Device id for analytics (spec compliance §3.2, §7, §9): cached in the `finger_print` cookie for
 * one day. A cheap stand-in for the fingerprint service: a hash of stable browser traits plus a
 * random part, so two identical machines still get different ids.
 */
import Cookies from 'js-cookie';

export const FINGERPRINT_COOKIE = 'finger_print';
/** 86400 s, in js-cookie's unit (days). */
export const FINGERPRINT_COOKIE_DAYS = 1;

export interface CookieAttributes {
  expires: number;
  path: string;
  sameSite: 'lax';
}

export interface FingerprintDeps {
  getCookie: (name: string) => string | undefined;
  setCookie: (name: string, value: string, attributes: CookieAttributes) => void;
  now: () => number;
  random: () => number;
  /** Stable browser traits; each is joined into the hash input. */
  traits: () => ReadonlyArray<string | number | undefined>;
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
// Accepts ids written by us or by the fingerprint service; anything else is replaced.
const VALID_ID = /^[A-Za-z0-9_.:-]{8,128}$/;

/** 32-bit FNV-1a over the UTF-16 code units of `input`. */
export function fnv1a(input: string): number {
  let hash = FNV_OFFSET;
  for (let i = 0; i < input.length; i++) {
    hash ^= input.charCodeAt(i);
    hash = Math.imul(hash, FNV_PRIME);
  }
  return hash >>> 0;
}

export function browserTraits(): Array<string | number | undefined> {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const scr = typeof screen === 'undefined' ? undefined : screen;
  return [
    nav?.userAgent,
    nav?.language,
    nav?.languages?.join(','),
    nav?.hardwareConcurrency,
    nav?.maxTouchPoints,
    scr?.width,
    scr?.height,
    scr?.colorDepth,
    new Date().getTimezoneOffset(),
  ];
}

const defaultDeps: FingerprintDeps = {
  getCookie: (name) => Cookies.get(name),
  setCookie: (name, value, attributes) => {
    Cookies.set(name, value, attributes);
  },
  now: Date.now,
  random: Math.random,
  traits: browserTraits,
};

const hex8 = (n: number): string => (n >>> 0).toString(16).padStart(8, '0');

/** Builds a new id: `{traits hash}-{time, base 36}-{random}`. */
export function computeFingerprint(deps: Pick<FingerprintDeps, 'now' | 'random' | 'traits'>): string {
  const traitHash = fnv1a(
    deps
      .traits()
      .map((t) => (t === undefined ? '' : String(t)))
      .join('|'),
  );
  const randomPart = hex8(Math.floor(deps.random() * 0x100000000));
  return `${hex8(traitHash)}-${deps.now().toString(36)}-${randomPart}`;
}

/** Returns the cached device id, or creates one and caches it in the cookie for a day. */
export function getFingerprint(overrides: Partial<FingerprintDeps> = {}): string {
  const deps = { ...defaultDeps, ...overrides };
  const cached = deps.getCookie(FINGERPRINT_COOKIE);
  if (cached !== undefined && VALID_ID.test(cached)) return cached;
  const id = computeFingerprint(deps);
  deps.setCookie(FINGERPRINT_COOKIE, id, { expires: FINGERPRINT_COOKIE_DAYS, path: '/', sameSite: 'lax' });
  return id;
}
