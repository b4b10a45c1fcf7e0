// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../test-support/render-shell';
import { DepositEntry } from './deposit-entry';

afterEach(cleanup);
/** The dialogs load lazily: give the first render time on a busy machine. */
const LAZY = { timeout: 5000 };
afterEach(() => vi.restoreAllMocks());

const USER = { user: { isLogin: true, uid: 1001, nickname: 'ann' }, cookies: { uid: '1001', nickname: 'ann' } };

async function renderEntry(facts = USER) {
  const r = await renderShell(<div />, { facts });
  const item = r.decision.header.find((i) => i.id === 'deposit_drawer');
  r.unmount();
  if (!item) return { item };
  await renderShell(<DepositEntry item={item} />, { facts });
  return { item };
}

describe('DepositEntry', () => {
  it("opens the deposit chooser from the Decision's deposit entry and returns focus when it closes", async () => {
    const user = userEvent.setup();
    const opened: unknown[][] = [];
    vi.spyOn(window, 'open').mockImplementation((...args: unknown[]) => {
      opened.push(args);
      return null;
    });
    const { item } = await renderEntry();
    expect(item).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Deposit' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('data-collect-event')).toBe('header_nav_click');
    button.focus();
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' }, LAZY);
    await user.click(screen.getByRole('button', { name: /^Onchain Deposit/ }));
    expect(opened).toEqual([['/myaccount/deposit/USDT', '_blank', 'noopener']]);
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('the close control closes the chooser', async () => {
    const user = userEvent.setup();
    await renderEntry();
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' }, LAZY);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
  });

  it('is not in the Decision for a visitor', async () => {
    const { item } = await renderEntry({} as typeof USER);
    expect(item).toBeUndefined();
  });
});
