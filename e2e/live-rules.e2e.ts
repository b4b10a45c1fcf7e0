import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { compileOrThrow } from '../src/config/compile';
import { publish } from '../src/config/node/publish';
import { readSources } from '../src/config/node/read-sources';
import { devSigningKey, ephemeralSigningKey, type SigningKey } from '../src/config/node/signing-key';
import type { CompiledConfig } from '../src/rules-model/compiled-types';
import { faultCookie } from '../src/mocks/faults';
import { setupBrowser, siteRulesDir, serveOwnSite } from './browser';

// Rules that go live without a rebuild (issue 25, docs/rules-bundles.md): the embedded backend serves
// what a test publishes into its own folder (e2e/global-setup.ts), signed with the development key
// the demo build trusts.
// Reads or changes the backend's shared state (published bundles, recorded events or reports): a site of its own.
serveOwnSite();
const b = setupBrowser();
const root = fileURLToPath(new URL('..', import.meta.url));
const rulesDir = () => siteRulesDir();

afterEach(() => {
  for (const f of readdirSync(rulesDir())) rmSync(join(rulesDir(), f), { recursive: true, force: true });
});

type Edit = (file: string, text: string) => string;

/** Publishes the repository's configuration with `edit` applied to its files' texts (and `change` to the result). */
async function publishEdited(
  edit: Edit,
  o: { key?: SigningKey; change?: (c: CompiledConfig) => CompiledConfig; withdraw?: number[] } = {},
) {
  const sources = readSources(root).map((s) => ({ ...s, text: edit(s.file, s.text) }));
  const compiled = compileOrThrow(sources);
  const config = o.change ? o.change(compiled) : compiled;
  return publish({ config, outDir: rulesDir(), key: o.key ?? devSigningKey(root), revision: 'e2e', now: new Date(), withdraw: o.withdraw });
}

/** A rollback: the repository's own configuration as a new version, withdrawing `versions`. */
const publishRollback = (versions: number[]) => publishEdited((_file, text) => text, { withdraw: versions });

/** main's `hidden` list grown by `ids`. */
const hiding =
  (ids: string[]): Edit =>
  (file, text) =>
    file === 'sites/main.yaml' ? text.replace(/^hidden:.*$/m, (line) => `${line}\n${ids.map((id) => `  - ${id}`).join('\n')}`) : text;

const publishHiding = (ids: string[]) => publishEdited(hiding(ids));

/** A new rule: every visitor to a home page gets the UK notice (a compliance dialog this build knows). */
const ukNoticeForAll: Edit = (file, text) =>
  file === 'rules/dialogs-compliance.yaml'
    ? `${text.trimEnd()}\n\n  - id: e2e-live-uk-notice\n    description: Published by the browser test, for every visitor.\n    source: compliance §8 (UK notice)\n    when:\n      all:\n        - { fact: path, operator: equal, value: / }\n    then: { dialog: { id: uk_limit } }\n`
    : text;

/** What the demo toolbar says the last check found (src/app/demo-toolbar-panel.tsx). */
const lastCheck = (page: Page, outcome: 'applied' | 'refused' | 'failed' | 'unchanged', refusal = '') =>
  page
    .locator(`[data-testid=demo-rules][data-outcome=${outcome}]${refusal ? `[data-refusal=${refusal}]` : ''}`)
    .waitFor({ timeout: 15_000 });

/** The page asks now instead of at its next interval (a tab that becomes visible asks at once). */
const askNow = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

/**
 * Shows the tab until the last check found `outcome`: after a refused check the page backs off
 * (1.25 s doubling in the demo build), and a tab shown during the wait asks nothing.
 */
