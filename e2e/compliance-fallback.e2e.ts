import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findPersona } from 'virtual:meridian/personas';
import { shot, setupChromium, siteURL, serveOwnSite } from './browser';
import { quiet } from './quiet';

/**
 * When the compliance check fails (compliance §8), a visitor seen in the last 24 hours keeps their
 * last known answer (a UK-limited user's menus stay limited) and the failure goes to the error
 * reporter; a first visit gets the spec's fallback (no restrictions).
 */
// Reads or changes the backend's shared state (published bundles, recorded events or reports): a site of its own.
serveOwnSite();
const chromium = setupChromium();
// A desktop browser's agent: the report filter drops headless Chromium's own agent as a bot (compliance §5).
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const FAULT = encodeURIComponent(JSON.stringify({ '/api/web/v1/compliance/check': '500' }));
const ukLimited = { meridian_persona: 'uk_limited', ...findPersona('uk_limited')!.facts.cookies };

async function contextWith(cookies: Record<string, string>, dark = false): Promise<BrowserContext> {
  const baseURL = siteURL();
  const context = await chromium.newContext({
    baseURL,
    viewport: { width: 1440, height: 900 },
    userAgent: DESKTOP_UA,
    colorScheme: dark ? 'dark' : 'light',
  });
  await context.addCookies(
    Object.entries({ ...cookies, ...(dark ? { dark: '1' } : {}) }).map(([name, value]) => ({ name, value, url: baseURL })),
  );
  return context;
}
const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await quiet(page);
};
// The Decision's menus, in the row or in its "More" menu (how many fit the row is layout, not the rule).
const futuresMenus = (page: Page) => page.locator('header [data-menu=derivatives_menu]').count();
type Report = { message: string; user: { id: string } | null; tags: Record<string, string> };
const reports = async (page: Page) => ((await (await page.request.get('/__mock/error-reports')).json()) as { reports: Report[] }).reports;

describe('a failed compliance check', () => {
  it('after one good visit, a UK-limited user keeps the limited menus, and the failure is reported', async () => {
    const context = await contextWith(ukLimited);
    const page = await context.newPage();
    await page.goto('/?site=main', { waitUntil: 'networkidle' });
    await page.locator('[data-dialog=uk_limit]').getByRole('button', { name: 'I Understand' }).click();
    await settle(page);
    expect(await futuresMenus(page)).toBe(0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('meridian_answers_v1') ?? '')).toContain('"is_uk_limit":true');

    await page.request.delete('/__mock/error-reports');
    await context.addCookies([{ name: 'meridian_fault', value: FAULT, url: siteURL() }]);
    const failed = page.waitForResponse((r) => r.url().includes('/api/web/v1/compliance/check'));
    await page.reload({ waitUntil: 'networkidle' });
    expect((await failed).status()).toBe(500);
    await settle(page);
    await page.locator('header [data-menu=trade_menu]').waitFor();
    expect(await futuresMenus(page)).toBe(0);
    await shot(page, 'compliance-fallback-remembered');
    await expect
      .poll(() => reports(page), { timeout: 5000 })
      .toEqual([
        expect.objectContaining({
          message: 'compliance check failed',
          user: { id: '1001' },
          tags: expect.objectContaining({ used: 'remembered', site: 'main' }),
        }),
      ]);
    // Another page, the check still failing: still limited.
    await page.goto('/price?site=main', { waitUntil: 'networkidle' });
    await settle(page);
    expect(await futuresMenus(page)).toBe(0);
  });

  it('a first visit gets the spec fallback (no restrictions), reported as the fallback', async () => {
    const context = await contextWith({ ...ukLimited, meridian_fault: FAULT }, true);
    const page = await context.newPage();
    await page.goto('/?site=main', { waitUntil: 'networkidle' });
    await page.request.delete('/__mock/error-reports');
    await page.reload({ waitUntil: 'networkidle' });
    await settle(page);
    await page.locator('header [data-menu=derivatives_menu]').waitFor({ state: 'attached' });
    await shot(page, 'compliance-fallback-first-visit-dark');
    await expect
      .poll(() => reports(page), { timeout: 5000 })
      .toEqual([expect.objectContaining({ message: 'compliance check failed', tags: expect.objectContaining({ used: 'fallback' }) })]);
  });

  it("another user's memory in the same browser is not used", async () => {
    const context = await contextWith(ukLimited);
    const page = await context.newPage();
    await page.goto('/?site=main', { waitUntil: 'networkidle' });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('meridian_answers_v1') ?? '')).toContain('"is_uk_limit":true');
    await context.addCookies(
      [
        ['uid', '1002'],
        ['nickname', 'newbie'],
        ['meridian_persona', 'new_user'],
        ['meridian_fault', FAULT],
      ].map(([name, value]) => ({ name: name!, value: value!, url: siteURL() })),
    );
    await page.reload({ waitUntil: 'networkidle' });
    await settle(page);
    await page.locator('header [data-menu=derivatives_menu]').waitFor({ state: 'attached' });
  });
});
