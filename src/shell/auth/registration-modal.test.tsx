// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, TAKEN_EMAIL } from '../../mocks/handlers/auth';
import { setupTestBackend } from '../../mocks/test-server';
import { renderShell } from '../../test-support/render-shell';
import { AuthButton } from '../header/auth-button';
import { RegistrationModal } from './registration-modal';
import { useRegistration } from './registration-store';

const backend = setupTestBackend();
const posted: { path: string; body: URLSearchParams }[] = [];
beforeEach(() => {
  posted.length = 0;
  backend.server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST')
      posted.push({ path: new URL(request.url).pathname, body: new URLSearchParams(await request.clone().text()) });
  });
});
afterEach(() => {
  cleanup();
  backend.server.events.removeAllListeners();
  useRegistration.getState().close();
});

async function type(user: UserEvent, label: RegExp | string, value: string) {
  const field = screen.getByLabelText(label, { selector: 'input' });
  await user.clear(field);
  await user.type(field, value);
}
const modal = () => screen.getByTestId('registration-modal');

describe('RegistrationModal (shell §1, §4)', () => {
  it('is hidden until opened; opens as login with its channel; Log In stays disabled until both fields are filled', async () => {
    const user = userEvent.setup();
    await renderShell(<RegistrationModal />, { http: backend.http });
    expect(screen.queryByTestId('registration-modal')).toBeNull();
    useRegistration.getState().show('login', 'web_header');
    await screen.findByTestId('login-form');
    const submit = within(modal()).getByRole('button', { name: 'Log In' });
    expect(submit).toHaveProperty('disabled', true);
    await type(user, /E-mail or phone number/, 'ann@demo.test');
    expect(submit).toHaveProperty('disabled', true);
    await type(user, /^Password/, 'x');
    expect(submit).toHaveProperty('disabled', false);
  });

  it('shows the server message as text when the password is wrong, and stays open', async () => {
    const user = userEvent.setup();
    await renderShell(<RegistrationModal />, { http: backend.http });
    useRegistration.getState().show('login', 'web_header');
    await screen.findByTestId('login-form');
    await type(user, /E-mail or phone number/, 'ann@demo.test');
    await type(user, /^Password/, 'nope<b>x</b>');
    await user.click(within(modal()).getByRole('button', { name: 'Log In' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(`the password is ${DEMO_PASSWORD}`);
    expect(posted[0]!.path).toBe('/api/web/v1/usercenter/login');
    expect(posted[0]!.body.get('channel')).toBe('web_header');
    expect(useRegistration.getState().open).toBe(true);
  });

  it('logs in, refetches the backend answers and closes', async () => {
    const user = userEvent.setup();
    const { queryClient } = await renderShell(<RegistrationModal />, { http: backend.http });
    queryClient.setQueryData(['api', 'probe'], 1);
    useRegistration.getState().show('login', 'web_drawer');
    await screen.findByTestId('login-form');
    await type(user, /E-mail or phone number/, 'ann@demo.test');
    await type(user, /^Password/, DEMO_PASSWORD);
    await user.click(within(modal()).getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(useRegistration.getState().open).toBe(false));
    expect(queryClient.getQueryState(['api', 'probe'])!.isInvalidated).toBe(true);
    expect(posted[0]!.body.get('channel')).toBe('web_drawer');
  });

  it('sign-up keeps the page query string, prefills the invite code from ref and checks the form first', async () => {
    const user = userEvent.setup();
    await renderShell(<RegistrationModal />, { path: '/price?ref=ABC123&utm_source=news', http: backend.http });
    useRegistration.getState().show('signup', 'web_header');
    await screen.findByTestId('signup-form');
    expect((screen.getByLabelText(/Invite code/, { selector: 'input' }) as HTMLInputElement).value).toBe('ABC123');
    await user.click(within(modal()).getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText('The password is too short: use at least 8 characters.')).toBeTruthy();
    expect(screen.getByText(/Please accept the User Agreement/)).toBeTruthy();
    expect(posted).toHaveLength(0);
    await type(user, /^E-mail/, 'new@demo.test');
    await type(user, /^Password/, 'abcd1234');
    await user.click(screen.getByRole('checkbox'));
    await user.click(within(modal()).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(useRegistration.getState().open).toBe(false));
    const body = posted[0]!.body;
    expect(posted[0]!.path).toBe('/api/web/v1/usercenter/register');
    expect([body.get('email'), body.get('invite_code'), body.get('channel'), body.get('query')]).toEqual([
      'new@demo.test',
      'ABC123',
      'web_header',
      'ref=ABC123&utm_source=news',
    ]);
  });

  it('a taken e-mail gets the server message', async () => {
    const user = userEvent.setup();
    await renderShell(<RegistrationModal />, { http: backend.http });
    useRegistration.getState().show('signup', 'web_header');
    await screen.findByTestId('signup-form');
    await type(user, /^E-mail/, TAKEN_EMAIL);
    await type(user, /^Password/, 'abcd1234');
    await user.click(screen.getByRole('checkbox'));
    await user.click(within(modal()).getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/already registered/);
  });

  it('switches between Log In and Sign Up with tabs', async () => {
    const user = userEvent.setup();
    await renderShell(<RegistrationModal />, { http: backend.http });
    useRegistration.getState().show('login', 'web_header');
    await screen.findByTestId('login-form');
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await screen.findByTestId('signup-form');
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeTruthy();
  });

  it('under the whole-UK limit sign-up is not offered: the modal opened as signup shows login only, without tabs', async () => {
    await renderShell(<RegistrationModal />, { facts: { compliance: { limit: { is_uk_limit: true } } }, http: backend.http });
    useRegistration.getState().show('signup', 'web_header');
    await screen.findByTestId('login-form');
    expect(screen.queryByRole('tab')).toBeNull();
  });
});

describe('AuthButton', () => {
  const item = { id: 'signup', title: 'header.signup', href: '/signup' };
  it('a plain click opens the modal with the channel; a modified click follows the page link with the query kept', async () => {
    const user = userEvent.setup();
    const calls: unknown[][] = [];
    await renderShell(<AuthButton item={item} channel="web_header" onAuth={(...a) => void calls.push(a)} />, {
      path: '/trade/BTC_USDT?ref=XY',
      facts: { locale: 'zh' },
      http: backend.http,
    });
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/zh/signup?ref=XY');
    await user.keyboard('{Control>}');
    await user.click(link); // Ctrl+click: a new tab, not the modal
    await user.keyboard('{/Control}');
    expect(calls).toEqual([]);
    await user.click(link);
    expect(calls).toEqual([['signup', 'web_header']]);
  });
});
