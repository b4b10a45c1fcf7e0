import { Almanac, Fact, type Engine, type RuleProperties, type RuleResult } from 'json-rules-engine';
import type { CompiledConfig, EngineCondition, SiteRule } from '../config/compiled-types';
import type { ConditionTrace } from '../generated/schema-types';
import { getPath } from './dot-path';
import type { NormalizedFacts } from './normalize-facts';
import { createEngine, siteEngine } from './site-engine';
import type { StoredRead } from './stored-values';
import { conditionTrace, withFolded } from './trace';

/** What json-rules-engine said about one rule for one set of fact values. */
export interface RuleOutcome {
  fired: boolean;
  result: RuleResult;
  trace?: ConditionTrace;
}

/** The rule's conditions as the engine evaluated them, with the folded site tests in front (converted once). */
export function outcomeTrace(rule: SiteRule, o: RuleOutcome): ConditionTrace {
  o.trace ??= withFolded(rule.folded, conditionTrace(o.result.conditions as never));
  return o.trace;
}

type Dep = { path: string } | { age: string } | { day: string };

/** Every value a rule's conditions read: fact paths, fact-valued comparands, computed facts and their params. */
function dependencies(cond: EngineCondition, out: Dep[] = []): Dep[] {
  if ('all' in cond) cond.all.forEach((c) => dependencies(c, out));
  else if ('any' in cond) cond.any.forEach((c) => dependencies(c, out));
  else if ('not' in cond) dependencies(cond.not, out);
  else {
    if (cond.fact === 'elapsedMs') out.push({ age: String(cond.params?.of) });
    else if (cond.fact === 'sameDay') out.push({ day: String(cond.params?.of) });
    else out.push({ path: cond.path ? `${cond.fact}.${cond.path}` : cond.fact });
    const v = cond.value as { fact?: unknown; path?: string } | null;
    if (v && typeof v === 'object' && typeof v.fact === 'string') out.push({ path: v.path ? `${v.fact}.${v.path}` : v.fact });
  }
  return out;
}

const MAX_KEYS_PER_RULE = 512;

interface SiteMemo {
  /** Every distinct value the site's rules read, once. */
  deps: Dep[];
  /** For each rule (in site order), the indexes into `deps` its key is made of. */
  ruleDeps: number[][];
  outcomes: Map<string, Map<string, RuleOutcome>>;
  engines: Map<string, Engine>;
}

const depId = (d: Dep) => ('path' in d ? `p:${d.path}` : 'age' in d ? `a:${d.age}` : `d:${d.day}`);

/**
 * Rule outcomes memoized by the values each rule reads. A rule's outcome is a pure function of
 * those values (our operators are pure; site tests were folded at compile time), so each distinct
 * input is evaluated by json-rules-engine once. Caches are explicit: one RuleMemo per decider.
 */
export class RuleMemo {
  private readonly sites = new Map<string, SiteMemo>();

  constructor(private readonly config: CompiledConfig) {}

  private site(site: NormalizedFacts['site']): SiteMemo {
    let m = this.sites.get(site.key);
    if (!m) {
      const index = new Map<string, number>();
      const deps: Dep[] = [];
      const ruleDeps = site.rules.map((rule) => dependencies(rule.conditions).map((d) => {
        const id = depId(d);
        if (!index.has(id)) {
          index.set(id, deps.length);
          deps.push(d);
        }
        return index.get(id)!;
      }));
      this.sites.set(site.key, (m = { deps, ruleDeps, outcomes: new Map(), engines: new Map() }));
    }
    return m;
  }

  /** Outcomes of every rule of the facts' site; misses are run through json-rules-engine. */
  async evaluate(f: NormalizedFacts, stored: StoredRead): Promise<Map<string, RuleOutcome>> {
    const site = f.site;
    const memo = this.site(site);
    const out = new Map<string, RuleOutcome>();
    const misses: { rule: SiteRule; key: string }[] = [];
    const values = memo.deps.map((d) => JSON.stringify('path' in d ? getPath(f, d.path) ?? null : 'age' in d ? stored.ages[d.age] ?? null : stored.sameDay[d.day] ?? null));
    for (const [i, rule] of site.rules.entries()) {
      const key = memo.ruleDeps[i]!.map((j) => values[j]).join('\u0001');
      const hit = memo.outcomes.get(rule.id)?.get(key);
      if (hit) out.set(rule.id, hit);
      else misses.push({ rule, key });
    }
    if (!misses.length) return out;
    const almanac = factsAlmanac(f, stored);
    if (misses.length > site.rules.length / 3) {
      await siteEngine(this.config, site).run({}, { almanac });
    } else {
      await Promise.all(misses.map(({ rule }) => this.ruleEngine(memo, rule).run({}, { almanac })));
    }
    const results = new Map(resultsOf(almanac).map((r) => [r.name, r]));
    for (const { rule, key } of misses) {
      const result = results.get(rule.id)!;
      const outcome: RuleOutcome = { fired: result.result === true, result };
      let perRule = memo.outcomes.get(rule.id);
      if (!perRule || perRule.size >= MAX_KEYS_PER_RULE) memo.outcomes.set(rule.id, (perRule = new Map()));
      perRule.set(key, outcome);
      out.set(rule.id, outcome);
    }
    return out;
  }

  private ruleEngine(memo: SiteMemo, rule: SiteRule): Engine {
    let e = memo.engines.get(rule.id);
    if (!e) memo.engines.set(rule.id, (e = createEngine([engineRule(rule)])));
    return e;
  }
}

/** Runs every rule of the site once, without memo (the cold path, and the reference for tests). */
export async function evaluateAll(config: CompiledConfig, f: NormalizedFacts, stored: StoredRead): Promise<Map<string, RuleOutcome>> {
  const almanac = factsAlmanac(f, stored);
  await siteEngine(config, f.site).run({}, { almanac });
  return new Map(resultsOf(almanac).map((r) => [r.name, { fired: r.result === true, result: r }]));
}

export function engineRule(rule: SiteRule): RuleProperties {
  return { name: rule.id, conditions: rule.conditions as RuleProperties['conditions'], event: { type: 'meridian', params: { rule: rule.id } } };
}

/** Almanac#getResults exists in json-rules-engine 7 but is missing from its type declarations. */
function resultsOf(almanac: Almanac): RuleResult[] {
  return (almanac as unknown as { getResults(): RuleResult[] }).getResults();
}

/** One Almanac per decision: the facts as constants plus the computed facts elapsedMs and sameDay. */
function factsAlmanac(f: NormalizedFacts, stored: StoredRead): Almanac {
  const almanac = new Almanac({ allowUndefinedFacts: true, pathResolver: getPath });
  for (const [k, v] of Object.entries(f)) almanac.addRuntimeFact(k, v);
  almanac.addFact(new Fact('elapsedMs', (p: Record<string, unknown>) => stored.ages[String(p.of)] ?? null, { cache: false }));
  almanac.addFact(new Fact('sameDay', (p: Record<string, unknown>) => stored.sameDay[String(p.of)] ?? null, { cache: false }));
  return almanac;
}

