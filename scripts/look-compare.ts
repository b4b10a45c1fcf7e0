// Compares how two revisions of the site look: each is built and served (production build, the
// embedded backend) on the same port in turn, the same scenarios are photographed in Chromium with
// the same fixed clock, and each pair of screenshots is compared pixel by pixel (in the browser: a
// canvas per image; no image library). Issue 24: "the screenshot scenarios are pixel-identical".
//
//   npx tsx scripts/look-compare.ts <base-revision> [<head-revision>]
//
// A revision gets a detached worktree under $TMPDIR/meridian-look/ (npm ci on first use); without a
// head revision the working tree is the head. Screenshots, a diff image per differing pair and
// report.md go to look-compare/ (git-ignored). Exit 1 when any pair differs, 2 on bad input.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM } from './chromium';
import { repoSiteKeys } from '../src/config/node/repo-config';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const OUT = join(root, 'look-compare');
const PORT = 4617;
/** Every page sees this moment (Date only; timers run): the footer's year, relative times, prices' ages. */
const CLOCK = new Date('2026-11-20T10:00:00Z');

interface Scenario {
  name: string;
  path: string;
  viewport: { width: number; height: number };
  cookies?: Record<string, string>;
  /** What to do before the picture (open a menu, the drawer). */
  act?: (page: Page) => Promise<void>;
}

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const trader = { meridian_persona: 'trader', uid: '1001', nickname: 'ann' };

/**
 * The scenarios of the MUI-removal comparison (docs/performance-method.md), plus the home page of each
 * site the configuration under `dir` compiles to (the head side's: a site it adds is photographed).
 */
export const lookScenarios = (dir: string = root): Scenario[] => [
  { name: 'main-visitor-desktop', path: '/?site=main', viewport: DESKTOP },
  { name: 'main-visitor-desktop-dark', path: '/?site=main', viewport: DESKTOP, cookies: { dark: '1' } },
  { name: 'main-visitor-phone', path: '/?site=main', viewport: PHONE },
  { name: 'main-visitor-phone-dark', path: '/?site=main', viewport: PHONE, cookies: { dark: '1' } },
  { name: 'main-trader-desktop', path: '/?site=main', viewport: DESKTOP, cookies: trader },
  { name: 'main-trader-phone', path: '/?site=main', viewport: PHONE, cookies: trader },
  { name: 'main-arabic-desktop', path: '/ar?site=main', viewport: DESKTOP },
  { name: 'main-arabic-phone-dark', path: '/ar?site=main', viewport: PHONE, cookies: { dark: '1' } },
  { name: 'main-404-desktop', path: '/no-such-page?site=main', viewport: DESKTOP },
  {
    name: 'main-trade-menu-desktop',
    path: '/?site=main',
    viewport: DESKTOP,
    act: async (page) => {
      await page.locator('[data-menu=trade_menu]').hover();
      await page.waitForTimeout(600);
    },
  },
  {
    name: 'main-buy-menu-desktop',
    path: '/?site=main',
    viewport: DESKTOP,
    act: async (page) => {
      await page.locator('[data-menu=buy_menu]').hover();
      await page.getByTestId('pay-with').waitFor();
      await page.waitForTimeout(600);
    },
  },
  ...[
    { name: 'main-footer-desktop', viewport: DESKTOP, cookies: {} as Record<string, string> },
    { name: 'main-footer-phone-dark', viewport: PHONE, cookies: { dark: '1' } },
  ].map((f) => ({
    ...f,
    path: '/?site=main',
    act: async (page: Page) => {
      await page.locator('footer [data-social]').first().scrollIntoViewIfNeeded();
      await page.waitForTimeout(400);
    },
  })),
  {
    name: 'main-drawer-phone',
    path: '/?site=main',
    viewport: PHONE,
    act: async (page) => {
      await page.getByTestId('drawer-open').click();
      await page.getByTestId('mobile-drawer').waitFor();
      await page.waitForTimeout(400);
    },
  },
  ...repoSiteKeys(dir)
    .filter((site) => site !== 'main')
    .map((site) => ({
      name: `${site}-visitor-desktop`,
      path: `/?site=${site}`,
      viewport: DESKTOP,
    })),
  { name: 'ae-arabic-trader-phone', path: '/ar?site=ae', viewport: PHONE, cookies: trader },
];

