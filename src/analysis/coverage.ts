import type { CompiledConfig } from '../rules-model/compiled-types';
import type { ConditionTrace, Decision } from '../generated/schema-types';
import { leafText, matchLeaves, ruleLeaves, traceLeaves, type RuleLeaf } from './condition-leaves';
import { createDecider } from '../engine/decide';
import type { Scenario } from './scenario-matrix';
import { withFolded } from '../engine/trace';

export interface ConditionCoverage {
  path: string;
  text: string;
  true: number;
  false: number;
  /** Scenarios where the engine did not get to this test (short-circuit, or the site ruled the rule out). */
  notEvaluated: number;
}

export interface RuleCoverage {
  id: string;
  file: string;
  line: number;
  source: string;
  /** Scenarios on sites where the rule can run. */
  runs: number;
  fired: number;
  conditions: ConditionCoverage[];
}

export interface CoverageReport {
  scenarios: number;
  rules: RuleCoverage[];
  neverFired: string[];
  conditionsNeverTrue: { rule: string; path: string; text: string }[];
  conditionsNeverFalse: { rule: string; path: string; text: string }[];
  /** Feature switches and product codes no scenario hides. */
  neverHidden: string[];
  dialogs: { id: string; raised: number; opened: number }[];
  neverOpened: string[];
  /** Scenarios where two or more modal dialogs are raised together: only the first opens. */
  competing: { dialogs: string[]; scenarios: number; examples: string[] }[];
  percent: { rules: number; conditions: number };
}

interface Counter {
  rule: RuleCoverage;
  leaves: RuleLeaf[];
  /** How many scenarios of each site produced each evaluated condition tree (deciders reuse the trees of equal inputs). */
  seen: Map<ConditionTrace, { site: string; n: number }>;
  /** Per site: trace test index → rule test index (the shape of a site's trace does not change). */
  maps: Map<string, number[]>;
}

const pct = (n: number, of: number) => (of ? Math.round((n / of) * 1000) / 10 : 100);

/**
 * Decides every scenario with the full trace and counts, per rule, how often it fired and each of
 * its tests was true, false or not evaluated; and what no scenario reaches: rules that never fire,
 * tests never false, ids never hidden, dialogs never opened; and where modal dialogs compete.
 */
export async function coverage(config: CompiledConfig, scenarios: readonly Scenario[]): Promise<CoverageReport> {
  const decider = createDecider(config);
  const counters = new Map<string, Counter>(
    Object.values(config.rules).map((r) => {
      const leaves = ruleLeaves(r.when);
      const rule: RuleCoverage = {
        id: r.id,
        file: r.file,
        line: r.line,
        source: r.source ?? '',
        runs: 0,
        fired: 0,
        conditions: leaves.map((l) => ({ path: l.path, text: leafText(l.test), true: 0, false: 0, notEvaluated: 0 })),
      };
      return [r.id, { rule, leaves, seen: new Map(), maps: new Map() }];
    }),
  );
  const hidden = new Set<string>();
  const raised = new Map<string, number>();
  const opened = new Map<string, number>();
  const competing = new Map<string, { dialogs: string[]; scenarios: number; examples: string[] }>();
  /** Adds `n` scenarios in which a rule's conditions came out as `tree`. */
  const tally = (c: Counter, tree: ConditionTrace | undefined, site: string, n: number) => {
    const leaves = traceLeaves(tree);
    let map = c.maps.get(site);
    if (!map) c.maps.set(site, (map = matchLeaves(c.leaves, leaves)));
    const evaluated = new Set<number>();
    leaves.forEach((leaf, i) => {
      const j = map[i]!;
      if (j < 0 || !leaf.evaluated) return;
      evaluated.add(j);
      c.rule.conditions[j]![leaf.result ? 'true' : 'false'] += n;
    });
    c.rule.conditions.forEach((x, j) => {
      if (!evaluated.has(j)) x.notEvaluated += n;
    });
  };
  const perSite = new Map<string, number>();
  const excluded = new Map(Object.entries(config.sites).map(([key, site]) => [key, new Set(site.excluded.map((x) => x.id))]));
  for (const s of scenarios) {
    const d: Decision = await decider.decide(s.facts, { trace: 'all' });
    const site = d.site.key;
    perSite.set(site, (perSite.get(site) ?? 0) + 1);
    for (const t of d.trace) {
      if (t.kind !== 'rule' || excluded.get(site)!.has(t.rule!)) continue;
      const c = counters.get(t.rule!)!;
      c.rule.runs++;
      if (t.fired) c.rule.fired++;
      const entry = t.conditions && c.seen.get(t.conditions);
      if (entry) entry.n++;
      else if (t.conditions) c.seen.set(t.conditions, { site, n: 1 });
    }
    d.hidden.forEach((id) => hidden.add(id));
    d.dialogs.forEach((x, i) => {
      raised.set(x.id, (raised.get(x.id) ?? 0) + 1);
      if (i === 0) opened.set(x.id, (opened.get(x.id) ?? 0) + 1);
    });
    const modal = d.dialogs.filter((x) => x.modal).map((x) => x.id);
    if (modal.length > 1) {
      const key = modal.join(' ');
      const entry = competing.get(key) ?? { dialogs: modal, scenarios: 0, examples: [] };
      entry.scenarios++;
      if (entry.examples.length < 3) entry.examples.push(s.id);
      competing.set(key, entry);
    }
  }
  for (const c of counters.values()) for (const [tree, { site, n }] of c.seen) tally(c, tree, site, n);
  for (const [key, n] of perSite)
    for (const x of config.sites[key]!.excluded) tally(counters.get(x.id)!, withFolded(x.folded, null), key, n);
  const rules = [...counters.values()].map((c) => c.rule).sort((a, b) => a.id.localeCompare(b.id));
  const leaves = rules.flatMap((r) => r.conditions.map((c) => ({ rule: r.id, ...c })));
  const dialogs = Object.keys(config.dialogs)
    .sort()
    .map((id) => ({ id, raised: raised.get(id) ?? 0, opened: opened.get(id) ?? 0 }));
  const switches = [...Object.keys(config.features), ...config.products.map((p) => p.code)];
  const covered = leaves.reduce((n, l) => n + (l.true > 0 ? 1 : 0) + (l.false > 0 ? 1 : 0), 0);
  return {
    scenarios: scenarios.length,
    rules,
    neverFired: rules.filter((r) => r.fired === 0).map((r) => r.id),
    conditionsNeverTrue: leaves.filter((l) => l.true === 0).map(({ rule, path, text }) => ({ rule, path, text })),
    conditionsNeverFalse: leaves.filter((l) => l.false === 0).map(({ rule, path, text }) => ({ rule, path, text })),
    neverHidden: [...new Set(switches)].filter((id) => !hidden.has(id)).sort(),
    dialogs,
    neverOpened: dialogs.filter((x) => x.opened === 0).map((x) => x.id),
    competing: [...competing.values()].sort((a, b) => b.scenarios - a.scenarios),
    percent: {
      rules: pct(rules.length - rules.filter((r) => r.fired === 0).length, rules.length),
      conditions: pct(covered, leaves.length * 2),
    },
  };
}
