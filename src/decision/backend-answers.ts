import { useAccountMode } from '../api/unified-account-mode';
import { useComplianceCheck } from '../api/compliance-check';
import { useCrossMarginInfo } from '../api/cross-margin-info';
import { useBulletin } from '../api/fullsite-bulletin';
import { useRebateUserInfo } from '../api/rebate-user-info';
import { useSiteSettings } from '../api/site-settings';
import { useUserInfoCall } from '../api/user-info';
import { answersOf, asksForUser, complianceAfterCheck, sessionUser, skipsUserInfo } from './answers-of';
import { useEffect, useMemo } from 'react';
import type { ShellInputs } from './facts-builder';
import { browserStorage, lastKnownCompliance, rememberAnswers, SESSION_COOKIE, type RememberedAnswers } from './remembered-answers';
import { reportError } from '../lib/error-report/report-error';

/** What the error reporter receives when the compliance check fails (compliance §8; shell §8). */
export const COMPLIANCE_FAILURE = 'compliance check failed';

/** Which answer stood in for the failed check: the visitor's last known one, or the spec's empty fallback. */
export type ComplianceStandIn = 'remembered' | 'fallback';

export function reportComplianceFailure(used: ComplianceStandIn, site: string, uid: string | undefined): Promise<void> {
  return reportError(COMPLIANCE_FAILURE, { call: 'compliance/check', used, site }, uid);
}

/** Whose answers and what to fall back on. */
export interface AnswersScope {
  /** The site being shown: remembered answers are per site. */
  site: string;
  /** The page's language: the announcement is asked for in it. */
  lang: string;
  /** What the last page load remembered for this site and session (readRemembered). */
  remembered?: RememberedAnswers;
  /** The browser's cookies: the session they name. */
  cookies?: Readonly<Record<string, string | undefined>>;
  /** Reports a failed compliance check; the error reporter by default. */
  report?: typeof reportComplianceFailure;
}

/**
 * The backend's answers as facts. Until an answer arrives its facts are what the last page load
 * remembered (`remembered`), so the first paint is already the right shell; a failed or absent
 * answer is the logged-out, unrestricted default the spec's fallbacks describe, except the
 * compliance check: when it fails, this visitor's last known answer on this site (at most 24 h
 * old) stands in, and the failure is reported. Where the user-info call is skipped (404, sign-up …)
 * the session still shows: the remembered user, or the session cookies (`cookies`). Settled
 * answers are remembered for the next load.
 */
export function useBackendAnswers(
  path: string,
  notFound: boolean,
  { site, lang, remembered = {}, cookies = {}, report = reportComplianceFailure }: AnswersScope,
): Pick<ShellInputs, 'user' | 'compliance' | 'account' | 'common' | 'announcement'> & { settled: boolean } {
  const settings = useSiteSettings();
  // Only when the common data says logged in or is missing (shell §4); it settles first.
  const userWanted = !settings.isPending && asksForUser(path, notFound, settings.data);
  const skipped = skipsUserInfo(path, notFound);
  const user = useUserInfoCall(userWanted);
  const isLogin = user.data?.isLogin === true;
  const compliance = useComplianceCheck();
  const mode = useAccountMode(isLogin);
  const cross = useCrossMarginInfo(isLogin);
  // The rebate programme's role (compliance §3.2): which growth entries a session sees.
  const rebate = useRebateUserInfo(isLogin);
  const bulletin = useBulletin(lang, path === '/');
  const userPending = settings.isPending || (userWanted && user.isPending);
  const accountPending = userPending || (isLogin && (mode.isPending || cross.isPending || rebate.isPending));
  const got = answersOf({ user: user.data, compliance: compliance.data, mode: mode.data, cross: cross.data, rebate: rebate.data });
  // A failed check (its answer is the fallback): read the memory once per failed answer.
  const failedAt = compliance.data?.source === 'fallback' ? compliance.dataUpdatedAt : 0;
  const lastKnown = useMemo(
    () => (failedAt ? lastKnownCompliance(browserStorage(), { site, cookies, nowMs: Date.now() }) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the session's uid is what matters of the cookies
    [failedAt, site, cookies[SESSION_COOKIE]],
  );
  const session = skipped && !userPending ? sessionUser(cookies, remembered.user, settings.data) : null;
  const answers = {
    user: userPending ? (remembered.user ?? null) : skipped ? session : got.user,
    compliance: compliance.isPending ? (remembered.compliance ?? null) : got.compliance && complianceAfterCheck(got.compliance, lastKnown),
    account: accountPending ? (remembered.account ?? null) : skipped ? ((session && remembered.account) ?? null) : got.account,
  };
  const settled = !userPending && !accountPending && !compliance.isPending && !notFound;
  // A user known only from the cookies is not remembered as if the server had answered it.
  const kept = skipped && session !== null && session !== remembered.user ? { ...answers, user: null, account: null } : answers;
  const key = JSON.stringify(kept);
  useEffect(() => {
    // A stand-in compliance answer is not written back (rememberAnswers keeps only live ones).
    if (settled) rememberAnswers(browserStorage(), kept, { site, cookies, nowMs: Date.now() });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the answers by value
  }, [settled, key, site]);
  // Once per run of failures: the rechecks of a failed check (ADR 0229) are not new failures.
  const failing = failedAt !== 0;
  useEffect(() => {
    if (failing) void report(lastKnown ? 'remembered' : 'fallback', site, cookies[SESSION_COOKIE]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per run of failed answers
  }, [failing]);
  return {
    ...answers,
    common: settings.data ? { is_copper: settings.data.is_copper, curr_fiat: settings.data.curr_fiat } : null,
    announcement: bulletin.data ? { content_id: bulletin.data.content_id } : null,
    settled,
  };
}
