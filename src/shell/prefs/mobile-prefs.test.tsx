// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { MobilePrefs } from './mobile-prefs';
import { location, panelsArrive, renderPrefs, setupPrefsTests } from '../../test-support/shell/prefs-test-support';

const { reload } = setupPrefsTests();

const sectionButtons = () => within(screen.getByTestId('prefs-mobile')).getAllByRole('button', { expanded: false });

describe('MobilePrefs', () => {
  it('lists language, rate, rise time, rise colour in the spec key order, then the theme switch', async () => {
    await renderPrefs(<MobilePrefs />);
    const names = sectionButtons().map((b) => b.getAttribute('aria-label') ?? b.textContent);
    expect(names).toEqual(['Language English', expect.stringMatching(/^Exchange rate( \$)? USD$/), 'Change base', 'Price colours']);
    await panelsArrive();
    expect(screen.getByRole('switch', { name: 'Dark mode' })).toBeTruthy();
  });

  it('keeps one section open at a time', async () => {
    const user = userEvent.setup();
    await renderPrefs(<MobilePrefs />);
    await user.click(screen.getByRole('button', { name: 'Change base' }));
    await panelsArrive();
    expect(screen.getByRole('radiogroup', { name: 'Change base' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Price colours' }));
    await panelsArrive();
    expect(screen.getByRole('button', { name: 'Change base' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('radiogroup', { name: 'Change base' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Red up, green down' }));
    expect(Cookies.get('market_rise_color')).toBe('red-up');
  });

  it('a fiat pick saves curr_fiat and reloads the page', async () => {
    const user = userEvent.setup();
    await renderPrefs(<MobilePrefs />);
    await user.click(screen.getByRole('button', { name: /^Exchange rate/ }));
    await panelsArrive();
    await user.click(screen.getAllByRole('option').find((o) => o.getAttribute('data-fiat') === 'EUR')!);
    expect(Cookies.get('curr_fiat')).toBe('EUR');
    expect(reload()).toHaveBeenCalledTimes(1);
  });

  it('a language pick navigates and tells the drawer', async () => {
    const user = userEvent.setup();
    const chosen = vi.fn();
    await renderPrefs(<MobilePrefs onLanguageChosen={chosen} />, { path: '/markets' });
    await user.click(screen.getByRole('button', { name: 'Language English' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Español' }));
    expect(location()).toBe('/es/markets');
    expect(chosen).toHaveBeenCalledWith('es');
  });

  it('drops what the Decision hides', async () => {
    await renderPrefs(<MobilePrefs />, { facts: { compliance: { menu: ['theme_mode', 'language'] } } });
    expect(screen.queryByRole('switch', { name: 'Dark mode' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Language/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Change base' })).toBeTruthy();
  });
});
