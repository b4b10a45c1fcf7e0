import { signupSearch } from '../../lib/referral/referral-input';

export { signupSearch };

/**
 * Sign-up keeps the page's query string (shell §1 "sign-up query string kept"): referral and
 * campaign parameters travel with the registration, untouched. Pure.
 */
export function signupQuery(search: string): string {
  return search.startsWith('?') ? search.slice(1) : search;
}

/** The invite code to prefill: the page's `ref`, else the captured referral cookie. */
export function inviteCodeOf(search: string, cookies: Readonly<Record<string, string | undefined>>): string {
  const ref = new URLSearchParams(signupQuery(search)).get('ref');
  return (ref ?? cookies.ref_uid ?? '').trim();
}

/** The full sign-up page with the kept query (and the stored one, signupSearch). */
export function signupHref(search: string, stored?: string): string {
  return `/signup${signupSearch(search, stored)}`;
}

/** What the form checks before asking the server (the server checks again). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function passwordProblem(password: string): 'short' | 'mix' | null {
  if (password.length < 8) return 'short';
  if (!/\d/.test(password) || !/[a-z]/i.test(password)) return 'mix';
  return null;
}
