// Live rule bundles in Chromium (issue 25), on the production build with the embedded backend:
// - The site's own check at 4× CPU slow-down: the ms its verifying code spends on the manifest (shape,
//   version, vocabulary, Ed25519 signature) and main's site file (size, SHA-256, about 108 KB), read
//   from the performance mark live-rules.ts leaves (the fetch between the two spans excluded).
//   Measured as a visit meets it: a bundle published while the page is open, picked up by the
//   interval's check, after the page made its trusted keys ready at idle (PREPARE_AFTER_MS). The
//   next check in the same page, at full speed, is in the row's note: the work itself, which the
//   throttler stretches about four times (ADR 0214).
// - The same Web Crypto work in a fresh page that has not used Web Crypto yet (the first paint
//   restoring a kept bundle meets this): the first call starts the crypto thread. In the note.
// - Publish → visible: a bundle hiding a menu item is published into the folder the backend serves;
//   the time from the page's next check (a tab becoming visible) to the item gone from the page. A
//   publish reaches an open page within the site's interval plus this (demo builds: 10 s).
// Runnable alone: `npx tsx bench/rules-live.ts` (BENCH_SKIP_BUILD=1 reuses dist-bench/).
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../scripts/chromium';
import { compileOrThrow } from '../src/config/compile';
import { publish } from '../src/config/node/publish';
import { readSources } from '../src/config/node/read-sources';
import { devSigningKey } from '../src/config/node/signing-key';
import { row, type BenchSection } from './budget';
import { serveBuild, stopServer } from './serve';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The check's Web Crypto work as page script text (a string: tsx's helpers do not exist in the page):
 * canonical JSON of the release, Ed25519 verify of the release signature and of the timestamp (over
 * its fields and the release), SHA-256 of the site file, side by side.
 */
const VERIFY_IN_PAGE = (manifestText: string, fileBase64: string, publicKey: string): string => `(async () => {
  const b64 = (s) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));
  const canonical = (v) => v === null || typeof v !== 'object' ? JSON.stringify(v)
    : Array.isArray(v) ? '[' + v.map(canonical).join(',') + ']'
    : '{' + Object.keys(v).sort().map((k) => JSON.stringify(k) + ':' + canonical(v[k])).join(',') + '}';
  const manifestText = ${JSON.stringify(manifestText)};
  const file = b64(${JSON.stringify(fileBase64)});
  const t0 = performance.now();
  const { signatures, timestamp, ...release } = JSON.parse(manifestText);
  const key = await crypto.subtle.importKey('raw', b64(${JSON.stringify(publicKey)}), { name: 'Ed25519' }, false, ['verify']);
  const bytes = new TextEncoder().encode(canonical(release));
  const stamped = new TextEncoder().encode(canonical({ expiresAt: timestamp.expiresAt, issuedAt: timestamp.issuedAt, role: 'timestamp', version: release.version }) + '\\n' + canonical(release));
  const [ok, stampOk] = await Promise.all([
    crypto.subtle.verify({ name: 'Ed25519' }, key, b64(signatures[0].signature), bytes),
    crypto.subtle.verify({ name: 'Ed25519' }, key, b64(timestamp.signature), stamped),
    crypto.subtle.digest('SHA-256', file),
  ]);
  if (!stampOk) throw new Error('the bench timestamp did not verify in Chromium');
  if (!ok) throw new Error('the bench bundle did not verify in Chromium');
  return performance.now() - t0;
})()`;

