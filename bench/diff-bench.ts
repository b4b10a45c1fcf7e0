// The diff's share of `npm run bench`: decisions per second over the standard matrix, and the
// wall time of a whole `meridian diff` between two revisions of this repository's configuration.
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readSources } from '../src/config/node/read-sources';
import { compileOrThrow } from '../src/config/compile';
import { row, type BenchSection, type BudgetRow } from './budget';
import { createProgram } from '../cli/program';
import { CliExit } from '../cli/io';
import type { CompiledConfig } from '../src/rules-model/compiled-types';
import { createDecider } from '../src/engine/decide';
import { standardMatrix } from '../src/analysis/scenario-matrix';
import { loadPersonas } from '../src/config/node/read-personas';
import { fmt, stats } from './stats';

const median = (xs: number[]) => stats(xs).median;
const root = fileURLToPath(new URL('..', import.meta.url));
const PASSES = Number(process.env.DIFF_BENCH_PASSES ?? 3);
const CLI_RUNS = Number(process.env.DIFF_BENCH_CLI_RUNS ?? 3);

/** Decisions per second over the standard matrix: a fresh decider per pass (as a diff side runs), and a warm one. */
export async function matrixRate(
  config: CompiledConfig,
  passes = 3,
): Promise<{ scenarios: number; cold: number; warm: number; coldPasses: number[]; warmPasses: number[] }> {
  const scenarios = standardMatrix([config], { personas: loadPersonas(root) });
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
  return { scenarios: scenarios.length, cold: median(cold), warm: median(warm), coldPasses: cold, warmPasses: warm };
}

/** How many of the latest commits that changed sites/ or rules/ are tried for a pair whose diff decides something. */
const PAIRS_TRIED = 20;

/** The latest commits that changed sites/ or rules/, each with its parent: real revisions of the configuration. */
function configRevisions(root: string): { base: string; head: string }[] {
  const git = (...args: string[]) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  const commits = git('log', '-n', String(PAIRS_TRIED), '--format=%h', '--', 'sites', 'rules').stdout.split('\n').filter(Boolean);
  return commits.filter((c) => git('rev-parse', '--verify', '--quiet', `${c}~1`).status === 0).map((c) => ({ base: `${c}~1`, head: c }));
}

/**
 * The first pair (newest first) whose diff decides at least one scenario. A commit that changed
 * only comments of a site file decides none (unchanged sites are skipped): timed, it would measure
 * nothing. Null when no pair was given; an error when pairs were given and none decides anything.
 */
export async function pickPair<P>(pairs: readonly P[], decided: (pair: P) => Promise<number>): Promise<P | null> {
  if (pairs.length === 0) return null;
  for (const pair of pairs) if ((await decided(pair)) > 0) return pair;
  throw new Error(
    `diff bench: none of the ${pairs.length} latest configuration commits changes a decided scenario; the row would measure nothing`,
  );
}

type DiffReport = { decisions: { decided: number; changedScenarios: number; changes: unknown[] } };

/** `meridian diff <base> <head> --format json` in-process: its report and wall time (ms). */
async function diffOnce(root: string, revs: { base: string; head: string }): Promise<{ report: DiffReport; ms: number }> {
  let out = '';
  const io = {
    cwd: root,
    out: (t: string) => {
      out += `${t}\n`;
    },
    err: () => {},
    readStdin: async () => '',
    now: () => new Date(),
  };
  const t0 = performance.now();
  try {
    await createProgram(io).parseAsync(['node', 'meridian', 'diff', revs.base, revs.head, '--format', 'json']);
  } catch (e) {
    if (!(e instanceof CliExit)) throw e;
    throw new Error(`diff bench: meridian diff ${revs.base} ${revs.head} exited ${e.code}`);
  }
  const ms = performance.now() - t0;
  return { report: JSON.parse(out) as DiffReport, ms };
}

/** Median wall time of `meridian diff <base> <head> --format json` in-process, with what it found. */
export async function diffWallTime(
  root: string,
  runs = 3,
): Promise<{ base: string; head: string; median: number; times: number[]; summary: string; scenarios: number; decisions: number } | null> {
  // A pair whose diff fails (a revision that does not compile, say) decides nothing here.
  const revs = await pickPair(configRevisions(root), (pair) =>
    diffOnce(root, pair).then(
      (r) => r.report.decisions.decided,
      () => 0,
    ),
  );
  if (!revs) return null;
  const times: number[] = [];
  let report: DiffReport | undefined;
  for (let i = 0; i < runs; i++) {
    const r = await diffOnce(root, revs);
    times.push(r.ms);
    report = r.report;
  }
  // Decisions made: every scenario of a site that changed, on both sides (unchanged sites are skipped by design).
  const scenarios = report!.decisions.decided;
  const summary = `${report!.decisions.changes.length} changes in what visitors see, in ${report!.decisions.changedScenarios} of ${scenarios} scenarios decided`;
  return { ...revs, median: median(times), times, summary, scenarios, decisions: 2 * scenarios };
}

/** Rows for the budget: the whole CLI end to end (the budget's subject), and decide() alone over the matrix. */
export async function run(): Promise<BenchSection> {
  const load = [loadavg()[0]!];
  const config = compileOrThrow(readSources(root));
  const m = await matrixRate(config, PASSES);
  const d = await diffWallTime(root, CLI_RUNS);
  load.push(loadavg()[0]!);
  const loadNote = `load average ${load.map((l) => l.toFixed(1)).join(' → ')} on ${cpus().length} CPUs`;
  const rows: BudgetRow[] = [];
  if (d) {
    rows.push(
      row(
        {
          id: 'diff.cli',
          what: '`meridian diff` over the full matrix, two revisions, end to end',
          unit: 'decisions/s',
          budget: 5000,
          direction: 'min',
          note: `${d.base} → ${d.head}: ${d.decisions} decisions (${d.scenarios} scenarios × 2 sides) / wall time of the whole command in-process (read both revisions from git, compile both, decide, compare, group, format; node start-up not counted); median wall ${fmt(d.median)}; ${loadNote}`,
        },
        d.times.map((t) => d.decisions / (t / 1000)),
      ),
    );
  }
  rows.push(
    row(
      {
        id: 'diff.decide',
        what: '`decide` over the standard matrix, fresh decider (as each side of a diff)',
        unit: 'decisions/s',
        budget: 5000,
        direction: 'min',
        note: `${m.scenarios} scenarios per pass; warm decider (second pass on the same one): ${Math.round(m.warm)} decisions/s`,
      },
      m.coldPasses,
    ),
  );
  const lines = [
    `diff matrix (${m.scenarios} scenarios): ${Math.round(m.cold)} decisions/s with a fresh decider, ${Math.round(m.warm)} warm (medians of ${m.coldPasses.length} passes).`,
    d
      ? `meridian diff ${d.base} ${d.head}: median ${fmt(d.median)} wall over ${d.times.length} runs — ${d.summary}`
      : 'meridian diff: skipped (no two revisions of sites/ and rules/ in this clone).',
  ];
  return { name: 'diff', rows, detail: { lines, matrix: m, cli: d, loadavg: load } };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const section = await run();
  for (const r of section.rows)
    console.log(
      `${r.what}: median ${Math.round(r.median)} ${r.unit} (${Math.round(r.min)}–${Math.round(r.max)}, ${r.runs} runs), budget ≥ ${r.budget}. ${r.note ?? ''}`,
    );
  for (const l of (section.detail as { lines: string[] }).lines) console.log(l);
}
