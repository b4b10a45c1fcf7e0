import type { ShellInputs } from './facts-builder';

/**
 * The backend's last answers that decide what the shell shows (user, compliance, account),
 * remembered so the first paint of the next page load is already the right shell: no Log In
 * flashing for a user, no KYC or compliance bar pushing the page down when the answers arrive.
 * The fresh answers replace them as soon as they come; a wrong memory only costs what not
 * remembering costs.
 */
export const ANSWERS_KEY = 'meridian_answers_v1';

/** The session cookie: a logged-in browser has it (its value is the uid). */
export const SESSION_COOKIE = 'uid';

export type RememberedAnswers = Pick<ShellInputs, 'user' | 'compliance' | 'account'>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * What was remembered, if it is readable. The user (and the account, which is the user's) counts
 * only while the session cookie names the same uid: after a logout or for another user, nothing.
 */
export function readRemembered(storage: Pick<Storage, 'getItem'> | null, cookies: Readonly<Record<string, string | undefined>>): RememberedAnswers {
  let raw: unknown;
  try {
    raw = JSON.parse(storage?.getItem(ANSWERS_KEY) ?? 'null');
  } catch {
    return {};
  }
  if (!isObject(raw)) return {};
  const out: RememberedAnswers = {};
  if (isObject(raw.compliance)) out.compliance = raw.compliance;
  const user = raw.user;
  if (isObject(user) && user.isLogin === true && cookies[SESSION_COOKIE] !== undefined && String(user.uid) === cookies[SESSION_COOKIE]) {
    out.user = user;
    if (isObject(raw.account)) out.account = raw.account;
  }
  return out;
}

/** Remembers the settled answers (absent ones are left out). Storage may refuse: then nothing. */
export function rememberAnswers(storage: Pick<Storage, 'setItem'> | null, answers: RememberedAnswers): void {
  const value: Record<string, unknown> = {};
  if (answers.user) value.user = answers.user;
  if (answers.compliance) value.compliance = answers.compliance;
  if (answers.account) value.account = answers.account;
  try {
    storage?.setItem(ANSWERS_KEY, JSON.stringify(value));
  } catch {
    // private mode or full storage: the next load just starts from the defaults
  }
}

export function forgetAnswers(storage: Pick<Storage, 'removeItem'> | null): void {
  try {
    storage?.removeItem(ANSWERS_KEY);
  } catch {
    // nothing to forget where storage is refused
  }
}

/** localStorage, or null where the browser refuses it. */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
