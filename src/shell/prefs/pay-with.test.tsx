// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { setupTestBackend } from '../../mocks/test-server';
import type { NavItem } from '../../generated/schema-types';
import { ItemSlot } from '../header/item-slot';
import { MenuItems } from '../header/main-nav';
import { PayWith } from './pay-with';
import { renderPrefs, setupPrefsTests } from '../../test-support/shell/prefs-test-support';
import { usePrefs } from './prefs-store';

const backend = setupTestBackend();
setupPrefsTests();

const ITEM: NavItem = {
  id: 'buy_pay_with',
  title: 'nav.buy.pay_with.title',
  desc: 'nav.buy.pay_with.desc',
  icon: 'fiat-selector',
  event: 'header_nav_click',
  collect: { module: 'buy', item: 'pay_with' },
};
const toggle = () => screen.getByRole('button', { name: /^Pay With/ });
const fiatButton = (code: string) => document.querySelector<HTMLButtonElement>(`[data-fiat="${code}"]`)!;
const openList = async (user: UserEvent) => {
  await user.click(toggle());
  return screen.findByRole('list', { name: 'Currencies you can pay with' });
};

describe('PayWith (shell §2, §4)', () => {
  it('is a closed toggle showing the current fiat; opening lists the buying fiats with their payment ways', async () => {
    const user = userEvent.setup();
    await renderPrefs(<PayWith item={ITEM} />, { http: backend.http });
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('pay-with-current').textContent).toContain('USD');
    expect(screen.getByText('Choose the currency you pay in')).toBeTruthy();
    const list = await openList(user);
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(toggle().getAttribute('aria-controls')).toBe(list.parentElement!.id);
    const codes = within(list)
      .getAllByRole('button')
      .map((b) => b.getAttribute('data-fiat'));
    expect(codes).toEqual(['USD', 'EUR', 'GBP', 'TRY', 'JPY', 'BRL', 'VND', 'KRW', 'AED', 'SGD', 'HKD']);
    expect(fiatButton('USD').getAttribute('aria-pressed')).toBe('true');
    expect(fiatButton('EUR').getAttribute('aria-pressed')).toBe('false');
    expect(fiatButton('EUR').textContent).toBe('€EURCard · Bank · P2P');
    expect(fiatButton('GBP').textContent).toContain('Card · Bank');
    expect(fiatButton('VND').textContent).toContain('P2P');
    await user.click(toggle());
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('picking a fiat stores it in the curr_fiat cookie, closes the list, shows it, and gives focus back to the toggle', async () => {
    const user = userEvent.setup();
    await renderPrefs(<PayWith item={ITEM} />, { http: backend.http });
    await openList(user);
    await user.click(fiatButton('EUR'));
    expect(Cookies.get('curr_fiat')).toBe('EUR');
    expect(screen.queryByRole('list')).toBeNull();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('pay-with-current').textContent).toContain('EUR');
    expect(document.activeElement).toBe(toggle());
    await openList(user);
    expect(fiatButton('EUR').getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the stored fiat after a reload (the cookie is read back)', async () => {
    const user = userEvent.setup();
    Cookies.set('curr_fiat', 'GBP', { path: '/' });
    usePrefs.getState().hydrate(); // what a new page load does
    await renderPrefs(<PayWith item={ITEM} />, { http: backend.http });
    expect(screen.getByTestId('pay-with-current').textContent).toContain('GBP');
    await openList(user);
    expect(fiatButton('GBP').getAttribute('aria-pressed')).toBe('true');
  });

  it('Esc with the list open (on a fiat or on the toggle) closes the list only, not the menu around it', async () => {
    const user = userEvent.setup();
    let outer = 0;
    await renderPrefs(
      <div
        onKeyDown={() => {
          outer += 1;
        }}
      >
        <PayWith item={ITEM} />
      </div>,
      { http: backend.http },
    );
    await openList(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('list')).toBeNull();
    expect(outer).toBe(0);
    expect(document.activeElement).toBe(toggle());
    await openList(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('list')).toBeNull();
    expect(outer).toBe(0);
    // With the list closed, Esc is the menu's.
    await user.keyboard('{Escape}');
    expect(outer).toBe(1);
  });

  it('takes the place of the link-less item in a menu; other items stay links', async () => {
    const items: NavItem[] = [{ id: 'buy_card', title: 'nav.buy.card.title', href: '/card' }, ITEM];
    await renderPrefs(
      <ItemSlot.Provider value={(i) => (i.id === 'buy_pay_with' ? <PayWith item={i} /> : null)}>
        <MenuItems items={items} />
      </ItemSlot.Provider>,
      { http: backend.http },
    );
    expect(screen.getByRole('link', { name: /Card/ }).getAttribute('href')).toBe('/card');
    expect(toggle().getAttribute('data-item')).toBe('buy_pay_with');
    expect(toggle().getAttribute('data-collect-params')).toBe('{"module":"buy","item":"pay_with"}');
  });
});
