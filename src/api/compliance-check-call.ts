import { queryOptions } from './query-options';
import type { Compliance } from '../generated/schema-types';
import { API_KEY, withFallback } from './call';
import { getJson, type CallOptions } from './http';
import { bool, compact, envelopeRecord, isRecord, num, str, stringList } from './narrow';
import { narrowNotice } from './notice';

export const COMPLIANCE_CHECK_PATH = '/api/web/v1/compliance/check';
/** The chat module's own compliance-check path (compliance §7: a separate constant; ours adds a scene). */
export const CHAT_COMPLIANCE_CHECK_PATH = '/api/web/v1/compliance/check?scene=chatroom';

/** The answer's data is exactly the `compliance` object of facts.schema.json. */
export type ComplianceCheck = Compliance;
type Limit = NonNullable<Compliance['limit']>;
type Toast = NonNullable<Compliance['toast']>;
type KycToast = NonNullable<Toast['kyc_toast']>;
type UserStatus = NonNullable<Toast['limit_country_user_status']>;

const USER_STATUSES: readonly UserStatus[] = ['LIMIT_VISITOR', 'LIMIT_LOW_KYC_USER', 'LIMIT_HIGH_KYC_USER', 'NON_LIMIT_HIGH_KYC_USER'];
const LIMIT_FLAGS = [
  'limit_country_toast',
  'is_uk_limit',
  'brazil_toast',
  'is_nl_limit',
  'is_italy_limit',
  'ltw_toast',
  'is_uzbekistan_toast',
  'is_show_compliance_tips',
  'is_blocked_country',
  'is_ip_limit',
  'is_tr',
] as const;

/**
 * Compliance §8: empty menu, business and limit. It says it is the fallback (`source`), so the
 * shell can tell a failed check from an answer without restrictions and use the visitor's last
 * known answer instead (src/decision/backend-answers.ts).
 */
export function complianceFallback(): ComplianceCheck {
  return { source: 'fallback', menu: [], business: [], limit: {} };
}

function narrowLimit(value: unknown): Limit | undefined {
  if (!isRecord(value)) return undefined;
  const limit: Limit = {};
  for (const flag of LIMIT_FLAGS) limit[flag] = bool(value[flag]);
  limit.limit_country = str(value.limit_country);
  limit.regional_site = str(value.regional_site);
  limit.toast_config = narrowNotice(value.toast_config);
  return compact(limit);
}

function narrowKycToast(value: unknown): KycToast | undefined {
  if (!isRecord(value)) return undefined;
  const frequency = num(value.risk_user_guide_frequency);
  const closable = num(value.risk_user_guide_be_closed);
  return compact({
    show_kyc_upgrade_notice: bool(value.show_kyc_upgrade_notice),
    is_risk_user: bool(value.is_risk_user),
    risk_user_guide_msg: str(value.risk_user_guide_msg),
    risk_user_guide_url: str(value.risk_user_guide_url),
    risk_user_guide_frequency: frequency !== undefined && frequency >= 0 ? frequency : undefined,
    risk_user_guide_cookie_key: str(value.risk_user_guide_cookie_key),
    risk_user_guide_be_closed: closable !== undefined && Number.isInteger(closable) ? closable : undefined,
  });
}

function narrowToast(value: unknown): Toast | undefined {
  if (!isRecord(value)) return undefined;
  const status = USER_STATUSES.find((s) => s === value.limit_country_user_status);
  return compact({
    is_hk_user: bool(value.is_hk_user),
    is_withdraw_only_user: bool(value.is_withdraw_only_user),
    limit_country_user_status: status,
    kyc_toast: narrowKycToast(value.kyc_toast),
  });
}

/**
 * The data object must be present and menu/business, when sent, must be string lists; unknown keys
 * are dropped and mistyped flags left out, so the result can go straight into Facts.
 */
export function narrowComplianceCheck(raw: unknown): ComplianceCheck | undefined {
  const d = envelopeRecord(raw);
  if (!d) return undefined;
  const menu = d.menu === undefined || d.menu === null ? [] : stringList(d.menu);
  const business = d.business === undefined || d.business === null ? [] : stringList(d.business);
  if (!menu || !business) return undefined;
  const banner = narrowNotice(d.business_banner);
  return compact({
    menu,
    business,
    business_banner: banner && Object.keys(banner).length > 0 ? banner : undefined,
    limit: narrowLimit(d.limit) ?? {},
    toast: narrowToast(d.toast),
  });
}

export interface ComplianceOptions extends CallOptions {
  /** The chat module's variant of the call. */
  scene?: 'chat';
}

/** Compliance check (GET helper, 20 s); empty menu, business and limit on failure. */
export function fetchComplianceCheck(options: ComplianceOptions = {}): Promise<ComplianceCheck> {
  const { scene, ...call } = options;
  const path = scene === 'chat' ? CHAT_COMPLIANCE_CHECK_PATH : COMPLIANCE_CHECK_PATH;
  return withFallback('compliance/check', () => getJson(path, call), narrowComplianceCheck, complianceFallback);
}

export function complianceCheckQueryOptions(scene?: 'chat') {
  return queryOptions({
    queryKey: [API_KEY, 'compliance/check', scene ?? 'page'],
    queryFn: ({ signal }) => fetchComplianceCheck({ signal, scene }),
    staleTime: 60_000,
  });
}
