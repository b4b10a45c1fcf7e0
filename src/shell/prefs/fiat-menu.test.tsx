// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { FiatMenu } from './fiat-menu';
import { panelsArrive, renderPrefs, setupPrefsTests, SETTINGS } from '../../test-support/shell/prefs-test-support';

const { reload } = setupPrefsTests();

const button = () => screen.getByRole('button', { description: /^Currency:/ });
const open = async (user: UserEvent) => {
  await user.click(button());
  await panelsArrive();
  return screen.getByRole('group', { name: 'Exchange rate' });
};
const option = (code: string) => screen.getAllByRole('option').find((o) => o.getAttribute('data-fiat') === code)!;
const codes = () => screen.queryAllByRole('option').map((o) => o.getAttribute('data-fiat'));

describe('FiatMenu', () => {
  it('lists the site fiats with symbols and rates; the current one selected', async () => {
    const user = userEvent.setup();
    await renderPrefs(<FiatMenu />);
    expect(button().textContent).toContain('$ USD');
    await open(user);
    expect(codes()).toEqual(['USD', 'EUR', 'TRY', 'GBP']);
    const eur = option('EUR');
    expect(eur.textContent).toContain('€');
    expect(eur.textContent).toContain('1 USDT ≈ 0.92 EUR');
    expect(option('USD').getAttribute('aria-selected')).toBe('true');
  });

  it('search matches the code as a substring, case-insensitive; no match shows the no-data text', async () => {
    const user = userEvent.setup();
    await renderPrefs(<FiatMenu />);
    await open(user);
    const search = screen.getByRole('searchbox', { name: 'Search currency' });
    await user.clear(search);
    await user.type(search, 'ry');
    expect(codes()).toEqual(['TRY']);
    await user.clear(search);
    await user.type(search, 'Gb');
    expect(codes()).toEqual(['GBP']);
    await user.clear(search);
    await user.type(search, 'xyz');
    expect(codes()).toEqual([]);
    expect(screen.getByText('No data').getAttribute('role')).toBe('status');
  });

  it('picking a fiat opens the rate mode and selects it (desktop: no reload), focus back on the button', async () => {
    const user = userEvent.setup();
    Cookies.set('meridian_rate_mode', '0');
    await renderPrefs(<FiatMenu />);
    await open(user);
    await user.click(option('EUR'));
    expect(Cookies.get('curr_fiat')).toBe('EUR');
    expect(Cookies.get('meridian_rate_mode')).toBe('1');
    expect(reload()).not.toHaveBeenCalled();
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button());
    expect(button().textContent).toContain('€ EUR');
  });

  it('on mobile (reloadOnPick) the pick is stored, then the page reloads', async () => {
    const user = userEvent.setup();
    await renderPrefs(<FiatMenu reloadOnPick />);
    await open(user);
    await user.click(option('GBP'));
    expect(Cookies.get('curr_fiat')).toBe('GBP');
    expect(reload()).toHaveBeenCalledTimes(1);
  });

  it("'Do not switch to fiat' resets the fiat to USD; off clears it", async () => {
    const user = userEvent.setup();
    Cookies.set('curr_fiat', 'TRY');
    await renderPrefs(<FiatMenu />);
    const panel = await open(user);
    const noSwitch = within(panel).getByRole('switch', { name: 'Do not switch to fiat' }) as HTMLInputElement;
    expect(noSwitch.checked).toBe(false);
    await user.click(noSwitch);
    expect(noSwitch.checked).toBe(true);
    expect([Cookies.get('curr_fiat'), Cookies.get('meridian_rate_mode')]).toEqual(['USD', '0']);
    expect(button().textContent).toContain('$ USD');
    await user.click(noSwitch);
    expect(noSwitch.checked).toBe(false);
    expect(Cookies.get('meridian_rate_mode')).toBeUndefined();
  });

  it('the real-time rate toggle is stored as 1/0 and switches to the live rates', async () => {
    const user = userEvent.setup();
    await renderPrefs(<FiatMenu />);
    const realtime = within(await open(user)).getByRole('switch', { name: 'Real-time exchange rate' });
    expect(option('EUR').textContent).toContain('≈ 0.92 EUR');
    await user.click(realtime);
    expect(Cookies.get('meridian_realtime_rate')).toBe('1');
    expect(option('EUR').textContent).toContain('≈ 0.95 EUR');
    await user.click(realtime);
    expect(Cookies.get('meridian_realtime_rate')).toBe('0');
    expect(option('EUR').textContent).toContain('≈ 0.92 EUR');
  });

  it("a malformed curr_fiat cookie falls back to the server's fiat", async () => {
    Cookies.set('curr_fiat', 'e"r<');
    await renderPrefs(<FiatMenu />, { settings: { ...SETTINGS, curr_fiat: 'TRY' } });
    expect(button().textContent).toContain('₺ TRY');
  });

  it('is keyboard operable: ArrowDown from the search enters the list, Enter picks, Esc returns focus', async () => {
    const user = userEvent.setup();
    await renderPrefs(<FiatMenu />);
    await open(user);
    const search = screen.getByRole('searchbox', { name: 'Search currency' });
    search.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(option('USD'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(option('EUR'));
    await user.keyboard('{Enter}');
    expect(Cookies.get('curr_fiat')).toBe('EUR');
    expect(document.activeElement).toBe(button());
    await open(user);
    screen.getByRole('switch', { name: 'Real-time exchange rate' }).focus();
    await user.keyboard('{Escape}');
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button());
  });

  it('renders nothing when the Decision hides the exchange rate', async () => {
    const { decision } = await renderPrefs(<FiatMenu />, { facts: { compliance: { menu: ['exchange_rate'] } } });
    expect(decision.hidden).toContain('exchange_rate');
    expect(screen.queryByTestId('prefs-fiat')).toBeNull();
  });
});
