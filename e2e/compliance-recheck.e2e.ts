import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findPersona } from 'virtual:meridian/personas';
import { shot, setupBrowser, siteURL } from './browser';
import { quiet } from './quiet';

/**
 * A first visit whose compliance check fails gets the spec's empty fallback (compliance §8), but only
 * for a short while: the check is asked again with back-off while the page is open, and when an
 * answer arrives the Decision is made again — a restricted visitor is then sent where the rules say,
 * without a reload (ADR 0229; src/api/compliance-recheck.ts).
 */
const b = setupBrowser();
const CHECK = '/api/web/v1/compliance/check';
const FAULT = encodeURIComponent(JSON.stringify({ [CHECK]: '500' }));
const path = (page: Page) => new URL(page.url()).pathname;

describe('a failed compliance check is asked again', () => {
  it('a restricted first-time visitor: 500, 500, then the answer — the restricted page and notice, no reload', async () => {
    const restricted = { meridian_persona: 'restricted_country', ...findPersona('restricted_country')!.facts.cookies };
    const failed: number[] = [];
    const { page } = await b.open('/?site=main', { cookies: { ...restricted, meridian_fault: FAULT }, waitUntil: 'domcontentloaded' });
    const start = Date.now();
    page.on('response', (r) => {
      if (new URL(r.url()).pathname === CHECK && r.status() === 500) failed.push(Date.now() - start);
    });
    await page.locator('header').first().waitFor();
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    // The fallback: nothing restricts the visitor yet.
    expect(path(page)).toBe('/');
    // The page itself asks again (no reload, no navigation): two more failed answers.
    await expect.poll(() => failed.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    expect(path(page)).toBe('/');
    // The backend recovers and answers "blocked country".
    await page.context().addCookies([{ name: 'meridian_fault', value: '{}', url: siteURL() }]);
    const recovered = Date.now();
    await expect.poll(() => path(page), { timeout: 20_000 }).toBe('/state_compliance_tips');
    const waited = Date.now() - recovered;
    await page.locator('[data-dialog=restricted_location]').waitFor();
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    // The back-off after two failures is at most 4 s, plus the recheck's 4 s limit.
    expect(waited).toBeLessThan(9_000);
    await quiet(page);
    await shot(page, 'compliance-recheck-restricted-1440');
  });
});
