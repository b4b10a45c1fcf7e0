import { safeStorage } from '../lib/storage';
import type { ShellInputs } from './facts-builder';

/**
 * The backend's last answers that decide what the shell shows (user, compliance, account),
 * remembered so the first paint of the next page load is already the right shell: no Log In
 * flashing for a user, no KYC or compliance bar pushing the page down when the answers arrive.
 * The fresh answers replace them as soon as they come; a wrong memory only costs what not
 * remembering costs. The compliance answer is also the fallback of a failed check (compliance §8)
 * while it is at most LAST_KNOWN_MS old.
 *
 * The memory belongs to one site and one session (the uid cookie, or none for a visitor): the demo
 * serves every site from one origin and one storage, and one browser may see several users.
 */
export const ANSWERS_KEY = 'meridian_answers_v1';
/**
 * When the answers were last written (ms since the epoch). A key of its own: the static first paint
 * (tooling/static-shell-script.ts) keys its memory on ANSWERS_KEY's value, which must not change
 * on every load when the answers themselves do not.
 */
export const ANSWERS_AT_KEY = 'meridian_answers_at_v1';
/** The oldest remembered compliance answer that stands in for a failed check: 24 hours. */
export const LAST_KNOWN_MS = 24 * 60 * 60 * 1000;

/** The session cookie: a logged-in browser has it (its value is the uid). */
export const SESSION_COOKIE = 'uid';

export type RememberedAnswers = Pick<ShellInputs, 'user' | 'compliance' | 'account'>;
type Compliance = NonNullable<RememberedAnswers['compliance']>;

/** Whose answers: this site, this browser's session cookies. */
export interface AnswerScope {
  site: string;
  cookies: Readonly<Record<string, string | undefined>>;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The record for this site and session, or null (none, unreadable, another site, another session). */
function readRecord(storage: Pick<Storage, 'getItem'> | null, { site, cookies }: AnswerScope): Record<string, unknown> | null {
  let raw: unknown;
  try {
    raw = JSON.parse(storage?.getItem(ANSWERS_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!isObject(raw) || raw.site !== site) return null;
  const session = cookies[SESSION_COOKIE];
  return (raw.uid ?? undefined) === session ? raw : null;
}

/**
 * What was remembered for this site and session, if it is readable; the compliance answer says it
 * is `remembered`. The user (and the account, which is the user's) counts only while it is
 * logged in under the uid the session cookie names.
 */
export function readRemembered(storage: Pick<Storage, 'getItem'> | null, scope: AnswerScope): RememberedAnswers {
  const raw = readRecord(storage, scope);
  if (!raw) return {};
  const out: RememberedAnswers = {};
  if (isObject(raw.compliance)) out.compliance = { ...raw.compliance, source: 'remembered' };
  const user = raw.user;
  const session = scope.cookies[SESSION_COOKIE];
  if (isObject(user) && user.isLogin === true && session !== undefined && String(user.uid) === session) {
    out.user = user;
    if (isObject(raw.account)) out.account = raw.account;
  }
  return out;
}

/** Whether a compliance answer is the check's own (not a memory, not the failure fallback). */
export function isLiveCompliance(compliance: Compliance | null | undefined): boolean {
  return !!compliance && (compliance.source === undefined || compliance.source === 'live');
}

/**
 * Remembers the settled answers (absent ones are left out) for this site and session, with the
 * time. Only a live compliance answer is written: a memory or a fallback would make the memory
 * look newer than the check's last answer. Storage may refuse: then nothing.
 */
export function rememberAnswers(
  storage: Pick<Storage, 'setItem'> | null,
  answers: RememberedAnswers,
  scope: AnswerScope & { nowMs: number },
): void {
  if (answers.compliance && !isLiveCompliance(answers.compliance)) return;
  const value: Record<string, unknown> = { site: scope.site };
  const uid = scope.cookies[SESSION_COOKIE];
  if (uid !== undefined) value.uid = uid;
  if (answers.user) value.user = answers.user;
  if (answers.compliance) {
    const { source: _live, ...compliance } = answers.compliance;
    value.compliance = compliance;
  }
  if (answers.account) value.account = answers.account;
  try {
    storage?.setItem(ANSWERS_KEY, JSON.stringify(value));
    storage?.setItem(ANSWERS_AT_KEY, String(scope.nowMs));
  } catch {
    // private mode or full storage: the next load just starts from the defaults
  }
}

/**
 * This site's and session's last live compliance answer (marked `remembered`) when it is at most
 * LAST_KNOWN_MS old at `nowMs`; null otherwise: nothing remembered, another site or uid, too old,
 * a time that is missing, unreadable or in the future.
 */
export function lastKnownCompliance(storage: Pick<Storage, 'getItem'> | null, scope: AnswerScope & { nowMs: number }): Compliance | null {
  let at: number;
  try {
    at = Number(storage?.getItem(ANSWERS_AT_KEY) ?? Number.NaN);
  } catch {
    return null;
  }
  const age = scope.nowMs - at;
  if (!Number.isFinite(age) || age < 0 || age > LAST_KNOWN_MS) return null;
  return readRemembered(storage, scope).compliance ?? null;
}

export function forgetAnswers(storage: Pick<Storage, 'removeItem'> | null): void {
  try {
    storage?.removeItem(ANSWERS_KEY);
    storage?.removeItem(ANSWERS_AT_KEY);
  } catch {
    // nothing to forget where storage is refused
  }
}

// No page memory: answers storage refused are not a memory of an earlier load.
const answersStorage = safeStorage(undefined, { pageMemory: false });

/** localStorage, safely (lib/storage). */
export function browserStorage(): typeof answersStorage {
  return answersStorage;
}
