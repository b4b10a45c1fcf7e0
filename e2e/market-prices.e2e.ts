import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { liveSpots } from '../src/mocks/data/live-markets';
import { shot, setupBrowser } from './browser';

/**
 * One source of demo market data (issue 39, item 14): the chart's latest bar closes at the price
 * the market lists show. The backend's market time is pinned (meridian_market_time), so the list
 * and the chart, asked a few seconds apart, answer for the same moment.
 */
const b = setupBrowser();
/** The chart loads lazily and draws 500 bars: room for a loaded machine (no duration is asserted). */
const SLOW = 150_000;
const TIME = Date.parse('2026-11-22T10:00:00Z') / 1000;
const MARKET_TIME = String(TIME);
const number = (text: string): number => Number(text.replace(/[^\d.]/g, ''));

async function legendClose(page: Page): Promise<number> {
  await expect.poll(() => page.locator('[data-testid=chart-cell][data-ready=true]').count(), { timeout: 60_000 }).toBe(1);
  let text = '';
  await expect
    .poll(async () => (text = (await page.getByTestId('chart-legend').textContent()) ?? ''), { timeout: 10_000 })
    .toMatch(/ C [\d,.]+ /);
  return number(/ C ([\d,.]+) /.exec(text)![1]!);
}

async function panelPrice(page: Page, pair: string): Promise<number> {
  await page.locator('header [data-menu=trade_menu]').hover();
  const price = page.locator(`[data-panel=trade_menu] [data-row="${pair}"] [data-testid=price]`).first();
  await price.waitFor();
  return number((await price.textContent()) ?? '');
}

describe('market prices: lists and chart agree (issue 39, item 14)', () => {
  it(
    '/trade/BTC_USDT: the chart legend closes at the Trade menu list price, and the home page shows the same',
    async () => {
      const cookies = { meridian_market_time: MARKET_TIME };
      const { page, errors } = await b.open('/trade/BTC_USDT?site=main', { cookies });
      const chart = await legendClose(page);
      await page.getByTestId('chart-widget').scrollIntoViewIfNeeded();
      await shot(page, 'market-prices-trade-btc-chart');
      const list = await panelPrice(page, 'BTC_USDT');
      await shot(page, 'market-prices-trade-btc-panel');
      expect(chart).toBeGreaterThan(0);
      expect(list).toBe(chart);
      // The home page's top markets read the same answer: each row at the backend's price for that time.
      const home = await b.open('/?site=main', { cookies });
      const rows = home.page.locator('[data-testid=top-markets] tr[data-pair]');
      await rows.first().waitFor();
      const usdt = liveSpots(TIME).USDT!;
      for (const row of await rows.all()) {
        const pair = (await row.getAttribute('data-pair'))!;
        const shown = number((await row.getByTestId('top-price').textContent()) ?? '');
        expect({ pair, shown }).toEqual({ pair, shown: Number(usdt.find((r) => r.pair === pair)!.rate) });
      }
      expect([...errors, ...home.errors]).toEqual([]);
    },
    SLOW,
  );
});
