// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setupTestBackend } from '../../mocks/test-server';
import { renderShell } from '../../test-support/render-shell';
import { LoginForm } from './login-form';
import { RegistrationModal } from './registration-modal';
import { useRegistration } from './registration-store';
import { SignupForm } from './signup-form';

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

const methodButtons = () => within(screen.getByTestId('login-methods')).getAllByRole('button');
const names = () => methodButtons().map((b) => b.textContent);
const noop = () => undefined;

describe('third-party login buttons (compliance §3.2, §6)', () => {
  it('main: Google, MetaMask and Apple, in the site order, under the login and the sign-up form', async () => {
    await renderShell(<LoginForm channel="web_page" onDone={noop} />, { facts: { site: 'main' }, http: backend.http });
    expect(names()).toEqual(['Continue with Google', 'Continue with MetaMask', 'Continue with Apple']);
    expect(methodButtons().map((b) => b.getAttribute('data-method'))).toEqual(['google', 'metamask', 'apple']);
    // Each has its brand mark, hidden from assistive tech (the text names the method).
    expect(methodButtons().map((b) => b.querySelector('svg[aria-hidden="true"]')?.getAttribute('data-icon'))).toEqual([
      'google',
      'metamask',
      'apple',
    ]);
    cleanup();
    await renderShell(<SignupForm channel="web_page" onDone={noop} />, { facts: { site: 'main' }, http: backend.http });
    expect(names()).toEqual(['Continue with Google', 'Continue with MetaMask', 'Continue with Apple']);
  });

  it('jp offers none: no buttons, no divider', async () => {
    await renderShell(<LoginForm channel="web_page" onDone={noop} />, { facts: { site: 'jp' }, http: backend.http });
    expect(screen.getByTestId('login-form')).toBeTruthy();
    expect(screen.queryByTestId('login-methods')).toBeNull();
  });

  it('testnet offers the main exchange account only, in its language', async () => {
    await renderShell(<LoginForm channel="web_page" onDone={noop} />, { facts: { site: 'testnet' }, http: backend.http });
    expect(names()).toEqual(['Continue with your Meridian account']);
  });

  it('a click logs in through the backend stand-in with the form channel, refetches and closes the modal', async () => {
    const user = userEvent.setup();
    backend.setCookies({ meridian_site: 'main' });
    const { queryClient } = await renderShell(<RegistrationModal />, { facts: { site: 'main' }, http: backend.http });
    queryClient.setQueryData(['api', 'probe'], 1);
    useRegistration.getState().show('login', 'web_header');
    await screen.findByTestId('login-methods');
    await user.click(screen.getByRole('button', { name: 'Continue with MetaMask' }));
    await waitFor(() => expect(useRegistration.getState().open).toBe(false));
    expect(posted.map((p) => [p.path, p.body.get('channel')])).toEqual([['/api/web/v1/oauth/metamask/start', 'web_header']]);
    expect(queryClient.getQueryState(['api', 'probe'])!.isInvalidated).toBe(true);
  });

  it('a refusal shows the server message as text and keeps the form open', async () => {
    const user = userEvent.setup();
    // The backend serves the Japan site, which accepts no third-party login.
    backend.setCookies({ meridian_site: 'jp' });
    await renderShell(<RegistrationModal />, { facts: { site: 'main' }, http: backend.http });
    useRegistration.getState().show('login', 'web_header');
    await screen.findByTestId('login-methods');
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This sign-in method is not offered on this site.');
    expect(useRegistration.getState().open).toBe(true);
    expect(methodButtons().every((b) => !(b as HTMLButtonElement).disabled)).toBe(true);
  });

  it('a failed call shows the form error, and the visitor stays on the form', async () => {
    const user = userEvent.setup();
    backend.setFaults({ '/api/web/v1/oauth/apple/start': '500' });
    const done: string[] = [];
    await renderShell(<LoginForm channel="web_page" onDone={() => done.push('done')} />, { facts: { site: 'main' }, http: backend.http });
    await user.click(screen.getByRole('button', { name: 'Continue with Apple' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
    expect(done).toEqual([]);
  });
});
