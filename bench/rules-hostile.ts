// A hostile or broken host of rule bundles, in Chromium on the production build (issue 38): the
// embedded backend answers with a body that never ends (the `endless` fault, src/mocks/faults.ts) —
// first for the manifest, then, with a newer version published, for the site file it names. The
// tab is shown every 250 ms (each time a check may run) for WINDOW_MS. Measured:
// - the browser's memory growth: the resident memory of all of Chromium's processes (SystemInfo's
//   process list, /proc/<pid>/status VmRSS), after a garbage collection in the page, at the end of
//   the window minus before it (the baseline taken after 10 s of the same tab-showing with a good host);
// - the downloads of the endless file against the back-off's steps: a refused or failed check waits
//   1.25 s, doubling to the demo's 10 s interval (live-rules.ts backoffMs), so the window allows at
//   most `steps` checks.
// Before the bounded reads, an endless body took the browser from 1.2 GB to 3.5 GB, again on every
// check. Runnable alone: `npx tsx bench/rules-hostile.ts` (BENCH_SKIP_BUILD=1 reuses dist-bench/).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { CHROMIUM } from '../scripts/chromium';
import { backoffMs, DEMO_REFRESH_MS } from '../src/app/live-rules-timing';
import { compileOrThrow } from '../src/config/compile';
import { publish } from '../src/config/node/publish';
import { readSources } from '../src/config/node/read-sources';
import { devSigningKey } from '../src/config/node/signing-key';
import { faultCookie, type FaultMap } from '../src/mocks/faults';
import { row, type BenchSection } from './budget';
import { serveBuild, stopServer } from './serve';

const WINDOW_MS = Number(process.env.BENCH_HOSTILE_MS ?? 40_000);
const RUNS = Number(process.env.BENCH_HOSTILE_RUNS ?? 3);
const WARM_UP_MS = 10_000;
const root = fileURLToPath(new URL('..', import.meta.url));

/** Resident memory of every Chromium process of `browser`, MB. */
async function browserRssMb(browser: Browser): Promise<number> {
  const cdp = await browser.newBrowserCDPSession();
  const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as { processInfo: { id: number }[] };
  await cdp.detach();
  let kb = 0;
  for (const { id } of processInfo) {
    try {
      kb += Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // The process ended meanwhile.
    }
  }
  return kb / 1024;
}

/** How many checks the back-off allows in `windowMs` after a first failed one: its steps. */
export function backoffSteps(windowMs: number, intervalMs: number): number {
  let t = 0;
  let steps = 1;
  for (let failures = 1; ; failures++) {
    t += backoffMs(failures, intervalMs);
    if (t > windowMs) return steps;
    steps++;
  }
}

/** Shows the tab every 250 ms for `ms` (each time, a check may run, and react-query refetches). */
async function showTab(page: Page, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.waitForTimeout(250);
  }
}

/** The browser's resident memory after a garbage collection in the page, MB. */
async function settledRssMb(browser: Browser, cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await new Promise((r) => setTimeout(r, 500));
  return browserRssMb(browser);
}

async function hostile(browser: Browser, baseURL: string, faults: FaultMap, before?: () => Promise<void>) {
  const context: BrowserContext = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto('/?site=main', { waitUntil: 'networkidle' });
  await page.locator('[data-testid=demo-rules]:not([data-outcome=""])').waitFor({ state: 'attached', timeout: 30_000 });
  // The same tab-showing without the hostile host first, so the baseline has its churn too.
  await showTab(page, WARM_UP_MS);
  await before?.();
  const rss0 = await settledRssMb(browser, cdp);
  const downloads: number[] = [];
  const paths = Object.keys(faults).map((k) => k.replace(/\*$/, ''));
  page.on('request', (r) => {
    if (paths.some((p) => new URL(r.url()).pathname.startsWith(p))) downloads.push(Date.now());
  });
  const [name, value] = faultCookie(faults).split('=') as [string, string];
  await context.addCookies([{ name, value: decodeURIComponent(value), url: baseURL }]);
  await showTab(page, WINDOW_MS);
  const rss1 = await settledRssMb(browser, cdp);
  const status = await page
    .getByTestId('demo-rules')
    .evaluate((e) => `${e.getAttribute('data-outcome')}/${e.getAttribute('data-refusal')}`);
  await context.close();
  return { growthMb: rss1 - rss0, downloads: downloads.length, status };
}

export async function run(): Promise<BenchSection> {
  const dir = mkdtempSync(join(tmpdir(), 'meridian-bench-hostile-'));
  const saved = process.env.MERIDIAN_RULES_DIR;
  process.env.MERIDIAN_RULES_DIR = dir;
  const browser = await chromium.launch(CHROMIUM);
  try {
    const { baseURL } = await serveBuild();
    const steps = backoffSteps(WINDOW_MS, DEMO_REFRESH_MS);
    const manifest: Awaited<ReturnType<typeof hostile>>[] = [];
    const file: Awaited<ReturnType<typeof hostile>>[] = [];
    for (let i = 0; i < RUNS; i++) {
      rmSync(join(dir, 'manifest.json'), { force: true });
      manifest.push(await hostile(browser, baseURL, { '/rules-bundle/manifest.json': 'endless' }));
      // A newer version whose site file the host answers without end.
      const publishNewer = async () => {
        await publish({
          config: compileOrThrow(readSources(root)),
          outDir: dir,
          key: devSigningKey(root),
          revision: 'bench-hostile',
          now: new Date(),
        });
      };
      file.push(await hostile(browser, baseURL, { '/rules-bundle/main.*': 'endless' }, publishNewer));
    }
    const note = (rs: typeof manifest) =>
      `${RUNS} runs of ${WINDOW_MS / 1000} s, the tab shown every 250 ms; downloads ${rs.map((r) => r.downloads).join(', ')} of at most ${steps} back-off steps; last check ${rs.at(-1)!.status}; Chromium's resident memory, all processes`;
    return {
      name: 'rules-hostile',
      rows: [
        row(
          {
            id: 'rules-hostile.manifest.memory',
            what: 'rule bundle: an endless manifest, browser memory growth',
            unit: 'MB',
            budget: 20,
            direction: 'max',
            note: note(manifest),
          },
          manifest.map((r) => r.growthMb),
        ),
        row(
          {
            id: 'rules-hostile.file.memory',
            what: 'rule bundle: an endless site file, browser memory growth',
            unit: 'MB',
            budget: 20,
            direction: 'max',
            note: note(file),
          },
          file.map((r) => r.growthMb),
        ),
        row(
          {
            id: 'rules-hostile.downloads',
            what: 'rule bundle: downloads of an endless file per back-off step',
            unit: '×',
            budget: 1,
            direction: 'max',
            note: `both cases; ${steps} steps in ${WINDOW_MS / 1000} s`,
          },
          [...manifest, ...file].map((r) => r.downloads / steps),
        ),
      ],
    };
  } finally {
    await browser.close();
    if (saved === undefined) delete process.env.MERIDIAN_RULES_DIR;
    else process.env.MERIDIAN_RULES_DIR = saved;
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const section = await run();
  for (const r of section.rows)
    console.log(
      `${r.what}: median ${r.median.toFixed(2)} ${r.unit} (${r.min.toFixed(2)}–${r.max.toFixed(2)}, ${r.runs} runs)${r.note ? `. ${r.note}` : ''}`,
    );
  await stopServer();
}
