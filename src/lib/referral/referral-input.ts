// What a page's referral is, read from the query and the kept cookies: small and pure, so the boot can
// tell whether there is a referral to capture before it downloads the capture (capture.ts).

/**
 * The cookie keeping the sign-up query string of the page that brought a referral (shell §2 Account:
 * "/signup (plus a stored sign-up query string)"): written with the referral cookies, for as long.
 */
export const SIGNUP_QUERY_COOKIE = 'signup_query';

/** What the page was opened with (query values win, cookies fill the gaps). */
export interface ReferralInput {
  ref?: string;
  ref_type?: string;
  ref_channel?: string;
  group_id?: string;
}

export type Query = URLSearchParams | Record<string, string | string[] | null | undefined>;

function queryValue(query: Query, key: string): string | undefined {
  const raw = query instanceof URLSearchParams ? query.get(key) : query[key];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value ? value : undefined;
}

/** Query first, then the stored cookie (ref falls back to the ref_uid cookie). Pure. */
export function readReferralInput(query: Query, cookie: (name: string) => string | undefined): ReferralInput {
  const pick = (key: string, cookieName = key) => queryValue(query, key) ?? (cookie(cookieName) || undefined);
  return compactInput({
    ref: pick('ref', 'ref_uid'),
    ref_type: pick('ref_type'),
    ref_channel: pick('ref_channel'),
    group_id: pick('group_id'),
  });
}

function compactInput(input: ReferralInput): ReferralInput {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== '')) as ReferralInput;
}

/** The page's own query string (without '?'), when the page itself carries a referral (`ref`); else undefined. Pure. */
export function pageSignupQuery(query: Query): string | undefined {
  if (!queryValue(query, 'ref')) return undefined;
  if (query instanceof URLSearchParams) return query.toString();
  const out = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) for (const v of Array.isArray(raw) ? raw : [raw]) if (v != null) out.append(key, v);
  return out.toString();
}

/**
 * The query Sign Up carries (shell §2 Account: "/signup (plus a stored sign-up query string)"), with
 * its '?': the page's own query when it brings a referral (`ref`); else the stored sign-up query
 * string with the page's parameters over it; else the page's query as it is. Pure.
 */
export function signupSearch(search: string, stored: string | undefined): string {
  const own = search.startsWith('?') ? search.slice(1) : search;
  const page = new URLSearchParams(own);
  if (page.has('ref') || !stored) return own ? `?${own}` : '';
  const merged = new URLSearchParams(stored);
  for (const key of new Set(page.keys())) {
    merged.delete(key);
    for (const value of page.getAll(key)) merged.append(key, value);
  }
  const query = merged.toString();
  return query ? `?${query}` : '';
}
