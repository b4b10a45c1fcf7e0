// `meridian verify` in `npm run bench` (issue 26): classes decided per second on the fast path
// (a decider of each policy's slice of the rules) against the full decider (every rule of the
// site) in the same run, the whole repo's verify wall time on one core, and the naive enumeration
// it avoids: the product of every fact's classes over all rules, which is counted, not run; and
// the mutation run (`meridian verify --mutate`) once (VERIFY_BENCH_MUTATE=0 leaves it out).
//
// Alone: `npx tsx bench/verify.ts`.
import { cpus, loadavg } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compile } from '../src/config/compile';
import { readConfigSources } from '../src/config/node/read-sources';
import { createDecider } from '../src/engine/decide';
import { ruleLeaves } from '../src/analysis/condition-leaves';
import { variablesOf } from '../src/analysis/verify/fact-classes';
import { classHints, verifyPolicy, type PolicyVerdict } from '../src/analysis/verify/verify';
import type { CompiledConfig } from '../src/rules-model/compiled-types';
import type { Policy } from '../src/generated/schema-types';
import { policiesOf } from '../src/analysis/verify/policy-files';
import { mutationScore } from '../src/analysis/verify/mutation-score';
import { ruleTests } from '../cli/commands/rule-test-files';
import { row, type BenchSection } from './budget';
import { fmt, stats } from './stats';

const root = fileURLToPath(new URL('..', import.meta.url));
const PASSES = Number(process.env.VERIFY_BENCH_PASSES ?? 3);

async function verifyAll(
  config: CompiledConfig,
  policies: readonly Policy[],
  full: boolean,
): Promise<{ ms: number; cpuMs: number; verdicts: PolicyVerdict[] }> {
  const decider = full ? createDecider(config) : undefined;
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const verdicts: PolicyVerdict[] = [];
  for (const p of policies)
    verdicts.push(await verifyPolicy(config, p, decider ? { decider, now: () => performance.now() } : { now: () => performance.now() }));
  const cpu = process.cpuUsage(cpu0);
  return { ms: performance.now() - t0, cpuMs: (cpu.user + cpu.system) / 1000, verdicts };
}

/** log10 of the naive product: every fact any rule reads, split as verify splits it, times the sites. */
function naiveLog10(config: CompiledConfig): { log10: number; facts: number } {
  const reads = Object.values(config.rules).flatMap((r) => ruleLeaves(r.when).map((l) => l.test));
  const vars = variablesOf(reads, classHints(config));
  const log10 = Math.log10(Object.keys(config.sites).length) + vars.reduce((s, v) => s + Math.log10(Math.max(1, v.classes.length)), 0);
  return { log10, facts: vars.length };
}

