// The CLI's cold start in `npm run bench` (issue 24): wall time of a fresh `meridian --version` and
// `meridian decide --site main` process, the prebuilt bundle (node cli/bin.js, as `npx meridian`
// runs it) against the tsx run of the sources (node --import tsx/esm cli/main.ts, as bin.js did
// before the bundle), alternating call by call so machine noise hits both alike. `decide` twice:
// with the compiled configuration the prebuilt CLI cached (cli/load-config.ts; the usual start),
// and with the cache removed before each call (the first start after an edit).
//
// Alone: `npx tsx bench/cli-start.ts`.
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { distFile, ensureCurrent, manifestFile, repoRoot } from '../cli/prebuilt.js';
import { row, type BenchSection, type BudgetRow } from './budget';
import { stats } from './stats';

const RUNS = Number(process.env.CLI_BENCH_RUNS ?? 7);
const DECIDE_BUDGET_MS = 300;

const CALLS = {
  version: ['--version'],
  decide: ['decide', '--site', 'main'],
  'decide-uncached': ['decide', '--site', 'main'],
  explain: ['explain', 'social', '--site', 'main'],
  'explain-uncached': ['explain', 'social', '--site', 'main'],
} as const;
/** Calls measured with no compiled configuration cached (the first start after an edit); the others find the one the previous call left. */
const UNCACHED = new Set<string>(['decide-uncached', 'explain-uncached']);
/** Cached calls: an untimed call before the first fills the cache (issue 40 asks for explain too). */
const CACHED = new Set<string>(['decide', 'explain']);
const CACHE = join(repoRoot, 'node_modules/.cache/meridian');
const WAYS = {
  prebuilt: [join(repoRoot, 'cli/bin.js')],
  tsx: ['--import', 'tsx/esm', join(repoRoot, 'cli/main.ts')],
} as const;

/** Makes the measured process print its own CPU time (user + system) last on stderr: less swayed than wall time by other work on a shared machine. */
const CPU_REPORT = [
  '--import',
  `data:text/javascript,process.on('exit',()=>{const u=process.cpuUsage();process.stderr.write('\\ncpu-ms '+(u.user+u.system)/1000+'\\n')})`,
];

/** Wall and CPU milliseconds of one process, from spawn to exit; throws when it fails (a broken CLI is not a fast one). */
function measure(args: readonly string[]): { wall: number; cpu: number } {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [...CPU_REPORT, ...args], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  const wall = performance.now() - t0;
  if (r.status !== 0) throw new Error(`node ${args.join(' ')} exited ${r.status}: ${r.stderr.split('\n')[0]}`);
  return { wall, cpu: Number(/cpu-ms ([\d.]+)\s*$/.exec(r.stderr)?.[1] ?? NaN) };
}

/** The prebuilt CLI's size: its entry, and all its chunks (one per command and what they share; ADR 0202). */
function bundleSize(): string {
  const { chunks } = JSON.parse(readFileSync(manifestFile, 'utf8')) as { chunks: Record<string, string[]> };
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  const total = Object.keys(chunks).reduce((n, c) => n + statSync(join(dirname(distFile), c)).size, 0);
  return `cli/dist/meridian.mjs ${kb(statSync(distFile).size)}, ${Object.keys(chunks).length} chunks ${kb(total)} in all`;
}

export async function run(): Promise<BenchSection> {
  ensureCurrent();
  const load = [loadavg()[0]!];
  const samples: Record<string, number[]> = {};
  const cpu: Record<string, number[]> = {};
  for (let i = 0; i < RUNS; i++) {
    for (const [call, args] of Object.entries(CALLS)) {
      for (const [way, launch] of Object.entries(WAYS)) {
        // A cached call follows an untimed one that leaves the cache (in the first pass too: the entries there may be an older build's).
        if (UNCACHED.has(call)) rmSync(CACHE, { recursive: true, force: true });
        else if (CACHED.has(call) && way === 'prebuilt' && (i === 0 || !existsSync(CACHE))) measure([...launch, ...args]);
        const m = measure([...launch, ...args]);
        (samples[`${call}.${way}`] ??= []).push(m.wall);
        (cpu[`${call}.${way}`] ??= []).push(m.cpu);
      }
    }
  }
  load.push(loadavg()[0]!);
  const median = (k: string) => stats(samples[k]!).median;
  const rows: BudgetRow[] = [];
  const lines: string[] = [];
  for (const [call, args] of Object.entries(CALLS)) {
    const what = `meridian ${args.join(' ')}${UNCACHED.has(call) ? ' (no cached configuration)' : CACHED.has(call) ? ' (configuration cached)' : ''}`;
    const ratios = samples[`${call}.tsx`]!.map((t, i) => t / samples[`${call}.prebuilt`]![i]!);
    // decide's budget (issue 24), and issue 40's for every command without a cached configuration; --version is held to the same.
    rows.push(
      row(
        {
          id: `cli.${call}.prebuilt`,
          what: `CLI cold start: ${what}, prebuilt`,
          unit: 'ms',
          budget: DECIDE_BUDGET_MS,
          direction: 'max',
          note: `tsx run in the same passes: median ${median(`${call}.tsx`).toFixed(0)} ms; load average ${load.map((l) => l.toFixed(1)).join(' → ')}`,
        },
        samples[`${call}.prebuilt`]!,
      ),
    );
    rows.push(
      row(
        { id: `cli.${call}.speedup`, what: `CLI cold start: ${what}, tsx ÷ prebuilt (per pair)`, unit: '×', budget: 1, direction: 'min' },
        ratios,
      ),
    );
    const cpuMedian = (way: string) => stats(cpu[`${call}.${way}`]!).median.toFixed(0);
    lines.push(
      `- ${what}: wall prebuilt ${median(`${call}.prebuilt`).toFixed(0)} ms, tsx ${median(`${call}.tsx`).toFixed(0)} ms; CPU (user + system) prebuilt ${cpuMedian('prebuilt')} ms, tsx ${cpuMedian('tsx')} ms (medians of ${RUNS})`,
    );
  }
  lines.push(`- bundle: ${bundleSize()}`);
  return { name: 'cli-start', rows, detail: { samples, cpu, lines } };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = await run();
  for (const x of r.rows)
    console.log(
      `${x.what}: median ${x.median.toFixed(x.unit === '×' ? 2 : 0)} ${x.unit} (${x.min.toFixed(2)}–${x.max.toFixed(2)}, ${x.runs} runs)`,
    );
  for (const l of (r.detail as { lines: string[] }).lines) console.log(l);
}
