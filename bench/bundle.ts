// The JavaScript a visitor's home page loads before it is interactive, per site (issue 24: a ceiling
// of 185 KB gzip for site main; issue 41: 190 KB for every other site). Drives Debian's Chromium against the production build (bench/serve.ts), one fresh browser
// context per site (site chosen with the meridian_site cookie, no persona: a logged-out visitor).
//
// "Interactive" here: the load event has fired, the app has rendered its header (the logo is
// visible), and after that no request has been in flight for 500 ms; no input of any kind. (Playwright's
// own `networkidle` can fire while the main thread is busy deciding, before the language chunks are
// even requested, so the quiet period is tracked here.) Every response of resource type "script" up
// to then is counted (the entry, modulepreloads, chunks imported at start, language chunks);
// its size is the served file's bytes compressed with zlib gzip level 9 (`vite preview` does not
// compress, so this is what a gzip-serving CDN would send, not the local transfer size).
//
// Alone: `npx tsx bench/bundle.ts` (prints the rows and the biggest chunks).
import { loadavg } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM } from '../scripts/chromium';
import { repoSiteKeys } from '../src/config/node/repo-config';
import { row, type BenchSection, type BudgetRow } from './budget';
import { serveBuild, stopServer } from './serve';

/** The sites measured: every site the configuration under `root` compiles to (a new site file is measured too). */
export function bundleSites(root: string = fileURLToPath(new URL('..', import.meta.url))): string[] {
  return repoSiteKeys(root);
}
const BUDGET_KB = 190;
/** Issue 24: site main's home page has a ceiling of 185 KB (it carries the most languages and menus); issue 41: the others 190 (they add a default language other than English, footer tips or a site's own parts). */
const BUDGET_KB_BY_SITE: Readonly<Record<string, number>> = { main: 185 };
const RUNS = Number(process.env.BUNDLE_BENCH_RUNS ?? 1);

export interface ScriptLoad {
  /** Path of the chunk, e.g. /assets/site-abc.js. */
  file: string;
  bytes: number;
  gzip: number;
}

/** Every script the home page of `site` loads until load + 500 ms of network quiet. */
export async function homeScripts(
  browser: Browser,
  baseURL: string,
  site: string,
  cookies: Record<string, string> = {},
): Promise<ScriptLoad[]> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  try {
    await context.addCookies(Object.entries({ meridian_site: site, ...cookies }).map(([name, value]) => ({ name, value, url: baseURL })));
    const page = await context.newPage();
    const pending: Promise<ScriptLoad | null>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script' && !/\.m?js(\?|$)/.test(res.url())) return;
      pending.push(
        res.body().then(
          (body) => ({ file: new URL(res.url()).pathname, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length }),
          () => null,
        ),
      );
    });
    let inFlight = 0;
    let lastChange = Date.now();
    const change = (d: number) => {
      inFlight += d;
      lastChange = Date.now();
    };
    page.on('request', () => change(1));
    page.on('requestfinished', () => change(-1));
    page.on('requestfailed', () => change(-1));
    await page.goto('/', { waitUntil: 'load' });
    await page.getByTestId('logo').waitFor({ timeout: 60_000 });
    lastChange = Math.max(lastChange, Date.now());
    while (inFlight > 0 || Date.now() - lastChange < 500) await page.waitForTimeout(50);
    const loads = (await Promise.all(pending)).filter((s): s is ScriptLoad => s !== null);
    // One entry per file (a module is fetched once; a modulepreload and its import share the request).
    return [...new Map(loads.map((s) => [s.file, s])).values()];
  } finally {
    await context.close();
  }
}

const kb = (n: number) => Math.round((n / 1024) * 10) / 10;

export async function run(): Promise<BenchSection> {
  const { baseURL } = await serveBuild();
  const browser = await chromium.launch(CHROMIUM);
  const rows: BudgetRow[] = [];
  const perSite: Record<string, { files: number; gzipKB: number; rawKB: number; biggest: { file: string; gzipKB: number }[] }> = {};
  try {
    const only = process.env.BUNDLE_SITES?.split(',');
    for (const site of bundleSites().filter((s) => !only || only.includes(s))) {
      const samples: number[] = [];
      let last: ScriptLoad[] = [];
      for (let i = 0; i < RUNS; i++) {
        last = await homeScripts(browser, baseURL, site);
        samples.push(kb(last.reduce((a, s) => a + s.gzip, 0)));
      }
      const sorted = [...last].sort((a, b) => b.gzip - a.gzip);
      perSite[site] = {
        files: last.length,
        gzipKB: kb(last.reduce((a, s) => a + s.gzip, 0)),
        rawKB: kb(last.reduce((a, s) => a + s.bytes, 0)),
        biggest: sorted
          .slice(0, process.env.BUNDLE_VERBOSE ? 100 : 8)
          .map((s) => ({ file: s.file.replace(/^\/assets\//, ''), gzipKB: kb(s.gzip) })),
      };
      rows.push(
        row(
          {
            id: `bundle.home.${site}`,
            what: `home page JS before interactive, site ${site} (gzip)`,
            unit: 'KB',
            budget: BUDGET_KB_BY_SITE[site] ?? BUDGET_KB,
            direction: 'max',
            note: `${last.length} scripts, ${perSite[site].rawKB} KB raw; visitor, load + 500 ms network idle; gzip -9 of served bytes`,
          },
          samples,
        ),
      );
    }
  } finally {
    await browser.close();
  }
  return {
    name: 'bundle',
    rows,
    detail: {
      definition: 'load event + 500 ms network idle, no input; script responses; zlib gzip level 9 of the served bytes',
      loadavg: loadavg(),
      perSite,
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  try {
    const section = await run();
    for (const r of section.rows)
      console.log(
        `${r.id.padEnd(24)} ${String(r.median).padStart(7)} KB  (budget ≤ ${r.budget})  ${r.median <= r.budget ? 'ok' : 'OVER'}  ${r.note ?? ''}`,
      );
    const detail = section.detail as { perSite: Record<string, { biggest: { file: string; gzipKB: number }[] }> };
    console.log(`\nbiggest chunks (${Object.keys(detail.perSite)[0]}):`);
    for (const c of Object.values(detail.perSite)[0]?.biggest ?? []) console.log(`  ${String(c.gzipKB).padStart(7)} KB  ${c.file}`);
  } finally {
    await stopServer();
  }
}
