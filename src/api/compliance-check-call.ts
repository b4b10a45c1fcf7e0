import { queryOptions } from './query-options';
import type { Compliance } from '../generated/schema-types';
import { API_KEY, withFallback } from './call';
import { getJson, type CallOptions, browserHttp, type HttpConfig } from './http';
import { bool, check, envelope, int, list, num, obj, oneOf, opt, or, orWhenAbsent, str, type Schema } from './answer-schema';
import { narrowNotice } from './notice';
import { COMPLIANCE_RECHECK_TIMEOUT_MS, complianceRecheckInterval, isRecheck } from './compliance-recheck';

export const COMPLIANCE_CHECK_PATH = '/api/web/v1/compliance/check';
/** The chat module's own compliance-check path (compliance §7: a separate constant; ours adds a scene). */
export const CHAT_COMPLIANCE_CHECK_PATH = '/api/web/v1/compliance/check?scene=chatroom';

/** The answer's data is exactly the `compliance` object of facts.schema.json. */
export type ComplianceCheck = Compliance;
type UserStatus = NonNullable<NonNullable<Compliance['toast']>['limit_country_user_status']>;

const USER_STATUSES: readonly UserStatus[] = ['LIMIT_VISITOR', 'LIMIT_LOW_KYC_USER', 'LIMIT_HIGH_KYC_USER', 'NON_LIMIT_HIGH_KYC_USER'];

/**
 * Compliance §8: empty menu, business and limit. It says it is the fallback (`source`), so the
 * shell can tell a failed check from an answer without restrictions and use the visitor's last
 * known answer instead (src/decision/backend-answers.ts).
 */
export function complianceFallback(): ComplianceCheck {
  return { source: 'fallback', menu: [], business: [], limit: {} };
}

const narrowLimit = obj({
  limit_country_toast: opt(bool),
  is_uk_limit: opt(bool),
  brazil_toast: opt(bool),
  is_nl_limit: opt(bool),
  is_italy_limit: opt(bool),
  ltw_toast: opt(bool),
  is_uzbekistan_toast: opt(bool),
  is_show_compliance_tips: opt(bool),
  is_blocked_country: opt(bool),
  is_ip_limit: opt(bool),
  is_tr: opt(bool),
  limit_country: opt(str),
  regional_site: opt(str),
  toast_config: opt(narrowNotice),
});

const narrowKycToast = obj({
  show_kyc_upgrade_notice: opt(bool),
  is_risk_user: opt(bool),
  risk_user_guide_msg: opt(str),
  risk_user_guide_url: opt(str),
  risk_user_guide_frequency: opt(check(num, (n) => n >= 0)),
  risk_user_guide_cookie_key: opt(str),
  risk_user_guide_be_closed: opt(int),
});

const narrowToast = obj({
  is_hk_user: opt(bool),
  is_withdraw_only_user: opt(bool),
  limit_country_user_status: opt(oneOf(USER_STATUSES)),
  kyc_toast: opt(narrowKycToast),
});

/**
 * The data object must be present and menu/business, when sent, must be string lists; unknown keys
 * are dropped and mistyped flags left out, so the result can go straight into Facts. Typed as
 * facts.schema.json's `compliance`, which the schema's type must fit.
 */
export const narrowComplianceCheck: Schema<ComplianceCheck> = envelope(
  obj({
    menu: orWhenAbsent(list(str), () => []),
    business: orWhenAbsent(list(str), () => []),
    business_banner: opt(check(narrowNotice, (banner) => Object.keys(banner).length > 0)),
    limit: or(narrowLimit, () => ({})),
    toast: opt(narrowToast),
  }),
);

export interface ComplianceOptions extends CallOptions {
  /** The chat module's variant of the call. */
  scene?: 'chat';
}

/** Compliance check (GET helper, 20 s); empty menu, business and limit on failure. */
export function fetchComplianceCheck(options: ComplianceOptions = {}): Promise<ComplianceCheck> {
  const { scene, ...call } = options;
  const path = scene === 'chat' ? CHAT_COMPLIANCE_CHECK_PATH : COMPLIANCE_CHECK_PATH;
  return withFallback('compliance/check', () => getJson(path, call), narrowComplianceCheck, complianceFallback, options);
}

export function complianceCheckQueryOptions(scene?: 'chat', http: HttpConfig = browserHttp) {
  return queryOptions({
    queryKey: [API_KEY, 'compliance/check', scene ?? 'page'],
    queryFn: ({ signal, client, queryKey }) =>
      fetchComplianceCheck({
        signal,
        scene,
        http,
        ...(isRecheck(client.getQueryData(queryKey)) ? { timeoutMs: COMPLIANCE_RECHECK_TIMEOUT_MS } : {}),
      }),
    staleTime: 60_000,
    // A failed check is asked again with back-off while the page is open (compliance §8; ADR 0229).
    refetchInterval: complianceRecheckInterval,
  });
}
