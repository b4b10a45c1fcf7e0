import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { liveSpots } from '../src/mocks/data/live-markets';
import { formatChange } from '../src/shell/ui/market-change';
import { shot, setupBrowser } from './browser';

/**
 * What a market row shows (shell §3 time base; compliance §5 brace notation; coin icons): the
 * change for the visitor's time base, prices without scientific notation, and a loaded icon for
 * every coin the backend lists, in the Trade menu's panels and in the market search.
 */
const b = setupBrowser();
/** Several page loads in one flow: room for a loaded machine (no duration is asserted). */
const SLOW = 150_000;
/** The backend's market time, pinned: the lists' figures are the ones computed here (live-markets.ts). */
const MARKET_TIME = Date.parse('2026-11-22T10:00:00Z') / 1000;
const btc = liveSpots(MARKET_TIME).USDT!.find((r) => r.pair === 'BTC_USDT')!;
/** At this time the backend sends PEPE_BTC as "1.5572e-10" and PEPE_ETH as "6.1197e-9". */
const pinned = { meridian_market_time: String(MARKET_TIME) };
const shown = (figure: string) => formatChange(figure).text;

async function tradePanel(page: Page): Promise<Locator> {
  await page.locator('header [data-menu=trade_menu]').hover();
  const panel = page.locator('[data-panel=trade_menu]');
  await panel.locator('[data-row]').first().waitFor();
  return panel;
}

async function closeMenus(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.mouse.move(700, 880);
}

async function searchFor(page: Page, text: string): Promise<Locator> {
  await page.getByTestId('market-search-button').click();
  await page.getByPlaceholder('Search coin, pair or address').first().fill(text);
  const list = page.locator('[role=listbox]');
  await list.locator('[role=option]').first().waitFor();
  return list;
}

const changeIn = async (scope: Locator, row: string) =>
  ((await scope.locator(`[data-row="${row}"] [data-testid=change]`).first().textContent()) ?? '').replace(/^[▲▼]/, '');
const priceIn = async (scope: Locator, row: string) =>
  (await scope.locator(`[data-row="${row}"] [data-testid=price]`).first().textContent()) ?? '';

async function pickTimeBase(page: Page, name: string): Promise<void> {
  await page.getByTestId('prefs-settings').getByRole('button').first().click();
  await page.getByRole('radio', { name }).check();
  await closeMenus(page);
}

describe('time base of the change (shell §3)', () => {
  it(
    'the panel and the search show the change for the base picked in the preferences, after a reload too',
    async () => {
      expect(new Set([shown(btc.rate_percent), shown(btc.change_utc0), shown(btc.change_utc8)]).size).toBe(3);
      const { page } = await b.open('/?site=main', { cookies: pinned });
      let panel = await tradePanel(page);
      expect(await changeIn(panel, 'BTC_USDT')).toBe(shown(btc.rate_percent));
      await closeMenus(page);

      await pickTimeBase(page, 'Since 00:00 UTC+8');
      expect((await page.context().cookies()).find((c) => c.name === 'meridian_time_base')?.value).toBe('utc8');
      panel = await tradePanel(page);
      await expect.poll(() => changeIn(panel, 'BTC_USDT')).toBe(shown(btc.change_utc8));
      expect(await panel.locator('[data-row="BTC_USDT"] [data-testid=change]').getAttribute('title')).toBe('Change since 00:00 UTC+8');
      await shot(page, 'market-rows-change-utc8-panel');
      await closeMenus(page);
      const results = await searchFor(page, 'btc');
      await expect.poll(() => changeIn(results, 'BTC_USDT')).toBe(shown(btc.change_utc8));
      await shot(page, 'market-rows-change-utc8-search');
      await closeMenus(page);

      await page.reload({ waitUntil: 'networkidle' });
      panel = await tradePanel(page);
      expect(await changeIn(panel, 'BTC_USDT')).toBe(shown(btc.change_utc8));
      await closeMenus(page);
      await pickTimeBase(page, 'Since 00:00 UTC+0');
      panel = await tradePanel(page);
      await expect.poll(() => changeIn(panel, 'BTC_USDT')).toBe(shown(btc.change_utc0));
    },
    SLOW,
  );
});

