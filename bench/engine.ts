// The engine's share of `npm run bench` (issue 10): compile, and decide over the persona matrix
// against a naive json-rules-engine run of the same rules, measured in the same passes.
//
// decide = the whole Decision (normalised facts, rules, actions, menus, trace of fired rules) from
// a fresh memoizing decider per pass, as the site and the CLI use it. The naive baseline = one
// json-rules-engine Engine holding every rule of every site with its `when` as written (the site
// tests our compile step folds away are left in, so the engine evaluates them itself), run on the
// facts as they are, with no Decision built. The naive run is given the facts already normalised
// (defaults applied, the site object in place: without them the rules would not mean the same);
// that normalisation is NOT counted in its time, while decide's is: the comparison leans towards
// the baseline. Decide, cold decide (no memo) and naive alternate per scenario, so machine noise
// hits all three alike (cold decide in the first pass only).
//
// Alone: `npx tsx bench/engine.ts`.
import { cpus, loadavg } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RuleProperties } from 'json-rules-engine';
import { readSources } from '../src/config/node/read-sources';
import { compileOrThrow } from '../src/config/compile';
import { toEngineTest } from '../src/config/fold-site';
import type { CompiledConfig, EngineCondition } from '../src/rules-model/compiled-types';
import { createDecider } from '../src/engine/decide';
import { normalizeFacts } from '../src/engine/normalize-facts';
import { scenarioMatrix } from '../src/analysis/scenario-matrix';
import { loadPersonas } from '../src/config/node/read-personas';
import { createEngine } from '../src/engine/site-engine';
import type { Condition } from '../src/generated/schema-types';
import { row, type BenchSection } from './budget';
import { fmt, stats } from './stats';

const root = fileURLToPath(new URL('..', import.meta.url));
const PASSES = Number(process.env.ENGINE_BENCH_PASSES ?? 3);
const COMPILE_RUNS = Number(process.env.ENGINE_BENCH_COMPILES ?? 10);
const now = () => performance.now();

/** A rule's condition as written, site tests included, in json-rules-engine form. */
function unfold(c: Condition): EngineCondition {
  if ('all' in c) return { all: c.all.map(unfold) };
  if ('any' in c) return { any: c.any.map(unfold) };
  if ('not' in c) return { not: unfold(c.not) };
  return toEngineTest(c);
}

/** One Engine holding every rule of every site, unfolded. */
export function naiveEngine(config: CompiledConfig) {
  return createEngine(
    Object.values(config.rules).map((r): RuleProperties => {
      const cond = r.when ? unfold(r.when) : { all: [] };
      return {
        name: r.id,
        conditions: ('fact' in cond ? { all: [cond] } : cond) as RuleProperties['conditions'],
        event: { type: 'meridian', params: { rule: r.id } },
      };
    }),
  );
}

