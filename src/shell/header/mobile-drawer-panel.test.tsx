// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { setupTestBackend } from '../../mocks/test-server';
import { renderShell } from '../../test-support/render-shell';
import { MobileDrawerPanel } from './mobile-drawer-panel';

const backend = setupTestBackend();
afterEach(cleanup);
const session = { cookies: { uid: '1001', nickname: 'ann' } };
const loggedIn = (extra = {}) => ({
  user: { isLogin: true, uid: 1001, nickname: 'ann', verified: '1', tier_level: 3, ...extra },
  ...session,
});
const balance = <p data-testid="the-balance">balance</p>;
const drawer = (facts: object) =>
  renderShell(<MobileDrawerPanel open onClose={() => undefined} balance={balance} />, { facts, http: backend.http });

describe('MobileDrawerPanel', () => {
  it('is a dialog named Menu', async () => {
    await drawer({});
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();
  });

  it('has no account block for a visitor, only Log In and Sign Up', async () => {
    await drawer({});
    expect(screen.queryByTestId('drawer-account')).toBeNull();
    expect(screen.queryByTestId('drawer-account-actions')).toBeNull();
    expect(document.querySelector('[data-item=login]')).not.toBeNull();
  });

  it('opens with who is logged in and the balance, and ends with Switch Account and both logouts', async () => {
    backend.setCookies({ meridian_persona: 'white_listed' });
    await drawer({ ...loggedIn() });
    const block = screen.getByTestId('drawer-account');
    expect(await within(block).findByText('ann')).toBeTruthy();
    expect(within(block).getByTestId('kyc-tick')).toBeTruthy();
    expect(within(block).getByTestId('kyc-level').textContent).toBe('KYC level 2');
    expect(within(block).getByRole('button', { name: 'Copy UID' })).toBeTruthy();
    expect(within(block).getByTestId('the-balance')).toBeTruthy();
    const actions = screen.getByTestId('drawer-account-actions');
    expect(actions.querySelector('[data-item=switch_account]')!.getAttribute('href')).toBe('/login?switch=1');
    expect(within(actions).getByRole('button', { name: 'Log out of this device' })).toBeTruthy();
    expect(within(actions).getByRole('button', { name: 'Log out of all devices' })).toBeTruthy();
    // The block comes before the menus, the actions after them.
    const drawerBox = screen.getByTestId('mobile-drawer');
    const order = [...drawerBox.children].map((c) => c.getAttribute('data-testid') ?? c.getAttribute('data-group'));
    expect(order.indexOf('drawer-account')).toBeLessThan(order.indexOf('funds_menu'));
    expect(order.indexOf('drawer-account-actions')).toBeGreaterThan(order.indexOf('profile_menu'));
  });

  it('has no Switch Account for a sub-account or off the main site, and no logout on the test network', async () => {
    const r = await drawer({ ...loggedIn({ is_sub_account: true }) });
    expect(screen.getByTestId('drawer-account')).toBeTruthy();
    expect(document.querySelector('[data-item=switch_account]')).toBeNull();
    r.unmount();
    const tr = await drawer({ site: 'tr', ...loggedIn() });
    expect(document.querySelector('[data-item=switch_account]')).toBeNull();
    expect(screen.getByTestId('logout-this')).toBeTruthy(); // in Turkish on the Turkey site
    tr.unmount();
    await drawer({ site: 'testnet', ...loggedIn() });
    expect(screen.getByTestId('drawer-account')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log out of this device' })).toBeNull();
  });

  it('shows the Logging out overlay once a logout is chosen', async () => {
    const user = userEvent.setup();
    // The answer never comes here: the overlay stays, and jsdom is not asked to navigate.
    backend.server.use(http.post(/\/api\/web\/v1\/usercenter\/logout$/, () => delay('infinite')));
    await drawer({ ...loggedIn() });
    await user.click(screen.getByRole('button', { name: 'Log out of this device' }));
    const overlay = await screen.findByTestId('logging-out');
    expect(within(overlay).getByRole('status').textContent).toBe('Logging out');
  });
});
