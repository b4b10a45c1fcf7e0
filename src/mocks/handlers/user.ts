import { http, HttpResponse } from 'msw';
import { mockContext, notLoggedIn, ok, ok200, type MockContext } from '../context';
import {
  accountModeAnswer,
  crossMarginAnswer,
  isLoggedIn,
  totalFundsAnswer,
  userInfoAnswer,
  userTierAnswer,
} from '../data/persona-answers';
import { anyOrigin } from '../data/store';
import { serverFiat } from './site';

/** Logging out makes the simulated visitor a visitor again and clears the session cookies. */
function logoutCookies(): Headers {
  const headers = new Headers();
  headers.append('set-cookie', 'meridian_persona=visitor; Path=/; SameSite=Lax');
  for (const name of ['pver', 'sign', 'uid', 'nickname']) headers.append('set-cookie', `${name}=; Path=/; Max-Age=0`);
  return headers;
}

function loggedOut(): Response {
  const headers = logoutCookies();
  headers.set('content-type', 'application/json');
  return new HttpResponse(JSON.stringify({ code: 0, message: 'success', data: null }), { headers });
}

type Resolver = (ctx: MockContext) => Response;

/** Answers only for a logged-in persona; visitors get the not-logged-in code. */
const session =
  (answer: Resolver) =>
  ({ request, cookies }: { request: Request; cookies: Record<string, string> }) => {
    const ctx = mockContext(request, cookies);
    return isLoggedIn(ctx.persona) ? answer(ctx) : notLoggedIn();
  };

/** User, tier, funds, account mode, cross margin and the three logout calls. */
export const userHandlers = [
  http.get(anyOrigin('/api/web/v1/usercenter/get_info'), ({ request, cookies }) => {
    const ctx = mockContext(request, cookies);
    return ok(userInfoAnswer(ctx.persona, serverFiat(ctx)));
  }),
  http.get(
    anyOrigin('/api/web/v1/usercenter/get_user_tier'),
    session(({ persona }) => ok(userTierAnswer(persona))),
  ),
  http.get(
    anyOrigin('/apiw/v2/account/total_funds'),
    session(({ persona }) => ok200(totalFundsAnswer(persona))),
  ),
  http.get(
    anyOrigin('/apiw/v2/unified/account_mode'),
    session(({ persona }) => ok200(accountModeAnswer(persona))),
  ),
  http.get(
    anyOrigin('/apiweb/v1/spot/cross_margin/info'),
    session(({ persona }) => ok(crossMarginAnswer(persona))),
  ),
  http.get(anyOrigin('/api/web/v1/usercenter/logoutAll'), () => loggedOut()),
  http.post(anyOrigin('/api/web/v1/usercenter/logout'), () => loggedOut()),
  http.get(anyOrigin('/logout'), ({ request }) => {
    const headers = logoutCookies();
    headers.set('location', new URL('/login', request.url).pathname);
    return new HttpResponse(null, { status: 302, headers });
  }),
];