export async function run(): Promise<BenchSection> {
  const load = [loadavg()[0]!];
  const sources = readSources(root);
  const compileTimes: number[] = [];
  let config!: CompiledConfig;
  for (let i = 0; i < COMPILE_RUNS; i++) {
    const t0 = now();
    config = compileOrThrow(sources);
    compileTimes.push(now() - t0);
  }
  const naive = naiveEngine(config);
  const sites = Object.keys(config.sites);
  const scenarios = scenarioMatrix({ sites, personas: loadPersonas(root), paths: ['/', '/trade/BTC_USDT'] });
  const prepared = scenarios.map((s) => {
    const { facts, stored } = normalizeFacts(config, s.facts);
    return {
      facts: s.facts,
      site: s.dims.site,
      naiveFacts: {
        ...facts,
        elapsedMs: (p: { of: string }) => stored.ages[p.of] ?? null,
        sameDay: (p: { of: string }) => stored.sameDay[p.of] ?? null,
      },
    };
  });
  // JIT warm-up of every path (not measured).
  {
    const d = createDecider(config);
    const cold = createDecider(config, { memo: false });
    for (const p of prepared.slice(0, 200)) {
      await d.decide(p.facts);
      await cold.decide(p.facts);
      await naive.run(p.naiveFacts);
    }
  }

  const passMedian: number[] = [];
  const passCold: number[] = [];
  const passNaive: number[] = [];
  const passRatio: number[] = [];
  const perSite = new Map<string, { decide: number[]; naive: number[] }>();
  for (let pass = 0; pass < PASSES; pass++) {
    const warm = createDecider(config); // fresh per pass: its memo fills during the pass, misses included
    const cold = createDecider(config, { memo: false });
    const times: number[] = [];
    const coldTimes: number[] = [];
    const naiveTimes: number[] = [];
    for (const p of prepared) {
      let t0 = now();
      await warm.decide(p.facts);
      const t = now() - t0;
      times.push(t);
      if (pass === 0) {
        t0 = now();
        await cold.decide(p.facts);
        coldTimes.push(now() - t0);
      }
      t0 = now();
      await naive.run(p.naiveFacts);
      const tn = now() - t0;
      naiveTimes.push(tn);
      if (pass === 0) {
        let site = perSite.get(p.site);
        if (!site) perSite.set(p.site, (site = { decide: [], naive: [] }));
        site.decide.push(t);
        site.naive.push(tn);
      }
    }
    const m = stats(times).median;
    const n = stats(naiveTimes).median;
    passMedian.push(m);
    if (coldTimes.length) passCold.push(stats(coldTimes).median);
    passNaive.push(n);
    passRatio.push(n / m);
  }
  load.push(loadavg()[0]!);

  const c = stats(compileTimes);
  const loadNote = `load average ${load.map((l) => l.toFixed(1)).join(' → ')} on ${cpus().length} CPUs`;
  const naiveMedian = stats(passNaive).median;
  const coldMedian = stats(passCold).median;
  const rows = [
    row(
      {
        id: 'decide.median',
        what: '`decide`, one scenario, median over the persona matrix',
        unit: 'ms',
        budget: 0.5,
        direction: 'max',
        note: `${scenarios.length} scenarios (${sites.length} sites × personas × devices × 2 paths) per pass, a fresh memoizing decider per pass; figures are the passes' medians; ${loadNote}`,
      },
      passMedian,
    ),
    row(
      {
        id: 'decide.vsNaive',
        what: '`decide` vs naive json-rules-engine (one Engine, every rule of every site, facts raw)',
        unit: '×',
        budget: 5,
        direction: 'min',
        note: `naive median ${fmt(naiveMedian)} (rules only, normalisation not counted) vs decide ${fmt(stats(passMedian).median)} (whole Decision); same passes, interleaved per scenario`,
      },
      passRatio,
    ),
  ];
  const siteTable = [...perSite].map(([site, t]) => ({ site, scenarios: t.decide.length, decide: stats(t.decide), naive: stats(t.naive) }));
  const lines = [
    `compile (${sources.length} files, ${Object.keys(config.rules).length} rules, ${sites.length} sites): median ${fmt(c.median)}, spread ${fmt(c.min)}–${fmt(c.max)} over ${c.n} runs.`,
    `decide without the memo (every rule through json-rules-engine each time): median ${fmt(coldMedian)}; naive engine run: ${fmt(naiveMedian)}.`,
    '',
    '| site (first pass) | scenarios | decide median | decide p95 | naive median |',
    '|---|---:|---:|---:|---:|',
    ...siteTable.map((s) => `| ${s.site} | ${s.scenarios} | ${fmt(s.decide.median)} | ${fmt(s.decide.p95)} | ${fmt(s.naive.median)} |`),
  ];
  return {
    name: 'engine',
    rows,
    detail: {
      lines,
      compile: c,
      decide: { passes: passMedian, cold: passCold, naive: passNaive, ratios: passRatio },
      perSite: siteTable,
      loadavg: load,
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const section = await run();
  for (const r of section.rows)
    console.log(
      `${r.what}: median ${r.median.toFixed(3)} ${r.unit} (${r.min.toFixed(3)}–${r.max.toFixed(3)}, ${r.runs} runs), budget ${r.direction === 'max' ? '≤' : '≥'} ${r.budget}. ${r.note ?? ''}`,
    );
  for (const l of (section.detail as { lines: string[] }).lines) console.log(l);
}