function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): void {
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd}`);
}

/** The folder to build a side in: a worktree of the revision, or the working tree. */
function sideDir(revision: string | undefined): string {
  if (!revision) return root;
  const sha = spawnSync('git', ['rev-parse', '--verify', `${revision}^{commit}`], { cwd: root, encoding: 'utf8' });
  if (sha.status !== 0) {
    console.error(`look-compare: "${revision}" is not a revision of this repository`);
    process.exit(2);
  }
  const dir = join(tmpdir(), 'meridian-look', sha.stdout.trim().slice(0, 12));
  if (!existsSync(dir)) run('git', ['worktree', 'add', '--detach', '-f', dir, sha.stdout.trim()], root);
  if (!existsSync(join(dir, 'node_modules'))) run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], dir);
  return dir;
}

async function serve(dir: string): Promise<ChildProcess> {
  const env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };
  run('npx', ['vite', 'build', '--outDir', 'dist-look', '--emptyOutDir', '--logLevel', 'warn'], dir, { ...env, NODE_ENV: 'production' });
  const server = spawn('npx', ['vite', 'preview', '--outDir', 'dist-look', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'], {
    cwd: dir,
    env,
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`vite preview in ${dir} did not answer on port ${PORT}`);
}

function stop(server: ChildProcess): void {
  try {
    process.kill(-server.pid!, 'SIGTERM');
  } catch {
    // already gone
  }
}

/**
 * Waits until the images in the viewport have loaded (coin icons are `loading="lazy"`, and a menu
 * renders its rows after its text arrives): the same set of in-view images, all complete, on two
 * looks 250 ms apart; at most 10 s.
 */
async function imagesSettled(page: Page): Promise<void> {
  const look = () =>
    page.evaluate(`JSON.stringify([...document.images].filter((img) => {
      const r = img.getBoundingClientRect();
      return r.width > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
    }).map((img) => [img.currentSrc || img.src, img.complete]))`) as Promise<string>;
  let last = '';
  for (let i = 0; i < 40; i++) {
    const now = await look();
    if (now === last && !now.includes('false')) return;
    last = now;
    await page.waitForTimeout(250);
  }
}

async function photograph(browser: Browser, scenarios: readonly Scenario[], side: string, only?: ReadonlySet<string>): Promise<void> {
  mkdirSync(join(OUT, side), { recursive: true });
  for (const s of scenarios) {
    if (only && !only.has(s.name)) continue;
    const context: BrowserContext = await browser.newContext({
      baseURL: `http://127.0.0.1:${PORT}`,
      viewport: s.viewport,
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
    });
    await context.addCookies(Object.entries(s.cookies ?? {}).map(([name, value]) => ({ name, value, url: `http://127.0.0.1:${PORT}` })));
    const page = await context.newPage();
    await page.clock.setFixedTime(CLOCK);
    await page.goto(s.path, { waitUntil: 'networkidle' });
    // The demo toolbar (demo builds only, not the product) gained the live rules' status in issue 25: hidden on both sides.
    await page.addStyleTag({ content: '[data-testid=demo-toolbar] { visibility: hidden !important; }' });
    await page.evaluate(() => document.fonts.ready);
    await s.act?.(page);
    await page.waitForLoadState('networkidle');
    await imagesSettled(page);
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(OUT, side, `${s.name}.png`), animations: 'disabled', caret: 'hide' });
    await context.close();
  }
}

/** Differing pixels of two PNGs, and a diff image (differences red over a faded base), computed in Chromium. */
async function pixelDiff(
  page: Page,
  a: Buffer,
  b: Buffer,
): Promise<{ differing: number; total: number; sizeDiffers: boolean; png: string }> {
  return page.evaluate(
    `(async () => {
      const load = async (b64) => createImageBitmap(await (await fetch('data:image/png;base64,' + b64)).blob());
      const [x, y] = await Promise.all([load(${JSON.stringify(a.toString('base64'))}), load(${JSON.stringify(b.toString('base64'))})]);
      const w = Math.max(x.width, y.width), h = Math.max(x.height, y.height);
      const read = (img) => { const c = new OffscreenCanvas(w, h); const g = c.getContext('2d'); g.drawImage(img, 0, 0); return g.getImageData(0, 0, w, h); };
      const p = read(x), q = read(y);
      const out = new OffscreenCanvas(w, h), g = out.getContext('2d'), d = g.createImageData(w, h);
      let differing = 0;
      for (let i = 0; i < p.data.length; i += 4) {
        const same = p.data[i] === q.data[i] && p.data[i + 1] === q.data[i + 1] && p.data[i + 2] === q.data[i + 2] && p.data[i + 3] === q.data[i + 3];
        if (!same) differing++;
        d.data[i] = same ? 255 - (255 - p.data[i]) / 4 : 255;
        d.data[i + 1] = same ? 255 - (255 - p.data[i + 1]) / 4 : 0;
        d.data[i + 2] = same ? 255 - (255 - p.data[i + 2]) / 4 : 0;
        d.data[i + 3] = 255;
      }
      g.putImageData(d, 0, 0);
      const blob = await out.convertToBlob({ type: 'image/png' });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let s = ''; for (const v of bytes) s += String.fromCharCode(v);
      return { differing, total: w * h, sizeDiffers: x.width !== y.width || x.height !== y.height, png: btoa(s) };
    })()`,
  );
}

