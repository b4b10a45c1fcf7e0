// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../../test-support/render-shell';
import { BELL_LIST_HEIGHT, BELL_POPOVER_WIDTH } from './bell-panel';
import { LocationProbe, TRADER, setupNoticeBackend, XSS_ROW, XSS_TITLE } from '../../test-support/shell/notice-test-support';
import { NotificationBell } from './notification-bell';
import { REMINDER_CONFIG_KEY } from './reminder-config.utils';

const { backend, requests, answer, types } = setupNoticeBackend();
const bell = () => screen.getByTestId('notification-bell');
const settle = () => act(() => new Promise((r) => setTimeout(r, 50)));

async function openBell(user: UserEvent) {
  await user.click(bell());
  return screen.findByTestId('notification-panel');
}

describe('NotificationBell visibility', () => {
  it('renders nothing for a visitor', async () => {
    await renderShell(<NotificationBell />, { facts: {}, http: backend.http });
    expect(screen.queryByTestId('notification-bell')).toBeNull();
  });

  it('renders nothing in a restricted region', async () => {
    await renderShell(<NotificationBell />, {
      facts: { ...TRADER, compliance: { limit: { is_blocked_country: true } } },
      http: backend.http,
    });
    expect(screen.queryByTestId('notification-bell')).toBeNull();
  });

  it('is a native disclosure button, closed at first', async () => {
    await renderShell(<NotificationBell />, { facts: TRADER, http: backend.http });
    expect(bell().tagName).toBe('BUTTON');
    expect(bell().getAttribute('aria-expanded')).toBe('false');
    expect(bell().getAttribute('aria-label')).toBe('Notifications');
  });
});

