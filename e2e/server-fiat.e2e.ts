import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shot, setupBrowser } from './browser';
import { quiet } from './quiet';

/**
 * Shell §4: "The fiat is updated when the server's curr_fiat differs" (docs/shell.md, Preferences). The account's
 * fiat, set on another device (the embedded backend's meridian_account_fiat), is GBP; this browser
 * still stores EUR. A fiat picked here after the server's answer was seen stays picked.
 */
const b = setupBrowser();
const trader = { meridian_persona: 'trader', uid: '1001', nickname: 'ann' };

const cookie = async (page: Page, name: string) => (await page.context().cookies()).find((c) => c.name === name)?.value;
const fiatButton = (page: Page) => page.getByTestId('prefs-fiat').getByRole('button').first();

describe("the server's curr_fiat", () => {
  it('wins over a stored cookie it differs from: the header shows it and the cookie follows', async () => {
    const { page, errors } = await b.open('/?site=main', { cookies: { ...trader, curr_fiat: 'EUR', meridian_account_fiat: 'GBP' } });
    await expect.poll(() => cookie(page, 'curr_fiat'), { timeout: 15_000 }).toBe('GBP');
    await expect.poll(() => fiatButton(page).textContent(), { timeout: 5_000 }).toMatch(/GBP/);
    await page.locator('[data-menu=buy_menu]').click();
    expect(await page.locator('[data-panel=buy_menu] a[href*="fiat=GBP"]').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-panel=buy_menu] a[href*="fiat=EUR"]').count()).toBe(0);
    await shot(page, 'server-fiat-gbp-desktop');
    expect(errors).toEqual([]);
  });

  it('a fiat picked on this device after the server was heard stays picked across a reload', async () => {
    const { page } = await b.open('/?site=main', { cookies: { ...trader, curr_fiat: 'EUR', meridian_account_fiat: 'GBP' } });
    await expect.poll(() => cookie(page, 'curr_fiat'), { timeout: 15_000 }).toBe('GBP');
    await fiatButton(page).click();
    await page.getByTestId('prefs-fiat').getByLabel('Search currency').fill('jpy');
    await page.getByTestId('prefs-fiat').getByRole('option', { name: /JPY/ }).first().click();
    await expect.poll(() => cookie(page, 'curr_fiat')).toBe('JPY');
    await page.reload({ waitUntil: 'networkidle' });
    await quiet(page);
    expect(await cookie(page, 'curr_fiat')).toBe('JPY');
    expect(await fiatButton(page).textContent()).toMatch(/JPY/);
  });

  it('a visitor whose cookie the server accepts keeps it', async () => {
    const { page } = await b.open('/?site=main', { cookies: { curr_fiat: 'EUR' } });
    await quiet(page);
    expect(await cookie(page, 'curr_fiat')).toBe('EUR');
    expect(await fiatButton(page).textContent()).toMatch(/EUR/);
  });

  it('on a phone the drawer shows the server fiat', async () => {
    const { page } = await b.open('/?site=main', {
      width: 390,
      height: 844,
      mobile: true,
      cookies: { ...trader, curr_fiat: 'EUR', meridian_account_fiat: 'GBP' },
    });
    await expect.poll(() => cookie(page, 'curr_fiat'), { timeout: 15_000 }).toBe('GBP');
    await page.getByTestId('drawer-open').click();
    const prefs = page.getByTestId('mobile-drawer').getByTestId('prefs-mobile');
    await prefs.waitFor();
    expect(await prefs.textContent()).toMatch(/GBP/);
    expect(await prefs.textContent()).not.toMatch(/EUR/);
    await shot(page, 'server-fiat-gbp-phone');
  });
});
