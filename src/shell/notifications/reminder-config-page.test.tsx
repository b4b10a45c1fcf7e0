// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../test-support/render-shell';
import { TRADER, setupNoticeBackend } from '../../test-support/shell/notice-test-support';
import { NotificationBell } from './notification-bell';
import { REMINDER_CONFIG_KEY } from './reminder-config.utils';
import { ReminderConfigPage } from './reminder-config-page';

const { backend } = setupNoticeBackend();
const switchOf = (name: string) => screen.getByRole('switch', { name: new RegExp(`^${name}`) }) as HTMLInputElement;

describe('ReminderConfigPage', () => {
  it('shows one switch per group, all on by default, and a back link', async () => {
    await renderShell(<ReminderConfigPage />, { facts: TRADER, path: '/reminder/config', http: backend.http });
    expect(['Platform', 'Trade', 'Market'].map((g) => switchOf(g).checked)).toEqual([true, true, true]);
    expect(screen.getByTestId('reminder-back').getAttribute('href')).toBe('/reminder');
  });

  it('stores choices as JSON and the bell follows them', async () => {
    const user = userEvent.setup();
    await renderShell(
      <>
        <ReminderConfigPage />
        <NotificationBell />
      </>,
      { facts: TRADER, path: '/reminder/config', http: backend.http },
    );
    await user.click(switchOf('Trade'));
    expect(switchOf('Trade').checked).toBe(false);
    expect(JSON.parse(window.localStorage.getItem(REMINDER_CONFIG_KEY)!)).toEqual({ platform: true, trade: false, market: true });
    await user.click(screen.getByTestId('notification-bell'));
    const panel = await screen.findByTestId('notification-panel');
    expect(Array.from(panel.querySelectorAll('[data-group]')).map((t) => t.getAttribute('data-group'))).toEqual(['platform', 'market']);
  });

  it('malformed stored JSON gives the defaults', async () => {
    window.localStorage.setItem(REMINDER_CONFIG_KEY, '{"trade": fal');
    await renderShell(<ReminderConfigPage />, { facts: TRADER, path: '/reminder/config', http: backend.http });
    expect(switchOf('Trade').checked).toBe(true);
  });

  it('keeps the language prefix on the back link', async () => {
    await renderShell(<ReminderConfigPage />, { facts: { ...TRADER, locale: 'fr' }, path: '/fr/reminder/config', http: backend.http });
    expect(screen.getByTestId('reminder-back').getAttribute('href')).toBe('/fr/reminder');
  });

  // Last: a choice storage refused is kept in memory for the rest of the page's life.
  it('storage that throws gives the defaults, and a toggle still works without crashing', async () => {
    const user = userEvent.setup();
    const get = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const set = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      expect(() => window.localStorage.getItem(REMINDER_CONFIG_KEY)).toThrow();
      await renderShell(
        <>
          <ReminderConfigPage />
          <NotificationBell />
        </>,
        { facts: TRADER, path: '/reminder/config', http: backend.http },
      );
      expect(switchOf('Market').checked).toBe(true);
      await user.click(switchOf('Market'));
      expect(switchOf('Market').checked).toBe(false);
      await user.click(screen.getByTestId('notification-bell'));
      const panel = await screen.findByTestId('notification-panel');
      await within(panel).findByTestId('reminder-list');
      await user.click(screen.getByTestId('notification-bell'));
      expect(screen.queryByTestId('notification-panel')).toBeNull();
    } finally {
      get.mockRestore();
      set.mockRestore();
    }
  });
});