describe('NotificationBell loading', () => {
  it('requests nothing before the first hover, then the first tab with size 10, without opening', async () => {
    const user = userEvent.setup();
    await renderShell(<NotificationBell />, { facts: TRADER, http: backend.http });
    await settle();
    expect(requests).toHaveLength(0);
    await user.hover(bell());
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(Object.fromEntries(requests[0]!)).toEqual({ type: 'notice', page: '1', size: '10' });
    expect(bell().getAttribute('aria-expanded')).toBe('false');
    await user.hover(bell());
    await user.tab();
    expect(document.activeElement).toBe(bell());
    await settle();
    expect(requests).toHaveLength(1);
  });

  it('focus alone also starts loading', async () => {
    const user = userEvent.setup();
    await renderShell(<NotificationBell />, { facts: TRADER, http: backend.http });
    await user.tab();
    expect(document.activeElement).toBe(bell());
    await waitFor(() => expect(types()).toEqual(['notice']));
  });

  it('fetches again per tab, each with size 10', async () => {
    const user = userEvent.setup();
    await renderShell(<NotificationBell />, { facts: TRADER, http: backend.http });
    const panel = await openBell(user);
    await within(panel).findAllByText(/Platform notice #/);
    await user.click(within(panel).getByRole('tab', { name: 'Trade' }));
    await within(panel).findAllByText(/Futures order filled #/);
    await user.click(within(panel).getByRole('tab', { name: 'Margin' }));
    await within(panel).findAllByText(/Margin call #/);
    expect(types()).toEqual(['notice', 'futures', 'margin']);
    expect(requests.every((q) => q.get('size') === '10' && q.get('page') === '1')).toBe(true);
    expect(within(panel).getByTestId('reminder-list').querySelectorAll('li')).toHaveLength(10);
  });

  it('starts on the first group switched on in the settings', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(REMINDER_CONFIG_KEY, '{"platform":false}');
    await renderShell(<NotificationBell />, { facts: TRADER, http: backend.http });
    const panel = await openBell(user);
    expect(within(panel).queryByRole('tab', { name: 'Platform' })).toBeNull();
    await waitFor(() => expect(types()).toEqual(['futures']));
  });
});

describe('NotificationBell popover', () => {
  it('has the spec sizes, a View all link and an unread badge cleared on close', async () => {
    const user = userEvent.setup();
    await renderShell(<NotificationBell />, { facts: TRADER, path: '/help', http: backend.http });
    const panel = await openBell(user);
    expect(bell().getAttribute('aria-expanded')).toBe('true');
    expect(bell().getAttribute('aria-controls')).toBe(panel.id);
    expect(getComputedStyle(panel).width).toBe(`${BELL_POPOVER_WIDTH}px`);
    expect(getComputedStyle(within(panel).getByRole('tabpanel')).height).toBe(`${BELL_LIST_HEIGHT}px`);
    expect(within(panel).getByTestId('notification-view-all').getAttribute('href')).toBe('/reminder');
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 10 unread'));
    await user.click(bell());
    expect(bell().getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications'));
  });

  it('a press outside closes it; a press inside the panel does not', async () => {
    const user = userEvent.setup();
    await renderShell(
      <>
        <NotificationBell />
        <p data-testid="outside">page</p>
      </>,
      { facts: TRADER, http: backend.http },
    );
    const panel = await openBell(user);
    await user.click(within(panel).getByRole('tab', { name: 'Market' }));
    expect(bell().getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByTestId('outside'));
    expect(bell().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('notification-panel')).toBeNull();
  });

  it('Esc closes and returns focus to the button', async () => {
    const user = userEvent.setup();
    await renderShell(<NotificationBell />, { facts: TRADER, http: backend.http });
    const panel = await openBell(user);
    const tab = within(panel).getByRole('tab', { name: 'Market' });
    tab.focus();
    await user.keyboard('{Escape}');
    expect(bell().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('notification-panel')).toBeNull();
    expect(document.activeElement).toBe(bell());
  });

  it('shows a loading skeleton while the tab loads', async () => {
    const user = userEvent.setup();
    backend.setCookies({ meridian_delay: '300' });
    await renderShell(<NotificationBell />, { facts: TRADER, http: backend.http });
    const panel = await openBell(user);
    expect(within(panel).getByTestId('reminder-loading')).toBeTruthy();
    await within(panel).findByTestId('reminder-list', {}, { timeout: 3000 });
  });

  it('shows the empty state with a settings button when there are no messages', async () => {
    const user = userEvent.setup();
    answer([]);
    await renderShell(<NotificationBell />, { facts: TRADER, path: '/', http: backend.http });
    const panel = await openBell(user);
    expect(await within(panel).findByText('No messages yet')).toBeTruthy();
    const settings = within(panel).getByRole('link', { name: 'Go to settings' });
    expect(settings.getAttribute('href')).toBe('/reminder/config');
  });

  it('a failing call falls back to the empty state', async () => {
    const user = userEvent.setup();
    backend.setFaults({ '/apiw/v2/herald/get_notice_record': '500' });
    await renderShell(<NotificationBell />, { facts: TRADER, http: backend.http });
    const panel = await openBell(user);
    expect(await within(panel).findByText('No messages yet')).toBeTruthy();
  });

  it('renders an HTML-looking title and content as text, and drops an absolute link', async () => {
    const user = userEvent.setup();
    answer([XSS_ROW]);
    await renderShell(<NotificationBell />, { facts: TRADER, http: backend.http });
    const panel = await openBell(user);
    expect(await within(panel).findByText(XSS_TITLE)).toBeTruthy();
    expect(within(panel).getByText(XSS_ROW.content)).toBeTruthy();
    expect(panel.querySelector('img, script, b')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
    expect(
      within(panel)
        .getByRole('link', { name: /Hacked/ })
        .getAttribute('href'),
    ).toBe('/announcements');
  });
});

describe('NotificationBell message targets', () => {
  it('clicking a message navigates to its route and closes the popover', async () => {
    const user = userEvent.setup();
    await renderShell(
      <>
        <NotificationBell />
        <LocationProbe />
      </>,
      { facts: TRADER, path: '/help', http: backend.http },
    );
    const panel = await openBell(user);
    await user.click(within(panel).getByRole('tab', { name: 'Trade' }));
    const first = await within(panel).findByRole('link', { name: /Futures order filled #1\b/ });
    await user.click(first);
    expect(screen.getByTestId('location').textContent).toBe('/futures/USDT/BTC_USDT');
    expect(bell().getAttribute('aria-expanded')).toBe('false');
  });

  it('links carry the language prefix', async () => {
    const user = userEvent.setup();
    await renderShell(<NotificationBell />, { facts: { ...TRADER, locale: 'zh' }, path: '/zh/help', http: backend.http });
    const panel = await openBell(user);
    await user.click(within(panel).getByRole('tab', { name: '行情' })); // the Chinese page's "Market"
    const link = await within(panel).findByRole('link', { name: /价格提醒 #1\b/ }); // the backend writes in the page's language
    expect(link.getAttribute('href')).toBe('/zh/trade/SOL_USDT');
    expect(within(panel).getByTestId('notification-view-all').getAttribute('href')).toBe('/zh/reminder');
  });
});
