import { http, HttpResponse } from 'msw';
import type { Compliance, Notice } from '../../generated/schema-types';
import { mockContext, ok, ok200, type Cookies, type MockContext } from '../context';
import { createBulletin, createNotices } from '../data/notices';
import { complianceAnswer, isLoggedIn, userInfoAnswer } from '../data/persona-answers';
import { DEFAULT_SEED } from '../data/prng';
import { anyOrigin, mockData } from '../data/store';
import { chartSymbols, findChartSymbol } from '../data/candles-symbols';
import { XSS_CONTENT, XSS_CORPUS } from '../data/xss-corpus';
import { symbolJson } from './chart';
import { siteSettingsAnswer } from './site';
import { conversationKey, visibleMessages } from './chat-state';

/**
 * Cookie `meridian_hostile=1` (or `quiet`, see hostile()): the embedded backend answers as a compromised server would, with the
 * XSS corpus in every text it sends to be shown (compliance notices, risk texts, footer tips, the
 * announcement, notifications, the nickname, market names and tab titles, chat messages and the
 * agent's name, chart symbol names, language names) and a script URL or a foreign-host URL in every
 * link and router. Any persona and site; browser tests (e2e/hostile.e2e.ts) assert that nothing of
 * it runs and no link leaves the site.
 */
export const HOSTILE_COOKIE = 'meridian_hostile';

export const HOSTILE_LINK = 'javascript:window.__xss=200';
/**
 * Link values that must never be followed, one per trick: a script URL, a data URL, a foreign host,
 * protocol-relative, backslash, dot segments folding into `//`, userinfo, an allowed host's path
 * that becomes protocol-relative on the demo origin.
 */
export const HOSTILE_LINKS: readonly string[] = [
  HOSTILE_LINK,
  'data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MjA3PC9zY3JpcHQ+',
  'https://evil.example/phish',
  '//evil.example/protocol-relative',
  '/\\evil.example/backslash',
  '/.//evil.example/dot-segments',
  'https://www.meridian.example@evil.example/userinfo',
  ' java\tscript:window.__xss=208',
  'https://www.meridian.example//evil.example/demo-origin',
];
/** The hostile link of the n-th field (cycling through HOSTILE_LINKS). */
export const hostileLink = (n: number): string => HOSTILE_LINKS[n % HOSTILE_LINKS.length]!;
const img = (n: number) => `<img src=x onerror="window.__xss=${n}">`;

export function hostileNotice(name: string, link = HOSTILE_LINK): Notice {
  return {
    title: `${img(201)}${name}`,
    content: XSS_CONTENT,
    ok_button: `${img(202)}OK`,
    cancel_button: '<script>window.__xss=203</script>Cancel',
    ok_button_router: link,
    text_link: [{ key: 'terms', link }],
  };
}

/** The n-th corpus entry, for one short field (a name or a title). */
export const payload = (n: number): string => XSS_CORPUS[n % XSS_CORPUS.length]!;

type Row = { name: string; link: string };
/** The first `count` rows of a market list renamed to payloads and linked to hostile targets (pair and ids stay, so rows still load). */
function hostileRows<T extends Row>(rows: readonly T[], count: number, offset = 0): T[] {
  return rows.map((r, i) => (i < count ? { ...r, name: payload(offset + i), link: hostileLink(offset + i) } : r));
}

/** The persona's compliance answer with a toast, a business banner and a risk guide, all hostile. */
export function hostileCompliance(ctx: MockContext): Compliance {
  const answer = complianceAnswer(ctx.persona);
  return {
    ...answer,
    business_banner: hostileNotice('Banner', '/.//evil.example/banner'),
    limit: { ...answer.limit, toast_config: hostileNotice('Toast') },
    toast: {
      ...answer.toast,
      kyc_toast: {
        ...answer.toast?.kyc_toast,
        is_risk_user: true,
        risk_user_guide_msg: XSS_CONTENT,
        risk_user_guide_url: HOSTILE_LINK,
        risk_user_guide_frequency: 0,
        risk_user_guide_be_closed: 1,
        risk_user_guide_cookie_key: 'risk_guide_hostile',
      },
    },
  };
}

/**
 * The request's context when the hostile switch is on; otherwise undefined and the regular handler
 * answers. `meridian_hostile=quiet` keeps the compliance answer regular (no hostile dialog queue in
 * front of the page), so the other surfaces can be reached on every load.
 */
function hostile(request: Request, cookies: Cookies, { dialogs = false } = {}): MockContext | undefined {
  const ctx = mockContext(request, cookies);
  const mode = ctx.cookies[HOSTILE_COOKIE];
  return mode === '1' || (mode === 'quiet' && !dialogs) ? ctx : undefined;
}

