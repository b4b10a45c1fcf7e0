import { useAccountMode } from '../api/unified-account-mode';
import { useComplianceCheck } from '../api/compliance-check';
import { useCrossMarginInfo } from '../api/cross-margin-info';
import { useBulletin } from '../api/fullsite-bulletin';
import { useSiteSettings } from '../api/site-settings';
import { useUserInfo } from '../api/user-info';
import { answersOf, asksForUser } from '../decision/answers-of';
import { useEffect } from 'react';
import type { ShellInputs } from '../decision/facts-builder';
import { browserStorage, rememberAnswers, type RememberedAnswers } from '../decision/remembered-answers';

/**
 * The backend's answers as facts. Until an answer arrives its facts are what the last page load
 * remembered (`remembered`), so the first paint is already the right shell; a failed or absent
 * answer is the logged-out, unrestricted default the spec's fallbacks describe. Settled answers
 * are remembered for the next load.
 */
export function useBackendAnswers(path: string, notFound: boolean, remembered: RememberedAnswers = {}): Pick<ShellInputs, 'user' | 'compliance' | 'account' | 'common' | 'announcement'> & { settled: boolean } {
  const settings = useSiteSettings();
  // Only when the common data says logged in or is missing (shell §4); it settles first.
  const userWanted = !settings.isPending && asksForUser(path, notFound, settings.data);
  const user = useUserInfo(userWanted);
  const isLogin = user.data?.isLogin === true;
  const compliance = useComplianceCheck();
  const mode = useAccountMode(isLogin);
  const cross = useCrossMarginInfo(isLogin);
  const bulletin = useBulletin(path === '/');
  const userPending = settings.isPending || (userWanted && user.isPending);
  const accountPending = userPending || (isLogin && (mode.isPending || cross.isPending));
  const got = answersOf({ user: user.data, compliance: compliance.data, mode: mode.data, cross: cross.data });
  const answers = {
    user: userPending ? remembered.user ?? null : got.user,
    compliance: compliance.isPending ? remembered.compliance ?? null : got.compliance,
    account: accountPending ? remembered.account ?? null : got.account,
  };
  const settled = !userPending && !accountPending && !compliance.isPending && !notFound;
  const key = JSON.stringify(answers);
  useEffect(() => {
    if (settled) rememberAnswers(browserStorage(), answers);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the answers by value
  }, [settled, key]);
  return {
    ...answers,
    common: settings.data ? { is_copper: settings.data.is_copper, curr_fiat: settings.data.curr_fiat } : null,
    announcement: bulletin.data ? { content_id: bulletin.data.content_id } : null,
    settled,
  };
}
