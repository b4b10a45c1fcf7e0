import { expect } from 'vitest';
import { FAULTS, type Fault } from '../../mocks/faults';
import { fetchBuyCryptoFiatSetting } from '../../api/buy-crypto-fiat-setting';
import { CHART_BARS_PATH, fetchChartBars } from '../../api/chart-bars';
import { CHART_CONFIG_PATH, defaultChartConfig, fetchChartConfig } from '../../api/chart-config';
import { CHART_MARKS_PATH, fetchChartMarks } from '../../api/chart-marks';
import { CHART_SEARCH_PATH, fetchChartSearch } from '../../api/chart-search';
import { CHART_SYMBOL_PATH, fetchChartSymbol } from '../../api/chart-symbol';
import { CHAT_MESSAGES_PATH, fetchChatThread } from '../../api/chat-messages';
import { CHAT_SEND_PATH, sendChatMessage } from '../../api/chat-send';
import { fetchCoinIconWhitelist, DEFAULT_COIN_ICON_WHITELIST } from '../../api/coin-icon-whitelist';
import { fetchTabs } from '../../api/common-tabs';
import { COMPLIANCE_CHECK_PATH, complianceFallback, fetchComplianceCheck } from '../../api/compliance-check-call';
import { fetchCrossMarginInfo } from '../../api/cross-margin-info-call';
import { fetchFiatMarketRates } from '../../api/curr-fiat-market-rates';
import { fetchFooterTips } from '../../api/footer-tips-check';
import { fetchBulletin } from '../../api/fullsite-bulletin';
import { fetchNoticeRecord } from '../../api/herald-notice-record';
import { GET_JSON_TIMEOUT_MS, type CallOptions } from '../../api/http';
import { logoutDevice } from '../../api/logout';
import { logoutAll } from '../../api/logout-all';
import { logoutSession } from '../../api/logout-session';
import { fetchFutures } from '../../api/market-futures';
import { fetchSpots } from '../../api/market-spots';
import { emptyPrizeGuide, fetchNewbiePrizeGuide } from '../../api/newbie-prize-guide';
import { fetchPageDownloadLinks } from '../../api/page-download-links';
import { fetchPilotMarkets } from '../../api/pilot-markets';
import { fetchPreMarketSimpleInfo, fetchPreMintSimpleInfo } from '../../api/pre-market-simple-info';
import { saveFundPassFrequency } from '../../api/query-safe';
import { emptyRebateInfo, fetchRebateUserInfo } from '../../api/rebate-user-info-call';
import { defaultSiteSettings, fetchSiteSettings } from '../../api/site-settings-call';
import { fetchTotalFunds, zeroFunds } from '../../api/total-funds';
import { fetchAccountMode } from '../../api/unified-account-mode-call';
import { fetchUserFrequency } from '../../api/user-frequency';
import { fetchUserInfo } from '../../api/user-info-call';
import { fetchUserTier } from '../../api/user-tier';
import { login, LOGIN_PATH, register, REGISTER_PATH } from '../../api/usercenter-auth';
import { oauthLogin, oauthStartPath } from '../../api/oauth-login';
import { rejectedInvite, verifyInviteInfo } from '../../api/verify-invite-info';

/** The three request helpers of the specs and their time-outs (shell §7, compliance §7). */
export const CLIENT_LIMITS = { header: 4000, csrf: 5000, getJson: GET_JSON_TIMEOUT_MS } as const;
export type ClientKind = keyof typeof CLIENT_LIMITS;

/** One client in the conformance table: how to call it, its happy answer and its fallback. */
export interface ClientCase {
  name: string;
  /** The path the fault cookie names. */
  path: string;
  /** The helper the call goes through, hence its time-out. */
  client: ClientKind;
  /** What the shell shows when the call fails (docs/reliability.md). */
  shows: string;
  /** Persona for the happy path (session-bound calls need a logged-in one). */
  persona: string;
  run: (options: CallOptions) => Promise<unknown>;
  fallback: unknown;
  happy: (value: unknown) => void;
  /** Faults that cannot be told from success because the body is not read (GET /logout). */
  bodyIgnored?: boolean;
  /** Matches the one error line a fault of this call logs (its name or its path). */
  logged: RegExp;
}