export const hostileHandlers = [
  http.get(anyOrigin('/api/web/v1/compliance/check'), ({ request, cookies }) => {
    const ctx = hostile(request, cookies, { dialogs: true });
    return ctx && ok(hostileCompliance(ctx));
  }),
  http.get(anyOrigin('/api/web/v1/kyc/footerTipsCheck'), ({ request, cookies }) => {
    const ctx = hostile(request, cookies);
    return ctx && HttpResponse.json({ resMsg: { code: 0, message: 'success' }, datas: [hostileNotice('Tip', '//evil.example/tip')] });
  }),
  http.get(anyOrigin('/api/web/v1/site/fullsiteBulletin'), ({ request, cookies }) => {
    const ctx = hostile(request, cookies);
    const bulletin = ctx && createBulletin(ctx.site.key, 'hostile-1', 'en');
    return bulletin ? ok({ ...bulletin, content: XSS_CONTENT, link: '/.//evil.example/announcement' }) : undefined;
  }),
  http.get(anyOrigin('/apiw/v2/herald/get_notice_record'), ({ request, cookies }) => {
    const ctx = hostile(request, cookies);
    if (!ctx || !isLoggedIn(ctx.persona)) return undefined;
    const type = new URL(request.url).searchParams.get('type') ?? '';
    const list = createNotices(DEFAULT_SEED, type)
      .slice(0, 3)
      .map((n, i) => ({
        ...n,
        title: `${img(205)}${n.title}`,
        content: XSS_CONTENT,
        extras: { ...n.extras, url: hostileLink(i + 3), web_url: hostileLink(i + 5) },
      }));
    return ok200({ list, total: list.length, page: 1, size: 10 });
  }),
  http.get(anyOrigin('/api/web/v1/usercenter/get_info'), ({ request, cookies }) => {
    const ctx = hostile(request, cookies);
    if (!ctx || !isLoggedIn(ctx.persona)) return undefined;
    const nickname = `${img(204)}ann`;
    return ok({ ...userInfoAnswer(ctx.persona, ctx.site.defaultFiat), nickname, user_nick: nickname });
  }),
  // Market lists: names and tab titles carry payloads, links hostile targets (spot, futures, pilot).
  http.get(anyOrigin('/apiw/v2/market/spots'), ({ request, cookies }) => {
    if (!hostile(request, cookies)) return undefined;
    const spots = mockData().markets.spots;
    return ok200(Object.fromEntries(Object.entries(spots).map(([quote, rows]) => [quote, hostileRows(rows, 12)])));
  }),
  http.get(anyOrigin('/apiw/v2/market/futures'), ({ request, cookies }) => {
    if (!hostile(request, cookies)) return undefined;
    const { CONTRACT_USDT, CONTRACT_BTC } = mockData().markets.futures;
    // A contract's name is its id and route: only its link turns hostile.
    const links = <T extends { link: string }>(rows: readonly T[]) => rows.map((r, i) => (i < 12 ? { ...r, link: hostileLink(i) } : r));
    return ok200({ CONTRACT_USDT: links(CONTRACT_USDT), CONTRACT_BTC: links(CONTRACT_BTC) });
  }),
  http.get(anyOrigin('/apiw/v2/common/tabs'), ({ request, cookies }) => {
    if (!hostile(request, cookies)) return undefined;
    return ok200(
      mockData().markets.tabs.map((tab, i) => ({
        ...tab,
        title: `${img(210 + i)}${tab.title}`,
        sub: tab.sub.map((s, j) => ({ ...s, title: `${payload(j)}${s.title}` })),
      })),
    );
  }),
  http.get(anyOrigin('/apiw/v2/pilot/markets'), ({ request, cookies }) => {
    if (!hostile(request, cookies)) return undefined;
    return ok200({ list: hostileRows(mockData().tokens.pilot, 12, 20) });
  }),
  // Chat: the agent's name and one message of the conversation carry the corpus.
  http.get(anyOrigin('/api/web/v1/chat/messages'), ({ request, cookies }) => {
    const ctx = hostile(request, cookies);
    const url = new URL(request.url);
    const session = url.searchParams.get('session') ?? '';
    if (!ctx || !/^[A-Za-z0-9_-]{8,64}$/.test(session) || url.searchParams.get('to')) return undefined;
    const messages = [
      { id: 'hostile-1', from: 'agent', text: XSS_CONTENT, at: Date.now() - 60_000 },
      ...visibleMessages(conversationKey(ctx.persona.id, session, null), Date.now()),
    ];
    return ok({ conversation: { id: session, agent_name: `${img(220)}Mia` }, messages });
  }),
  // Chart: the symbol's name and description, and the search results.
  http.get(anyOrigin('/api/web/v1/chart/symbol'), ({ request, cookies }) => {
    const sym = hostile(request, cookies) && findChartSymbol(new URL(request.url).searchParams.get('symbol') ?? '');
    return sym ? ok({ ...symbolJson(sym), name: `${img(221)}${sym.base}/${sym.quote}`, description: XSS_CONTENT }) : undefined;
  }),
  http.get(anyOrigin('/api/web/v1/chart/search'), ({ request, cookies }) => {
    if (!hostile(request, cookies)) return undefined;
    const hits = chartSymbols()
      .slice(0, 10)
      .map((s, i) => ({
        symbol: s.symbol,
        name: `${payload(i)}${s.base}/${s.quote}`,
        description: payload(i + 10),
        type: s.type,
        exchange: 'Meridian',
      }));
    return ok(hits);
  }),
  // Site settings: the language names the language menu shows.
  http.get(anyOrigin('/api/web/v1/site/settings'), ({ request, cookies }) => {
    const ctx = hostile(request, cookies);
    if (!ctx) return undefined;
    const answer = siteSettingsAnswer(ctx.site, ctx.cookies.curr_fiat, isLoggedIn(ctx.persona));
    const langs = Object.keys(answer.lang_list as Record<string, string>);
    return ok({ ...answer, lang_list: Object.fromEntries(langs.map((code, i) => [code, `${payload(i)}${code}`])) });
  }),
];
