import { expect } from 'vitest';
import { fetchBuyCryptoFiatSetting } from './buy-crypto-fiat-setting';
import { fetchCoinIconWhitelist, DEFAULT_COIN_ICON_WHITELIST } from './coin-icon-whitelist';
import { fetchTabs } from './common-tabs';
import { COMPLIANCE_CHECK_PATH, complianceFallback, fetchComplianceCheck } from './compliance-check';
import { fetchCrossMarginInfo } from './cross-margin-info';
import { fetchFiatMarketRates } from './curr-fiat-market-rates';
import { fetchFooterTips } from './footer-tips-check';
import { fetchBulletin } from './fullsite-bulletin';
import { fetchNoticeRecord } from './herald-notice-record';
import type { CallOptions } from './http';
import { logoutDevice } from './logout';
import { logoutAll } from './logout-all';
import { logoutSession } from './logout-session';
import { fetchFutures } from './market-futures';
import { fetchSpots } from './market-spots';
import { emptyPrizeGuide, fetchNewbiePrizeGuide } from './newbie-prize-guide';
import { fetchPageDownloadLinks } from './page-download-links';
import { fetchPilotMarkets } from './pilot-markets';
import { fetchPreMarketSimpleInfo, fetchPreMintSimpleInfo } from './pre-market-simple-info';
import { saveFundPassFrequency } from './query-safe';
import { emptyRebateInfo, fetchRebateUserInfo } from './rebate-user-info';
import { defaultSiteSettings, fetchSiteSettings } from './site-settings';
import { fetchTotalFunds, zeroFunds } from './total-funds';
import { fetchAccountMode } from './unified-account-mode';
import { fetchUserFrequency } from './user-frequency';
import { fetchUserInfo } from './user-info';
import { fetchUserTier } from './user-tier';
import { rejectedInvite, verifyInviteInfo } from './verify-invite-info';

/** One client in the conformance table: how to call it, its happy answer and its fallback. */
export interface ClientCase {
  name: string;
  /** The path the fault cookie names. */
  path: string;
  /** Persona for the happy path (session-bound calls need a logged-in one). */
  persona: string;
  run: (options: CallOptions) => Promise<unknown>;
  fallback: unknown;
  happy: (value: unknown) => void;
  /** Faults that cannot be told from success because the body is not read (GET /logout). */
  bodyIgnored?: boolean;
}

function clientCase<T>(c: {
  name: string; path: string; persona?: string; run: (o: CallOptions) => Promise<T>; fallback: T; happy: (v: T) => void; bodyIgnored?: boolean;
}): ClientCase {
  return { ...c, persona: c.persona ?? 'visitor', happy: (v) => c.happy(v as T) };
}

