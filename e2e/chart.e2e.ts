import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shot, setupBrowser } from './browser';

const b = setupBrowser();

const LAYOUT_KEY = 'chart-multiple-layout-name-v1';
const STATE_KEY = 'meridian_chart_state_v1';
// The light theme's candle colours (look.css --m-green / --m-red, graphics at 3:1 on white; issue 23).
const GREEN = [10, 159, 101];
const RED = [246, 70, 93];
const DARK_BG = [15, 19, 27];
const LIGHT_BG = [255, 255, 255];

const cells = (page: Page) => page.getByTestId('chart-cell');
const readyCells = (page: Page) => page.locator('[data-testid=chart-cell][data-ready=true]');
const stored = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);

async function waitReady(page: Page, count = 1) {
  await expect.poll(() => readyCells(page).count(), { timeout: 20_000 }).toBe(count);
}

/** Pixels of the chart canvases of one cell that match each colour (±12 per channel), and the total. */
async function pixels<K extends string>(page: Page, cell: number, colors: Record<K, number[]>): Promise<Record<K | 'total', number>> {
  return page.evaluate(
    ({ cell, colors }) => {
      const root = document.querySelectorAll('[data-testid=chart-cell]')[cell];
      const counts: Record<string, number> = Object.fromEntries(Object.keys(colors).map((k) => [k, 0]));
      let total = 0;
      for (const canvas of root?.querySelectorAll<HTMLCanvasElement>('canvas') ?? []) {
        const ctx = canvas.getContext('2d');
        if (!ctx || canvas.width === 0 || canvas.height === 0) continue;
        const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
        for (let i = 0; i < data.length; i += 4) {
          if (data[i + 3] === 0) continue;
          total += 1;
          for (const [name, [r, g, b]] of Object.entries(colors)) {
            if (Math.abs(data[i]! - r!) <= 12 && Math.abs(data[i + 1]! - g!) <= 12 && Math.abs(data[i + 2]! - b!) <= 12) counts[name]! += 1;
          }
        }
      }
      return { ...counts, total };
    },
    { cell, colors: colors as Record<string, number[]> },
  ) as Promise<Record<K | 'total', number>>;
}

/**
 * The cell's box once it stopped moving: after a scroll (focusing a field, scrollIntoView) a box read
 * at once can be a frame old, and a click at it misses the pane. A full run once got no chart menu
 * after such a scroll; a stale box is the likely cause (it did not fail again alone).
 */
async function cellBox(page: Page, index = 0): Promise<{ x: number; y: number; width: number; height: number }> {
  let last = '';
  for (let i = 0; i < 180; i++) {
    const box = await cells(page).nth(index).boundingBox();
    const now = JSON.stringify(box);
    if (box && now === last) return box;
    last = now;
    await page.evaluate(() => new Promise(requestAnimationFrame));
  }
  throw new Error('the chart cell has no box, or it never stopped moving');
}

/**
 * Right-clicks the chart's canvas at (x, y) and returns the chart menu's entries. The point must be on
 * the canvas: the demo toolbar floats over the page's bottom-left corner and grows with its rules status
 * ("Rules: built-in", or a published bundle's version, revision and refusal), so a click near the bottom
 * of the chart can land on it instead (a CI run got no menu that way).
 */
async function rightClick(page: Page, x: number, y: number): Promise<string[]> {
  // A menu still fading out keeps its invisible backdrop, which would swallow the click.
  await expect.poll(() => page.getByRole('menu').count()).toBe(0);
  const hit = await page.evaluate(
    ([px, py]) => {
      const el = document.elementFromPoint(px!, py!);
      return el?.closest('[data-testid=chart-canvas]')
        ? 'chart-canvas'
        : (el?.closest('[data-testid]')?.getAttribute('data-testid') ?? el?.tagName ?? 'nothing');
    },
    [x, y],
  );
  expect(hit, `what lies at (${x}, ${y})`).toBe('chart-canvas');
  await page.mouse.click(x, y, { button: 'right' });
  const menu = page.getByRole('menu', { name: 'Chart menu' });
  await menu.waitFor();
  return menu.getByRole('menuitem').allTextContents();
}

async function closeMenu(page: Page) {
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'detached' });
}

