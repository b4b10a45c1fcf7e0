import { http, HttpResponse } from 'msw';
import { findPersona } from '../data/personas';
import { mockContext, PERSONA_COOKIE } from '../context';
import { anyOrigin } from '../data/store';

/** Refusal codes of the third-party login stand-in. */
const OAUTH_UNKNOWN_METHOD = 1005;
const OAUTH_NOT_ON_SITE = 1006;

/** The one password the demo accepts; the failure message says so (the demo has no real accounts). */
export const DEMO_PASSWORD = 'demo1234';
/** An address the demo treats as taken, so the sign-up error can be seen. */
export const TAKEN_EMAIL = 'ann@example.com';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?\d{6,15}$/;

function answer(code: number, message: string, persona?: string): Response {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (persona) {
    const user = findPersona(persona)?.facts.user;
    headers.append('set-cookie', `${PERSONA_COOKIE}=${persona}; Path=/; SameSite=Lax`);
    headers.append('set-cookie', `uid=${user?.uid ?? ''}; Path=/; SameSite=Lax`);
    headers.append('set-cookie', `nickname=${user?.nickname ?? ''}; Path=/; SameSite=Lax`);
    headers.append('set-cookie', 'pver=1; Path=/; SameSite=Lax');
    headers.append('set-cookie', 'sign=demo; Path=/; SameSite=Lax');
  }
  return new HttpResponse(JSON.stringify({ code, message, data: null }), { headers });
}

async function form(request: Request): Promise<URLSearchParams> {
  return new URLSearchParams(await request.text());
}

/**
 * Log in: any e-mail or phone with the demo password. The part before '@' may name a persona
 * (risk_user@demo.test logs in as the risk user); anything else logs in as the trader.
 */
export const authHandlers = [
  http.post(anyOrigin('/api/web/v1/usercenter/login'), async ({ request }) => {
    const body = await form(request);
    const account = (body.get('account') ?? '').trim();
    if (!EMAIL.test(account) && !PHONE.test(account)) return answer(1001, 'Enter a valid e-mail address or phone number.');
    if (body.get('password') !== DEMO_PASSWORD)
      return answer(1002, `Incorrect account or password. In this demo the password is ${DEMO_PASSWORD}.`);
    const named = account.split('@')[0]!;
    const persona = findPersona(named)?.facts.user?.isLogin ? named : 'trader';
    return answer(0, 'success', persona);
  }),
  http.post(anyOrigin('/api/web/v1/usercenter/register'), async ({ request }) => {
    const body = await form(request);
    const email = (body.get('email') ?? '').trim().toLowerCase();
    const password = body.get('password') ?? '';
    if (!EMAIL.test(email)) return answer(1001, 'Enter a valid e-mail address.');
    if (password.length < 8 || !/\d/.test(password) || !/[a-z]/i.test(password))
      return answer(1004, 'The password needs at least 8 characters with letters and digits.');
    if (email === TAKEN_EMAIL) return answer(1003, 'This e-mail address is already registered. Log in instead.');
    return answer(0, 'success', 'new_user');
  }),
  // Third-party login (compliance §3.2, §6): the demo stands in for Google, Apple, the wallet and the
  // main exchange, and logs the trader in; a method the site does not accept is refused, as a real
  // backend would refuse it.
  http.post(anyOrigin('/api/web/v1/oauth/:method/start'), ({ request, cookies, params }) => {
    const method = String(params.method);
    if (!['google', 'metamask', 'apple', 'gateio'].includes(method)) return answer(OAUTH_UNKNOWN_METHOD, 'Unknown sign-in method.');
    if (!mockContext(request, cookies).site.authorizedLogin.includes(method))
      return answer(OAUTH_NOT_ON_SITE, 'This sign-in method is not offered on this site.');
    return answer(0, 'success', 'trader');
  }),
];
