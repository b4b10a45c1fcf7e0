// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupTestBackend } from '../../mocks/test-server';
import { renderShell } from '../../test-support/render-shell';
import { FundPasswordSettings } from './fund-password-settings';
import { WithdrawAction } from './withdraw-action';

const backend = setupTestBackend();
afterEach(cleanup);
/** The dialogs load lazily: give the first render time on a busy machine. */
const LAZY = { timeout: 5000 };
afterEach(() => vi.restoreAllMocks());
beforeEach(() => backend.setCookies({ meridian_persona: 'trader', csrftoken: 'tok' }));
/** The password field, not the 'Fund password validity' group. */
const FUND_PASSWORD = /^Fund password[\s*\u2009]*$/;
async function type(user: UserEvent, el: HTMLElement, value: string) {
  await user.clear(el);
  await user.type(el, value);
}

describe('WithdrawAction (the withdraw page)', () => {
  it('asks for the fund password before the withdrawal and says when it was entered', async () => {
    const user = userEvent.setup();
    await renderShell(<WithdrawAction />, { http: backend.http });
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fund password' }, LAZY);
    await type(user, within(dialog).getByLabelText(FUND_PASSWORD), 'secret');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Fund password entered.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Fund password' })).toBeNull());
  });

  it('Cancel closes without a message', async () => {
    const user = userEvent.setup();
    await renderShell(<WithdrawAction />, { http: backend.http });
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fund password' }, LAZY);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('Fund password entered.')).toBeNull();
  });
});

describe('FundPasswordSettings (the security page)', () => {
  it("offers 'Fund password validity' with the stored value; a change needs fund password and code, then shows the result", async () => {
    const user = userEvent.setup();
    await renderShell(<FundPasswordSettings />, { http: backend.http });
    const section = screen.getByRole('region', { name: 'Fund password validity' });
    const group = await within(section).findByRole('radiogroup', { name: 'Fund password validity' }, LAZY);
    await waitFor(() => expect((within(group).getByRole('radio', { name: 'One hour' }) as HTMLInputElement).checked).toBe(true));
    await user.click(within(group).getByRole('radio', { name: 'Every time' }));
    const second = await screen.findByRole('dialog', { name: 'Change fund password validity' });
    await type(user, within(second).getByLabelText(FUND_PASSWORD), 'secret');
    await type(user, within(second).getByLabelText(/Authenticator code/), '123456');
    await user.click(within(second).getByRole('button', { name: 'Confirm' }));
    expect((await within(section).findByRole('alert')).textContent).toBe('Saved');
    await waitFor(() => expect((within(group).getByRole('radio', { name: 'Every time' }) as HTMLInputElement).checked).toBe(true));
  });
});