/** Whether the page loaded its verifying code at idle (live-rules.ts PREPARE_AFTER_MS), which makes the keys ready. */
const PREPARED = `performance.getEntriesByType('resource').some((e) => e.name.includes('live-rules-check'))`;
/** The ms the site's last applied check spent verifying (live-rules.ts VERIFIED_MARK). */
const LAST_APPLIED_MS = `performance.getEntriesByName('meridian:rules-verified').filter((m) => m.detail.outcome === 'applied').at(-1).detail.ms`;

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
    const coldMs: number[] = [];
    const fullSpeedMs: number[] = [];
    const visibleMs: number[] = [];
    let published = 0;
    const hide = async (target: string) => {
      const edited = sources.map((s) =>
        s.file === 'sites/main.yaml' ? { ...s, text: s.text.replace(/^hidden:.*$/m, (line) => `${line}\n  - ${target}`) } : s,
      );
      published++;
      return publish({ config: compileOrThrow(edited), outDir: dir, key, revision: `bench-${published}`, now: new Date() });
    };
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await page.goto('/?site=main', { waitUntil: 'networkidle' });
      // Live rules start START_AFTER_MS after the load event: measure from a page that has checked once.
      await page.locator('[data-testid=demo-rules]:not([data-outcome=""])').waitFor({ state: 'attached', timeout: 30_000 });
      const ids = await page
        .locator('[data-testid=main-nav] [data-item]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-item')!));
      const [first, second] = [ids[(2 * i) % ids.length]!, ids[(2 * i + 1) % ids.length]!];
      // Publish → visible, at full speed.
      await hide(first);
      const t0 = Date.now();
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await page.locator(`[data-testid=main-nav] [data-item="${first}"]`).waitFor({ state: 'detached', timeout: 20_000 });
      visibleMs.push(Date.now() - t0);
      // The site's check at 4×, once the page has made its keys ready at idle.
      await page.waitForFunction(PREPARED, undefined, { timeout: 30_000 });
      await page.waitForTimeout(500);
      const { manifest } = await hide(second);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // The interval's check (demo builds: every 10 s), as most checks come: becoming visible also
      // has react-query refetch every query, which would share the slowed main thread with it.
      await page.locator(`[data-testid=main-nav] [data-item="${second}"]`).waitFor({ state: 'detached', timeout: 30_000 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      verifyMs.push((await page.evaluate(LAST_APPLIED_MS)) as number);
      // The next check at full speed.
      const third = ids[(2 * i + 2) % ids.length]!;
      await hide(third);
      await page.locator(`[data-testid=main-nav] [data-item="${third}"]`).waitFor({ state: 'detached', timeout: 30_000 });
      fullSpeedMs.push((await page.evaluate(LAST_APPLIED_MS)) as number);
      await context.close();
      // The same work in a page that has not used Web Crypto yet.
      const fresh = await browser.newContext({ baseURL });
      const blank = await fresh.newPage();
      await blank.goto('/sw.js'); // a static file: no app, no Web Crypto before ours
      const freshCdp = await fresh.newCDPSession(blank);
      await freshCdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const manifestText = readFileSync(join(dir, 'manifest.json'), 'utf8');
      const file = readFileSync(join(dir, manifest.sites.main!.file)).toString('base64');
      coldMs.push((await blank.evaluate(VERIFY_IN_PAGE(manifestText, file, key.publicKey))) as number);
      await fresh.close();
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    return {
      name: 'rules-live',
      rows: [
        row(
          {
            id: 'rules-live.verify.4x',
            what: "rule bundle: the site's check (shape, vocabulary, signature, SHA-256), in Chromium at 4× CPU slow-down",
            unit: 'ms',
            budget: 5,
            direction: 'max',
            note: `${RUNS} runs; main's file; the site's check after its keys were made ready at idle. The next check at full speed: median ${median(fullSpeedMs).toFixed(1)} ms (${Math.min(...fullSpeedMs).toFixed(1)}–${Math.max(...fullSpeedMs).toFixed(1)}). A page's first Web Crypto use (the first paint restoring a kept bundle): median ${median(coldMs).toFixed(1)} ms (${Math.min(...coldMs).toFixed(1)}–${Math.max(...coldMs).toFixed(1)})`,
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
    console.log(
      `${r.what}: median ${r.median.toFixed(1)} ${r.unit} (${r.min.toFixed(1)}–${r.max.toFixed(1)}, ${r.runs} runs)${r.note ? `. ${r.note}` : ''}`,
    );
  await stopServer();
}