async function main(): Promise<void> {
  const [base, head] = process.argv.slice(2);
  if (!base) {
    console.error('usage: npx tsx scripts/look-compare.ts <base-revision> [<head-revision>]');
    process.exit(2);
  }
  rmSync(OUT, { recursive: true, force: true });
  const sides: [string, string][] = [
    ['base', sideDir(base)],
    ['head', sideDir(head)],
  ];
  const scenarios = lookScenarios(sides[1]![1]);
  const browser = await chromium.launch({ ...CHROMIUM, args: [...CHROMIUM.args, '--font-render-hinting=none'] });
  try {
    for (const [side, dir] of sides) {
      const server = await serve(dir);
      try {
        await photograph(browser, scenarios, side);
      } finally {
        stop(server);
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
    const page = await (await browser.newContext()).newPage();
    const compare = async (from: string, to: string, name: string) => {
      const a = readFileSync(join(OUT, from, `${name}.png`));
      const b = readFileSync(join(OUT, to, `${name}.png`));
      return a.equals(b) ? null : pixelDiff(page, a, b);
    };
    const differing = new Map<string, Awaited<ReturnType<typeof pixelDiff>>>();
    for (const s of scenarios) {
      const d = await compare('base', 'head', s.name);
      if (d && (d.differing > 0 || d.sizeDiffers)) differing.set(s.name, d);
    }
    // A pair that differs is photographed again on the base: a difference the base has with itself is noise.
    const noise = new Map<string, number>();
    if (differing.size) {
      const server = await serve(sides[0]![1]);
      try {
        await photograph(browser, scenarios, 'base-again', new Set(differing.keys()));
      } finally {
        stop(server);
      }
      for (const name of differing.keys()) {
        const d = await compare('base', 'base-again', name);
        // Noise only when the head is what the base looked like the second time.
        if (d && d.differing > 0 && (await compare('base-again', 'head', name)) === null) noise.set(name, d.differing);
      }
    }
    const lines = [`# look-compare ${base} → ${head ?? 'working tree'}`, '', '| scenario | result |', '|---|---|'];
    let differ = 0;
    for (const s of scenarios) {
      const d = differing.get(s.name);
      if (!d) {
        lines.push(`| ${s.name} | identical |`);
        continue;
      }
      writeFileSync(join(OUT, `${s.name}.diff.png`), Buffer.from(d.png, 'base64'));
      const unstable = noise.get(s.name);
      if (unstable !== undefined) {
        lines.push(
          `| ${s.name} | ${d.differing} pixels differ, but the head equals a second photograph of the base (which differs from the first by ${unstable}): unstable, not counted (${s.name}.diff.png) |`,
        );
        continue;
      }
      differ++;
      lines.push(
        `| ${s.name} | **${d.differing} of ${d.total} pixels differ**${d.sizeDiffers ? ' (sizes differ)' : ''}: ${s.name}.diff.png |`,
      );
    }
    lines.push(
      '',
      `${scenarios.length - differ} of ${scenarios.length} scenarios pixel-identical (the demo toolbar hidden on both sides; ${noise.size} unstable).`,
    );
    writeFileSync(join(OUT, 'report.md'), `${lines.join('\n')}\n`);
    console.log(lines.join('\n'));
    process.exitCode = differ ? 1 : 0;
  } finally {
    await browser.close();
  }
}

// Run as a script only: the recipe test (scripts/recipes.test.ts) imports lookScenarios.
if (import.meta.url === pathToFileURL(process.argv[1]!).href) await main();
