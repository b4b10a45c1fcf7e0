import { describe, expect, it } from 'vitest';
import { shot, setupBrowser } from './browser';

const b = setupBrowser();

const cookie = async (page: import('playwright-core').Page, name: string) =>
  (await page.context().cookies()).find((c) => c.name === name)?.value;

describe('preferences survive a reload', () => {
  it('language: the same page under the new prefix', async () => {
    const { page } = await b.open('/launchpool?site=main');
    await page.getByTestId('prefs-language').getByRole('button').first().click();
    await Promise.all([
      page.waitForURL((u) => u.pathname === '/de/launchpool'),
      page.getByRole('menuitemradio', { name: /Deutsch/ }).click(),
    ]);
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await shot(page, 'prefs-language-de');
  });

  it('Turkish on the main site asks to stay or go; on the Turkey site it just switches', async () => {
    const { page } = await b.open('/?site=main');
    await page.getByTestId('prefs-language').getByRole('button').first().click();
    await page.getByRole('menuitemradio', { name: /Türkçe/ }).click();
    await page.getByTestId('turkish-language-dialog').waitFor();
    await shot(page, 'prefs-turkish-dialog');
    await Promise.all([
      page.waitForURL((u) => u.pathname.startsWith('/tr')),
      page.getByRole('button', { name: 'Stay on the global site in Turkish' }).click(),
    ]);
    const { page: tr } = await b.open('/en?site=tr');
    await tr.getByTestId('prefs-language').getByRole('button').first().click();
    await Promise.all([tr.waitForURL((u) => u.pathname === '/'), tr.getByRole('menuitemradio', { name: /Türkçe/ }).click()]);
    expect(await tr.getByTestId('turkish-language-dialog').count()).toBe(0);
  });

  it('fiat: picked in the rate tab, kept in curr_fiat, used by the buy links after reload', async () => {
    const { page } = await b.open('/?site=main');
    await page.getByTestId('prefs-fiat').getByRole('button').first().click();
    await page.getByTestId('prefs-fiat').getByLabel('Search currency').fill('eur');
    await page.getByTestId('prefs-fiat').getByRole('option', { name: /EUR/ }).first().click();
    await expect.poll(() => cookie(page, 'curr_fiat')).toBe('EUR');
    await page.reload({ waitUntil: 'networkidle' });
    await page.locator('[data-menu=buy_menu]').click();
    expect(await page.locator('[data-panel=buy_menu] a[href*="fiat=EUR"]').count()).toBeGreaterThan(0);
  });

  it('theme and rise colour', async () => {
    const { page } = await b.open('/?site=main');
    const bg = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await bg();
    await page.getByTestId('prefs-settings').getByRole('button').first().click();
    await page.getByTestId('prefs-theme-switch').click();
    await expect.poll(bg).not.toBe(light);
    await page.getByRole('radio', { name: 'Red up, green down' }).check();
    await expect.poll(() => cookie(page, 'market_rise_color')).toBe('red-up');
    await page.reload({ waitUntil: 'networkidle' });
    expect(await bg()).not.toBe(light);
    expect(await cookie(page, 'dark')).toBe('1');
    await shot(page, 'prefs-dark');
  });
});