export async function run(): Promise<BenchSection> {
  const load = [loadavg()[0]!];
  const { sources, errors } = readConfigSources(root);
  const result = compile(sources);
  if (!result.ok || errors.length) throw new Error('bench verify: the configuration does not compile');
  const config = result.config;
  const policies = policiesOf(result).map((p) => p.policy);
  const fast: number[] = [];
  const fullRate: number[] = [];
  const wall: number[] = [];
  let classes = 0;
  // A first pass of each, not counted: it is V8 compiling the hot paths and the caches filling,
  // which a CI run pays once. Its rate is in the note, beside the steady rate the budget is on.
  const coldPass = await verifyAll(config, policies, false);
  const cold = coldPass.verdicts.reduce((s, v) => s + v.classes, 0) / (coldPass.cpuMs / 1000);
  await verifyAll(config, policies, true);
  // Fast and full alternate, so the machine's noise hits both alike.
  for (let i = 0; i < PASSES; i++) {
    const f = await verifyAll(config, policies, false);
    classes = f.verdicts.reduce((s, v) => s + v.classes, 0);
    // Rates from CPU time: on a shared machine the wall clock also counts other jobs' turns.
    fast.push(classes / (f.cpuMs / 1000));
    wall.push(f.ms);
    const g = await verifyAll(config, policies, true);
    const fullClasses = g.verdicts.reduce((s, v) => s + v.classes, 0);
    if (fullClasses !== classes || g.verdicts.some((v, k) => v.holds !== f.verdicts[k]!.holds))
      throw new Error('bench verify: the full decider and the slice decider disagree');
    fullRate.push(fullClasses / (g.cpuMs / 1000));
  }
  let mutation: { ms: number; score: number; total: number } | null = null;
  if (process.env.VERIFY_BENCH_MUTATE !== '0') {
    const tests = ruleTests(result).map(({ test, file }) => ({
      where: `${file.file} ${test.name}`,
      facts: test.facts,
      expect: test.expect,
    }));
    const t0 = performance.now();
    const report = await mutationScore(config, tests, policies, { now: () => performance.now() });
    mutation = { ms: performance.now() - t0, score: report.score, total: report.total };
  }
  load.push(loadavg()[0]!);
  const naive = naiveLog10(config);
  const loadNote = `load average ${load.map((l) => l.toFixed(1)).join(' → ')} on ${cpus().length} CPUs`;
  const median = (xs: number[]) => stats(xs).median;
  const fastMedian = median(fast);
  const naiveYears = 10 ** naive.log10 / fastMedian / (3600 * 24 * 365);
  return {
    name: 'verify',
    rows: [
      row(
        {
          id: 'verify.rate',
          what: 'meridian verify: classes decided per CPU second, slice decider (the fast path)',
          unit: 'decisions/s',
          budget: 50_000,
          direction: 'min',
          note: `${policies.length} policies, ${classes} classes per pass, after a warm-up pass (cold: ${Math.round(cold)}/s); full decider in the same passes: ${Math.round(median(fullRate))}/s; ${loadNote}`,
        },
        fast,
      ),
      row(
        {
          id: 'verify.wall',
          what: 'meridian verify: every policy of the repo, in-process, one core (compile excluded, warm)',
          unit: 'ms',
          budget: 10_000,
          direction: 'max',
          note: `${PASSES} passes; the cold first pass: ${fmt(coldPass.ms)}`,
        },
        wall,
      ),
      row(
        {
          id: 'verify.speedup',
          what: 'meridian verify: slice decider ÷ full decider, classes per second (same passes)',
          unit: '×',
          budget: 1,
          direction: 'min',
        },
        fast.map((f, i) => f / fullRate[i]!),
      ),
      ...(mutation
        ? [
            row(
              {
                id: 'verify.mutate.wall',
                what: 'meridian verify --mutate: every mutant of the repo scored, in-process',
                unit: 'ms',
                budget: 300_000,
                direction: 'max',
                note: `${mutation.total} mutants, score ${mutation.score} %; one run; budget: what one CI job should take (ours, the issue names none)`,
              },
              [mutation.ms],
            ),
          ]
        : []),
    ],
    detail: {
      lines: [
        `verify: ${classes} classes over ${policies.length} policies, ${Math.round(fastMedian)}/s with slice deciders, ${Math.round(median(fullRate))}/s with the full decider; median wall ${fmt(median(wall))}.`,
        `naive enumeration (every fact any rule reads, ${naive.facts} facts, split the same way, × ${Object.keys(config.sites).length} sites): about 10^${naive.log10.toFixed(1)} combinations, ${naiveYears.toExponential(1)} years at the slice rate; slicing decides ${classes}.`,
      ],
      naiveLog10: naive.log10,
      loadavg: load,
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const section = await run();
  for (const r of section.rows)
    console.log(
      `${r.what}: median ${r.median.toFixed(1)} ${r.unit} (${r.min.toFixed(1)}–${r.max.toFixed(1)}, ${r.runs} runs). ${r.note ?? ''}`,
    );
  for (const l of (section.detail as { lines: string[] }).lines) console.log(l);
}
