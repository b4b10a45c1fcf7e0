import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findPersona } from 'virtual:meridian/personas';
import { shot, setupBrowser } from './browser';
import { quiet } from './quiet';

/**
 * The restricted-region page speaks to who is there (rule tips-for-visitors, rules/access.yaml): a
 * logged-out visitor is not offered "Withdraw funds" (which could only lead to the login page) but
 * told the services are unavailable and offered Log In for an existing account's funds.
 */
const b = setupBrowser();
const restricted = { meridian_persona: 'restricted_country', ...findPersona('restricted_country')!.facts.cookies };
const path = (page: Page) => new URL(page.url()).pathname;
const tips = (page: Page) => page.getByTestId('compliance-tips');
const targets = (page: Page) =>
  tips(page)
    .locator('a')
    .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));

async function acknowledge(page: Page) {
  const dialog = page.locator('[data-dialog=restricted_location]');
  await dialog.waitFor();
  await dialog.getByRole('button').last().click();
  await dialog.waitFor({ state: 'detached' });
  // The notices queued behind it (the main site's configured toast) are closed the same way.
  for (let i = 0; i < 3 && (await page.locator('[data-dialog]').count()) > 0; i++) {
    await page.locator('[data-dialog]').first().getByRole('button').last().click();
    await quiet(page);
  }
}

describe('a logged-out visitor on the restricted-region page', () => {
  it('en, 1440: no withdraw button; the text says services are unavailable and Log In leads to the login page', async () => {
    const { page } = await b.open('/?site=main', { cookies: restricted });
    await expect.poll(() => path(page), { timeout: 15_000 }).toBe('/state_compliance_tips');
    await acknowledge(page);
    await expect.poll(() => tips(page).innerText()).toContain('log in to view your assets');
    expect(await tips(page).getByText('Withdraw funds').count()).toBe(0);
    expect(await targets(page)).not.toContain('/myaccount/withdraw/USDT');
    expect(await targets(page)).not.toContain('/myaccount/tickets');
    // Nothing offered that would bounce back here (rule withdraw-only-controls): no Sign Up, no product
    // menu, no deposit; the logo leads to this page, not to a home page that redirects.
    expect(await page.locator('header [data-item=signup], header [data-menu=trade_menu], header [data-item=deposit]').count()).toBe(0);
    await page.locator('header [data-item=login]').waitFor();
    expect(
      new URL(
        await page
          .locator('header [data-testid=logo]')
          .first()
          .evaluate((a) => (a as HTMLAnchorElement).href),
      ).pathname,
    ).toBe('/state_compliance_tips');
    await shot(page, 'restricted-visitor-tips-1440');
    await tips(page).locator('a', { hasText: 'Log In' }).click();
    await expect.poll(() => path(page), { timeout: 15_000 }).toBe('/login');
  });

  it('ar, 390: the same notice, translated, right to left', async () => {
    const { page } = await b.open('/ar/?site=main', { cookies: restricted, width: 390, height: 844, mobile: true });
    await expect.poll(() => path(page), { timeout: 15_000 }).toBe('/ar/state_compliance_tips');
    await acknowledge(page);
    await expect.poll(() => tips(page).innerText()).toContain('سجّل الدخول');
    // No "Back to home": the home page would only send them back here (rule blocked-country-home).
    expect(await targets(page)).toEqual(['/ar/login', '/ar/help']);
    await shot(page, 'restricted-visitor-tips-ar-390');
  });
});
