// The diff's share of `npm run bench`: decisions per second over the standard matrix, and the
// wall time of a whole `meridian diff` between two revisions of this repository's configuration.
import { spawnSync } from 'node:child_process';
import { createProgram } from '../cli/program';
import { CliExit } from '../cli/io';
import type { CompiledConfig } from '../src/config/compiled-types';
import { createDecider } from '../src/engine/decide';
import { standardMatrix } from '../src/engine/scenario-matrix';
import { fmt, stats } from './stats';

const median = (xs: number[]) => stats(xs).median;

/** Decisions per second over the standard matrix: a fresh decider per pass (as a diff side runs), and a warm one. */
export async function matrixRate(config: CompiledConfig, passes = 3): Promise<{ scenarios: number; cold: number; warm: number }> {
  const scenarios = standardMatrix([config]);
  const rate = async (decider: ReturnType<typeof createDecider>) => {
    const t0 = performance.now();
    for (const s of scenarios) await decider.decide(s.facts);
    return scenarios.length / ((performance.now() - t0) / 1000);
  };
  const cold: number[] = [];
  const warm: number[] = [];
  for (let i = 0; i < passes; i++) {
    const d = createDecider(config);
    cold.push(await rate(d));
    warm.push(await rate(d));
  }
  return { scenarios: scenarios.length, cold: median(cold), warm: median(warm) };
}

/** The last commit that changed sites/ or rules/, and its parent: two real revisions of the configuration. */
function configRevisions(root: string): { base: string; head: string } | null {
  const git = (...args: string[]) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  const last = git('log', '-n', '1', '--format=%h', '--', 'sites', 'rules').stdout.trim();
  if (!last || git('rev-parse', '--verify', '--quiet', `${last}~1`).status !== 0) return null;
  return { base: `${last}~1`, head: last };
}

/** Median wall time of `meridian diff <base> <head>` in-process, with what it found. */
export async function diffWallTime(root: string, runs = 3): Promise<{ base: string; head: string; median: number; times: number[]; summary: string } | null> {
  const revs = configRevisions(root);
  if (!revs) return null;
  const times: number[] = [];
  let out = '';
  for (let i = 0; i < runs; i++) {
    out = '';
    const io = { cwd: root, out: (t: string) => { out += `${t}\n`; }, err: () => {}, readStdin: async () => '', now: () => new Date() };
    const t0 = performance.now();
    try {
      await createProgram(io).parseAsync(['node', 'meridian', 'diff', revs.base, revs.head]);
    } catch (e) {
      if (!(e instanceof CliExit)) throw e;
      return null;
    }
    times.push(performance.now() - t0);
  }
  return { ...revs, median: median(times), times, summary: out.split('\n')[1] ?? '' };
}

export async function benchDiff(root: string, config: CompiledConfig): Promise<{ lines: string[]; results: unknown }> {
  const m = await matrixRate(config);
  const d = await diffWallTime(root);
  const lines = [
    `\ndiff matrix (${m.scenarios} scenarios): ${Math.round(m.cold)} decisions/s with a fresh decider (as each side of a diff), ${Math.round(m.warm)} decisions/s warm (medians of 3 passes).`,
    d ? `meridian diff ${d.base} ${d.head} (two revisions of this repository's configuration): median ${fmt(d.median)} wall over ${d.times.length} runs, compile and both matrices included — ${d.summary}`
      : 'meridian diff: skipped (no two revisions of sites/ and rules/ in this clone).',
  ];
  return { lines, results: { matrix: m, diff: d } };
}
