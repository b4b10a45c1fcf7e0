import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { compileOrThrow } from '../src/config/compile';
import { publish } from '../src/config/node/publish';
import { readSources } from '../src/config/node/read-sources';
import { devSigningKey } from '../src/config/node/signing-key';
import { shot, setupBrowser, siteRulesDir, serveOwnSite } from './browser';

// The preview takes its rules from the working tree, the built-in files or any published version,
// and compares two versions side by side (issue 25, docs/rules-bundles.md).
// Reads or changes the backend's shared state (published bundles, recorded events or reports): a site of its own.
serveOwnSite();
const b = setupBrowser();
const root = fileURLToPath(new URL('..', import.meta.url));
const rulesDir = () => siteRulesDir();

afterEach(() => {
  for (const f of readdirSync(rulesDir())) rmSync(join(rulesDir(), f), { recursive: true, force: true });
});

/** Publishes the repository's rules with main's `hidden` list grown by `id`. */
async function publishHiding(id: string) {
  const sources = readSources(root).map((s) =>
    s.file === 'sites/main.yaml' ? { ...s, text: s.text.replace(/^hidden:.*$/m, (line) => `${line}\n  - ${id}`) } : s,
  );
  return publish({ config: compileOrThrow(sources), outDir: rulesDir(), key: devSigningKey(root), revision: 'e2e', now: new Date() });
}

describe('the preview with published rule bundles', () => {
  it('shows a published version (signed, hash checked) and compares it with the built-in rules', async () => {
    const { page: site } = await b.open('/?site=main');
    const target = (await site.locator('[data-testid=main-nav] [data-item]').first().getAttribute('data-item'))!;
    await publishHiding(target);
    // The same visitor on both sides: the only difference is the rules.
    const facts = JSON.stringify({
      site: 'main',
      locale: 'en',
      path: '/',
      now: '2026-05-01T10:00:00Z',
      device: { isPhone: false, width: 1440 },
    });
    const link = new URLSearchParams({ v: '1', view: 'compare', persona: 'visitor', facts, bPersona: 'visitor', bFacts: facts });
    const { page, errors } = await b.open(`/preview/?${link.toString()}`, { width: 1600, height: 1000 });
    await page.getByTestId('rules-source').waitFor();
    await expect.poll(() => page.getByTestId('rules-source').locator('option').allTextContents()).toContain('Published v1');
    // Side B on the published version, A on the built-in files: the hidden item is a difference.
    await page.getByTestId('rules-source').selectOption('built-in');
    await page.getByTestId('rules-source-b').selectOption('v1');
    await expect.poll(() => page.getByTestId('compare-diff').textContent(), { timeout: 30_000 }).toContain(target);
    await shot(page, 'preview-published-compare');
    // The whole preview on v1: the source line says who signed it.
    await page.getByTestId('rules-source').selectOption('v1');
    await expect.poll(() => page.getByTestId('rules-source-info').textContent()).toMatch(/^v1 · e2e · signed by a trusted key$/);
    expect(errors).toEqual([]);
  });
});
