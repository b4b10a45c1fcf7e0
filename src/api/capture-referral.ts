import Cookies from 'js-cookie';
import type { InviteParams, InviteVerification } from './verify-invite-info';
import { pageSignupQuery, readReferralInput, SIGNUP_QUERY_COOKIE, type Query, type ReferralInput } from '../lib/referral/referral-input';

/** Referral cookie lifetime: 1209600 s (compliance §9). */
export const REFERRAL_COOKIE_SECONDS = 1_209_600;
export const REFERRAL_COOKIES = ['ref_uid', 'ref_type', 'ref_channel', 'group_id'] as const;
export type ReferralCookie = (typeof REFERRAL_COOKIES)[number];
export type ReferralCookies = Partial<Record<ReferralCookie, string>>;

export interface CookieJar {
  get: (name: string) => string | undefined;
  set: (name: string, value: string, maxAgeSeconds: number) => void;
}

export interface CaptureDeps {
  verify: (params: InviteParams) => Promise<InviteVerification>;
  cookies: CookieJar;
}

/** What a capture did and why: the verification status and the cookies it wrote. */
export interface CaptureResult {
  status: InviteVerification['status'] | 'no_ref';
  stored: ReferralCookies;
}

/**
 * The cookies a verification allows (compliance §5, §8): 'ok' all four, 'channel_only' only
 * ref_channel and group_id, 'rejected' none. The server's values win over the page's. Pure.
 */
export function referralCookiesFor(input: ReferralInput, verification: InviteVerification): ReferralCookies {
  if (verification.status === 'rejected') return {};
  const channel = verification.ref_channel ?? input.ref_channel;
  const group = verification.group_id ?? input.group_id;
  const shared: ReferralCookies = { ref_channel: channel, group_id: group };
  const all: ReferralCookies =
    verification.status === 'ok'
      ? { ref_uid: verification.ref_uid !== undefined ? String(verification.ref_uid) : input.ref, ref_type: input.ref_type, ...shared }
      : shared;
  return Object.fromEntries(Object.entries(all).filter(([, v]) => v !== undefined && v !== '')) as ReferralCookies;
}

/** Reads the referral from the query (else cookies), verifies it and stores what the answer allows. */
export async function captureReferral(query: Query, deps: CaptureDeps): Promise<CaptureResult> {
  const input = readReferralInput(query, deps.cookies.get);
  if (!input.ref) return { status: 'no_ref', stored: {} };
  const verification = await deps.verify({ invite_code: input.ref, ...(input.ref_type ? { ref_type: input.ref_type } : {}) });
  const stored = referralCookiesFor(input, verification);
  for (const [name, value] of Object.entries(stored)) deps.cookies.set(name, value, REFERRAL_COOKIE_SECONDS);
  // The sign-up query string goes with the referral it carries (shell §2 Account): kept as long as the referral
  // cookies, only from a page that brought the referral itself and only when the invite was not refused (docs/shell.md, Registration).
  const signupQuery = verification.status === 'rejected' ? undefined : pageSignupQuery(query);
  if (signupQuery) deps.cookies.set(SIGNUP_QUERY_COOKIE, signupQuery, REFERRAL_COOKIE_SECONDS);
  return { status: verification.status, stored };
}

/** The browser's cookies through js-cookie (path /; js-cookie counts expiry in days). */
export const browserCookieJar: CookieJar = {
  get: (name) => Cookies.get(name),
  set: (name, value, maxAgeSeconds) => void Cookies.set(name, value, { expires: maxAgeSeconds / 86_400, path: '/' }),
};
