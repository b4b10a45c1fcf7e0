// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { narrowSpots } from '../../api/market-spots';
import { mockData } from '../../mocks/data/store';
import { setupTestBackend } from '../../mocks/test-server';
import { renderShell } from '../../test-support/render-shell';
import { MarketList } from './market-list';
import { EXTRA_ROWS, LIST_HEIGHT, ROW_HEIGHT, SCROLL_DEBOUNCE_MS } from './market-list.utils';
import { spotToListRow } from './market-rows.utils';
import { formatChange } from '../ui/market-change';

const backend = setupTestBackend(); // the coin-icon whitelist comes from the embedded backend
afterEach(cleanup);

const spots = narrowSpots({ code: 200, data: mockData().markets.spots })!;
const rows = spots.USDT!.map((row) => spotToListRow(row));
const drawn = () => document.querySelectorAll('[data-index]');
const scroller = () => screen.getByTestId('market-list-scroller');
const settle = () => act(() => new Promise((r) => setTimeout(r, SCROLL_DEBOUNCE_MS + 50)));

async function scrollTo(top: number) {
  scroller().scrollTop = top; // jsdom has no layout: drive scrollTop and fire the event ourselves
  fireEvent.scroll(scroller());
  await settle();
}

describe('MarketList', () => {
  it('draws only the visible window plus extra rows, not every data row', async () => {
    await renderShell(<MarketList rows={rows} label="USDT" />, { http: backend.http });
    expect(rows.length).toBeGreaterThan(100);
    expect(drawn()).toHaveLength(Math.ceil(LIST_HEIGHT / ROW_HEIGHT) + EXTRA_ROWS);
    expect(getComputedStyle(screen.getByRole('list', { name: 'USDT' })).height).toBe(`${rows.length * ROW_HEIGHT}px`);
    const items = screen.getAllByRole('listitem');
    expect(items[0]!.getAttribute('aria-setsize')).toBe(String(rows.length));
  });

  it('moves the window only once scrolling has paused for 200 ms', async () => {
    await renderShell(<MarketList rows={rows} label="USDT" />, { http: backend.http });
    scroller().scrollTop = 60 * ROW_HEIGHT;
    fireEvent.scroll(scroller()); // fireEvent: jsdom has no layout, so no user action scrolls (see scrollTo)
    expect(document.querySelector('[data-index="60"]')).toBeNull();
    await settle();
    expect(document.querySelector('[data-index="60"]')).not.toBeNull();
    expect(document.querySelector('[data-index="0"]')).toBeNull();
    expect(drawn().length).toBeLessThanOrEqual(Math.ceil(LIST_HEIGHT / ROW_HEIGHT) + 2 * EXTRA_ROWS);
  });

  it("shows 'View All' (查看全部 on this Chinese page) only after scrolling 450 px", async () => {
    await renderShell(<MarketList rows={rows} label="USDT" viewAllHref="/price" />, { facts: { locale: 'zh' }, http: backend.http });
    expect(screen.queryByText('查看全部')).toBeNull();
    await scrollTo(449);
    expect(screen.queryByText('查看全部')).toBeNull();
    await scrollTo(450);
    expect(screen.getByText('查看全部').getAttribute('href')).toBe('/zh/price');
    await scrollTo(0);
    expect(screen.queryByText('查看全部')).toBeNull();
  });

  it('renders a row as a prefixed link with icon, pair, price, signed change with arrow and colour, and volume', async () => {
    await renderShell(<MarketList rows={rows} label="USDT" />, { facts: { locale: 'zh' }, http: backend.http });
    const btc = document.querySelector<HTMLAnchorElement>('[data-row="BTC_USDT"]')!;
    expect(btc.getAttribute('href')).toBe('/zh/trade/BTC_USDT');
    expect(within(btc).getByAltText('BTC icon')).toBeTruthy();
    expect(btc.textContent).toContain('BTC/USDT');
    expect(within(btc).getByTestId('price').textContent).toBe(rows[0]!.price);
    expect(btc.textContent).toMatch(/成交量 \d/);
    const rising = rows.findIndex((r) => Number(r.changes?.['24h']) > 0 && rows.indexOf(r) < 15);
    const falling = rows.findIndex((r) => Number(r.changes?.['24h']) < 0 && rows.indexOf(r) < 15);
    const up = document.querySelector(`[data-index="${rising}"] [data-direction]`)!;
    const down = document.querySelector(`[data-index="${falling}"] [data-direction]`)!;
    expect(up.getAttribute('data-direction')).toBe('rise');
    expect(up.textContent).toMatch(/^▲\+\d+\.\d{2}%$/);
    expect(down.textContent).toMatch(/^▼\u2212\d+\.\d{2}%$/);
    // The colour is the visitor's rise/fall choice, from change-text.css (--m-rise / --m-fall of look.css).
    expect(up.classList.contains('m-change--rise')).toBe(true);
    expect(down.classList.contains('m-change--fall')).toBe(true);
  });

  it("shows the change for the visitor's time base: 24 h, since 00:00 UTC+0 or since 00:00 UTC+8 (shell §3)", async () => {
    const btc = spots.USDT![0]!;
    const cases = [
      [undefined, btc.rate_percent, '24h change'],
      ['utc0', btc.change_utc0!, 'Change since 00:00 UTC+0'],
      ['utc8', btc.change_utc8!, 'Change since 00:00 UTC+8'],
      ['bogus', btc.rate_percent, '24h change'],
    ] as const;
    expect(new Set(cases.map(([, figure]) => formatChange(figure).text)).size).toBe(3);
    for (const [base, figure, label] of cases) {
      await renderShell(<MarketList rows={rows} label="USDT" />, {
        facts: base ? { cookies: { meridian_time_base: base } } : {},
        http: backend.http,
      });
      const change = within(document.querySelector<HTMLElement>('[data-row="BTC_USDT"]')!).getByTestId('change');
      expect(change.textContent?.replace(/^[▲▼]/, ''), base).toBe(formatChange(figure).text);
      expect(change.getAttribute('title')).toBe(label);
      cleanup();
    }
  });

  it('moves focus between rows with the arrow keys, Home and End, drawing rows as needed', async () => {
    const user = userEvent.setup();
    await renderShell(<MarketList rows={rows} label="USDT" />, { http: backend.http });
    const first = document.querySelector<HTMLElement>('[data-index="0"]')!;
    first.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.getAttribute('data-index')).toBe('1');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.getAttribute('data-index')).toBe('0');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.getAttribute('data-index')).toBe('0');
    await user.keyboard('{End}');
    expect(document.activeElement?.getAttribute('data-index')).toBe(String(rows.length - 1));
    expect(scroller().scrollTop).toBeGreaterThan(0);
    await user.keyboard('{Home}');
    expect(document.activeElement?.getAttribute('data-index')).toBe('0');
    // every drawn row is a link reachable by Tab
    expect([...drawn()].every((a) => a.tagName === 'A' && (a as HTMLElement).tabIndex === 0)).toBe(true);
  });

  it('shows the no-data text for an empty list and skeleton rows while loading', async () => {
    await renderShell(<MarketList rows={[]} label="USDT" />, { http: backend.http });
    expect(screen.getByRole('status').textContent).toBe('No data');
    cleanup();
    await renderShell(<MarketList rows={rows} label="USDT" loading />, { http: backend.http });
    expect(screen.getByTestId('market-list-loading')).toBeTruthy();
    expect(drawn()).toHaveLength(0);
  });
});