describe('brace notation (compliance §5)', () => {
  it('a tiny price reads 0.0{9}15572 in the search and in the panel, as on the chart; never 1.5572e-10', async () => {
    const { page } = await b.open('/?site=main', { cookies: pinned });
    const results = await searchFor(page, 'pepe');
    await expect.poll(() => priceIn(results, 'PEPE_BTC')).toBe('0.0{9}15572');
    expect(await priceIn(results, 'PEPE_ETH')).toBe('0.0{8}61197');
    expect((await results.locator('[data-testid=price]').allTextContents()).filter((p) => /e/i.test(p))).toEqual([]);
    await shot(page, 'market-rows-brace-search');
    await closeMenus(page);

    const panel = await tradePanel(page);
    await panel.getByTestId('second-nav-panel-trade').getByRole('tab', { name: 'BTC' }).click();
    await panel.getByRole('searchbox').fill('pepe');
    await expect.poll(() => priceIn(panel, 'PEPE_BTC')).toBe('0.0{9}15572');
    await shot(page, 'market-rows-brace-panel');
  });

  it('dark mode', async () => {
    const dark = await b.open('/?site=main', { cookies: { ...pinned, dark: '1' } });
    await expect.poll(async () => priceIn(await searchFor(dark.page, 'pepe'), 'PEPE_BTC')).toBe('0.0{9}15572');
    await shot(dark.page, 'market-rows-search-dark');
  });

  it('Arabic: the price and the change read left to right inside the right-to-left page', async () => {
    const ar = await b.open('/ar/?site=main', { cookies: pinned });
    const panel = await tradePanel(ar.page);
    await panel.getByTestId('second-nav-panel-trade').getByRole('tab').nth(3).click();
    await panel.getByRole('searchbox').fill('pepe');
    await expect.poll(() => priceIn(panel, 'PEPE_BTC')).toBe('0.0{9}15572');
    // Written left to right inside the right-to-left page, or the braces would read backwards.
    expect(await panel.locator('[data-row="PEPE_BTC"] [data-testid=price] bdi').evaluate((e) => getComputedStyle(e).direction)).toBe('ltr');
    expect(await panel.locator('[data-row="PEPE_BTC"] [data-testid=change]').evaluate((e) => getComputedStyle(e).direction)).toBe('ltr');
    await shot(ar.page, 'market-rows-panel-ar');
  });

  it('a 390 px phone: the search results fit the screen', async () => {
    const phone = await b.open('/?site=main', { width: 390, height: 844, mobile: true, cookies: pinned });
    await expect.poll(async () => priceIn(await searchFor(phone.page, 'pepe'), 'PEPE_BTC')).toBe('0.0{9}15572');
    // The whole result list is on screen: prices are not cut at the edge.
    const box = (await phone.page.locator('[role=listbox]').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await shot(phone.page, 'market-rows-search-390');
  });
});

describe('coin icons', () => {
  /** The icons of the first rows: loaded (naturalWidth > 0) and not the default icon. */
  const icons = (panel: Locator) =>
    panel.locator('[data-row] img').evaluateAll((imgs) =>
      imgs.slice(0, 6).map((i) => ({
        src: (i as HTMLImageElement).getAttribute('src'),
        ok: (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0,
      })),
    );

  it(
    'pilot and pre-market rows show the icons the backend serves, not the grey fallback',
    async () => {
      const { page, errors } = await b.open('/?site=main');
      const panel = await tradePanel(page);
      for (const tab of ['Pilot', 'Pre-market']) {
        await panel.getByRole('tab', { name: tab, exact: true }).click();
        await expect
          .poll(
            async () => {
              const list = await icons(panel);
              return list.length > 0 && list.every((i) => i.ok && !i.src!.includes('default.png'));
            },
            { timeout: 10_000 },
          )
          .toBe(true);
        await shot(page, `market-rows-icons-${tab.toLowerCase()}`);
      }
      expect(errors).toEqual([]);
      // A coin the backend does not list is a 404, so the row falls back to the default icon.
      expect(await page.evaluate(async () => (await fetch('/images/coin_icon/64/nosuchcoin.png')).status)).toBe(404);
    },
    SLOW,
  );
});
