import { mayBeLoggedIn, type SiteSettings } from '../api/site-settings-call';
import { toUserFacts, type UserFacts, type UserInfo } from '../api/user-info-call';
import { toAccountFacts, type UnifiedAccountMode } from '../api/unified-account-mode-call';
import type { CrossMarginInfo } from '../api/cross-margin-info-call';
import type { RebateUserInfo } from '../api/rebate-user-info-call';
import type { ComplianceCheck } from '../api/compliance-check-call';
import { SESSION_COOKIE, type RememberedAnswers } from './remembered-answers';

/** Paths where the user-info call is skipped (shell spec §4; compliance spec §2.1). */
const NO_USER_INFO = /^\/(signup|auth|login\/reset|bind)(\/|$)/;

/** Whether this page skips the user-info call whatever the common data says: a 404 or the paths above. */
export function skipsUserInfo(path: string, notFound: boolean): boolean {
  return notFound || NO_USER_INFO.test(path);
}

/**
 * Whether the user info is asked for: not on a 404 or the paths above, and only when the common
 * data says logged in or is missing (shell §4). Used by the app's hooks and by the boot alike.
 */
export function asksForUser(path: string, notFound: boolean, settings: Pick<SiteSettings, 'is_login'> | undefined): boolean {
  return !skipsUserInfo(path, notFound) && mayBeLoggedIn(settings);
}

/** The session cookie holding the nickname (the page guard reads the same pair: compliance §6). */
export const NICKNAME_COOKIE = 'nickname';

/**
 * The user on a page that skips the user-info call: the header must still know the session there
 * (a logged-in user does not look logged out on a 404 or the sign-up page). The remembered user
 * when it is this session's (readRemembered checks the uid), else the session cookies' uid and
 * nickname; nobody when the common data says logged out or there is no session.
 */
export function sessionUser(
  cookies: Readonly<Record<string, string | undefined>>,
  remembered: UserFacts | null | undefined,
  settings: Pick<SiteSettings, 'is_login'> | undefined,
): UserFacts | null {
  if (!mayBeLoggedIn(settings)) return null;
  if (remembered?.isLogin === true) return remembered;
  const uid = cookies[SESSION_COOKIE];
  const nickname = cookies[NICKNAME_COOKIE];
  if (!uid || !nickname || !/^[1-9]\d{0,14}$/.test(uid)) return null;
  return { isLogin: true, uid: Number(uid), nickname };
}

/**
 * The compliance facts once the check has answered: its own answer; after a failure (the answer
 * is the spec's fallback, compliance §8) the visitor's last known answer when there is one.
 */
export function complianceAfterCheck(answer: ComplianceCheck, lastKnown: ComplianceCheck | null): ComplianceCheck {
  return answer.source === 'fallback' && lastKnown ? lastKnown : answer;
}

/** The backend's settled answers as facts: the account only for a logged-in user. */
export function answersOf(data: {
  user?: UserInfo | null;
  compliance?: ComplianceCheck | null;
  mode?: UnifiedAccountMode | null;
  cross?: CrossMarginInfo | null;
  rebate?: RebateUserInfo | null;
}): Required<RememberedAnswers> {
  return {
    user: data.user ? toUserFacts(data.user) : null,
    compliance: data.compliance ?? null,
    account: data.user?.isLogin === true && data.mode ? toAccountFacts(data.mode, data.cross ?? undefined, data.rebate ?? undefined) : null,
  };
}
