// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findPersona } from 'virtual:meridian/personas';
import { totalFundsAnswer } from '../../mocks/data/persona-answers';
import { setupTestBackend } from '../../mocks/test-server';
import { renderShell } from '../../test-support/render-shell';
import { AccountBalance } from './account-balance';
import { BALANCE_PREFS_KEY, useBalancePrefs } from './balance-store';

const backend = setupTestBackend();
const facts = { user: { isLogin: true, uid: 1001, nickname: 'ann' }, cookies: { uid: '1001', nickname: 'ann' } };
const funds = totalFundsAnswer(findPersona('trader')!);

beforeEach(() => {
  backend.setCookies({ meridian_persona: 'trader' });
  act(() => {
    useBalancePrefs.setState({ hidden: false });
  });
});
afterEach(cleanup);

describe('AccountBalance', () => {
  it('shows -- until the total funds arrive, then BTC and the fiat', async () => {
    await renderShell(<AccountBalance fiat="USD" symbol="$" />, { facts, http: backend.http });
    expect(screen.getByTestId('balance-btc').textContent).toBe('--');
    await waitFor(() => expect(screen.getByTestId('balance-btc').textContent).toBe(`${Number(funds.total_btc).toFixed(8)} BTC`));
    expect(screen.getByTestId('balance-fiat').textContent).toMatch(/^≈ \$[\d,]+\.\d\d$/);
    expect(screen.getByRole('group', { name: 'Estimated balance' })).toBeTruthy();
  });

  it('hides both figures behind **** with a pressed eye button, and stores the choice', async () => {
    const user = userEvent.setup();
    await renderShell(<AccountBalance fiat="USD" />, { facts, http: backend.http });
    await waitFor(() => expect(screen.getByTestId('balance-btc').textContent).toContain('BTC'));
    const eye = screen.getByRole('button', { name: 'Hide balance' });
    expect(eye.getAttribute('aria-pressed')).toBe('false');
    await user.click(eye);
    expect(eye.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('balance-btc').textContent).toBe('****');
    expect(screen.getByTestId('balance-fiat').textContent).toBe('****');
    expect(JSON.parse(localStorage.getItem(BALANCE_PREFS_KEY)!).state).toEqual({ hidden: true });
    await user.click(eye);
    expect(screen.getByTestId('balance-btc').textContent).toContain('BTC');
  });

  it('shows an error with Retry, not zeros, when the call fails; Retry asks again', async () => {
    const user = userEvent.setup();
    backend.setFaults({ '/apiw/v2/account/total_funds': '500' });
    await renderShell(<AccountBalance fiat="EUR" />, { facts, http: backend.http });
    await waitFor(() => expect(screen.getByTestId('balance-error').textContent).toBe('Balance unavailable'), { timeout: 4000 });
    expect(screen.queryByTestId('balance-btc')).toBeNull();
    expect(screen.getByTestId('account-balance').textContent).not.toMatch(/0\.00000000|€0\.00/);
    backend.setFaults({});
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('balance-btc').textContent).toBe(`${Number(funds.total_btc).toFixed(8)} BTC`));
    expect(screen.queryByTestId('balance-error')).toBeNull();
  });

  it('the error shows even while the figures are hidden (it is not a figure)', async () => {
    backend.setFaults({ '/apiw/v2/account/total_funds': '500' });
    act(() => {
      useBalancePrefs.setState({ hidden: true });
    });
    await renderShell(<AccountBalance fiat="USD" />, { facts, http: backend.http });
    await waitFor(() => expect(screen.getByTestId('balance-error')).toBeTruthy(), { timeout: 4000 });
  });
});
