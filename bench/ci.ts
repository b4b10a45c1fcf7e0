// `meridian ci` end to end in `npm run bench` (issue 40): a clean checkout of HEAD (git clone, the
// repository's node_modules linked in, the prebuilt CLI built as `npm ci`'s prepare would, untimed),
// origin/main at HEAD and one rule edited in the working tree, as a pull request's job sees it.
// Each run is a fresh `node cli/bin.js ci` process, wall time from spawn to exit; the steps' own
// times come from its report.
//
// Alone: `npx tsx bench/ci.ts` (CI_BENCH_RUNS, default 3).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../cli/prebuilt.js';
import { row, type BenchSection } from './budget';
import { stats } from './stats';

const RUNS = Number(process.env.CI_BENCH_RUNS ?? 3);
const BUDGET_MS = 20_000;

function sh(cwd: string, cmd: string, args: string[]): string {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited ${r.status}: ${r.stderr.split('\n')[0]}`);
  return r.stdout;
}

/** A clean checkout of HEAD with node_modules present and the prebuilt CLI built; the caller removes it. */
function checkout(): string {
  const dir = mkdtempSync(join(tmpdir(), 'meridian-ci-bench-'));
  sh(tmpdir(), 'git', ['clone', '-q', '--no-hardlinks', repoRoot, dir]);
  symlinkSync(join(repoRoot, 'node_modules'), join(dir, 'node_modules'));
  sh(dir, process.execPath, ['scripts/build-cli.mjs']);
  sh(dir, 'git', ['update-ref', 'refs/remotes/origin/main', 'HEAD']);
  // The pull request: referral hidden on mt (and eu, which extends it).
  const mt = join(dir, 'sites/mt.yaml');
  writeFileSync(mt, readFileSync(mt, 'utf8').replace(/^hidden:(.*)\n/m, 'hidden:$1\n  - referral\n'));
  return dir;
}

export async function run(): Promise<BenchSection> {
  const dir = checkout();
  const load = [loadavg()[0]!];
  const samples: number[] = [];
  const steps: Record<string, number[]> = {};
  try {
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const r = spawnSync(process.execPath, ['cli/bin.js', 'ci', '--report', 'ci.md'], {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, GITHUB_ACTIONS: '', GITHUB_STEP_SUMMARY: '' },
      });
      samples.push(performance.now() - t0);
      if (r.status !== 0) throw new Error(`meridian ci exited ${r.status}: ${r.stderr.split('\n')[0]}`);
      for (const m of r.stdout.matchAll(/^[✓✗] (\w+): .* \(([\d.]+) s\)$/gm)) (steps[m[1]!] ??= []).push(Number(m[2]) * 1000);
      const compiled = /^compiled \d+ files once in (\d+) ms$/m.exec(r.stdout);
      if (compiled) (steps.compile ??= []).push(Number(compiled[1]));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  load.push(loadavg()[0]!);
  const median = Object.entries(steps).map(([s, t]) => `${s} ${(stats(t).median / 1000).toFixed(1)} s`);
  return {
    name: 'ci',
    rows: [
      row(
        {
          id: 'ci.wall',
          what: '`meridian ci` (lint, rule tests, verify, diff against origin/main, dry-run publish), prebuilt, clean checkout, one rule edited',
          unit: 'ms',
          budget: BUDGET_MS,
          direction: 'max',
          note: `median of the steps: ${median.join(', ')}; load average ${load.map((l) => l.toFixed(1)).join(' → ')}`,
        },
        samples,
      ),
    ],
    detail: { samples, steps },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = await run();
  for (const x of r.rows)
    console.log(`${x.what}: median ${x.median.toFixed(0)} ms (${x.min.toFixed(0)}–${x.max.toFixed(0)}, ${x.runs} runs); ${x.note}`);
}
