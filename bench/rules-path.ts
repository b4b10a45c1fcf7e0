// The measured path of issue 40, as a compliance officer's change walks it: edit (a branch of the
// configuration, one menu item hidden on main) → the pull-request check (`ci-check.sh`, i.e.
// `meridian ci`) → publish on merge (`publish.sh`: sign, upload to staging) → promote to live
// (`promote.sh`) → an open page shows the change; then rollback (`rollback.sh v1`, straight to live
// with one approval) → the page shows the old rules again. The scripts are the ones the workflows
// run, against a real S3-compatible server (s3rver) on this machine, a fresh one each run; the page
// is the production build in Chromium with /rules-bundle/ answered from the bucket's live prefix,
// and asks at once (a tab becoming visible) instead of waiting for its interval (sites 5 min, demo
// 10 s), which a real visit adds.
//
// Alone: `npx tsx bench/rules-path.ts` (BENCH_RUNS, default 5; BENCH_SKIP_BUILD=1 reuses dist-bench/).
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { S3RVER_ENV, startLocalS3 } from '../cli/s3-local-server';
import { CHROMIUM } from '../scripts/chromium';
import { devSigningKey } from '../src/config/node/signing-key';
import {
  behindStore,
  configCheckout,
  hideOnMain,
  merge,
  navIds,
  pageVersion,
  pipelineSettings,
  untilPageRuns,
} from '../scripts/rules-pipeline/path-harness';
import { script } from '../scripts/rules-pipeline/run-script';
import { row, type BenchSection } from './budget';
import { serveBuild, stopServer } from './serve';
import { stats } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** Hosted flag platforms go from change to live switch in under a minute; the path must do as well. */
const BUDGET_MS = 60_000;
const root = fileURLToPath(new URL('..', import.meta.url));
const STEPS = ['edit', 'check', 'publish', 'promote', 'page'] as const;

async function run1(baseURL: string, browser: import('playwright-core').Browser, i: number) {
  const s3 = await startLocalS3(['rules']);
  const dir = configCheckout();
  // Staging only (two approvals), so that the upload and the promotion are timed apart.
  const env = { ...S3RVER_ENV, ...pipelineSettings(s3.endpoint, devSigningKey(root), 2) };
  const live = { ...env, MERIDIAN_APPROVALS: '1' };
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  try {
    const sh = async (name: string, args: string[] = [], e = env) => {
      const r = await script(name, args, dir, e);
      if (r.code !== 0) throw new Error(`${name} ${args.join(' ')} exited ${r.code}: ${(r.err || r.out).trim().split('\n').at(-1)}`);
    };
    // What is live before: the page runs version 1, published past whatever the build recorded.
    await behindStore(context, s3.endpoint);
    const page = await context.newPage();
    await page.goto('/?site=main', { waitUntil: 'networkidle' });
    const built = Number((await pageVersion(page)) ?? 0);
    for (let v = 1; v <= built + 1; v++) await sh('publish.sh', [], live);
    const baseline = built + 1;
    await untilPageRuns(page, baseline);
    const ids = await navIds(page);
    const target = ids[i % ids.length]!;
    const hidden = async (p: Page) => !(await navIds(p)).includes(target);

    const t: Record<(typeof STEPS)[number] | 'rollback' | 'rollbackPage', number> = {} as never;
    const time = async (k: keyof typeof t, f: () => unknown) => {
      const t0 = performance.now();
      await f();
      t[k] = performance.now() - t0;
    };
    await time('edit', () => hideOnMain(dir, 'hide-menu', target));
    await time('check', () => sh('ci-check.sh'));
    merge(dir, 'hide-menu');
    await time('publish', () => sh('publish.sh'));
    await time('promote', () => sh('promote.sh', [], live));
    await time('page', () => untilPageRuns(page, baseline + 1, hidden, { interval: 50 }));
    await time('rollback', () => sh('rollback.sh', [`v${baseline}`], live));
    await time('rollbackPage', () => untilPageRuns(page, baseline + 2, async (p) => !(await hidden(p)), { interval: 50 }));
    return t;
  } finally {
    await context.close();
    await s3.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function run(): Promise<BenchSection> {
  const { baseURL } = await serveBuild();
  const browser = await chromium.launch(CHROMIUM);
  const load = [loadavg()[0]!];
  const runs: Awaited<ReturnType<typeof run1>>[] = [];
  try {
    for (let i = 0; i < RUNS; i++) runs.push(await run1(baseURL, browser, i));
  } finally {
    await browser.close();
  }
  load.push(loadavg()[0]!);
  const median = (k: keyof (typeof runs)[number]) => stats(runs.map((r) => r[k])).median / 1000;
  const whole = runs.map((r) => STEPS.reduce((sum, k) => sum + r[k], 0));
  const back = runs.map((r) => r.rollback + r.rollbackPage);
  const loadNote = `load average ${load.map((l) => l.toFixed(1)).join(' → ')}`;
  return {
    name: 'rules-path',
    rows: [
      row(
        {
          id: 'rules-path.change',
          what: 'a config change, edit → ci-check.sh → publish.sh (staging) → promote.sh → open page shows it, s3rver',
          unit: 'ms',
          budget: BUDGET_MS,
          direction: 'max',
          note: `medians: ${STEPS.map((k) => `${k} ${median(k).toFixed(1)} s`).join(', ')}; the page asks at once (a real one adds up to its interval); ${loadNote}`,
        },
        whole,
      ),
      row(
        {
          id: 'rules-path.rollback',
          what: 'rollback.sh v<previous> (publish, upload, promote) → open page shows the old rules, s3rver',
          unit: 'ms',
          budget: BUDGET_MS,
          direction: 'max',
          note: `medians: rollback.sh ${median('rollback').toFixed(1)} s, page ${median('rollbackPage').toFixed(1)} s`,
        },
        back,
      ),
    ],
    detail: { runs },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const section = await run();
  for (const r of section.rows)
    console.log(
      `${r.what}: median ${(r.median / 1000).toFixed(1)} s (${(r.min / 1000).toFixed(1)}–${(r.max / 1000).toFixed(1)}, ${r.runs} runs). ${r.note}`,
    );
  await stopServer();
}
