// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderShell } from '../../test-support/render-shell';
import { MenuItems } from './main-nav';

afterEach(cleanup);

it('a menu opened before its text arrives has its links, each named "Loading…" over a grey bar, never nameless; then their text', async () => {
  // Unit tests keep the menu text in translation.json: a key that is nowhere makes the menu wait for the menu text's fetch.
  await renderShell(
    <MenuItems
      items={[
        { id: 'spot', title: 'nav.trade.spot.title', desc: 'nav.trade.spot.desc', href: '/trade/BTC_USDT' },
        { id: 'later', title: 'nav.trade.nowhere.title', href: '/later' },
      ]}
    />,
  );
  const waiting = screen.getAllByRole('link');
  expect(waiting.map((a) => a.getAttribute('aria-label'))).toEqual(['Loading…', 'Loading…']);
  expect(waiting.map((a) => a.textContent)).toEqual(['', '']);
  expect(waiting.map((a) => a.getAttribute('href'))).toEqual(['/trade/BTC_USDT', '/later']);
  expect(waiting.every((a) => a.classList.contains('menu-item--pending'))).toBe(true);
  expect(screen.getByRole('list').getAttribute('aria-busy')).toBe('true');
  await waitFor(() => expect(screen.getAllByRole('link')[0]!.getAttribute('aria-label')).toBeNull());
  const links = screen.getAllByRole('link');
  expect(links[0]!.textContent).toBe('SpotTrade crypto with advanced tools');
  expect(links[0]!.classList.contains('menu-item--pending')).toBe(false);
  expect(screen.getByRole('list').getAttribute('aria-busy')).toBeNull();
});
