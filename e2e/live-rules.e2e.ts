import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { compileOrThrow } from '../src/config/compile';
import { publish } from '../src/config/node/publish';
import { readSources } from '../src/config/node/read-sources';
import { devSigningKey } from '../src/config/node/signing-key';
import { faultCookie } from '../src/mocks/faults';
import { setupBrowser } from './browser';

// Rules that go live without a rebuild (issue 25, docs/rules-bundles.md): the embedded backend serves
// what a test publishes into its own folder (e2e/global-setup.ts), signed with the development key
// the demo build trusts.
const b = setupBrowser();
const root = fileURLToPath(new URL('..', import.meta.url));
const rulesDir = () => inject('rulesDir');

afterEach(() => {
  for (const f of readdirSync(rulesDir())) rmSync(join(rulesDir(), f), { recursive: true, force: true });
});

/** Publishes the repository's configuration with main's `hidden` list grown by `ids`. */
async function publishHiding(ids: string[]) {
  const sources = readSources(root).map((s) =>
    s.file === 'sites/main.yaml'
      ? { ...s, text: s.text.replace(/^hidden:.*$/m, (line) => `${line}\n${ids.map((id) => `  - ${id}`).join('\n')}`) }
      : s,
  );
  return publish({ config: compileOrThrow(sources), outDir: rulesDir(), key: devSigningKey(root), revision: 'e2e', now: new Date() });
}

/** The page asks now instead of at its next interval (a tab that becomes visible asks at once). */
const askNow = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
const navIds = (page: Page) =>
  page.locator('[data-testid=main-nav] [data-item]').evaluateAll((els) => els.map((e) => e.getAttribute('data-item')));

describe('published rule bundles in an open page', () => {
  it('a newly hidden menu item goes without a reload; the next load paints without it', async () => {
    const { page, errors } = await b.open('/?site=main');
    const before = await navIds(page);
    const target = before[0]!;
    await publishHiding([target]);
    await askNow(page);
    await expect.poll(() => navIds(page), { timeout: 15_000 }).not.toContain(target);
    // The same document: no reload happened.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    await page.reload({ waitUntil: 'networkidle' });
    expect(await navIds(page)).not.toContain(target);
    expect(errors).toEqual([]);
  });

  it('a bundle with one byte changed is refused and the page keeps working as it was', async () => {
    const { page } = await b.open('/?site=main');
    const before = await navIds(page);
    const { manifest } = await publishHiding([before[0]!]);
    const file = join(rulesDir(), manifest.sites.main!.file);
    const bytes = readFileSync(file);
    bytes[300] = bytes[300]! ^ 1;
    writeFileSync(file, bytes);
    await askNow(page);
    await page.waitForTimeout(1500);
    expect(await navIds(page)).toEqual(before);
  });

  it('a manifest that answers 500 leaves the page as it was', async () => {
    const { page } = await b.open('/?site=main', {
      cookies: Object.fromEntries([
        faultCookie({ '/rules-bundle/manifest.json': '500' }).split('=').map(decodeURIComponent) as [string, string],
      ]),
    });
    const before = await navIds(page);
    await publishHiding([before[0]!]);
    await askNow(page);
    await page.waitForTimeout(1500);
    expect(await navIds(page)).toEqual(before);
  });
});
