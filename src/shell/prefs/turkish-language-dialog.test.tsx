// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { useShellState } from '../../decision/shell-state';
import { LanguageMenu } from './language-menu';
import { liveShell, location, renderPrefs, setupPrefsTests } from '../../test-support/shell/prefs-test-support';
import { TurkishLanguageDialog } from './turkish-language-dialog';

setupPrefsTests();

const MAIN_ASKED = { site: 'main', intents: ['turkish_language'], path: '/trade/BTC_USDT' };
const dialog = () => screen.queryByTestId('turkish-language-dialog');

describe('TurkishLanguageDialog', () => {
  it('opens when the Decision puts turkish_language first (Turkish picked on the main site)', async () => {
    const { decision } = await renderPrefs(<TurkishLanguageDialog />, { facts: MAIN_ASKED, path: '/trade/BTC_USDT' });
    expect(decision.dialogs[0]?.id).toBe('turkish_language');
    expect(screen.getByRole('dialog', { name: 'Turkish is also offered on our Turkey site' })).toBeTruthy();
  });

  it("'Stay on the global site in Turkish' shows the page under /tr, stores tr and dismisses", async () => {
    const user = userEvent.setup();
    await renderPrefs(<TurkishLanguageDialog />, { facts: MAIN_ASKED, path: '/trade/BTC_USDT' });
    await user.click(screen.getByRole('button', { name: 'Stay on the global site in Turkish' }));
    expect(location()).toBe('/tr/trade/BTC_USDT');
    expect(Cookies.get('lang')).toBe('tr');
    expect(Cookies.get('market_rise_color')).toBe('green-up');
    expect(useShellState.getState().dismissed).toContain('turkish_language');
  });

  it("'Go to the Turkey site' links to the Turkey site (?site=tr on this origin in the demo)", async () => {
    const user = userEvent.setup();
    await renderPrefs(<TurkishLanguageDialog />, { facts: MAIN_ASKED });
    const go = screen.getByRole('link', { name: 'Go to the Turkey site' });
    expect(go.getAttribute('href')).toBe(`${window.location.origin}/?site=tr`);
    await user.click(go);
    expect(useShellState.getState().dismissed).toContain('turkish_language');
  });

  it('links only to an allowed host', async () => {
    const { unmount } = await renderPrefs(<TurkishLanguageDialog turkeyHref="https://tr.meridian.example/" />, { facts: MAIN_ASKED });
    expect(screen.getByRole('link', { name: 'Go to the Turkey site' }).getAttribute('href')).toBe('https://tr.meridian.example/');
    unmount();
    await renderPrefs(<TurkishLanguageDialog turkeyHref="https://tr.meridian.example.evil.example/" />, { facts: MAIN_ASKED });
    expect(screen.queryByRole('link', { name: 'Go to the Turkey site' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Stay on the global site in Turkish' })).toBeTruthy();
  });

  it('Esc and the close button dismiss it', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderPrefs(<TurkishLanguageDialog />, { facts: MAIN_ASKED });
    await user.keyboard('{Escape}');
    expect(useShellState.getState().dismissed).toEqual(['turkish_language']);
    unmount();
    useShellState.setState({ dismissed: [] });
    await renderPrefs(<TurkishLanguageDialog />, { facts: MAIN_ASKED });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(useShellState.getState().dismissed).toEqual(['turkish_language']);
    expect(location()).toBe('/');
  });

  it('never opens on the Turkey site: the rules list no dialog, so Turkish is simply chosen', async () => {
    const { decision } = await renderPrefs(<TurkishLanguageDialog />, {
      facts: { site: 'tr', locale: 'en', path: '/trade/BTC_TRY', intents: ['turkish_language'] },
      path: '/en/trade/BTC_TRY',
    });
    expect(decision.dialogs.map((d) => d.id)).not.toContain('turkish_language');
    expect(dialog()).toBeNull();
    expect(location()).toBe('/trade/BTC_TRY');
    expect(Cookies.get('lang')).toBe('tr');
  });

  it('renders nothing when nobody asked', async () => {
    await renderPrefs(<TurkishLanguageDialog />, { facts: { site: 'main' } });
    expect(dialog()).toBeNull();
    expect(location()).toBe('/');
  });
});

describe('picking Turkish, end to end through the rules', () => {
  it('on the main site: the menu asks, the Decision opens the dialog, Stay switches to /tr', async () => {
    const user = userEvent.setup();
    const Live = await liveShell({ site: 'main', path: '/trade/BTC_USDT' });
    await renderPrefs(
      <Live>
        <LanguageMenu />
        <TurkishLanguageDialog />
      </Live>,
      { path: '/trade/BTC_USDT' },
    );
    await user.click(screen.getByRole('button', { description: 'Language: English' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Türkçe' }));
    await waitFor(() => expect(dialog()).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Stay on the global site in Turkish' }));
    expect(location()).toBe('/tr/trade/BTC_USDT');
    await waitFor(() => expect(dialog()).toBeNull());
  });

  it('on the Turkey site: the menu asks, no dialog comes, Turkish is chosen', async () => {
    const user = userEvent.setup();
    const Live = await liveShell({ site: 'tr', locale: 'en', path: '/trade/BTC_TRY' });
    await renderPrefs(
      <Live>
        <LanguageMenu />
        <TurkishLanguageDialog />
      </Live>,
      { path: '/en/trade/BTC_TRY' },
    );
    await user.click(screen.getByRole('button', { description: 'Language: English' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Türkçe' }));
    await waitFor(() => expect(location()).toBe('/trade/BTC_TRY'));
    expect(dialog()).toBeNull();
  });
});
