import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setupBrowser, serveOwnSite } from './browser';
import { quiet } from './quiet';

// Reads or changes the backend's shared state (published bundles, recorded events or reports): a site of its own.
serveOwnSite();
const b = setupBrowser();

describe('analytics', () => {
  it('sends a click on a navigation item, with its collect params, to the embedded collector', async () => {
    const { page } = await b.open('/?site=main');
    await page.request.delete('/__mock/events');
    await page.locator('header [data-item=nav_markets]').click();
    await page.waitForURL((u) => u.pathname === '/price');
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    await expect
      .poll(async () => (await (await page.request.get('/__mock/events')).json()) as unknown, { timeout: 10_000 })
      .toEqual(
        expect.objectContaining({
          events: expect.arrayContaining([
            expect.objectContaining({ name: 'header_nav_click', site: 'mrd-main', params: expect.objectContaining({ trigger: 'click' }) }),
          ]),
        }),
      );
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'finger_print')?.value).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
  });
});

describe('the site bundle', () => {
  it('ships compiled config, not ajv or a YAML parser', () => {
    // Only what the site's page can load: the preview app (preview/index.html) ships ajv and yaml in the same folder.
    const dist = fileURLToPath(new URL(`../${process.env.E2E_OUT_DIR ?? 'dist'}/`, import.meta.url));
    const seen = new Set<string>();
    const queue = [...readFileSync(`${dist}index.html`, 'utf8').matchAll(/src="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
    for (let f = queue.pop(); f !== undefined; f = queue.pop()) {
      if (seen.has(f)) continue;
      seen.add(f);
      for (const m of readFileSync(`${dist}assets/${f}`, 'utf8').matchAll(/([\w.-]+-[\w-]{8}\.js)/g))
        if (existsSync(`${dist}assets/${m[1]}`)) queue.push(m[1]!);
    }
    const js = [...seen].map((f) => readFileSync(`${dist}assets/${f}`, 'utf8')).join('\n');
    expect(js).not.toContain('strictRequired'); // an ajv option name
    expect(js).not.toContain('Implicit map keys need to be followed by map values'); // a yaml parser error
    expect(js).not.toContain('setupServer'); // msw's node server
    expect(js).toContain('"site-hidden-flags"'); // the compiled rules are there
  });
});

describe('referral capture', () => {
  it('stores the referral cookies for 14 days after the invite verifies', async () => {
    const { page } = await b.open('/?site=main&ref=GOOD&ref_type=1&ref_channel=tw&group_id=7');
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'ref_uid')?.value ?? null, { timeout: 10_000 })
      .not.toBeNull();
    const cookies = await page.context().cookies();
    const refUid = cookies.find((c) => c.name === 'ref_uid')!;
    expect(refUid.expires * 1000 - Date.now()).toBeGreaterThan(13.9 * 86_400_000);
    expect(cookies.find((c) => c.name === 'ref_channel')).toBeDefined();
  });

  it('changes nothing for a rejected invite', async () => {
    const { page } = await b.open('/?site=main&ref=NOPE');
    await quiet(page);
    expect((await page.context().cookies()).find((c) => c.name === 'ref_uid')).toBeUndefined();
  });

  it('a page with no referral, in its address or kept, neither downloads the capture nor asks to verify; a kept one is verified again', async () => {
    const asked = (page: Page) =>
      page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/rebate/verify_invite_info')));
    // The capture's chunk is named after its module (src/api/capture-referral.ts).
    const downloaded = (page: Page) =>
      page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/assets\/capture-[\w-]+\.js$/.test(e.name)));
    const plain = await b.open('/?site=main');
    await quiet(plain.page);
    expect(await asked(plain.page)).toBe(false);
    expect(await downloaded(plain.page)).toBe(false);
    const kept = await b.open('/?site=main', { cookies: { ref_uid: 'GOOD' } });
    await expect.poll(() => asked(kept.page), { timeout: 10_000 }).toBe(true);
    expect(await downloaded(kept.page)).toBe(true);
  });
});
