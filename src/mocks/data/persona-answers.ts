import { AGENCIES } from '../../api/rebate-user-info-call';
import type { Persona } from '../../rules-model/persona';
import { currentPersonas, findPersona } from './personas';
import type { Compliance, Facts } from '../../generated/schema-types';
import { createRng, hashSeed } from './prng';

/** scenarios/personas.yaml is the single definition; unknown ids answer as its first persona (the visitor). */
export function personaById(id: string | undefined): Persona {
  return (id ? findPersona(id) : undefined) ?? currentPersonas()[0]!;
}

export function isLoggedIn(persona: Persona): boolean {
  return persona.facts.user?.isLogin === true;
}

type User = NonNullable<Facts['user']>;

/** get_info data: the persona's `user` facts plus display fields. Visitors get isLogin false. */
export function userInfoAnswer(persona: Persona, currFiat: string): Record<string, unknown> {
  const user: User | undefined = persona.facts.user;
  if (!user?.isLogin) return { isLogin: false };
  const uid = user.uid ?? 0;
  return {
    ...user,
    user_nick: user.nickname ?? '',
    avatar: `/images/avatar/${uid % 8}.png`,
    user_avatar: `/images/avatar/${uid % 8}.png`,
    curr_fiat: persona.facts.cookies?.curr_fiat ?? currFiat,
    is_sub: user.is_sub_account ? 1 : 0,
    total_usd: totalFundsAnswer(persona).total_usd,
  };
}

/** get_user_tier data, as the JSON string the spec says it may be. */
export function userTierAnswer(persona: Persona): string {
  const level = persona.facts.user?.tier_level ?? 0;
  return JSON.stringify({
    tier_level: level,
    tier_all_trade_usdt: (level * 1_250_000).toFixed(2),
    tier_next_progress: level >= 16 ? 100 : 35 + level * 3,
    tier_next_usdt: ((level + 1) * 1_250_000).toFixed(2),
    tier_next_fiat: ((level + 1) * 1_250_000).toFixed(2),
    tier_next_gt_min: String((level + 1) * 500),
    tier_next_gt_only: String((level + 1) * 1000),
    tier_next_asset_only_usd: ((level + 1) * 100_000).toFixed(2),
  });
}

export function totalFundsAnswer(persona: Persona): { total_btc: string; total_usd: string } {
  const uid = persona.facts.user?.uid ?? 0;
  const rng = createRng(hashSeed(`funds:${persona.id}:${uid}`));
  const usd = rng.logUniform(50, 250_000);
  return { total_btc: (usd / 95_000).toFixed(8), total_usd: usd.toFixed(2) };
}

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
 * compliance/check data: the persona's compliance fragment over a full answer in which every flag
 * is false — what a real backend sends for an unrestricted visitor. Exactly the Facts shape.
 */
export function complianceAnswer(persona: Persona): Compliance {
  const c: Compliance = persona.facts.compliance ?? {};
  const limit: NonNullable<Compliance['limit']> = {};
  for (const flag of LIMIT_FLAGS) limit[flag] = false;
  const answer: Compliance = {
    menu: [...(c.menu ?? [])],
    business: [...(c.business ?? [])],
    limit: { ...limit, ...c.limit },
    toast: {
      is_hk_user: false,
      is_withdraw_only_user: false,
      ...c.toast,
      kyc_toast: { show_kyc_upgrade_notice: false, is_risk_user: false, ...c.toast?.kyc_toast },
    },
  };
  if (c.business_banner) answer.business_banner = c.business_banner;
  return answer;
}

export function accountModeAnswer(persona: Persona): Record<string, unknown> {
  const account = persona.facts.account ?? {};
  const mode = account.mode ?? 'classic';
  return {
    mode,
    support_unified: true,
    first_open: account.first_open ?? mode === 'classic',
    auto_borrow: false,
    auto_repay: true,
    settings: { options: account.optionsOpen ?? false, usdt_futures: true, spot_hedge: false, use_funding: false },
    is_sub: persona.facts.user?.is_sub_account ? 1 : 0,
  };
}

export function crossMarginAnswer(persona: Persona): Record<string, unknown> {
  return {
    userTier: persona.facts.user?.tier_level ?? 0,
    userSpotBalance: totalFundsAnswer(persona).total_usd,
    crossMarginUid: persona.facts.account?.crossMarginUid ?? 0,
  };
}

export function rebateAnswer(persona: Persona): Record<string, unknown> {
  const uid = persona.facts.user?.uid ?? 0;
  const agency = AGENCIES.indexOf(persona.facts.account?.agency ?? 'normal');
  return { kol_code: `MRD${uid}`, encrypted_uid: `enc_${hashSeed(String(uid)).toString(36)}`, agency_type: Math.max(agency, 0) };
}
