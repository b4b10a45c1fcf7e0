import { http, HttpResponse } from 'msw';
import { ACCOUNT_FIAT_COOKIE, BULLETIN_COOKIE, mockContext, ok, type MockContext } from '../context';
import { createBulletin } from '../data/notices';
import { isLoggedIn } from '../data/persona-answers';
import { languageName } from '../../rules-model/language-tag';
import { FIATS, type MockSite } from '../data/sites';
import { anyOrigin } from '../data/store';

function rates(): Record<string, number> {
  return Object.fromEntries(Object.entries(FIATS).map(([code, f]) => [code, f.perUsd]));
}

/** Common data; `is_login` is the server's word on the session (its cookie is not readable by scripts). */
export function siteSettingsAnswer(site: MockSite, cookieFiat: string | undefined, isLogin = false): Record<string, unknown> {
  const fiat = cookieFiat && FIATS[cookieFiat] ? cookieFiat : site.defaultFiat;
  return {
    sub_website_id: site.id,
    lang_list: Object.fromEntries(site.languages.map((code) => [code, languageName(code)])),
    fiat_list: Object.fromEntries(Object.entries(FIATS).map(([code, f]) => [code, { fiat: code, symbol: f.symbol }])),
    is_service_host: false,
    curr_fiat: fiat,
    currency_count: 2700,
    curr_fiat_market_rates: rates(),
    defaultBuyCryptoFiat: site.defaultFiat,
    defaultP2PFiat: site.defaultFiat,
    is_copper: '0',
    is_login: isLogin,
  };
}

/**
 * The fiat the server answers with: the account's (a session's, set on another device) when there is
 * one, else the curr_fiat cookie the request carries, else the site's default — as the real server,
 * which reads the cookie, does.
 */
export function serverFiat(ctx: MockContext): string {
  const account = isLoggedIn(ctx.persona) ? ctx.cookies[ACCOUNT_FIAT_COOKIE] : undefined;
  if (account && FIATS[account]) return account;
  const cookie = ctx.cookies.curr_fiat;
  return cookie && FIATS[cookie] ? cookie : ctx.site.defaultFiat;
}

/** [fiat, bank_transfer, credit_card, p2p] */
const BUY_FIATS: readonly (readonly [string, boolean, boolean, boolean])[] = [
  ['USD', true, true, true],
  ['EUR', true, true, true],
  ['GBP', true, true, false],
  ['TRY', true, false, true],
  ['JPY', true, false, false],
  ['BRL', false, true, true],
  ['VND', false, false, true],
  ['KRW', false, false, true],
  ['AED', true, true, false],
  ['SGD', true, true, false],
  ['HKD', true, true, false],
];

const COIN_ICON_WHITELIST = ['BTC', 'ETH', 'USDT', 'USDC', 'GT', 'BNB', 'SOL', 'XRP', 'DOGE', 'TRX', 'TON', 'PEPE'];

const apps = (page: string): Record<string, string> => ({
  c: `https://download.meridian.example/${page}?c=web`,
  china_apk: 'https://download.meridian.example/android/meridian-cn.apk',
  overseas_apk: 'https://download.meridian.example/android/meridian.apk',
});

const PAGE_DOWNLOAD_LINKS = {
  '/': { h5: apps('home'), web: apps('home') },
  '/trade': { h5: apps('trade'), web: apps('trade') },
  '/futures': { h5: apps('futures'), web: apps('futures') },
  '/mobileapp': { web: apps('mobileapp') },
};

/** Site settings, fiat rates and settings, the announcement, and the static JSON configs. */
export const siteHandlers = [
  http.get(anyOrigin('/api/web/v1/site/settings'), ({ request, cookies }) => {
    const ctx = mockContext(request, cookies);
    return ok(siteSettingsAnswer(ctx.site, serverFiat(ctx), isLoggedIn(ctx.persona)));
  }),
  http.get(anyOrigin('/api/web/v1/site/currFiatMarketRates'), () => ok(rates())),
  http.get(anyOrigin('/api/web/v1/site/fullsiteBulletin'), ({ request, cookies }) => {
    const ctx = mockContext(request, cookies);
    return ok(createBulletin(ctx.site.key, ctx.cookies[BULLETIN_COOKIE], ctx.lang));
  }),
  http.get(anyOrigin('/api/web/v1/c2c/buy_crypto_fiat_setting'), () =>
    ok(BUY_FIATS.map(([fiat, bank, card, p2p]) => ({ fiat, bank_transfer: bank, credit_card: card, p2p }))),
  ),
  http.get(anyOrigin('/js/tool/coin_icon_whitelist.json'), () => HttpResponse.json(COIN_ICON_WHITELIST)),
  http.get(anyOrigin('/js/tool/page_download_links.json'), () => HttpResponse.json(PAGE_DOWNLOAD_LINKS)),
];
