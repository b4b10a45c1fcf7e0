// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderShell } from '../../test-support/render-shell';
import { MenuItems } from './main-nav';

afterEach(cleanup);

it('a menu opened before its text arrives shows placeholders and one "Loading…" status, no link without a name; then its links', async () => {
  // Unit tests keep the menu text in translation.json: a key that is nowhere makes the menu wait for the menu text's fetch.
  await renderShell(
    <MenuItems
      items={[
        { id: 'spot', title: 'nav.trade.spot.title', desc: 'nav.trade.spot.desc', href: '/trade/BTC_USDT' },
        { id: 'later', title: 'nav.trade.nowhere.title', href: '/later' },
      ]}
    />,
  );
  const pending = screen.getByRole('status');
  expect(pending.getAttribute('aria-label')).toBe('Loading…');
  expect(pending.getAttribute('aria-busy')).toBe('true');
  expect(pending.querySelectorAll('[aria-hidden=true].menu-item--pending')).toHaveLength(2);
  expect(pending.textContent).toBe('');
  expect(screen.queryAllByRole('link')).toHaveLength(0);
  await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(2));
  expect(screen.queryByRole('status')).toBeNull();
  expect(screen.getAllByRole('link')[0]!.textContent).toBe('SpotTrade crypto with advanced tools');
});
