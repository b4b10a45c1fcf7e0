import { useAccountMode } from '../api/unified-account-mode';
import { useComplianceCheck } from '../api/compliance-check';
import { useCrossMarginInfo } from '../api/cross-margin-info';
import { useBulletin } from '../api/fullsite-bulletin';
import { mayBeLoggedIn, useSiteSettings } from '../api/site-settings';
import { toAccountFacts } from '../api/unified-account-mode';
import { toUserFacts, useUserInfo } from '../api/user-info';
import type { ShellInputs } from '../decision/facts-builder';

/** Paths where the user-info call is skipped (shell spec §4; compliance spec §2.1). */
const NO_USER_INFO = /^\/(signup|auth|login\/reset|bind)(\/|$)/;

/**
 * The backend's answers as facts. Until an answer arrives (or when it fails) its facts are absent,
 * which is the logged-out, unrestricted default the spec's fallbacks describe.
 */
export function useBackendAnswers(path: string, notFound: boolean): Pick<ShellInputs, 'user' | 'compliance' | 'account' | 'common' | 'announcement'> {
  const settings = useSiteSettings();
  // Only when the common data says logged in or is missing (shell §4); it settles first.
  const user = useUserInfo(!notFound && !NO_USER_INFO.test(path) && !settings.isPending && mayBeLoggedIn(settings.data));
  const isLogin = user.data?.isLogin === true;
  const compliance = useComplianceCheck();
  const mode = useAccountMode(isLogin);
  const cross = useCrossMarginInfo(isLogin);
  const bulletin = useBulletin(path === '/');
  return {
    user: user.data ? toUserFacts(user.data) : null,
    compliance: compliance.data ?? null,
    account: isLogin && mode.data ? toAccountFacts(mode.data, cross.data) : null,
    common: settings.data ? { is_copper: settings.data.is_copper, curr_fiat: settings.data.curr_fiat } : null,
    announcement: bulletin.data ? { content_id: bulletin.data.content_id } : null,
  };
}
