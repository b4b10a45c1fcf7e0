// Issue 11 "Load": two hundred rapid language / fiat / theme switches leave no leaked listeners and
// no growing memory. Chromium's own counters through CDP, each read after a forced garbage
// collection: event listeners on window and document (DOMDebugger.getEventListeners), all JS event
// listeners and DOM nodes of the page (Performance.getMetrics), and the used JS heap
// (Runtime.getHeapUsage). A warm-up cycle first loads every chunk, locale file and style the
// switches need, so the baseline already holds what is cached on purpose. No timing is asserted.
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shot, setupBrowser } from './browser';

const b = setupBrowser();

/** Each cycle switches every preference through three values and back to where it started. */
const LANGUAGES = ['de', 'fr', 'en'] as const;
const FIATS = ['EUR', 'JPY', 'USD'] as const;
const CYCLES = 24; // 24 × 3 steps × 3 preferences = 216 switches
/** Allowed growth after 216 switches. */
const LISTENER_SLACK = 3; // window + document listeners
const PAGE_LISTENER_SLACK = 20; // all JS listeners of the page
const NODE_SLACK = 0.05; // DOM nodes, as a share of the baseline
const HEAP_SLACK_BYTES = 3 * 1024 * 1024;

interface Counts {
  windowListeners: number;
  documentListeners: number;
  listeners: number;
  nodes: number;
  heap: number;
}

async function listenersOf(cdp: CDPSession, expression: string): Promise<number> {
  const { result } = await cdp.send('Runtime.evaluate', { expression });
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
  await cdp.send('Runtime.releaseObject', { objectId: result.objectId! });
  return listeners.length;
}

async function counts(page: Page, cdp: CDPSession): Promise<Counts> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500); // timers of the last switch (menu close, debounce) run out
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
  const metric = (await cdp.send('Performance.getMetrics')).metrics;
  const get = (name: string) => metric.find((m) => m.name === name)?.value ?? NaN;
  return {
    windowListeners: await listenersOf(cdp, 'window'),
    documentListeners: await listenersOf(cdp, 'document'),
    listeners: get('JSEventListeners'),
    nodes: get('Nodes'),
    heap: (await cdp.send('Runtime.getHeapUsage')).usedSize,
  };
}

async function switchLanguage(page: Page, lang: string): Promise<void> {
  await page.getByTestId('prefs-language').getByRole('button').first().click();
  await page.locator(`[data-lang="${lang}"]`).click();
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
}

async function switchFiat(page: Page, fiat: string): Promise<void> {
  const menu = page.getByTestId('prefs-fiat');
  await menu.getByRole('button').first().click();
  await menu.locator('input[type="search"]').first().fill(fiat.toLowerCase());
  await menu
    .getByRole('option', { name: new RegExp(fiat) })
    .first()
    .click();
  await page.waitForFunction((f) => document.cookie.includes(`curr_fiat=${f}`), fiat);
  if ((await menu.getByRole('button').first().getAttribute('aria-expanded')) === 'true') await page.keyboard.press('Escape');
}

async function toggleTheme(page: Page): Promise<void> {
  const before = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const menu = page.getByTestId('prefs-settings');
  await menu.getByRole('button').first().click();
  await page.getByTestId('prefs-theme-switch').click();
  await page.waitForFunction((bg) => getComputedStyle(document.body).backgroundColor !== bg, before);
  await page.keyboard.press('Escape');
}

async function cycle(page: Page): Promise<number> {
  for (let k = 0; k < 3; k++) {
    await switchLanguage(page, LANGUAGES[k]!);
    await switchFiat(page, FIATS[k]!);
    await toggleTheme(page);
  }
  return 9;
}

describe('rapid preference switches', () => {
  it('216 language, fiat and theme switches leak no listeners, nodes or heap', async () => {
    const { page, errors } = await b.open('/?site=main', { cookies: { meridian_persona: 'visitor' } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    // Warm-up: every chunk, locale file and theme style the switches use is loaded once (and a
    // second theme toggle brings the light theme back).
    await cycle(page);
    await toggleTheme(page);
    const before = await counts(page, cdp);

    let switches = 0;
    let middle: Counts | undefined;
    for (let c = 0; c < CYCLES; c++) {
      switches += await cycle(page);
      if (c === CYCLES / 2 - 1) middle = await counts(page, cdp); // English, USD, light again: shows whether growth goes on
    }
    // An even number of theme toggles has passed since the baseline: light again, English, USD.
    const after = await counts(page, cdp);
    await shot(page, 'switch-leaks-after');
    console.log(`switch leaks: ${switches} switches`, JSON.stringify({ before, middle, after }));

    expect(switches).toBeGreaterThanOrEqual(200);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(after.windowListeners).toBeLessThanOrEqual(before.windowListeners + LISTENER_SLACK);
    expect(after.documentListeners).toBeLessThanOrEqual(before.documentListeners + LISTENER_SLACK);
    expect(after.listeners).toBeLessThanOrEqual(before.listeners + PAGE_LISTENER_SLACK);
    expect(after.nodes).toBeLessThanOrEqual(before.nodes * (1 + NODE_SLACK));
    expect(after.heap - before.heap).toBeLessThan(HEAP_SLACK_BYTES);
    expect(errors).toEqual([]);
  }, 600_000);
});
