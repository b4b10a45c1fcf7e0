// `npm run bench`: timings of compile and decide, with the naive json-rules-engine baseline
// measured in the same run. Reports medians and p95; asserts nothing (the record is the table).
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RuleProperties } from 'json-rules-engine';
import { readSources } from '../cli/read-sources';
import { compileOrThrow } from '../src/config/compile';
import { toEngineTest } from '../src/config/fold-site';
import type { CompiledConfig, EngineCondition } from '../src/config/compiled-types';
import { decide } from '../src/engine/decide';
import { normalizeFacts } from '../src/engine/normalize-facts';
import { scenarioMatrix } from '../src/engine/scenario-matrix';
import { createEngine } from '../src/engine/site-engine';
import type { Condition } from '../src/generated/schema-types';
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
const rows: { site: string; n: number; median: number; p95: number; naive: number }[] = [];
const all: number[] = [];
const allNaive: number[] = [];
for (const site of sites) {
  const scenarios = scenarioMatrix({ sites: [site], paths: ['/', '/trade/BTC_USDT'] });
  for (const s of scenarios.slice(0, 50)) await decide(config, s.facts); // warm-up
  const times: number[] = [];
  const naiveTimes: number[] = [];
  for (const s of scenarios) {
    const t0 = now();
    await decide(config, s.facts, { trace: 'fired' });
    times.push(now() - t0);
    const { facts, stored } = normalizeFacts(config, s.facts);
    const t1 = now();
    await naive.run({ ...facts, elapsedMs: (p: { of: string }) => stored.ages[p.of] ?? null, sameDay: (p: { of: string }) => stored.sameDay[p.of] ?? null });
    naiveTimes.push(now() - t1);
  }
  all.push(...times);
  allNaive.push(...naiveTimes);
  const st = stats(times);
  rows.push({ site, n: st.n, median: st.median, p95: st.p95, naive: stats(naiveTimes).median });
}

const c = stats(compileTimes);
const d = stats(all);
const n = stats(allNaive);
console.log(`compile (${sources.length} files, ${Object.keys(config.rules).length} rules, ${sites.length} sites): median ${fmt(c.median)}, p95 ${fmt(c.p95)} over ${c.n} runs\n`);
console.log('| site | scenarios | decide median | decide p95 | naive engine run median |');
console.log('|---|---:|---:|---:|---:|');
for (const r of rows) console.log(`| ${r.site} | ${r.n} | ${fmt(r.median)} | ${fmt(r.p95)} | ${fmt(r.naive)} |`);
console.log(`| **all** | ${d.n} | ${fmt(d.median)} | ${fmt(d.p95)} | ${fmt(n.median)} |`);
const ratio = n.median / d.median;
console.log(`\ndecide (whole Decision, trace of fired rules) vs naive json-rules-engine run (rules only): ${ratio.toFixed(2)}× (budget ≥ 5×); decide median budget 0.5 ms: ${d.median <= 0.5 ? 'met' : 'NOT met'}`);

mkdirSync(new URL('.', import.meta.url), { recursive: true });
writeFileSync(new URL('results.json', import.meta.url), JSON.stringify({
  when: new Date().toISOString(),
  compile: c,
  decide: { all: d, perSite: rows },
  naive: n,
  ratio,
}, null, 2));
