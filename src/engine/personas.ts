import type { Facts } from '../generated/schema-types';

export interface Persona {
  id: string;
  label: string;
  /** A facts fragment: what this visitor's user, compliance and account answers are. */
  facts: Facts;
}

const login = (extra: NonNullable<Facts['user']> = {}): NonNullable<Facts['user']> => ({
  isLogin: true,
  uid: 1001,
  nickname: 'ann',
  verified: '2',
  tier_level: 3,
  safe_level: 2,
  is_sub_account: false,
  white_list_show: false,
  country: 1,
  ...extra,
});
const session = { uid: '1001', nickname: 'ann' };

/**
 * The visitors everyone simulates: the embedded backend answers as them, the preview offers them,
 * the scenario matrix crosses them with sites, devices, languages and moments.
 */
export const personas: readonly Persona[] = [
  { id: 'visitor', label: 'Visitor (logged out)', facts: {} },
  {
    id: 'trader',
    label: 'Trader (KYC level 1, VIP 3)',
    facts: { user: login(), cookies: session, account: { mode: 'classic', crossMarginUid: 5001 } },
  },
  {
    id: 'affiliate',
    label: 'Affiliate (rebate programme)',
    facts: {
      user: login({ uid: 1003, nickname: 'aff' }),
      cookies: { uid: '1003', nickname: 'aff' },
      account: { mode: 'classic', agency: 'affiliate' },
    },
  },
  {
    id: 'partner',
    label: 'Partner (rebate programme)',
    facts: {
      user: login({ uid: 1004, nickname: 'pat', verified: '3' }),
      cookies: { uid: '1004', nickname: 'pat' },
      account: { mode: 'classic', agency: 'partner' },
    },
  },
  { id: 'sub_account', label: 'Sub-account', facts: { user: login({ is_sub_account: true }), cookies: session } },
  {
    id: 'white_listed',
    label: 'Main account with sub-account management',
    facts: { user: login({ white_list_show: true, verified: '1' }), cookies: session },
  },
  {
    id: 'risk_user',
    label: 'Risk user',
    facts: {
      user: login(),
      cookies: session,
      compliance: {
        toast: {
          kyc_toast: {
            is_risk_user: true,
            risk_user_guide_frequency: 24,
            risk_user_guide_cookie_key: 'risk_guide_ack',
            risk_user_guide_be_closed: 1,
            risk_user_guide_msg: 'Please complete the risk questionnaire.',
          },
        },
      },
    },
  },
  {
    id: 'kyc_upgrade',
    label: 'KYC upgrade due',
    facts: { user: login({ verified: '5' }), cookies: session, compliance: { toast: { kyc_toast: { show_kyc_upgrade_notice: true } } } },
  },
  {
    id: 'withdraw_only',
    label: 'Withdraw-only user',
    facts: { user: login(), cookies: session, compliance: { toast: { is_withdraw_only_user: true } } },
  },
  { id: 'hk_user', label: 'Hong Kong user', facts: { user: login(), cookies: session, compliance: { toast: { is_hk_user: true } } } },
  {
    id: 'nl_low_tier',
    label: 'Netherlands, tier 2',
    facts: { user: login({ tier_level: 2 }), cookies: session, compliance: { limit: { is_nl_limit: true } } },
  },
  {
    id: 'nl_high_tier',
    label: 'Netherlands, tier 12',
    facts: { user: login({ tier_level: 12 }), cookies: session, compliance: { limit: { is_nl_limit: true } } },
  },
  {
    id: 'uz_user',
    label: 'Uzbekistan user',
    facts: { user: login({ tier_level: 1 }), cookies: session, compliance: { limit: { is_uzbekistan_toast: true } } },
  },
  {
    id: 'uk_limited',
    label: 'UK consumer (limited)',
    facts: { user: login(), cookies: session, compliance: { limit: { is_uk_limit: true }, menu: ['derivatives', 'margin_etf_trade'] } },
  },
  {
    id: 'turkish_user',
    label: 'Turkish user',
    facts: { user: login({ country: 228 }), cookies: session, compliance: { limit: { is_tr: true } } },
  },
  {
    id: 'restricted_country',
    label: 'Visitor from a restricted country',
    facts: {
      compliance: {
        limit: { limit_country: 'US', limit_country_toast: true, is_blocked_country: true },
        toast: { limit_country_user_status: 'LIMIT_VISITOR' },
      },
    },
  },
  {
    id: 'new_user',
    label: 'Just signed up (no KYC, VIP 0)',
    facts: {
      user: login({ uid: 1002, nickname: 'newbie', verified: '0', tier_level: 0, safe_level: 1 }),
      cookies: { uid: '1002', nickname: 'newbie' },
    },
  },
  {
    id: 'eu_resident',
    label: 'Global-site visitor from the EU region',
    facts: {
      compliance: {
        limit: {
          regional_site: 'eu',
          toast_config: {
            title: 'MiCA notice',
            content: 'Customers in the European Economic Area are served by Meridian EU under MiCA. Read the {terms}.',
            text_link: [{ key: 'terms', link: '/user-agreement' }],
            ok_button: 'Got it',
            ok_button_router: '/help/guide/safe_question/101/mica',
            cancel_button: 'Not now',
          },
        },
      },
    },
  },
  {
    id: 'business_user',
    label: 'Business account holder (banner, no pilot account)',
    facts: {
      user: login({ verified: '3', tier_level: 12 }),
      cookies: session,
      compliance: {
        business: ['button_pilot_account'],
        business_banner: {
          title: 'Business accounts',
          content: 'Business accounts must renew their company documents by 30 June 2026. See the {guide}. <b>Trading is not affected.</b>',
          text_link: [{ key: 'guide', link: '/help/guide/safe_question/102/business' }],
          ok_button: 'OK',
        },
      },
    },
  },
  {
    id: 'mobile_visitor',
    label: 'Mobile visitor',
    facts: { device: { isPhone: true, width: 390 }, experiments: { signupGift: true }, cookies: { ab_experiments: 'signupGift' } },
  },
];

export function findPersona(id: string): Persona | undefined {
  return personas.find((p) => p.id === id);
}
