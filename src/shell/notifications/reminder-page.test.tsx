// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../../test-support/render-shell';
import { LocationProbe, TRADER, setupNoticeBackend, XSS_ROW, XSS_TITLE } from '../../test-support/shell/notice-test-support';
import { formatNoticeTime } from './notice-time.utils';
import { REMINDER_CONFIG_KEY } from './reminder-config.utils';
import { ReminderPage } from './reminder-page';

const { backend, answer, types, requests } = setupNoticeBackend();

function Language({ lang }: { lang: string }) {
  const { i18n } = useTranslation();
  useEffect(() => void i18n.changeLanguage(lang), [i18n, lang]);
  return null;
}

describe('ReminderPage', () => {
  it('lists the first tab with title, content and the send time in the current language', async () => {
    await renderShell(<ReminderPage />, { facts: TRADER, path: '/reminder', http: backend.http });
    const list = await screen.findByTestId('reminder-list');
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(first.textContent).toContain('Platform notice #1');
    expect(first.textContent).toContain('Scheduled maintenance of BTC_USDT deposits.');
    const time = first.querySelector('time')!;
    const seconds = Date.parse(time.getAttribute('datetime')!) / 1000;
    expect(time.textContent).toBe(formatNoticeTime(seconds, 'en'));
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(Object.fromEntries(requests[0]!)).toEqual({ type: 'notice', page: '1', size: '10' });
  });

  it('formats times in another language', async () => {
    await renderShell(
      <>
        <Language lang="de" />
        <ReminderPage />
      </>,
      { facts: TRADER, path: '/de/reminder', http: backend.http },
    );
    const time = (await screen.findByTestId('reminder-list')).querySelector('time')!;
    const seconds = Date.parse(time.getAttribute('datetime')!) / 1000;
    await waitFor(() => expect(time.textContent).toBe(formatNoticeTime(seconds, 'de')));
    expect(time.textContent).not.toBe(formatNoticeTime(seconds, 'en'));
  });

  it('shows the three groups and fetches per tab', async () => {
    const user = userEvent.setup();
    await renderShell(<ReminderPage />, { facts: TRADER, path: '/reminder', http: backend.http });
    await screen.findByTestId('reminder-list');
    expect(
      screen
        .getAllByRole('tab')
        .slice(0, 3)
        .map((t) => t.textContent),
    ).toEqual(['Platform', 'Trade', 'Market']);
    await user.click(screen.getByRole('tab', { name: 'Market' }));
    await screen.findAllByText(/Price alert #/);
    await user.click(screen.getByRole('tab', { name: 'On-chain' }));
    await screen.findAllByText(/Deposit confirmed #/);
    expect(types()).toEqual(['notice', 'market', 'chain']);
  });

  it('a message opens its route', async () => {
    const user = userEvent.setup();
    await renderShell(
      <>
        <ReminderPage />
        <LocationProbe />
      </>,
      { facts: TRADER, path: '/reminder', http: backend.http },
    );
    await user.click(await screen.findByRole('tab', { name: 'Trade' }));
    await user.click(await screen.findByRole('tab', { name: 'Margin' }));
    await user.click(await screen.findByRole('link', { name: /Margin call #2\b/ }));
    expect(screen.getByTestId('location').textContent).toBe('/margin_trade/ETH_USDT');
  });

  it('shows the empty state with a go-to-settings button', async () => {
    answer([]);
    await renderShell(<ReminderPage />, { facts: TRADER, path: '/reminder', http: backend.http });
    expect(await screen.findByText('No messages yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to settings' }).getAttribute('href')).toBe('/reminder/config');
  });

  it('renders server text as text', async () => {
    answer([XSS_ROW]);
    const { container } = await renderShell(<ReminderPage />, { facts: TRADER, path: '/reminder', http: backend.http });
    expect(await screen.findByText(XSS_TITLE)).toBeTruthy();
    expect(container.querySelector('img, script, b')).toBeNull();
  });

  it('shows only the groups switched on; none on gives the empty state without a request', async () => {
    window.localStorage.setItem(REMINDER_CONFIG_KEY, '{"platform":false,"trade":false,"market":true}');
    const first = await renderShell(<ReminderPage />, { facts: TRADER, path: '/reminder', http: backend.http });
    await screen.findByTestId('reminder-list');
    expect(screen.queryByRole('tab', { name: 'Platform' })).toBeNull();
    expect(types()).toEqual(['market']);
    first.unmount();
    window.localStorage.setItem(REMINDER_CONFIG_KEY, '{"platform":false,"trade":false,"market":false}');
    await renderShell(<ReminderPage />, { facts: TRADER, path: '/reminder', http: backend.http });
    expect(screen.getByText('No messages yet')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(types()).toEqual(['market']);
  });
});
