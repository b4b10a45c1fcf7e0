// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { loadRtlCache } from '../ui/mui/rtl-cache';
import { useShellState } from '../../decision/shell-state';
import { LanguageMenu } from './language-menu';
import { location, renderPrefs, setupPrefsTests, SETTINGS } from '../../test-support/shell/prefs-test-support';

setupPrefsTests();

// By test id: some cases render a Chinese or Arabic page, whose words differ.
const button = () => within(screen.getByTestId('prefs-language')).getAllByRole('button')[0]!;
const openMenu = async (user: UserEvent) => {
  await user.click(button());
  return screen.getByRole('menu');
};

describe('LanguageMenu', () => {
  it("lists the site's languages by native name, the current one checked", async () => {
    const user = userEvent.setup();
    const { decision } = await renderPrefs(<LanguageMenu />, { facts: { site: 'main' } });
    const items = within(await openMenu(user)).getAllByRole('menuitemradio');
    expect(items).toHaveLength(decision.locale.alternates.filter((a) => a.hreflang !== 'x-default').length);
    expect(items.map((i) => i.textContent)).toContain('Deutsch');
    expect(screen.getByRole('menuitemradio', { name: 'English' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('menuitemradio', { name: '한국어' }).getAttribute('lang')).toBe('ko');
  });

  it('names languages from site settings when they answered', async () => {
    const user = userEvent.setup();
    const settings = { ...SETTINGS, lang_list: { tr: 'Türkçe (TR)', en: 'English (Global)' } };
    await renderPrefs(<LanguageMenu />, { settings, facts: { site: 'tr', locale: 'en' } });
    await openMenu(user);
    expect(screen.getAllByRole('menuitemradio').map((i) => i.textContent)).toEqual(['Türkçe (TR)', 'English (Global)']);
  });

  it('a `languages` prop narrows the list', async () => {
    const user = userEvent.setup();
    await renderPrefs(<LanguageMenu languages={['en', 'ja']} />);
    await openMenu(user);
    expect(screen.getAllByRole('menuitemradio').map((i) => i.textContent)).toEqual(['English', '日本語']);
  });

  it('choosing Chinese shows the same page under /zh and stores lang and red-up', async () => {
    const user = userEvent.setup();
    await renderPrefs(<LanguageMenu />, { path: '/trade/BTC_USDT?tab=spot' });
    await openMenu(user);
    await user.click(screen.getByRole('menuitemradio', { name: '简体中文' }));
    expect(location()).toBe('/zh/trade/BTC_USDT?tab=spot');
    expect(Cookies.get('lang')).toBe('zh');
    expect(Cookies.get('market_rise_color')).toBe('red-up');
  });

  it("the site's default language has no prefix", async () => {
    const user = userEvent.setup();
    await renderPrefs(<LanguageMenu />, {
      facts: { site: 'main', locale: 'zh', path: '/futures/USDT/BTC_USDT' },
      path: '/zh/futures/USDT/BTC_USDT',
    });
    await openMenu(user);
    await user.click(screen.getByRole('menuitemradio', { name: 'English' }));
    expect(location()).toBe('/futures/USDT/BTC_USDT');
    expect(Cookies.get('market_rise_color')).toBe('green-up');
  });

  it('Turkish asks the rules (a request) instead of navigating', async () => {
    const user = userEvent.setup();
    await renderPrefs(<LanguageMenu />, { path: '/trade/BTC_USDT' });
    await openMenu(user);
    await user.click(screen.getByRole('menuitemradio', { name: 'Türkçe' }));
    expect(useShellState.getState().intents).toEqual(['turkish_language']);
    expect(location()).toBe('/trade/BTC_USDT');
    expect(Cookies.get('lang')).toBeUndefined();
  });

  it('is keyboard operable: ArrowDown opens on the current item, arrows move, Enter picks, Esc returns focus', async () => {
    const user = userEvent.setup();
    await renderPrefs(<LanguageMenu />, { path: '/' });
    const button = screen.getByRole('button', { description: 'Language: English' });
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'English' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: '简体中文' }));
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(location()).toBe('/zh-tw');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('works right to left (Arabic)', async () => {
    const user = userEvent.setup();
    // As render-app.tsx does: a right-to-left page renders once its style pipeline has loaded.
    await loadRtlCache();
    const { decision } = await renderPrefs(<LanguageMenu />, { facts: { site: 'main', locale: 'ar' }, path: '/ar' });
    expect(decision.locale.dir).toBe('rtl');
    const menu = await openMenu(user);
    expect(within(menu).getByRole('menuitemradio', { name: 'العربية' }).getAttribute('aria-checked')).toBe('true');
    await user.click(within(menu).getByRole('menuitemradio', { name: 'English' }));
    expect(location()).toBe('/');
  });

  it('renders nothing when the Decision hides the language switcher', async () => {
    const { decision } = await renderPrefs(<LanguageMenu />, { facts: { compliance: { menu: ['language'] } } });
    expect(decision.hidden).toContain('language');
    expect(screen.queryByTestId('prefs-language')).toBeNull();
  });
});