export const clientCases: ClientCase[] = [
  clientCase({
    name: 'herald/get_notice_record', path: '/apiw/v2/herald/get_notice_record', persona: 'trader',
    run: (o) => fetchNoticeRecord({ type: 'system' }, o), fallback: [],
    happy: (v) => { expect(v).toHaveLength(10); expect(v[0]?.extras.settle_asset).toBe('USDT'); },
  }),
  clientCase({
    name: 'market/futures', path: '/apiw/v2/market/futures', run: (o) => fetchFutures({ timezone: 'UTC' }, o), fallback: {},
    happy: (v) => { expect(v.CONTRACT_BTC?.length).toBeGreaterThan(0); expect(v.CONTRACT_USDT?.[0]?.link).toBe('/futures/USDT/BTC_USDT'); },
  }),
  clientCase({
    name: 'market/spots', path: '/apiw/v2/market/spots', run: (o) => fetchSpots('en', o), fallback: {},
    happy: (v) => { expect(Object.values(v).flat().length).toBeGreaterThan(200); expect(v.USDT?.[0]?.pair).toBe('BTC_USDT'); },
  }),
  clientCase({
    name: 'common/tabs', path: '/apiw/v2/common/tabs', run: (o) => fetchTabs('en', o), fallback: [],
    happy: (v) => expect(v.map((t) => t.market)).toContain('USDT'),
  }),
  clientCase({
    name: 'pilot/markets', path: '/apiw/v2/pilot/markets', run: (o) => fetchPilotMarkets(o), fallback: [],
    happy: (v) => { expect(v.length).toBeGreaterThan(10); expect(v[0]?.link).toMatch(/^\/pilot\//); },
  }),
  clientCase({
    name: 'pre-mint simple-info', path: '/apiw/v2/pre-mint/service/currencies/simple-info', run: (o) => fetchPreMintSimpleInfo(o), fallback: [],
    happy: (v) => expect(v.length).toBeGreaterThan(0),
  }),
  clientCase({
    name: 'pre-market simple-info', path: '/apiw/v2/pre-market/service/currencies/simple-info', run: (o) => fetchPreMarketSimpleInfo(o), fallback: [],
    happy: (v) => expect(v.length).toBeGreaterThan(0),
  }),
  clientCase({
    name: 'unified/account_mode', path: '/apiw/v2/unified/account_mode', persona: 'trader', run: (o) => fetchAccountMode(o), fallback: {},
    happy: (v) => expect(v.mode).toBe('classic'),
  }),
  clientCase({
    name: 'c2c/buy_crypto_fiat_setting', path: '/api/web/v1/c2c/buy_crypto_fiat_setting', run: (o) => fetchBuyCryptoFiatSetting(o),
    fallback: [{ fiat: 'USD', bank_transfer: true, credit_card: true, p2p: true }],
    happy: (v) => expect(v.length).toBeGreaterThan(1),
  }),
  clientCase({
    name: 'site/currFiatMarketRates', path: '/api/web/v1/site/currFiatMarketRates', run: (o) => fetchFiatMarketRates(o), fallback: {},
    happy: (v) => expect(v.USD).toBe(1),
  }),
  clientCase({
    name: 'site/fullsiteBulletin', path: '/api/web/v1/site/fullsiteBulletin', run: (o) => fetchBulletin(o), fallback: null,
    happy: (v) => expect(v?.content_id).toBe('main-2026-11-001'),
  }),
  clientCase({
    name: 'spot/cross_margin/info', path: '/apiweb/v1/spot/cross_margin/info', persona: 'trader', run: (o) => fetchCrossMarginInfo(o), fallback: {},
    happy: (v) => expect(v.crossMarginUid).toBe(5001),
  }),
  clientCase({
    name: 'usercenter/get_info', path: '/api/web/v1/usercenter/get_info', persona: 'trader', run: (o) => fetchUserInfo(o), fallback: { isLogin: false },
    happy: (v) => { expect(v.isLogin).toBe(true); expect(v.uid).toBe(1001); expect(v.is_sub).toBe(0); },
  }),
  clientCase({
    name: 'usercenter/logoutAll', path: '/api/web/v1/usercenter/logoutAll', persona: 'trader', run: (o) => logoutAll(o), fallback: { ok: false },
    happy: (v) => expect(v.ok).toBe(true),
  }),
  clientCase({
    name: 'POST usercenter/logout', path: '/api/web/v1/usercenter/logout', persona: 'trader', run: (o) => logoutDevice(o), fallback: { ok: false },
    happy: (v) => expect(v.ok).toBe(true),
  }),
  clientCase({
    name: 'GET /logout', path: '/logout', persona: 'trader', run: (o) => logoutSession(o), fallback: { ok: false }, bodyIgnored: true,
    happy: (v) => expect(v.ok).toBe(true),
  }),
  clientCase({
    name: 'usercenter/get_user_tier', path: '/api/web/v1/usercenter/get_user_tier', persona: 'trader', run: (o) => fetchUserTier(o), fallback: {},
    happy: (v) => expect(v.tier_level).toBe(3),
  }),
  clientCase({
    name: 'site/settings', path: '/api/web/v1/site/settings', run: (o) => fetchSiteSettings(o), fallback: defaultSiteSettings(),
    happy: (v) => { expect(v.lang_list.en).toBe('English'); expect(v.currency_count).toBe(2700); },
  }),
  clientCase({
    name: 'compliance/check', path: COMPLIANCE_CHECK_PATH, persona: 'uk_limited', run: (o) => fetchComplianceCheck(o), fallback: complianceFallback(),
    happy: (v) => { expect(v.limit?.is_uk_limit).toBe(true); expect(v.menu).toContain('derivatives'); },
  }),
  clientCase({
    name: 'account/total_funds', path: '/apiw/v2/account/total_funds', persona: 'trader', run: (o) => fetchTotalFunds(o), fallback: zeroFunds(),
    happy: (v) => expect(Number(v.total_usd)).toBeGreaterThan(0),
  }),
  clientCase({
    name: 'kyc/footerTipsCheck', path: '/api/web/v1/kyc/footerTipsCheck', persona: 'restricted_country', run: (o) => fetchFooterTips(o), fallback: [],
    happy: (v) => expect(v[0]?.ok_button).toBe('I Acknowledge'),
  }),
  clientCase({
    name: 'welfare/newbiePrizeGuide', path: '/api/web/v1/welfare/newbiePrizeGuide', run: (o) => fetchNewbiePrizeGuide(o), fallback: emptyPrizeGuide(),
    happy: (v) => expect(v).toEqual({ prize_num: '10,000', isLogin: false }),
  }),
  clientCase({
    name: 'rebate/verify_invite_info', path: '/api/web/v1/rebate/verify_invite_info', run: (o) => verifyInviteInfo({ invite_code: 'GOOD', ref_type: '1' }, o),
    fallback: rejectedInvite(), happy: (v) => { expect(v.status).toBe('ok'); expect(v.ref_uid).toBe(2002); },
  }),
  clientCase({
    name: 'rebate/get_user_info', path: '/api/web/v1/rebate/get_user_info', persona: 'trader', run: (o) => fetchRebateUserInfo(o), fallback: emptyRebateInfo(),
    happy: (v) => expect(v.kol_code).toBe('MRD1001'),
  }),
  clientCase({
    name: 'user/get_user_frequency', path: '/apiweb/v1/user/get_user_frequency', persona: 'trader', run: (o) => fetchUserFrequency(o), fallback: null,
    happy: (v) => expect(v).toBe(1),
  }),
  clientCase({
    name: 'POST /json_svr/query_safe', path: '/json_svr/query_safe', persona: 'trader',
    run: (o) => saveFundPassFrequency({ frequency: 0, fundpass: 'secret', totp: '123456' }, o), fallback: { result: false, msg: 'Error' },
    happy: (v) => expect(v).toEqual({ result: true, msg: 'Saved' }),
  }),
  clientCase({
    name: 'coin_icon_whitelist.json', path: '/js/tool/coin_icon_whitelist.json', run: (o) => fetchCoinIconWhitelist(o), fallback: [...DEFAULT_COIN_ICON_WHITELIST],
    happy: (v) => expect(v).toContain('PEPE'),
  }),
  clientCase({
    name: 'page_download_links.json', path: '/js/tool/page_download_links.json', run: (o) => fetchPageDownloadLinks(o), fallback: {},
    happy: (v) => expect(v['/']?.web?.overseas_apk).toMatch(/\.apk$/),
  }),
];
