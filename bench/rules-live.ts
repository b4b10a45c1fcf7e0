// Live rule bundles in Chromium (issue 25), on the production build with the embedded backend:
// - Web Crypto work of one check at 4× CPU slow-down: the manifest's Ed25519 signature verified and
//   main's site file (about 130 KB) hashed with SHA-256, as src/config/bundle/verify.ts does.
// - Publish → visible: a bundle hiding a menu item is published into the folder the backend serves;
//   the time from the page's next check (a tab becoming visible) to the item gone from the page. A
//   publish reaches an open page within the site's interval plus this (demo builds: 10 s).
// Runnable alone: `npx tsx bench/rules-live.ts` (BENCH_SKIP_BUILD=1 reuses dist-bench/).
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { compileOrThrow } from '../src/config/compile';
import { publish } from '../src/config/node/publish';
import { readSources } from '../src/config/node/read-sources';
import { devSigningKey } from '../src/config/node/signing-key';
import { row, type BenchSection } from './budget';
import { CHROMIUM, serveBuild, stopServer } from './serve';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The check's Web Crypto work as page script text (a string: tsx's helpers do not exist in the page):
 * canonical JSON of the manifest without its signature, Ed25519 verify, SHA-256 of the site file.
 */
const VERIFY_IN_PAGE = (manifestText: string, fileBase64: string, publicKey: string): string => `(async () => {
  const b64 = (s) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));
  const canonical = (v) => v === null || typeof v !== 'object' ? JSON.stringify(v)
    : Array.isArray(v) ? '[' + v.map(canonical).join(',') + ']'
    : '{' + Object.keys(v).sort().map((k) => JSON.stringify(k) + ':' + canonical(v[k])).join(',') + '}';
  const manifestText = ${JSON.stringify(manifestText)};
  const file = b64(${JSON.stringify(fileBase64)});
  const t0 = performance.now();
  const { signature, ...rest } = JSON.parse(manifestText);
  const key = await crypto.subtle.importKey('raw', b64(${JSON.stringify(publicKey)}), { name: 'Ed25519' }, false, ['verify']);
  const ok = await crypto.subtle.verify({ name: 'Ed25519' }, key, b64(signature), new TextEncoder().encode(canonical(rest)));
  await crypto.subtle.digest('SHA-256', file);
  if (!ok) throw new Error('the bench bundle did not verify in Chromium');
  return performance.now() - t0;
})()`;

export async function run(): Promise<BenchSection> {
  const dir = mkdtempSync(join(tmpdir(), 'meridian-bench-live-'));
  const before = process.env.MERIDIAN_RULES_DIR;
  // Versions go on from what the build recorded (a build made after a local publish applies only later versions).
  const published = join(before ?? join(root, 'dist-rules'), 'manifest.json');
  if (existsSync(published)) copyFileSync(published, join(dir, 'manifest.json'));
  process.env.MERIDIAN_RULES_DIR = dir; // the embedded backend reads it on each request
  const browser = await chromium.launch(CHROMIUM);
  try {
    const { baseURL } = await serveBuild();
    const key = devSigningKey(root);
    const sources = readSources(root);
    const verifyMs: number[] = [];
    const visibleMs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await page.goto('/?site=main', { waitUntil: 'networkidle' });
      const ids = await page
        .locator('[data-testid=main-nav] [data-item]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-item')!));
      const target = ids[i % ids.length]!;
      const edited = sources.map((s) =>
        s.file === 'sites/main.yaml' ? { ...s, text: s.text.replace(/^hidden:.*$/m, (line) => `${line}\n  - ${target}`) } : s,
      );
      const { manifest } = await publish({ config: compileOrThrow(edited), outDir: dir, key, revision: 'bench', now: new Date() });
      // Web Crypto at 4× slow-down, on the bytes the page would fetch.
      const manifestText = readFileSync(join(dir, 'manifest.json'), 'utf8');
      const file = readFileSync(join(dir, manifest.sites.main!.file)).toString('base64');
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      verifyMs.push((await page.evaluate(VERIFY_IN_PAGE(manifestText, file, key.publicKey))) as number);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const t0 = Date.now();
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await page.locator(`[data-testid=main-nav] [data-item="${target}"]`).waitFor({ state: 'detached', timeout: 20_000 });
      visibleMs.push(Date.now() - t0);
      await context.close();
    }
    return {
      name: 'rules-live',
      rows: [
        row(
          {
            id: 'rules-live.verify.4x',
            what: 'rule bundle: signature + SHA-256 in Chromium at 4× CPU slow-down',
            unit: 'ms',
            budget: 5,
            direction: 'max',
            note: `${RUNS} runs; main's file`,
          },
          verifyMs,
        ),
        row(
          {
            id: 'rules-live.visible',
            what: 'rule bundle: next check → change visible in an open page',
            unit: 'ms',
            budget: 1000,
            direction: 'max',
            note: `${RUNS} runs; plus up to the interval (demo 10 s, sites 5 min)`,
          },
          visibleMs,
        ),
      ],
    };
  } finally {
    await browser.close();
    if (before === undefined) delete process.env.MERIDIAN_RULES_DIR;
    else process.env.MERIDIAN_RULES_DIR = before;
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const section = await run();
  for (const r of section.rows)
    console.log(`${r.what}: median ${r.median.toFixed(1)} ${r.unit} (${r.min.toFixed(1)}–${r.max.toFixed(1)}, ${r.runs} runs)`);
  await stopServer();
}
