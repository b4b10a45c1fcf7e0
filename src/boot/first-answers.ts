import { complianceCheckQueryOptions, fetchComplianceCheck } from '../api/compliance-check-call';
import { crossMarginInfoQueryOptions, fetchCrossMarginInfo } from '../api/cross-margin-info-call';
import { fetchRebateUserInfo, rebateUserInfoQueryOptions } from '../api/rebate-user-info-call';
import { fetchSiteSettings, siteSettingsQueryOptions } from '../api/site-settings-call';
import { accountModeQueryOptions, fetchAccountMode } from '../api/unified-account-mode-call';
import { fetchUserInfo, userInfoQueryOptions } from '../api/user-info-call';
import { answersOf, asksForUser } from '../decision/answers-of';
import type { RememberedAnswers } from '../decision/remembered-answers';
import { browserHttp, type CallOptions, type HttpConfig } from '../api/http';

/** One call the boot made, for the app's query cache: its key, and its answer once it has one. */
export interface EarlyCall {
  queryKey: readonly unknown[];
  /** Resolves to the narrowed answer, or null when the call was not made (a visitor's account). */
  answer: Promise<unknown>;
  /** The answer, once it arrived (undefined before; null when the call was not made). */
  settled?: unknown;
  /** Whether the call has gone out (the user info waits for the common data, the account for the user). */
  made: boolean;
  /** Called when the call goes out, if it had not yet (the app's cache then waits for it: seed-queries.ts). */
  onMade?: () => void;
}

export interface FirstAnswers {
  calls: EarlyCall[];
  /**
   * What the first paint needs: the user and the compliance answers as facts, the account not yet
   * (no bar depends on it; the app takes it in when it comes, as on any load with remembered answers).
   */
  forFirstPaint: Promise<Required<RememberedAnswers>>;
  /** Every answer as facts, as the app's hooks give them once settled (answersOf). */
  all: Promise<Required<RememberedAnswers>>;
}

/**
 * The answers a session's home page waits for (first-paint-gate.ts), asked by the boot before React
 * has loaded, as the app's hooks ask them (backend-answers.ts): the common data and the compliance
 * check at once; the user info once the common data allows it (shell §4; never ahead of it); the
 * account mode, cross-margin and rebate info once the user is logged in. Each call never throws (its fallback).
 * `http`: where the calls go (the page's; a Node test gives its test backend's).
 */
export function askFirstAnswers(path: string, http: HttpConfig = browserHttp): FirstAnswers {
  const calls: EarlyCall[] = [];
  /** Records the call with its key; `ask` runs now, or once `after` says the call is wanted. */
  const call = <T, A>(
    queryKey: readonly unknown[],
    ask: (options: CallOptions) => Promise<T>,
    after?: Promise<A>,
    wanted?: (a: A) => boolean,
  ): Promise<T | null> => {
    const entry: EarlyCall = { queryKey, answer: Promise.resolve(null), made: false };
    const go = () => {
      entry.made = true;
      const asked = ask({ http });
      entry.onMade?.();
      return asked;
    };
    entry.answer = after ? after.then((a) => (wanted!(a) ? go() : null)) : go();
    calls.push(entry);
    return entry.answer as Promise<T | null>;
  };
  const settings = call(siteSettingsQueryOptions().queryKey, fetchSiteSettings);
  const compliance = call(complianceCheckQueryOptions().queryKey, fetchComplianceCheck);
  const user = call(userInfoQueryOptions().queryKey, fetchUserInfo, settings, (s) => asksForUser(path, false, s ?? undefined));
  const mode = call(accountModeQueryOptions().queryKey, fetchAccountMode, user, (u) => u?.isLogin === true);
  const cross = call(crossMarginInfoQueryOptions().queryKey, fetchCrossMarginInfo, user, (u) => u?.isLogin === true);
  const rebate = call(rebateUserInfoQueryOptions().queryKey, fetchRebateUserInfo, user, (u) => u?.isLogin === true);
  for (const c of calls)
    void c.answer.then((a) => {
      c.settled = a;
    });
  return {
    calls,
    forFirstPaint: Promise.all([user, compliance]).then(([u, c]) => answersOf({ user: u, compliance: c })),
    all: Promise.all([user, compliance, mode, cross, rebate]).then(([u, c, m, x, r]) =>
      answersOf({ user: u, compliance: c, mode: m, cross: x, rebate: r }),
    ),
  };
}
