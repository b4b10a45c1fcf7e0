import { useAccountMode } from '../api/unified-account-mode';
import { useComplianceCheck } from '../api/compliance-check';
import { useCrossMarginInfo } from '../api/cross-margin-info';
import { useBulletin } from '../api/fullsite-bulletin';
import { useSiteSettings } from '../api/site-settings';
import { useUserInfo } from '../api/user-info';
import { answersOf, asksForUser, sessionUser, skipsUserInfo } from '../decision/answers-of';
import { useEffect } from 'react';
import type { ShellInputs } from '../decision/facts-builder';
import { browserStorage, rememberAnswers, type RememberedAnswers } from '../decision/remembered-answers';

/**
 * The backend's answers as facts. Until an answer arrives its facts are what the last page load
 * remembered (`remembered`), so the first paint is already the right shell; a failed or absent
 * answer is the logged-out, unrestricted default the spec's fallbacks describe. Where the user-info
 * call is skipped (404, sign-up …) the session still shows: the remembered user, or the session
 * cookies (`cookies`). Settled answers are remembered for the next load.
 */
export function useBackendAnswers(path: string, notFound: boolean, remembered: RememberedAnswers = {}, cookies: Readonly<Record<string, string | undefined>> = {}): Pick<ShellInputs, 'user' | 'compliance' | 'account' | 'common' | 'announcement'> & { settled: boolean } {
  const settings = useSiteSettings();
  // Only when the common data says logged in or is missing (shell §4); it settles first.
  const userWanted = !settings.isPending && asksForUser(path, notFound, settings.data);
  const skipped = skipsUserInfo(path, notFound);
  const user = useUserInfo(userWanted);
  const isLogin = user.data?.isLogin === true;
  const compliance = useComplianceCheck();
  const mode = useAccountMode(isLogin);
  const cross = useCrossMarginInfo(isLogin);
  const bulletin = useBulletin(path === '/');
  const userPending = settings.isPending || (userWanted && user.isPending);
  const accountPending = userPending || (isLogin && (mode.isPending || cross.isPending));
  const got = answersOf({ user: user.data, compliance: compliance.data, mode: mode.data, cross: cross.data });
  const session = skipped && !userPending ? sessionUser(cookies, remembered.user, settings.data) : null;
  const answers = {
    user: userPending ? remembered.user ?? null : skipped ? session : got.user,
    compliance: compliance.isPending ? remembered.compliance ?? null : got.compliance,
    account: accountPending ? remembered.account ?? null : skipped ? (session && remembered.account) ?? null : got.account,
  };
  const settled = !userPending && !accountPending && !compliance.isPending && !notFound;
  // A user known only from the cookies is not remembered as if the server had answered it.
  const kept = skipped && session !== null && session !== remembered.user ? { ...answers, user: null, account: null } : answers;
  const key = JSON.stringify(kept);
  useEffect(() => {
    if (settled) rememberAnswers(browserStorage(), kept);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the answers by value
  }, [settled, key]);
  return {
    ...answers,
    common: settings.data ? { is_copper: settings.data.is_copper, curr_fiat: settings.data.curr_fiat } : null,
    announcement: bulletin.data ? { content_id: bulletin.data.content_id } : null,
    settled,
  };
}
