// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useShellState } from '../../decision/shell-state';
import { NOW_MS, renderDialogs, setupDialogTests, shell } from '../../test-support/shell/dialog-test-support';

const { backend, spies } = setupDialogTests();

const TURKISH = { user: { isLogin: true, country: 228 }, compliance: { limit: { is_tr: true } } };
const stored = () => JSON.parse(window.localStorage.getItem('GATE_TR_ENTRY_STORAGE') ?? 'null') as unknown;
const title = 'Select an exchange to continue';

describe('turkey_chooser', () => {
  it('offers the Turkey and the global exchange, and the 7-day checkbox', async () => {
    await renderDialogs({ facts: TURKISH, http: backend.http });
    expect(await screen.findByRole('dialog', { name: title })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Turkey exchange/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Global exchange/ })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: "Don't show again for 7 days" }) as HTMLInputElement).checked).toBe(false);
  });

  it('Cancel stores a keep-alive of 1 day, and the next Decision has no chooser', async () => {
    const user = userEvent.setup();
    const { openUrl } = await renderDialogs({ facts: TURKISH, http: backend.http });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(stored()).toEqual({ keepaliveDays: 1, timestamp: NOW_MS });
    expect(shell().storageVersion).toBe(1);
    expect(openUrl).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Confirm with the box ticked stores 7 days and goes to the Turkey site (?site=tr on this origin in the demo)', async () => {
    const user = userEvent.setup();
    const { openUrl } = await renderDialogs({ facts: TURKISH, http: backend.http });
    await user.click(await screen.findByRole('checkbox', { name: "Don't show again for 7 days" }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(stored()).toEqual({ keepaliveDays: 7, timestamp: NOW_MS });
    expect(openUrl).toHaveBeenCalledWith('/?site=tr');
  });

  it('Confirm without the box stores 1 day; the global exchange stays', async () => {
    const user = userEvent.setup();
    const { openUrl } = await renderDialogs({ facts: TURKISH, http: backend.http });
    await user.click(await screen.findByRole('radio', { name: /Global exchange/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(stored()).toEqual({ keepaliveDays: 1, timestamp: NOW_MS });
    expect(openUrl).not.toHaveBeenCalled();
  });

  it('goes to the production Turkey host when it is allowed, and nowhere when it is not', async () => {
    const user = userEvent.setup();
    const first = await renderDialogs({ facts: TURKISH, host: { turkeyHref: 'https://tr.meridian.example/' }, http: backend.http });
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(first.openUrl).toHaveBeenCalledWith('https://tr.meridian.example/');
    first.unmount();
    // A fresh chooser: forget the dismissal and the keep-alive the first confirm wrote.
    useShellState.setState({ dismissed: [] });
    window.localStorage.clear();
    const second = await renderDialogs({
      facts: TURKISH,
      host: { turkeyHref: 'https://tr.meridian.example/', allowedHosts: ['www.meridian.example'] },
      http: backend.http,
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(second.openUrl).not.toHaveBeenCalled();
    expect(spies.warn).toHaveBeenCalledWith(expect.stringContaining('https://tr.meridian.example/'));
  });

  it('Esc is Cancel (1 day)', async () => {
    const user = userEvent.setup();
    await renderDialogs({ facts: TURKISH, http: backend.http });
    await screen.findByRole('dialog', { name: title }); // focused when it opens: Esc goes to it
    await user.keyboard('{Escape}');
    expect(stored()).toEqual({ keepaliveDays: 1, timestamp: NOW_MS });
  });

  it('does not open while a stored keep-alive is running', async () => {
    window.localStorage.setItem('GATE_TR_ENTRY_STORAGE', JSON.stringify({ keepaliveDays: 7, timestamp: NOW_MS - 3 * 86_400_000 }));
    await renderDialogs({ facts: TURKISH, http: backend.http });
    await act(() => new Promise((r) => setTimeout(r, 30)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
