import { http, HttpResponse } from 'msw';
import { findPersona } from '../../engine/personas';
import { PERSONA_COOKIE } from '../context';
import { anyOrigin } from '../data/store';

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
    if (body.get('password') !== DEMO_PASSWORD) return answer(1002, `Incorrect account or password. In this demo the password is ${DEMO_PASSWORD}.`);
    const named = account.split('@')[0]!;
    const persona = findPersona(named)?.facts.user?.isLogin ? named : 'trader';
    return answer(0, 'success', persona);
  }),
  http.post(anyOrigin('/api/web/v1/usercenter/register'), async ({ request }) => {
    const body = await form(request);
    const email = (body.get('email') ?? '').trim().toLowerCase();
    const password = body.get('password') ?? '';
    if (!EMAIL.test(email)) return answer(1001, 'Enter a valid e-mail address.');
    if (password.length < 8 || !/\d/.test(password) || !/[a-z]/i.test(password)) return answer(1004, 'The password needs at least 8 characters with letters and digits.');
    if (email === TAKEN_EMAIL) return answer(1003, 'This e-mail address is already registered. Log in instead.');
    return answer(0, 'success', 'new_user');
  }),
];
