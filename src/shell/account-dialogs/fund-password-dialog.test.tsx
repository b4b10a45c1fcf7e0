// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupTestBackend } from '../../mocks/test-server';
import { renderShell } from '../../test-support/render-shell';
import { FundPasswordDialog } from './fund-password-dialog';

const backend = setupTestBackend();
afterEach(cleanup);
afterEach(() => vi.restoreAllMocks());
beforeEach(() => backend.setCookies({ meridian_persona: 'trader', csrftoken: 'tok' }));

async function open(onConfirm = vi.fn()) {
  await renderShell(<FundPasswordDialog open onClose={() => {}} onConfirm={onConfirm} />, { http: backend.http });
  const dialog = await screen.findByRole('dialog', { name: 'Fund password' });
  return { dialog, onConfirm };
}
/** The password field, not the 'Fund password validity' group. */
const FUND_PASSWORD = /^Fund password[\s*\u2009]*$/;
async function type(user: UserEvent, el: HTMLElement, value: string) {
  await user.clear(el);
  await user.type(el, value);
}

describe('FundPasswordDialog', () => {
  it('asks for the fund password as an accessible password field; confirm disabled while empty', async () => {
    const user = userEvent.setup();
    const { dialog } = await open();
    const input = within(dialog).getByLabelText(FUND_PASSWORD) as HTMLInputElement;
    expect(input.type).toBe('password');
    expect(input.autocomplete).toBe('current-password');
    expect(input.getAttribute('onpaste')).toBeNull();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await type(user, input, 'secret');
    expect(confirm.disabled).toBe(false);
  });

  it('debounces confirm: one call per 1500 ms burst', async () => {
    const user = userEvent.setup();
    let now = 10_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const { dialog, onConfirm } = await open();
    await type(user, within(dialog).getByLabelText(FUND_PASSWORD), 'secret');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await user.click(confirm);
    now += 400;
    await user.click(confirm);
    now += 1400;
    await user.click(confirm); // still within 1500 ms of the last attempt
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledWith('secret');
    now += 1500;
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('shows the current validity (One hour for a new account)', async () => {
    const { dialog } = await open();
    await waitFor(() => expect((within(dialog).getByRole('radio', { name: 'One hour' }) as HTMLInputElement).checked).toBe(true));
    expect((within(dialog).getByRole('radio', { name: 'Never' }) as HTMLInputElement).checked).toBe(false);
  });

  async function chooseNever(user: UserEvent) {
    const { dialog } = await open();
    await waitFor(() => expect((within(dialog).getByRole('radio', { name: 'One hour' }) as HTMLInputElement).checked).toBe(true));
    await user.click(within(dialog).getByRole('radio', { name: 'Never' }));
    const second = await screen.findByRole('dialog', { name: 'Change fund password validity' });
    return { dialog, second };
  }

  it('changing the choice asks for fund password and a 6-digit code before confirm is enabled', async () => {
    const user = userEvent.setup();
    const { second } = await chooseNever(user);
    const code = within(second).getByLabelText(/Authenticator code/) as HTMLInputElement;
    expect(code.autocomplete).toBe('one-time-code');
    expect(code.inputMode).toBe('numeric');
    const confirm = within(second).getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await type(user, within(second).getByLabelText(FUND_PASSWORD), 'secret');
    expect(confirm.disabled).toBe(true);
    await type(user, code, '12a34');
    expect(code.value).toBe('1234');
    expect(confirm.disabled).toBe(true);
    await type(user, code, '123456');
    expect(confirm.disabled).toBe(false);
  });

  it('saves and shows the success message; the choice now reads Never', async () => {
    const user = userEvent.setup();
    const { dialog, second } = await chooseNever(user);
    await type(user, within(second).getByLabelText(FUND_PASSWORD), 'secret');
    await type(user, within(second).getByLabelText(/Authenticator code/), '123456');
    await user.click(within(second).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Saved');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change fund password validity' })).toBeNull());
    await waitFor(() => expect((within(dialog).getByRole('radio', { name: 'Never' }) as HTMLInputElement).checked).toBe(true));
  });

  it('submitting the second dialog with Enter does not confirm the first one', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    await renderShell(<FundPasswordDialog open onClose={() => {}} onConfirm={onConfirm} />, { http: backend.http });
    const dialog = await screen.findByRole('dialog', { name: 'Fund password' });
    await type(user, within(dialog).getByLabelText(FUND_PASSWORD), 'first');
    await waitFor(() => expect((within(dialog).getByRole('radio', { name: 'One hour' }) as HTMLInputElement).checked).toBe(true));
    await user.click(within(dialog).getByRole('radio', { name: 'Never' }));
    const second = await screen.findByRole('dialog', { name: 'Change fund password validity' });
    await type(user, within(second).getByLabelText(FUND_PASSWORD), 'secret');
    await type(user, within(second).getByLabelText(/Authenticator code/), '123456');
    expect(document.activeElement).toBe(within(second).getByLabelText(/Authenticator code/));
    await user.keyboard('{Enter}');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Saved');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("a refused fund password shows the server's message as an error notice", async () => {
    const user = userEvent.setup();
    const { second } = await chooseNever(user);
    await type(user, within(second).getByLabelText(FUND_PASSWORD), 'wrong');
    await type(user, within(second).getByLabelText(/Authenticator code/), '123456');
    await user.click(within(second).getByRole('button', { name: 'Confirm' }));
    const alert = await within(second).findByRole('alert');
    expect(alert.textContent).toBe('Incorrect fund password');
    expect(alert.className).toMatch(/Error/);
  });

  it("a failed call shows the word 'Error'", async () => {
    const user = userEvent.setup();
    backend.setFaults({ '/json_svr/query_safe': '500' });
    const { second } = await chooseNever(user);
    await type(user, within(second).getByLabelText(FUND_PASSWORD), 'secret');
    await type(user, within(second).getByLabelText(/Authenticator code/), '123456');
    await user.click(within(second).getByRole('button', { name: 'Confirm' }));
    expect((await within(second).findByRole('alert')).textContent).toBe('Error');
  });
});
