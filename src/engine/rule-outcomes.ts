import { Almanac, Fact, type Engine, type RuleProperties, type RuleResult } from 'json-rules-engine';
import type { CompiledConfig, EngineCondition, SiteRule } from '../rules-model/compiled-types';
import type { ConditionTrace } from '../generated/schema-types';
import { getPath, pathReader } from '../rules-model/dot-path';
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

const MAX_TOKENS = 4096;

/** One rule's memo: nested Maps, one level per value it reads (in `ruleDeps` order), outcomes at the leaves. */
interface MemoTree {
  root: Map<unknown, unknown>;
  size: number;
  /** The outcome of a rule that reads nothing. */
  constant: RuleOutcome | undefined;
}

type Getter = (f: NormalizedFacts, stored: StoredRead) => unknown;

interface SiteMemo {
  /** Every distinct value the site's rules read, once. */
  deps: Dep[];
  /** How to read each of `deps` from the facts (as getPath would, absent → null). */
  getters: Getter[];
  /** For each rule (in site order), the indexes into `deps` its key is made of. */
  ruleDeps: number[][];
  /** For each rule (in site order), its memo. */
  trees: MemoTree[];
  engines: Map<string, Engine>;
}

/** Reads one dependency; a fact path is split once (pathReader), not on every read. */
function getterOf(d: Dep): Getter {
  if ('age' in d) return (_f, stored) => stored.ages[d.age] ?? null;
  if ('day' in d) return (_f, stored) => stored.sameDay[d.day] ?? null;
  const read = pathReader(d.path);
  return (f) => read(f) ?? null;
}

const depId = (d: Dep) => ('path' in d ? `p:${d.path}` : 'age' in d ? `a:${d.age}` : `d:${d.day}`);

/**
 * Rule outcomes memoized by the values each rule reads. A rule's outcome is a pure function of
 * those values (our operators are pure; site tests were folded at compile time), so each distinct
 * input is evaluated by json-rules-engine once. Caches are explicit: one RuleMemo per decider.
 *
 * The memo is a tree per rule: one level per value the rule reads, keyed by the value itself
 * (primitives as they are, objects and arrays by an interned token of their JSON), so a lookup
 * builds no strings. Values are read through getters compiled once per site.
 */
export class RuleMemo {
  private readonly sites = new Map<string, SiteMemo>();
  /** JSON text of an object or array value → a token standing for it in the memo trees. */
  private tokens = new Map<string, object>();

  constructor(private readonly config: CompiledConfig) {}

  private site(site: NormalizedFacts['site']): SiteMemo {
    let m = this.sites.get(site.key);
    if (!m) {
      const index = new Map<string, number>();
      const deps: Dep[] = [];
      const ruleDeps = site.rules.map((rule) =>
        dependencies(rule.conditions).map((d) => {
          const id = depId(d);
          if (!index.has(id)) {
            index.set(id, deps.length);
            deps.push(d);
          }
          return index.get(id)!;
        }),
      );
      const trees = site.rules.map((): MemoTree => ({ root: new Map(), size: 0, constant: undefined }));
      this.sites.set(site.key, (m = { deps, getters: deps.map(getterOf), ruleDeps, trees, engines: new Map() }));
    }
    return m;
  }

  /** A Map key standing for one value: equal values (by JSON for objects) give the same key. */
  private keyOf(v: unknown): unknown {
    if (v === undefined || v === null) return null;
    if (typeof v !== 'object') return v;
    const json = JSON.stringify(v);
    let token = this.tokens.get(json);
    if (!token) {
      if (this.tokens.size >= MAX_TOKENS) this.tokens = new Map(); // old tokens only cost misses
      this.tokens.set(json, (token = {}));
    }
    return token;
  }

  /** Outcomes of every rule of the facts' site, in site order; misses are run through json-rules-engine. */
  async evaluate(f: NormalizedFacts, stored: StoredRead): Promise<RuleOutcome[]> {
    const site = f.site;
    const memo = this.site(site);
    const rules = site.rules;
    const out: RuleOutcome[] = new Array(rules.length);
    const keys = memo.getters.map((get) => this.keyOf(get(f, stored)));
    let misses: number[] | null = null;
    for (let i = 0; i < rules.length; i++) {
      const tree = memo.trees[i]!;
      const deps = memo.ruleDeps[i]!;
      let hit: RuleOutcome | undefined;
      if (deps.length === 0) hit = tree.constant;
      else {
        let node: Map<unknown, unknown> | undefined = tree.root;
        const last = deps.length - 1;
        for (let j = 0; j < last && node; j++) node = node.get(keys[deps[j]!]) as Map<unknown, unknown> | undefined;
        hit = node?.get(keys[deps[last]!]) as RuleOutcome | undefined;
      }
      if (hit) out[i] = hit;
      else (misses ??= []).push(i);
    }
    if (!misses) return out;
    const almanac = factsAlmanac(f, stored);
    if (misses.length > rules.length / 3) {
      await siteEngine(this.config, site).run({}, { almanac });
    } else {
      await Promise.all(misses.map((i) => this.ruleEngine(memo, rules[i]!).run({}, { almanac })));
    }
    const results = new Map(resultsOf(almanac).map((r) => [r.name, r]));
    for (const i of misses) {
      const rule = rules[i]!;
      const result = results.get(rule.id)!;
      const outcome: RuleOutcome = { fired: result.result === true, result };
      this.store(memo.trees[i]!, memo.ruleDeps[i]!, keys, outcome);
      out[i] = outcome;
    }
    return out;
  }

  private store(tree: MemoTree, deps: number[], keys: unknown[], outcome: RuleOutcome): void {
    if (deps.length === 0) {
      tree.constant = outcome;
      return;
    }
    if (tree.size >= MAX_KEYS_PER_RULE) {
      tree.root = new Map();
      tree.size = 0;
    }
    let node = tree.root;
    const last = deps.length - 1;
    for (let j = 0; j < last; j++) {
      const k = keys[deps[j]!];
      let next = node.get(k) as Map<unknown, unknown> | undefined;
      if (!next) node.set(k, (next = new Map()));
      node = next;
    }
    node.set(keys[deps[last]!], outcome);
    tree.size++;
  }

  private ruleEngine(memo: SiteMemo, rule: SiteRule): Engine {
    let e = memo.engines.get(rule.id);
    if (!e) memo.engines.set(rule.id, (e = createEngine([engineRule(rule)])));
    return e;
  }
}

/** Runs every rule of the site once, without memo (the cold path, and the reference for tests); outcomes in site order. */
export async function evaluateAll(config: CompiledConfig, f: NormalizedFacts, stored: StoredRead): Promise<RuleOutcome[]> {
  const almanac = factsAlmanac(f, stored);
  await siteEngine(config, f.site).run({}, { almanac });
  const results = new Map(resultsOf(almanac).map((r) => [r.name, r]));
  return f.site.rules.map((rule) => {
    const r = results.get(rule.id)!;
    return { fired: r.result === true, result: r };
  });
}

export function engineRule(rule: SiteRule): RuleProperties {
  return {
    name: rule.id,
    conditions: rule.conditions as RuleProperties['conditions'],
    event: { type: 'meridian', params: { rule: rule.id } },
  };
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
