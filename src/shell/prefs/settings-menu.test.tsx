// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { loadRtlCache } from '../ui/mui/rtl-cache';
import { useShellState } from '../../decision/shell-state';
import { location, panelsArrive, renderPrefs, setupPrefsTests } from '../../test-support/shell/prefs-test-support';
import { SettingsMenu } from './settings-menu';

setupPrefsTests();

// By test id: some cases render a Chinese, Japanese or Arabic page, whose words differ.
const gear = () => within(screen.getByTestId('prefs-settings')).getAllByRole('button')[0]!;
const open = async (user: UserEvent) => {
  await user.click(gear());
  await panelsArrive();
  return screen.getByRole('group', { name: gear().getAttribute('aria-label')! });
};
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
/** A radio by its value, on pages whose words are not English. */
const radioOf = (value: string) => document.querySelector<HTMLInputElement>(`input[type=radio][value="${value}"]`)!;

describe('SettingsMenu', () => {
  it('time base: 24h by default; a choice is stored', async () => {
    const user = userEvent.setup();
    await renderPrefs(<SettingsMenu />);
    const panel = await open(user);
    const group = within(panel).getByRole('radiogroup', { name: 'Change base' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['24h', 'utc0', 'utc8']);
    expect(radio('Last 24 hours').checked).toBe(true);
    await user.click(radio('Since 00:00 UTC+8'));
    expect(Cookies.get('meridian_time_base')).toBe('utc8');
    expect(radio('Since 00:00 UTC+8').checked).toBe(true);
  });

  it('rise colour: follows the language with no cookie (Chinese red-up), a choice is stored, each with a preview', async () => {
    const user = userEvent.setup();
    await renderPrefs(<SettingsMenu />, { facts: { site: 'main', locale: 'zh' }, path: '/zh' });
    await open(user);
    expect(radioOf('red-up').checked).toBe(true);
    expect(screen.getByTestId('rise-preview-red-up').textContent).toBe('▲▼');
    await user.click(radioOf('green-up'));
    expect(Cookies.get('market_rise_color')).toBe('green-up');
    expect(radioOf('green-up').checked).toBe(true);
  });

  it('rise colour defaults to green-up for other languages', async () => {
    const user = userEvent.setup();
    await renderPrefs(<SettingsMenu />, { facts: { site: 'main', locale: 'ja' }, path: '/ja' });
    await open(user);
    expect(radioOf('green-up').checked).toBe(true);
  });

  it('theme switch writes dark/change-skin and tells the shell to re-read cookies', async () => {
    const user = userEvent.setup();
    await renderPrefs(<SettingsMenu />);
    await open(user);
    const version = useShellState.getState().storageVersion;
    const dark = screen.getByRole('switch', { name: 'Dark mode' }) as HTMLInputElement;
    await user.click(dark);
    expect([Cookies.get('dark'), Cookies.get('change-skin')]).toEqual(['1', 'dark']);
    expect(dark.checked).toBe(true);
    expect(useShellState.getState().storageVersion).toBe(version + 1);
    await user.click(dark);
    expect([Cookies.get('dark'), Cookies.get('change-skin')]).toEqual(['0', 'light']);
  });

  it('holds the language and exchange-rate entries, which work inside it', async () => {
    const user = userEvent.setup();
    await renderPrefs(<SettingsMenu />, { path: '/markets' });
    const panel = await open(user);
    await user.click(within(panel).getByRole('button', { name: 'Language English' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Deutsch' }));
    expect(location()).toBe('/de/markets');
    await user.click(within(panel).getByRole('button', { name: /^Exchange rate/ }));
    await panelsArrive();
    expect(within(panel).getByRole('listbox', { name: 'Currencies' })).toBeTruthy();
  });

  it('Esc closes a nested entry first, then the menu, returning focus each time', async () => {
    const user = userEvent.setup();
    await renderPrefs(<SettingsMenu />);
    const panel = await open(user);
    const rate = within(panel).getByRole('button', { name: /^Exchange rate/ });
    await user.click(rate);
    await panelsArrive();
    const search = screen.getByRole('searchbox', { name: 'Search currency' });
    search.focus();
    await user.keyboard('{Escape}');
    expect(rate.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(rate);
    expect(gear().getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(gear().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(gear());
  });

  it.each([
    ['theme_mode', { name: 'Dark mode', role: 'switch' }],
    ['exchange_rate', { name: /^Exchange rate/, role: 'button' }],
    ['language', { name: /^Language /, role: 'button' }],
  ] as const)('hides its %s part when the Decision hides it', async (id, part) => {
    const user = userEvent.setup();
    // The compliance menu is how facts switch a header id off (rules/footer.yaml compliance-menu-hides).
    const { decision } = await renderPrefs(<SettingsMenu />, { facts: { compliance: { menu: [id] } } });
    expect(decision.hidden).toContain(id);
    const panel = await open(user);
    expect(within(panel).queryByRole(part.role, { name: part.name })).toBeNull();
    expect(within(panel).getByRole('radiogroup', { name: 'Change base' })).toBeTruthy();
  });

  it('shows every part when nothing is hidden', async () => {
    const user = userEvent.setup();
    const { decision } = await renderPrefs(<SettingsMenu />);
    expect(decision.hidden).not.toContain('theme_mode');
    const panel = await open(user);
    expect(within(panel).getByRole('switch', { name: 'Dark mode' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: /^Language / })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: /^Exchange rate/ })).toBeTruthy();
  });

  it('renders nothing when the Decision hides settings', async () => {
    await renderPrefs(<SettingsMenu />, { facts: { compliance: { menu: ['settings'] } } });
    expect(screen.queryByTestId('prefs-settings')).toBeNull();
  });

  it('works right to left (Arabic): opens, stores, closes with Esc', async () => {
    const user = userEvent.setup();
    // As render-app.tsx does: a right-to-left page renders once its style pipeline has loaded.
    await loadRtlCache();
    const { decision } = await renderPrefs(<SettingsMenu />, { facts: { site: 'main', locale: 'ar' }, path: '/ar' });
    expect(decision.locale.dir).toBe('rtl');
    await open(user);
    await user.click(radioOf('utc0'));
    expect(Cookies.get('meridian_time_base')).toBe('utc0');
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(gear());
  });
});
