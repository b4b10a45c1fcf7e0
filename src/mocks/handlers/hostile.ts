import { http, HttpResponse } from 'msw';
import type { Compliance, Notice } from '../../generated/schema-types';
import { mockContext, ok, ok200, type Cookies, type MockContext } from '../context';
import { createBulletin, createNotices } from '../data/notices';
import { complianceAnswer, isLoggedIn, userInfoAnswer } from '../data/persona-answers';
import { DEFAULT_SEED } from '../data/prng';
import { anyOrigin } from '../data/store';
import { XSS_CONTENT } from '../data/xss-corpus';

/**
 * Cookie `meridian_hostile=1`: the embedded backend answers as a compromised server would, with the
 * XSS corpus in every text it sends to be shown (compliance notices, risk texts, footer tips, the
 * announcement, notifications, the nickname) and script URLs in every link and router. Any persona
 * and site; browser tests assert that nothing of it runs.
 */
export const HOSTILE_COOKIE = 'meridian_hostile';

export const HOSTILE_LINK = 'javascript:window.__xss=200';
const img = (n: number) => `<img src=x onerror="window.__xss=${n}">`;

export function hostileNotice(name: string): Notice {
  return {
    title: `${img(201)}${name}`, content: XSS_CONTENT,
    ok_button: `${img(202)}OK`, cancel_button: '<script>window.__xss=203</script>Cancel',
    ok_button_router: HOSTILE_LINK, text_link: [{ key: 'terms', link: HOSTILE_LINK }],
  };
}

/** The persona's compliance answer with a toast, a business banner and a risk guide, all hostile. */
export function hostileCompliance(ctx: MockContext): Compliance {
  const answer = complianceAnswer(ctx.persona);
  return {
    ...answer,
    business_banner: hostileNotice('Banner'),
    limit: { ...answer.limit, toast_config: hostileNotice('Toast') },
    toast: {
      ...answer.toast,
      kyc_toast: {
        ...answer.toast?.kyc_toast,
        is_risk_user: true, risk_user_guide_msg: XSS_CONTENT, risk_user_guide_url: HOSTILE_LINK,
        risk_user_guide_frequency: 0, risk_user_guide_be_closed: 1, risk_user_guide_cookie_key: 'risk_guide_hostile',
      },
    },
  };
}

/** The request's context when the hostile switch is on; otherwise undefined and the regular handler answers. */
function hostile(request: Request, cookies: Cookies): MockContext | undefined {
  const ctx = mockContext(request, cookies);
  return ctx.cookies[HOSTILE_COOKIE] === '1' ? ctx : undefined;
}

export const hostileHandlers = [
  http.get(anyOrigin('/api/web/v1/compliance/check'), ({ request, cookies }) => {
    const ctx = hostile(request, cookies);
    return ctx && ok(hostileCompliance(ctx));
  }),
  http.get(anyOrigin('/api/web/v1/kyc/footerTipsCheck'), ({ request, cookies }) => {
    const ctx = hostile(request, cookies);
    return ctx && HttpResponse.json({ resMsg: { code: 0, message: 'success' }, datas: [hostileNotice('Tip')] });
  }),
  http.get(anyOrigin('/api/web/v1/site/fullsiteBulletin'), ({ request, cookies }) => {
    const ctx = hostile(request, cookies);
    const bulletin = ctx && createBulletin(ctx.site.key, 'hostile-1');
    return bulletin ? ok({ ...bulletin, content: XSS_CONTENT, link: HOSTILE_LINK }) : undefined;
  }),
  http.get(anyOrigin('/apiw/v2/herald/get_notice_record'), ({ request, cookies }) => {
    const ctx = hostile(request, cookies);
    if (!ctx || !isLoggedIn(ctx.persona)) return undefined;
    const type = new URL(request.url).searchParams.get('type') ?? '';
    const list = createNotices(DEFAULT_SEED, type).slice(0, 3)
      .map((n) => ({ ...n, title: `${img(205)}${n.title}`, content: XSS_CONTENT, extras: { ...n.extras, url: HOSTILE_LINK } }));
    return ok200({ list, total: list.length, page: 1, size: 10 });
  }),
  http.get(anyOrigin('/api/web/v1/usercenter/get_info'), ({ request, cookies }) => {
    const ctx = hostile(request, cookies);
    if (!ctx || !isLoggedIn(ctx.persona)) return undefined;
    const nickname = `${img(204)}ann`;
    return ok({ ...userInfoAnswer(ctx.persona, ctx.site.defaultFiat), nickname, user_nick: nickname });
  }),
];
