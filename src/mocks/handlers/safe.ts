import { http, HttpResponse } from 'msw';
import { mockContext, notLoggedIn, ok } from '../context';
import { isLoggedIn } from '../data/persona-answers';
import { anyOrigin } from '../data/store';
import { frequencyOf, setFrequency } from '../state';

/** The fund password the mock rejects; any other non-empty one is accepted. */
export const WRONG_FUND_PASSWORD = 'wrong';

function reply(result: boolean, msg: string): Response {
  return HttpResponse.json({ result, msg });
}

/** Fund-password frequency: read it, change it through /json_svr/query_safe. */
export const safeHandlers = [
  http.get(anyOrigin('/apiweb/v1/user/get_user_frequency'), ({ request, cookies }) => {
    const { persona } = mockContext(request, cookies);
    return isLoggedIn(persona) ? ok({ frequency: frequencyOf(persona.id) }) : notLoggedIn();
  }),
  http.post(anyOrigin('/json_svr/query_safe'), async ({ request, cookies }) => {
    const { persona } = mockContext(request, cookies);
    const form = new URLSearchParams(await request.text());
    if (!isLoggedIn(persona)) return reply(false, 'Please log in');
    if (!request.headers.get('csrftoken')) return reply(false, 'Missing CSRF token');
    if (form.get('action') !== 'tradepassfrequency') return reply(false, 'Unknown action');
    const frequency = Number(form.get('frequency'));
    if (![0, 1, 2].includes(frequency)) return reply(false, 'Invalid frequency');
    const fundpass = form.get('fundpass') ?? '';
    if (!fundpass || fundpass === WRONG_FUND_PASSWORD) return reply(false, 'Incorrect fund password');
    if (!/^\d{6}$/.test(form.get('totp') ?? '')) return reply(false, 'Incorrect authenticator code');
    setFrequency(persona.id, frequency);
    return reply(true, 'Saved');
  }),
];