async function askUntil(page: Page, outcome: 'applied' | 'refused' | 'failed' | 'unchanged', refusal = '') {
  const selector = `[data-testid=demo-rules][data-outcome=${outcome}]${refusal ? `[data-refusal=${refusal}]` : ''}`;
  await expect
    .poll(
      async () => {
        await askNow(page);
        return page.locator(selector).count();
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBe(1);
}
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
    // The next load, with the manifest unreachable: only the kept bundle can hide it, from the first paint on, with no shift.
    const [name, value] = faultCookie({ '/rules-bundle/manifest.json': '500' }).split('=') as [string, string];
    await page.context().addCookies([{ name, value: decodeURIComponent(value), url: b.baseURL() }]);
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number; __firstNav: (string | null)[] | null };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__shift += (e as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
      // What the nav held when it first appeared (the static first paint, before React).
      w.__firstNav = null;
      new MutationObserver((_, observer) => {
        const nav = document.querySelector('[data-testid=main-nav]');
        if (!nav) return;
        w.__firstNav = [...nav.querySelectorAll('[data-item]')].map((e) => e.getAttribute('data-item'));
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload({ waitUntil: 'networkidle' });
    expect(await navIds(page)).not.toContain(target);
    const first = await page.evaluate(() => (window as unknown as { __firstNav: string[] | null }).__firstNav);
    expect(first).not.toBeNull();
    expect(first).not.toContain(target);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.01);
    await lastCheck(page, 'failed');
    expect(await page.getByTestId('demo-rules').getAttribute('data-version')).toBe('1');
    // The one error is the manifest's 500 this test asked for.
    expect(errors).toEqual(['console: Failed to load resource: the server responded with a status of 500 (Internal Server Error)']);
  });

  it('a new compliance dialog opens in the open page', async () => {
    const { page, errors } = await b.open('/?site=main');
    expect(await page.locator('[data-dialog=uk_limit]').count()).toBe(0);
    await publishEdited(ukNoticeForAll);
    await askNow(page);
    await page.locator('[data-dialog=uk_limit]').waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
  });

  it('a bundle signed with another key, or naming a dialog this build does not know, is refused', async () => {
    const { page } = await b.open('/?site=main');
    const before = await navIds(page);
    await publishEdited(hiding([before[0]!]), { key: ephemeralSigningKey() });
    await askNow(page);
    await lastCheck(page, 'refused', 'unknown-key');
    expect(await navIds(page)).toEqual(before);
    await publishEdited(hiding([before[0]!]), {
      change: (c) => ({ ...c, dialogs: { ...c.dialogs, e2e_unknown_dialog: { ...c.dialogs.uk_limit!, id: 'e2e_unknown_dialog' } } }),
    });
    await askUntil(page, 'refused', 'unknown-vocabulary');
    expect(await navIds(page)).toEqual(before);
  });

  it('an older version is never applied, even when validly signed', async () => {
    const { page } = await b.open('/?site=main');
    const before = await navIds(page);
    await publishHiding([before[0]!]); // version 1
    await publishHiding([before[1]!]); // version 2
    await askNow(page);
    await expect.poll(() => navIds(page), { timeout: 15_000 }).not.toContain(before[1]);
    expect(await navIds(page)).toContain(before[0]);
    // The host goes back to version 1's manifest: the page stays on version 2.
    writeFileSync(join(rulesDir(), 'manifest.json'), readFileSync(join(rulesDir(), 'versions/1.json')));
    await lastCheck(page, 'applied');
    await askNow(page);
    await lastCheck(page, 'unchanged');
    expect(await page.getByTestId('demo-rules').getAttribute('data-version')).toBe('2');
    expect(await navIds(page)).toContain(before[0]);
    expect(await navIds(page)).not.toContain(before[1]);
  });

  it.each(['timeout', 'malformed'] as const)('a manifest %s leaves the page as it was', async (fault) => {
    const [name, value] = faultCookie({ '/rules-bundle/manifest.json': fault }).split('=') as [string, string];
    const { page } = await b.open('/?site=main', { cookies: { [name]: decodeURIComponent(value) } });
    const before = await navIds(page);
    await publishHiding([before[0]!]);
    await askNow(page);
    if (fault === 'malformed') await lastCheck(page, 'refused', 'malformed');
    else await page.waitForTimeout(6500); // past the client's 5 s time-out
    expect(await navIds(page)).toEqual(before);
  });

  it('a withdrawn version replayed by the host is applied by a fresh visitor only until it expires, then refused', async () => {
    const before = (await navIds((await b.open('/?site=main')).page))!;
    const replayedFor = 20_000;
    const { manifest: v1 } = await publish({
      config: compileOrThrow(readSources(root).map((s) => ({ ...s, text: hiding([before[0]!])(s.file, s.text) }))),
      outDir: rulesDir(),
      key: devSigningKey(root),
      revision: 'e2e-bad',
      now: new Date(),
      expiresInMs: replayedFor,
    });
    await publishRollback([1]);
    // A host (a stale cache, say) serves the withdrawn version 1 to every fresh visitor.
    writeFileSync(join(rulesDir(), 'manifest.json'), readFileSync(join(rulesDir(), 'versions/1.json')));
    const early = (await b.open('/?site=main')).page;
    await lastCheck(early, 'applied');
    expect(await navIds(early)).not.toContain(before[0]);
    // The replay window is the expiry: once it is past, no fresh visitor applies version 1.
    const left = Date.parse(v1.timestamp.expiresAt) - Date.now();
    if (left > 0) await early.waitForTimeout(left + 500);
    const late = (await b.open('/?site=main')).page;
    await lastCheck(late, 'refused', 'expired');
    expect(await navIds(late)).toContain(before[0]);
  });

  it('a rollback the page verifies takes the withdrawn version out of the open page, even with its own file withheld', async () => {
    const { page } = await b.open('/?site=main');
    const before = (await navIds(page))!;
    await publishHiding([before[0]!]);
    await askNow(page);
    await lastCheck(page, 'applied');
    expect(await navIds(page)).not.toContain(before[0]);
    // The officers roll version 1 back; the host serves the signed rollback but never its site file.
    const { manifest: v2 } = await publishRollback([1]);
    rmSync(join(rulesDir(), v2.sites.main!.file));
    await askUntil(page, 'failed', 'withdrawn');
    expect(await navIds(page)).toEqual(before);
    // The next load restores nothing withdrawn: the kept copy of version 1 went with it.
    await page.reload();
    await lastCheck(page, 'failed');
    expect(await navIds(page)).toEqual(before);
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
    await lastCheck(page, 'refused', 'hash-mismatch');
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
    await lastCheck(page, 'failed');
    expect(await navIds(page)).toEqual(before);
  });
});