/** Faults about the body mean nothing to a call that never reads it. */
export const BODY_FAULTS: readonly Fault[] = ['malformed', 'shape', 'empty'];

/** The faults a case is tested with: all seven, less the body faults when the body is ignored. */
export function faultsFor(c: ClientCase): Fault[] {
  return FAULTS.filter((f) => !(c.bodyIgnored && BODY_FAULTS.includes(f)));
}

function escapeRe(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function clientCase<T>(c: {
  name: string;
  path: string;
  client: ClientKind;
  shows: string;
  persona?: string;
  run: (o: CallOptions) => Promise<T>;
  fallback: T;
  happy: (v: T) => void;
  bodyIgnored?: boolean;
}): ClientCase {
  const bare = c.path.split('?')[0]!;
  // getJson logs 'GET <path> failed', attempt() logs '<name> failed' or '<name>: unexpected answer'.
  const logName = c.name.replace(/^(GET|POST) /, '').replace(/^\//, '');
  const logged = new RegExp(`^\\[api\\] (?:(?:GET|POST) ${escapeRe(bare)} failed|${escapeRe(logName)}(?: failed|: unexpected answer))`);
  return { ...c, persona: c.persona ?? 'visitor', logged, happy: (v) => c.happy(v as T) };
}

export const clientCases: ClientCase[] = [
  clientCase({
    name: 'herald/get_notice_record',
    client: 'header',
    shows: 'the tab lists no messages',
    path: '/apiw/v2/herald/get_notice_record',
    persona: 'trader',
    run: (o) => fetchNoticeRecord({ type: 'system', lang: 'en' }, o),
    fallback: [],
    happy: (v) => {
      expect(v).toHaveLength(10);
      expect(v[0]?.extras.settle_asset).toBe('USDT');
    },
  }),
  clientCase({
    name: 'market/futures',
    client: 'header',
    shows: 'stored copy, else no futures lists',
    path: '/apiw/v2/market/futures',
    run: (o) => fetchFutures({ timezone: 'UTC' }, o),
    fallback: {},
    happy: (v) => {
      expect(v.CONTRACT_BTC?.length).toBeGreaterThan(0);
      expect(v.CONTRACT_USDT?.[0]?.link).toBe('/futures/USDT/BTC_USDT');
    },
  }),
  clientCase({
    name: 'market/spots',
    client: 'header',
    shows: 'stored copy, else no spot lists',
    path: '/apiw/v2/market/spots',
    run: (o) => fetchSpots('en', o),
    fallback: {},
    happy: (v) => {
      expect(Object.values(v).flat().length).toBeGreaterThan(200);
      expect(v.USDT?.[0]?.pair).toBe('BTC_USDT');
    },
  }),
  clientCase({
    name: 'common/tabs',
    client: 'header',
    shows: 'no market tabs',
    path: '/apiw/v2/common/tabs',
    run: (o) => fetchTabs('en', o),
    fallback: [],
    happy: (v) => expect(v.map((t) => t.market)).toContain('USDT'),
  }),
  clientCase({
    name: 'pilot/markets',
    client: 'header',
    shows: 'stored copy, else no pilot list',
    path: '/apiw/v2/pilot/markets',
    run: (o) => fetchPilotMarkets(o),
    fallback: [],
    happy: (v) => {
      expect(v.length).toBeGreaterThan(10);
      expect(v[0]?.link).toMatch(/^\/pilot\//);
    },
  }),
  clientCase({
    name: 'pre-mint/simple-info',
    client: 'header',
    shows: 'stored copy, else no pre-mint list',
    path: '/apiw/v2/pre-mint/service/currencies/simple-info',
    run: (o) => fetchPreMintSimpleInfo(o),
    fallback: [],
    happy: (v) => expect(v.length).toBeGreaterThan(0),
  }),
  clientCase({
    name: 'pre-market/simple-info',
    client: 'header',
    shows: 'stored copy, else no pre-market list',
    path: '/apiw/v2/pre-market/service/currencies/simple-info',
    run: (o) => fetchPreMarketSimpleInfo(o),
    fallback: [],
    happy: (v) => expect(v.length).toBeGreaterThan(0),
  }),
  clientCase({
    name: 'unified/account_mode',
    client: 'header',
    shows: 'classic account menus',
    path: '/apiw/v2/unified/account_mode',
    persona: 'trader',
    run: (o) => fetchAccountMode(o),
    fallback: {},
    happy: (v) => expect(v.mode).toBe('classic'),
  }),
  clientCase({
    name: 'c2c/buy_crypto_fiat_setting',
    client: 'header',
    shows: 'USD with every payment method',
    path: '/api/web/v1/c2c/buy_crypto_fiat_setting',
    run: (o) => fetchBuyCryptoFiatSetting(o),
    fallback: [{ fiat: 'USD', bank_transfer: true, credit_card: true, p2p: true }],
    happy: (v) => expect(v.length).toBeGreaterThan(1),
  }),
  clientCase({
    name: 'site/currFiatMarketRates',
    client: 'header',
    shows: 'no fiat conversion',
    path: '/api/web/v1/site/currFiatMarketRates',
    run: (o) => fetchFiatMarketRates(o),
    fallback: {},
    happy: (v) => expect(v.USD).toBe(1),
  }),
  clientCase({
    name: 'site/fullsiteBulletin',
    client: 'header',
    shows: 'no announcement',
    path: '/api/web/v1/site/fullsiteBulletin',
    run: (o) => fetchBulletin('en', o),
    fallback: null,
    happy: (v) => expect(v?.content_id).toBe('main-2026-11-001'),
  }),
  clientCase({
    name: 'spot/cross_margin/info',
    client: 'header',
    shows: 'no cross-margin entry',
    path: '/apiweb/v1/spot/cross_margin/info',
    persona: 'trader',
    run: (o) => fetchCrossMarginInfo(o),
    fallback: {},
    happy: (v) => expect(v.crossMarginUid).toBe(5001),
  }),
  clientCase({
    name: 'usercenter/get_info',
    client: 'header',
    shows: 'a visitor: Log In / Sign Up',
    path: '/api/web/v1/usercenter/get_info',
    persona: 'trader',
    run: (o) => fetchUserInfo(o),
    fallback: { isLogin: false },
    happy: (v) => {
      expect(v.isLogin).toBe(true);
      expect(v.uid).toBe(1001);
      expect(v.is_sub).toBe(0);
    },
  }),
  clientCase({
    name: 'usercenter/logoutAll',
    client: 'header',
    shows: 'logout not confirmed, error shown',
    path: '/api/web/v1/usercenter/logoutAll',
    persona: 'trader',
    run: (o) => logoutAll(o),
    fallback: { ok: false },
    happy: (v) => expect(v.ok).toBe(true),
  }),
  clientCase({
    name: 'POST usercenter/logout',
    client: 'header',
    shows: 'logout not confirmed, error shown',
    path: '/api/web/v1/usercenter/logout',
    persona: 'trader',
    run: (o) => logoutDevice(o),
    fallback: { ok: false },
    happy: (v) => expect(v.ok).toBe(true),
  }),
  clientCase({
    name: 'GET /logout',
    client: 'header',
    shows: 'logout not confirmed, error shown',
    path: '/logout',
    persona: 'trader',
    run: (o) => logoutSession(o),
    fallback: { ok: false },
    bodyIgnored: true,
    happy: (v) => expect(v.ok).toBe(true),
  }),
  clientCase({
    name: 'usercenter/get_user_tier',
    client: 'getJson',
    shows: 'tier 0',
    path: '/api/web/v1/usercenter/get_user_tier',
    persona: 'trader',
    run: (o) => fetchUserTier(o),
    fallback: {},
    happy: (v) => expect(v.tier_level).toBe(3),
  }),
  clientCase({
    name: 'site/settings',
    client: 'getJson',
    shows: 'default site settings',
    path: '/api/web/v1/site/settings',
    run: (o) => fetchSiteSettings(o),
    fallback: defaultSiteSettings(),
    happy: (v) => {
      expect(v.lang_list.en).toBe('English');
      expect(v.currency_count).toBe(2700);
    },
  }),
  clientCase({
    name: 'compliance/check',
    client: 'getJson',
    shows: 'no restrictions, no dialogs',
    path: COMPLIANCE_CHECK_PATH,
    persona: 'uk_limited',
    run: (o) => fetchComplianceCheck(o),
    fallback: complianceFallback(),
    happy: (v) => {
      expect(v.limit?.is_uk_limit).toBe(true);
      expect(v.menu).toContain('derivatives');
    },
  }),
  clientCase({
    name: 'account/total_funds',
    client: 'getJson',
    shows: 'zero balances',
    path: '/apiw/v2/account/total_funds',
    persona: 'trader',
    run: (o) => fetchTotalFunds(o),
    fallback: zeroFunds(),
    happy: (v) => expect(Number(v.total_usd)).toBeGreaterThan(0),
  }),
  clientCase({
    name: 'kyc/footerTipsCheck',
    client: 'getJson',
    shows: 'no footer tips',
    path: '/api/web/v1/kyc/footerTipsCheck',
    persona: 'restricted_country',
    run: (o) => fetchFooterTips('en', o),
    fallback: [],
    happy: (v) => expect(v[0]?.ok_button).toBe('I Acknowledge'),
  }),
  clientCase({
    name: 'welfare/newbiePrizeGuide',
    client: 'getJson',
    shows: 'no prize amount',
    path: '/api/web/v1/welfare/newbiePrizeGuide',
    run: (o) => fetchNewbiePrizeGuide(o),
    fallback: emptyPrizeGuide(),
    happy: (v) => expect(v).toEqual({ prize_num: '10,000', isLogin: false }),
  }),
  clientCase({
    name: 'rebate/verify_invite_info',
    client: 'getJson',
    shows: 'invite code rejected',
    path: '/api/web/v1/rebate/verify_invite_info',
    run: (o) => verifyInviteInfo({ invite_code: 'GOOD', ref_type: '1' }, o),
    fallback: rejectedInvite(),
    happy: (v) => {
      expect(v.status).toBe('ok');
      expect(v.ref_uid).toBe(2002);
    },
  }),
  clientCase({
    name: 'rebate/get_user_info',
    client: 'getJson',
    shows: 'no referral code',
    path: '/api/web/v1/rebate/get_user_info',
    persona: 'trader',
    run: (o) => fetchRebateUserInfo(o),
    fallback: emptyRebateInfo(),
    happy: (v) => expect(v.kol_code).toBe('MRD1001'),
  }),
  clientCase({
    name: 'user/get_user_frequency',
    client: 'csrf',
    shows: 'frequency unknown: setting left as is',
    path: '/apiweb/v1/user/get_user_frequency',
    persona: 'trader',
    run: (o) => fetchUserFrequency(o),
    fallback: null,
    happy: (v) => expect(v).toBe(1),
  }),
  clientCase({
    name: 'POST /json_svr/query_safe',
    client: 'csrf',
    shows: 'save failed: error shown',
    path: '/json_svr/query_safe',
    persona: 'trader',
    run: (o) => saveFundPassFrequency({ frequency: 0, fundpass: 'secret', totp: '123456' }, o),
    fallback: { result: false, msg: 'Error' },
    happy: (v) => expect(v).toEqual({ result: true, msg: 'Saved' }),
  }),
  clientCase({
    name: 'coin_icon_whitelist.json',
    client: 'getJson',
    shows: 'built-in icon list',
    path: '/js/tool/coin_icon_whitelist.json',
    run: (o) => fetchCoinIconWhitelist(o),
    fallback: [...DEFAULT_COIN_ICON_WHITELIST],
    happy: (v) => expect(v).toContain('PEPE'),
  }),
  clientCase({
    name: 'page_download_links.json',
    client: 'getJson',
    shows: 'no download links',
    path: '/js/tool/page_download_links.json',
    run: (o) => fetchPageDownloadLinks(o),
    fallback: {},
    happy: (v) => expect(v['/']?.web?.overseas_apk).toMatch(/\.apk$/),
  }),
  clientCase({
    name: 'chart/config',
    path: CHART_CONFIG_PATH,
    client: 'getJson',
    shows: 'every interval, search and marks, no alerts',
    run: (o) => fetchChartConfig(o),
    fallback: defaultChartConfig(),
    happy: (v) => {
      expect(v.supportedResolutions).toHaveLength(20);
      expect(v.supportsAlerts).toBe(false);
    },
  }),
  clientCase({
    name: 'chart/symbol',
    path: CHART_SYMBOL_PATH,
    client: 'getJson',
    shows: 'the chart says the symbol is unavailable, with Retry',
    run: (o) => fetchChartSymbol('BTC_USDT', o),
    fallback: null,
    happy: (v) => expect(v).toMatchObject({ symbol: 'BTC_USDT', type: 'SPOT', pricescale: 100 }),
  }),
  clientCase({
    name: 'chart/bars',
    path: CHART_BARS_PATH,
    client: 'getJson',
    shows: 'the chart says loading failed, with Retry',
    run: (o) =>
      fetchChartBars({ symbol: 'BTC_USDT', resolution: '60', priceType: 'last', to: Math.floor(Date.now() / 1000), countBack: 50 }, o),
    fallback: undefined,
    happy: (v) => {
      expect(v?.bars.length).toBeGreaterThan(10);
      expect(v?.bars[0]?.close).toBeGreaterThan(0);
    },
  }),
  clientCase({
    name: 'chart/search',
    path: CHART_SEARCH_PATH,
    client: 'getJson',
    shows: 'no search hits',
    run: (o) => fetchChartSearch('BTC', '', o),
    fallback: [],
    happy: (v) => expect(v.map((h) => h.symbol)).toContain('BTC_USDT'),
  }),
  clientCase({
    name: 'chart/marks',
    path: CHART_MARKS_PATH,
    client: 'getJson',
    shows: 'no timescale marks',
    run: (o) =>
      fetchChartMarks(
        { symbol: 'BTC_USDT', resolution: '1D', from: Math.floor(Date.now() / 1000) - 400 * 86_400, to: Math.floor(Date.now() / 1000) },
        o,
      ),
    fallback: [],
    happy: (v) => expect(v.length).toBeGreaterThan(0),
  }),
  clientCase({
    name: 'chat/messages',
    path: CHAT_MESSAGES_PATH,
    client: 'csrf',
    shows: 'the chat room says it is unavailable, with Retry',
    run: (o) => fetchChatThread({ session: 'faults-session-1', to: null }, o),
    fallback: null,
    happy: (v) => {
      expect(v?.conversationId).toBe('faults-session-1');
      expect(v?.agentName).not.toBe('');
    },
  }),
  clientCase({
    name: 'chat/send',
    path: CHAT_SEND_PATH,
    client: 'csrf',
    shows: 'the message is marked not sent',
    run: (o) => sendChatMessage({ session: 'faults-session-1', to: null, text: 'hello', clientId: 'c-1' }, o),
    fallback: { ok: false, code: null, message: '' },
    happy: (v) => {
      expect(v.ok).toBe(true);
      if (v.ok) expect(v.message.text).toBe('hello');
    },
  }),
  clientCase({
    name: 'usercenter/login',
    path: LOGIN_PATH,
    client: 'header',
    shows: 'the form says Error, the visitor stays logged out',
    run: (o) => login({ account: 'trader@demo.test', password: 'demo1234', channel: 'header' }, o),
    fallback: { ok: false, code: -1, msg: 'Error' },
    happy: (v) => expect(v).toEqual({ ok: true }),
  }),
  clientCase({
    name: 'usercenter/register',
    path: REGISTER_PATH,
    client: 'header',
    shows: 'the form says Error, the visitor stays logged out',
    run: (o) => register({ email: 'new@demo.test', password: 'demo1234', invite_code: '', channel: 'header', query: '' }, o),
    fallback: { ok: false, code: -1, msg: 'Error' },
    happy: (v) => expect(v).toEqual({ ok: true }),
  }),
  clientCase({
    name: 'oauth/google/start',
    path: oauthStartPath('google'),
    client: 'header',
    shows: 'the login form says Error, the visitor stays logged out',
    run: (o) => oauthLogin({ method: 'google', channel: 'header' }, o),
    fallback: { ok: false, code: -1, msg: 'Error' },
    happy: (v) => expect(v).toEqual({ ok: true }),
  }),
];
