// `npm run bench`: timings of compile and decide, with the naive json-rules-engine baseline
// measured in the same run. Reports medians and p95; asserts nothing (the record is the table).
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RuleProperties } from 'json-rules-engine';
import { readSources } from '../cli/read-sources';
import { compileOrThrow } from '../src/config/compile';
import { toEngineTest } from '../src/config/fold-site';
import type { CompiledConfig, EngineCondition } from '../src/config/compiled-types';
import { createDecider } from '../src/engine/decide';
import { normalizeFacts } from '../src/engine/normalize-facts';
import { scenarioMatrix } from '../src/engine/scenario-matrix';
import { createEngine } from '../src/engine/site-engine';
import type { Condition } from '../src/generated/schema-types';
import { benchDiff } from './diff-bench';
import { fmt, stats } from './stats';

const root = fileURLToPath(new URL('..', import.meta.url));
const sources = readSources(root);
const now = () => performance.now();

function time<T>(fn: () => T): [T, number] {
  const t0 = now();
  const r = fn();
  return [r, now() - t0];
}

// compile
const compileTimes: number[] = [];
let config!: CompiledConfig;
for (let i = 0; i < 15; i++) {
  const [c, t] = time(() => compileOrThrow(sources));
  config = c;
  compileTimes.push(t);
}

// The naive baseline: one Engine holding every rule unfolded (site tests evaluated per run), facts passed raw.
function unfold(c: Condition): EngineCondition {
  if ('all' in c) return { all: c.all.map(unfold) };
  if ('any' in c) return { any: c.any.map(unfold) };
  if ('not' in c) return { not: unfold(c.not) };
  return toEngineTest(c);
}
const naive = createEngine(Object.values(config.rules).map((r): RuleProperties => {
  const cond = r.when ? unfold(r.when) : { all: [] };
  return { name: r.id, conditions: ('fact' in cond ? { all: [cond] } : cond) as RuleProperties['conditions'], event: { type: 'meridian', params: { rule: r.id } } };
}));

const sites = Object.keys(config.sites);
// Three ways over the same scenarios, interleaved so machine noise hits all alike:
// warm: one memoizing decider for the whole matrix (as the site and the CLI use it);
// cold: a decider that runs every rule every time; naive: the engine run alone, no Decision built.
const warm = createDecider(config);
const cold = createDecider(config, { memo: false });
const rows: { site: string; n: number; median: number; p95: number; cold: number; naive: number }[] = [];
const all: number[] = [];
const allCold: number[] = [];
const allNaive: number[] = [];
for (const site of sites) {
  const scenarios = scenarioMatrix({ sites: [site], paths: ['/', '/trade/BTC_USDT'] });
  for (const s of scenarios.slice(0, 20)) await cold.decide(s.facts); // JIT warm-up only
  const times: number[] = [];
  const coldTimes: number[] = [];
  const naiveTimes: number[] = [];
  for (const s of scenarios) {
    let t0 = now();
    await warm.decide(s.facts);
    times.push(now() - t0);
    t0 = now();
    await cold.decide(s.facts);
    coldTimes.push(now() - t0);
    const { facts, stored } = normalizeFacts(config, s.facts);
    t0 = now();
    await naive.run({ ...facts, elapsedMs: (p: { of: string }) => stored.ages[p.of] ?? null, sameDay: (p: { of: string }) => stored.sameDay[p.of] ?? null });
    naiveTimes.push(now() - t0);
  }
  all.push(...times);
  allCold.push(...coldTimes);
  allNaive.push(...naiveTimes);
  const st = stats(times);
  rows.push({ site, n: st.n, median: st.median, p95: st.p95, cold: stats(coldTimes).median, naive: stats(naiveTimes).median });
}

const c = stats(compileTimes);
const d = stats(all);
const cd = stats(allCold);
const n = stats(allNaive);
console.log(`compile (${sources.length} files, ${Object.keys(config.rules).length} rules, ${sites.length} sites): median ${fmt(c.median)}, p95 ${fmt(c.p95)} over ${c.n} runs\n`);
console.log('| site | scenarios | decide median | decide p95 | cold decide median | naive engine run median |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const r of rows) console.log(`| ${r.site} | ${r.n} | ${fmt(r.median)} | ${fmt(r.p95)} | ${fmt(r.cold)} | ${fmt(r.naive)} |`);
console.log(`| **all** | ${d.n} | ${fmt(d.median)} | ${fmt(d.p95)} | ${fmt(cd.median)} | ${fmt(n.median)} |`);
const ratio = n.median / d.median;
console.log(`\ndecide: median ${fmt(d.median)} (budget 0.5 ms: ${d.median <= 0.5 ? 'met' : 'NOT met'}); ${ratio.toFixed(1)}× faster than the naive json-rules-engine run (budget ≥ 5×: ${ratio >= 5 ? 'met' : 'NOT met'}); cold decide ${fmt(cd.median)}.`);
console.log('decide = the whole Decision with the trace of fired rules; naive = one Engine holding every rule unfolded, facts passed raw, rules only.');

const diff = await benchDiff(root, config);
for (const line of diff.lines) console.log(line);

mkdirSync(new URL('.', import.meta.url), { recursive: true });
writeFileSync(new URL('results.json', import.meta.url), JSON.stringify({
  when: new Date().toISOString(),
  compile: c,
  decide: { all: d, perSite: rows },
  cold: cd,
  naive: n,
  ratio,
  diff: diff.results,
}, null, 2));

// The chart's figures (first drawn frame, live update) print their own table and bench/chart-results.json.
await import('./chart').then((m) => m.benchChart());
