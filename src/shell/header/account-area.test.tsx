// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setupTestBackend } from '../../mocks/test-server';
import { renderShell } from '../../test-support/render-shell';
import { AccountArea } from './account-area';
import { useHeaderMenu } from './menu-state';
import { figure } from './profile-card';

const backend = setupTestBackend();
afterEach(() => {
  cleanup();
  useHeaderMenu.getState().close();
});
const loggedIn = (extra = {}) => ({
  user: { isLogin: true, uid: 1001, nickname: 'ann', ...extra },
  cookies: { uid: '1001', nickname: 'ann' },
});

/**
 * Header menus open here with a tap. With a mouse, the hover opens the menu and the click must follow
 * within HOVER_CLICK_GRACE_MS (400 ms) of it, by the events' times, to keep it open. In a browser those
 * are the visitor's times; user-event stamps each event when it makes it, after the menu has rendered,
 * so on a loaded machine the click would come "late" and close the menu again.
 */
const tap = (user: UserEvent, el: Element) => user.pointer({ keys: '[TouchA]', target: el });

describe('AccountArea', () => {
  it('offers Log In and Sign Up to a visitor, and no account menus', async () => {
    await renderShell(<AccountArea />, { http: backend.http });
    expect(document.querySelector('[data-item=login]')).not.toBeNull();
    expect(document.querySelector('[data-item=signup]')).not.toBeNull();
    expect(document.querySelector('[data-menu=funds_menu]')).toBeNull();
  });

  it('offers wallet, orders, account and logout to a user, and no Log In', async () => {
    await renderShell(<AccountArea />, { facts: loggedIn(), http: backend.http });
    for (const id of ['funds_menu', 'orders_menu', 'profile_menu', 'logout_menu'])
      expect(document.querySelector(`[data-menu=${id}]`), id).not.toBeNull();
    expect(document.querySelector('[data-item=login]')).toBeNull();
  });

  it('has no logout on the test network', async () => {
    await renderShell(<AccountArea />, { facts: { site: 'testnet', ...loggedIn() }, http: backend.http });
    expect(document.querySelector('[data-menu=funds_menu]')).not.toBeNull();
    expect(document.querySelector('[data-menu=logout_menu]')).toBeNull();
  });

  it.each([
    ['verified 1 shows the KYC tick', { verified: '1', safe_level: 3 }, 'kyc-tick', true],
    ['verified 2 does not', { verified: '2', safe_level: 3 }, 'kyc-tick', false],
    ['safe_level 1 warns about weak safety', { verified: '2', safe_level: 1 }, 'weak-safety', true],
    ['safe_level 2 does not', { verified: '2', safe_level: 2 }, 'weak-safety', false],
  ] as const)('profile card: %s', async (_, extra, testId, shown) => {
    const user = userEvent.setup();
    await renderShell(<AccountArea />, { facts: loggedIn(extra), http: backend.http });
    await tap(user, document.querySelector('[data-menu=profile_menu]')!);
    await screen.findByTestId('profile-card');
    expect(screen.queryByTestId(testId) !== null).toBe(shown);
  });

  it('lists sub-account management only for a white-listed main account', async () => {
    const user = userEvent.setup();
    const open = async (extra: object) => {
      const r = await renderShell(<AccountArea />, { facts: loggedIn(extra), http: backend.http });
      await tap(user, document.querySelector('[data-menu=profile_menu]')!);
      await screen.findByTestId('profile-card');
      const has = document.querySelector('a[href="/myaccount/sub_account_manage"]') !== null;
      r.unmount();
      useHeaderMenu.getState().close();
      return has;
    };
    expect(await open({ white_list_show: true })).toBe(true);
    expect(await open({ white_list_show: true, is_sub_account: true })).toBe(false);
    expect(await open({ white_list_show: false })).toBe(false);
  });

  it('puts Switch Account in the profile card where the Decision offers it (main site), and names icon buttons', async () => {
    const user = userEvent.setup();
    const r = await renderShell(<AccountArea />, { facts: loggedIn(), http: backend.http });
    expect(screen.getByRole('button', { name: 'Log Out' }).getAttribute('data-menu')).toBe('logout_menu');
    await tap(user, screen.getByRole('button', { name: 'Account' }));
    await screen.findByTestId('profile-card');
    expect(screen.getByTestId('profile-card').querySelector('[data-item=switch_account]')!.getAttribute('href')).toBe('/login?switch=1');
    r.unmount();
    useHeaderMenu.getState().close();
    await renderShell(<AccountArea />, { facts: { site: 'tr', ...loggedIn() }, http: backend.http });
    await tap(user, document.querySelector('[data-menu=profile_menu]')!); // the Turkey site's page is in Turkish
    await screen.findByTestId('profile-card');
    expect(document.querySelector('[data-item=switch_account]')).toBeNull();
  });

  it('heads the wallet menu and the profile card with the balance it is given', async () => {
    const user = userEvent.setup();
    await renderShell(<AccountArea balance={<p data-testid="the-balance">balance</p>} />, { facts: loggedIn(), http: backend.http });
    await tap(user, document.querySelector('[data-menu=funds_menu]')!);
    const funds = document.querySelector('[data-panel=funds_menu]')!;
    expect(funds.firstElementChild!.getAttribute('data-testid')).toBe('the-balance');
    expect(funds.querySelector('a[href="/myaccount/myfunds/spot"]')).not.toBeNull();
    await tap(user, screen.getByRole('button', { name: 'Account' }));
    const card = await screen.findByTestId('profile-card');
    expect(card.querySelector('[data-testid=the-balance]')).not.toBeNull();
  });

  it.each([
    ['1', 'KYC level 2'],
    ['2', 'KYC level 1'],
    ['5', 'KYC level 0.5'],
    ['3', 'Company verified'],
  ] as const)('profile card: verified %s reads %s', async (verified, text) => {
    const user = userEvent.setup();
    await renderShell(<AccountArea />, { facts: loggedIn({ verified }), http: backend.http });
    await tap(user, screen.getByRole('button', { name: 'Account' }));
    await screen.findByTestId('profile-card');
    expect(screen.getByTestId('kyc-level').textContent).toBe(text);
  });

  it('shows 0.00 for missing tier figures', () => {
    expect(figure(undefined)).toBe('0.00');
    expect(figure('12.5')).toBe('12.50');
    expect(figure('abc')).toBe('0.00');
  });
});
