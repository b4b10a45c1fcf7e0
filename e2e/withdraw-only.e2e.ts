import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findPersona } from 'virtual:meridian/personas';
import { shot, setupBrowser } from './browser';

/**
 * Withdraw-only users may open the withdraw page and the pages left open to them (help, login,
 * the restricted-region page, the ticket page), nothing else (compliance §2.1, §6; rule
 * withdraw-only-confined in rules/access.yaml).
 */
const b = setupBrowser();
const cookiesFor = (persona: string, extra: Record<string, string> = {}) => ({
  meridian_persona: persona,
  ...findPersona(persona)!.facts.cookies,
  ...extra,
});
const path = (page: Page) => new URL(page.url()).pathname;

describe('a withdraw-only user is confined to the withdraw page', () => {
  it('opening /trade/BTC_USDT lands on the USDT withdraw page, with the notice on top', async () => {
    const { page } = await b.open('/trade/BTC_USDT?site=main', { cookies: cookiesFor('withdraw_only') });
    await expect.poll(() => path(page), { timeout: 15_000 }).toBe('/myaccount/withdraw/USDT');
    await page.locator('[data-dialog=withdraw_only]').waitFor();
    await shot(page, 'withdraw-only-from-trade');
    // The notice's button leads to the ticket page, which stays open to them.
    await page.locator('[data-dialog=withdraw_only]').getByRole('button', { name: 'Create a ticket', exact: true }).click();
    await expect.poll(() => path(page), { timeout: 15_000 }).toBe('/myaccount/tickets');
    await page.waitForTimeout(500);
    expect(path(page)).toBe('/myaccount/tickets');
  });

  it('a futures page leads there too; the help centre stays open', async () => {
    const { page } = await b.open('/futures/USDT/BTC_USDT?site=main', { cookies: cookiesFor('withdraw_only') });
    await expect.poll(() => path(page), { timeout: 15_000 }).toBe('/myaccount/withdraw/USDT');
    await page.goto('/help?site=main', { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    expect(path(page)).toBe('/help');
  });

  it('in Arabic the redirect keeps the language prefix', async () => {
    const { page } = await b.open('/ar/trade/BTC_USDT?site=main', {
      cookies: cookiesFor('withdraw_only'),
      width: 390,
      height: 844,
      mobile: true,
    });
    await expect.poll(() => path(page), { timeout: 15_000 }).toBe('/ar/myaccount/withdraw/USDT');
    await page.locator('[data-dialog=withdraw_only]').waitFor();
    await page.waitForTimeout(400);
    await shot(page, 'withdraw-only-from-trade-ar-390');
  });

  it('a trader opens the trade page freely', async () => {
    const { page } = await b.open('/trade/BTC_USDT?site=main', { cookies: cookiesFor('trader') });
    await page.waitForTimeout(500);
    expect(path(page)).toBe('/trade/BTC_USDT');
  });
});
