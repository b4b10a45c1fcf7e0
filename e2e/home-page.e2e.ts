import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shot, setupBrowser } from './browser';

/**
 * The home page (issue 22, item 11): a hero with the call to action the Decision allows, the top
 * markets (price in brace notation, change for the chosen time base, links to the pair pages), the
 * app download, and still no layout shift while the table and its data arrive.
 */
const b = setupBrowser();
const table = (page: Page) => page.getByTestId('top-markets');

/** Counts layout shifts from the first paint on (the next load of `page`). */
async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__shift += (e as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { __shift: number }).__shift);

describe('home page', () => {
  it('a visitor: Sign Up opens the registration, six markets link to their pair pages, the download block, no layout shift', async () => {
    const { page, errors } = await b.open('/?site=main', { cookies: { meridian_delay: '800' }, waitUntil: 'domcontentloaded' });
    await watchShifts(page);
    await page.reload({ waitUntil: 'networkidle' });
    await table(page).and(page.locator('[data-state=ready]')).waitFor();
    expect(await shifts(page)).toBeLessThan(0.01);
    const rows = table(page).locator('tbody tr[data-pair]');
    expect(await rows.count()).toBe(6);
    const first = rows.first();
    const pair = (await first.getAttribute('data-pair'))!;
    expect(await first.locator('a').getAttribute('href')).toBe(`/trade/${pair}`);
    for (const price of await table(page).getByTestId('top-price').allTextContents()) expect(price).not.toMatch(/e[-+]/i);
    expect(await table(page).locator('thead th').nth(2).textContent()).toBe('24h change');
    // Green up, red down (the default rise colour), in look.css's text shades (#087349, #c41e3a: 4.5:1, issue 23), from change-text.css.
    // The mock's prices follow the clock, so at some hours all six markets fall (or rise): each direction
    // is read on a copy of a real change cell set to it, in the same place, so both are always checked.
    const colourOf = (direction: 'rise' | 'fall') =>
      table(page)
        .locator('tbody [data-direction]')
        .first()
        .evaluate((cell, d) => {
          const copy = cell.cloneNode(true) as HTMLElement;
          copy.className = `m-change m-change--${d}`; // as ChangeText renders that direction
          copy.dataset.direction = d;
          cell.parentElement!.append(copy);
          const colour = getComputedStyle(copy).color;
          copy.remove();
          return colour;
        }, direction);
    expect(await colourOf('rise')).toBe('rgb(8, 115, 73)');
    expect(await colourOf('fall')).toBe('rgb(196, 30, 58)');
    expect(await page.getByTestId('home-download').count()).toBe(1);
    await shot(page, 'home-visitor-1440');
    await page.getByTestId('home-cta').click();
    await page.getByTestId('registration-modal').waitFor();
    expect(errors).toEqual([]);
  });

  it('a session gets Deposit instead of Sign Up, and the change follows the chosen time base', async () => {
    const { page } = await b.open('/?site=main', { cookies: { meridian_persona: 'trader', meridian_time_base: 'utc8', dark: '1' } });
    await table(page).and(page.locator('[data-state=ready]')).waitFor();
    expect(await page.getByTestId('home-cta').getAttribute('href')).toMatch(/^\/myaccount\/deposit\//);
    expect(await page.getByTestId('home-cta').textContent()).toBe('Deposit');
    expect(await table(page).locator('thead th').nth(2).textContent()).toBe('Since 00:00 UTC+8');
    await shot(page, 'home-trader-dark-1440');
  });

  it('the table keeps its room when the markets call fails, and offers to try again', async () => {
    const { page: ok } = await b.open('/?site=main');
    await table(ok).and(ok.locator('[data-state=ready]')).waitFor();
    const readyHeight = (await ok.locator('.m-home__markets').boundingBox())!.height;
    const fault = encodeURIComponent(JSON.stringify({ '/apiw/v2/market/spots': '500' }));
    const { page } = await b.open('/?site=main', { cookies: { meridian_fault: fault } });
    await table(page).and(page.locator('[data-state=empty]')).waitFor();
    expect((await page.locator('.m-home__markets').boundingBox())!.height).toBe(readyHeight);
    expect(await page.getByTestId('top-markets-note').textContent()).toContain('Markets are not available right now.');
    await page.getByRole('button', { name: 'Try again' }).waitFor();
  });

  it('on a phone, in Arabic and on the Turkey site', async () => {
    const { page } = await b.open('/?site=main', { width: 390, height: 844, mobile: true });
    await table(page).and(page.locator('[data-state=ready]')).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'home-visitor-390');
    const { page: ar } = await b.open('/ar/?site=main');
    await table(ar).and(ar.locator('[data-state=ready]')).waitFor();
    expect(await ar.locator('#top-markets-title').textContent()).toBe('أبرز الأسواق');
    await shot(ar, 'home-arabic-1440');
    // The test network hides app download everywhere, the home page's block with it.
    const { page: testnet } = await b.open('/?site=testnet');
    await table(testnet).waitFor();
    expect(await testnet.getByTestId('home-download').count()).toBe(0);
  });
});
