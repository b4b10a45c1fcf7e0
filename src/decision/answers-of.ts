import { mayBeLoggedIn, type SiteSettings } from '../api/site-settings-call';
import { toUserFacts, type UserInfo } from '../api/user-info-call';
import { toAccountFacts, type UnifiedAccountMode } from '../api/unified-account-mode-call';
import type { CrossMarginInfo } from '../api/cross-margin-info-call';
import type { ComplianceCheck } from '../api/compliance-check-call';
import type { RememberedAnswers } from './remembered-answers';

/** Paths where the user-info call is skipped (shell spec §4; compliance spec §2.1). */
const NO_USER_INFO = /^\/(signup|auth|login\/reset|bind)(\/|$)/;

/**
 * Whether the user info is asked for: not on a 404 or the paths above, and only when the common
 * data says logged in or is missing (shell §4). Used by the app's hooks and by the boot alike.
 */
export function asksForUser(path: string, notFound: boolean, settings: Pick<SiteSettings, 'is_login'> | undefined): boolean {
  return !notFound && !NO_USER_INFO.test(path) && mayBeLoggedIn(settings);
}

/** The backend's settled answers as facts: the account only for a logged-in user. */
export function answersOf(data: { user?: UserInfo | null; compliance?: ComplianceCheck | null; mode?: UnifiedAccountMode | null; cross?: CrossMarginInfo | null }): Required<RememberedAnswers> {
  return {
    user: data.user ? toUserFacts(data.user) : null,
    compliance: data.compliance ?? null,
    account: data.user?.isLogin === true && data.mode ? toAccountFacts(data.mode, data.cross ?? undefined) : null,
  };
}