describe('price chart on /trade/{pair}', () => {
  it('draws candles (pixels on the canvas), loads lazily, and is absent from the home page', async () => {
    const { page: home, errors: homeErrors } = await b.open('/?site=main');
    const homeScripts = await home.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => n.endsWith('.js')),
    );
    expect(homeScripts.some((n) => /lw-engine|chart-widget/.test(n))).toBe(false);
    expect(homeErrors).toEqual([]);

    const { page, errors } = await b.open('/trade/BTC_USDT?site=main');
    await waitReady(page);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => n.endsWith('.js')),
    );
    expect(scripts.some((n) => /lw-engine-/.test(n))).toBe(true);
    expect(await cells(page).first().getAttribute('data-bars')).toBe('500');
    const p = await pixels(page, 0, { up: GREEN, down: RED, bg: LIGHT_BG });
    expect(p.up).toBeGreaterThan(500);
    expect(p.down).toBeGreaterThan(500);
    expect(p.bg).toBeLessThan(p.total);
    await expect.poll(() => page.getByTestId('chart-legend').textContent()).toMatch(/^BTC\/USDT · 1 hour O \d+\.\d{2} H/);
    await page.getByTestId('chart-widget').scrollIntoViewIfNeeded();
    await shot(page, 'chart-btc-light');
    expect(errors).toEqual([]);
  });

  it('switches interval and theme; a theme change saves the chart with the new background', async () => {
    const { page, errors } = await b.open('/trade/ETH_USDT?site=main');
    await waitReady(page);
    await page.getByTestId('chart-interval').locator('select').selectOption('1D');
    await expect.poll(() => cells(page).first().getAttribute('data-interval')).toBe('1D');
    await waitReady(page);
    await expect.poll(() => page.getByTestId('chart-legend').textContent()).toMatch(/ETH\/USDT · 1 day/);
    expect((await pixels(page, 0, { up: GREEN })).up).toBeGreaterThan(200);

    const before = await pixels(page, 0, { dark: DARK_BG });
    await page.getByTestId('prefs-settings').getByRole('button').first().click();
    await page.getByTestId('prefs-theme-switch').click();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('chart-widget').getAttribute('data-theme')).toBe('dark');
    await expect.poll(async () => (await pixels(page, 0, { dark: DARK_BG })).dark).toBeGreaterThan(before.dark + 100_000);
    const saved = JSON.parse((await stored(page, STATE_KEY))!);
    expect(saved).toMatchObject({ theme: 'dark', overrides: { 'paneProperties.background': '#0f131b' } });
    expect(saved.slots[0]).toMatchObject({ symbol: 'ETH_USDT', interval: '1D' });
    await page.getByTestId('chart-widget').scrollIntoViewIfNeeded();
    await page.mouse.move(10, 10);
    await shot(page, 'chart-eth-1d-dark');
    expect(errors).toEqual([]);
  });

  it('adds KDJ, MACD and TD Sequential, each in its own pane', async () => {
    const { page, errors } = await b.open('/trade/BTC_USDT?site=main');
    await waitReady(page);
    const paneCount = () =>
      page
        .locator('[data-testid=chart-canvas] table tr')
        .evaluateAll(
          (rows) => rows.filter((r) => r.querySelectorAll('canvas').length >= 3 && r.getBoundingClientRect().height > 40).length,
        );
    const panes = await paneCount();
    for (const [n, id, name] of [
      [1, 'kdj', 'KDJ (9, 3, 3)'],
      [2, 'macd', 'MACD (12, 26, 9)'],
      [3, 'td', 'TD Sequential (4)'],
    ] as const) {
      await page.getByTestId(`chart-indicator-${id}`).click();
      await expect.poll(() => page.getByTestId('chart-legend').textContent()).toContain(name);
      await expect.poll(paneCount).toBe(panes + n);
    }
    expect(await cells(page).first().getAttribute('data-indicators')).toBe('kdj,macd,td');
    // The indicator panes are drawn: the MACD histogram and the TD setup bars use the rise/fall colours below the price pane.
    const box = await cellBox(page);
    const lower = await page.evaluate(
      ({ top, green }) => {
        let colored = 0;
        for (const canvas of document.querySelectorAll<HTMLCanvasElement>('[data-testid=chart-cell] canvas')) {
          const r = canvas.getBoundingClientRect();
          if (r.top < top || r.height < 40) continue;
          const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
          for (let i = 0; i < data.length; i += 4)
            if (data[i + 3]! > 0 && Math.abs(data[i]! - green[0]!) < 12 && Math.abs(data[i + 1]! - green[1]!) < 12) colored += 1;
        }
        return colored;
      },
      { top: box.y + box.height / 2, green: GREEN },
    );
    expect(lower).toBeGreaterThan(100);
    await page.getByTestId('chart-widget').scrollIntoViewIfNeeded();
    await page.mouse.move(10, 10);
    await shot(page, 'chart-indicators');
    expect(errors).toEqual([]);
  });

  it('a bad indicator input gets a clear message and the last good settings stay', async () => {
    const { page, errors } = await b.open('/trade/BTC_USDT?site=main');
    await waitReady(page);
    await page.getByTestId('chart-indicator-kdj').click();
    await page.getByTestId('chart-settings-kdj').click();
    const dialog = page.getByRole('dialog', { name: 'KDJ settings' });
    await dialog.getByLabel('Period').fill('2001');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.getByText('Period must be a whole number from 1 to 2000.').waitFor();
    await shot(page, 'chart-settings-error');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByTestId('chart-legend').textContent()).toContain('KDJ (9, 3, 3)');
    expect(errors).toEqual([]);
  });

  it('keeps the multi-chart layout: saved 2 s after a change, on unload, and restored after reload', async () => {
    const { page, errors } = await b.open('/trade/BTC_USDT?site=main');
    await waitReady(page);
    await page.getByTestId('chart-layout-quad').click();
    await waitReady(page, 4);
    await expect.poll(() => stored(page, LAYOUT_KEY), { timeout: 5000 }).toBe('quad');
    // A change right before leaving is saved by the unload handler, not the 2 s timer.
    await cells(page).nth(2).click();
    await page.getByTestId('chart-interval').locator('select').selectOption('15');
    await page.reload({ waitUntil: 'networkidle' });
    await waitReady(page, 4);
    expect(
      await cells(page).evaluateAll((els) => els.map((e) => `${e.getAttribute('data-symbol')}@${e.getAttribute('data-interval')}`)),
    ).toEqual(['BTC_USDT@60', 'ETH_USDT@60', 'SOL_USDT@15', 'BNB_USDT@60']);
    for (let i = 0; i < 4; i++) expect((await pixels(page, i, { up: GREEN })).up, `cell ${i}`).toBeGreaterThan(100);
    await page.getByTestId('chart-widget').scrollIntoViewIfNeeded();
    await page.mouse.move(10, 10);
    await shot(page, 'chart-quad-restored');
    expect(errors).toEqual([]);
  });

  it("the context menu offers 'place order' only in a single layout, in the price pane, and it prefills the quick order", async () => {
    const { page, errors } = await b.open('/trade/BTC_USDT?site=main');
    await waitReady(page);
    await page.getByTestId('chart-indicator-macd').click();
    const box = await cellBox(page);
    const items = await rightClick(page, box.x + box.width / 2, box.y + 120);
    expect(items[0]).toMatch(/^Place order at \d+\.\d{2}$/);
    expect(items).not.toContain(expect.stringMatching(/alert/i));
    const price = items[0]!.replace('Place order at ', '');
    await expect.poll(() => page.getByRole('menu').evaluate((m) => getComputedStyle(m.closest('.MuiPaper-root')!).opacity)).toBe('1');
    await shot(page, 'chart-context-menu');
    await page.getByRole('menuitem', { name: items[0] }).click();
    expect(await page.getByTestId('chart-quick-order-price').inputValue()).toBe(price);
    await shot(page, 'chart-quick-order');
    expect(await stored(page, 'showKlineQuickOrderModal')).toBe('true');

    // The MACD pane (bottom of the chart) has no order price. Focusing the quick order's price
    // field scrolls the page, so the cell is brought into view and measured again.
    await cells(page).first().scrollIntoViewIfNeeded();
    const narrowed = await cellBox(page);
    // Right of centre: the demo toolbar covers the bottom-left corner of the viewport.
    expect(await rightClick(page, narrowed.x + narrowed.width * 0.8, narrowed.y + narrowed.height - 60)).not.toContain(
      expect.stringMatching(/^Place order/),
    );
    await closeMenu(page);
    await page.getByTestId('chart-layout-double').click();
    await waitReady(page, 2);
    await cells(page).first().scrollIntoViewIfNeeded();
    const half = await cellBox(page);
    expect((await rightClick(page, half.x + 100, half.y + 120)).some((t) => t.startsWith('Place order'))).toBe(false);
    expect(errors).toEqual([]);
  });

  it("a PILOT symbol priced by MCap gets no 'place order'; the alert entry appears for a logged-in user", async () => {
    const { page: probe } = await b.open('/?site=main');
    const pilot = await probe.evaluate(
      async () =>
        ((await (await fetch('/api/web/v1/chart/search?type=PILOT&query=')).json()) as { data: { symbol: string }[] }).data[0]!.symbol,
    );
    const { page, errors } = await b.open(`/trade/${pilot}?site=main`, { cookies: { meridian_persona: 'trader' } });
    await waitReady(page);
    await page.getByTestId('chart-price-type').getByRole('button', { name: 'Market cap' }).click();
    await expect.poll(() => stored(page, 'politPriceType')).toBe('mcap');
    await waitReady(page);
    await expect.poll(() => page.getByTestId('chart-legend').textContent()).toMatch(/C \d+\.\d{2}[KMB]/);
    const box = await cellBox(page);
    const items = await rightClick(page, box.x + box.width / 2, box.y + 150);
    expect(items.some((t) => t.startsWith('Place order'))).toBe(false);
    expect(items.some((t) => t.startsWith('Add alert at'))).toBe(true);
    await closeMenu(page);
    await page.getByTestId('chart-price-type').getByRole('button', { name: 'Price' }).click();
    await waitReady(page);
    expect((await rightClick(page, box.x + box.width / 2, box.y + 150)).some((t) => t.startsWith('Place order'))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('writes seven or more zeros in brace notation (PEPE/BTC) and opens a screenshot in a new tab', async () => {
    const { page, errors } = await b.open('/trade/PEPE_BTC?site=main');
    await waitReady(page);
    await expect.poll(() => page.getByTestId('chart-legend').textContent()).toMatch(/C 0\.0\{9\}\d{5}/);
    const box = await cellBox(page);
    await page.mouse.move(box.x + box.width / 3, box.y + 200);
    await page.getByTestId('chart-widget').scrollIntoViewIfNeeded();
    await shot(page, 'chart-brace-notation');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('chart-screenshot').click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(/^blob:/);
    const size = await tab.evaluate(() => {
      const img = document.querySelector('img');
      return img ? [img.naturalWidth, img.naturalHeight] : [0, 0];
    });
    expect(size[0]).toBeGreaterThan(400);
    expect(size[1]).toBeGreaterThan(300);
    expect(errors).toEqual([]);
  });

  it('reads the latest values from the keyboard (a canvas alone is silent)', async () => {
    const { page, errors } = await b.open('/trade/BTC_USDT?site=main');
    await waitReady(page);
    const group = page.getByRole('group', { name: 'BTC/USDT price chart, 1 hour' });
    await group.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.getByTestId('chart-announce').textContent()).toMatch(/UTC: open \d+\.\d{2}, high .*, close \d+\.\d{2}\.$/);
    const caption = await page.getByTestId('chart-values').locator('caption').textContent();
    expect(caption).toMatch(/^BTC\/USDT, 1 hour: values at /);
    await page.keyboard.press('Shift+F10');
    await page.getByRole('menu', { name: 'Chart menu' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('the pilot page shows the simple variant: no layouts, no quick order, price type switch', async () => {
    const { page: probe } = await b.open('/?site=main');
    const seo = await probe.evaluate(
      async () =>
        ((await (await fetch('/apiw/v2/pilot/markets?exchange_type=PILOT_ALL')).json()) as { data: { list: { seo_path: string }[] } }).data
          .list[0]!.seo_path,
    );
    const { page, errors } = await b.open(`/pilot/${seo}?site=main`, { width: 1024 });
    await waitReady(page);
    expect(await page.getByTestId('chart-widget').getAttribute('data-variant')).toBe('simple');
    expect(await page.getByTestId('chart-layout').count()).toBe(0);
    expect(await page.getByTestId('chart-quick-order').count()).toBe(0);
    expect(await page.getByTestId('chart-price-type').count()).toBe(1);
    await page.getByTestId('chart-widget').scrollIntoViewIfNeeded();
    await page.mouse.move(10, 10);
    await shot(page, 'chart-pilot-simple');
    expect(errors).toEqual([]);
  });
});
