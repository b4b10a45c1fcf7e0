import type { CompiledConfig } from '../rules-model/compiled-types';
import { createDecider } from '../engine/decide';
import { compareIds } from '../engine/id-order';
import type { ConfigDiff, SharedChange } from './diff-config';
import { declarationFilter, declarationsFor, effectFilter, firedEffects, responsibleAmong, suspects } from './diff-causes';
import { compareFacets, facetsOf, facetCache, knownIds, type FacetChange } from './diff-facets';
import { REFERENCE_NOW } from '../engine/normalize-facts';
import { DIMENSIONS, scopeOf, summarize, type Dimension, type Scope } from './diff-words';
import type { Scenario, ScenarioDims } from './scenario-matrix';

/** One change to what visitors see, with every scenario it touches and the rules and declarations behind it. */
export interface DecisionChange extends FacetChange {
  /** Every id that changed alike (same scenarios, same rules), `subject` first. */
  subjects: string[];
  summary: string;
  scenarios: string[];
  scope: Scope;
  rules: { id: string; source: string; scenarios: number }[];
  declarations: string[];
}

export interface DecisionDiff {
  scenarios: number;
  /** Scenarios decided on both sides (the others belong to sites whose compiled configuration is identical, or to one side only). */
  decided: number;
  unchangedSites: string[];
  onlyIn: { base: string[]; head: string[] };
  changedScenarios: number;
  changes: DecisionChange[];
}

const KIND_ORDER: FacetChange['kind'][] = [
  'redirect',
  'dialog',
  'dialog-detail',
  'dialog-order',
  'bar',
  'bar-order',
  'hidden',
  'widget',
  'header',
  'footer',
  'locale',
  'footer-meta',
  'login-methods',
  'var',
];

/** Everything decide() reads for one site, as text: equal texts decide equally (a site reads only its own footer set). */
function siteFingerprints(config: CompiledConfig): Map<string, string> {
  const { sites, hash: _h, footers, ...shared } = config;
  const common = JSON.stringify(shared);
  return new Map(Object.entries(sites).map(([k, s]) => [k, `${common}${JSON.stringify(footers[s.footer] ?? null)}${JSON.stringify(s)}`]));
}

interface Group {
  change: FacetChange;
  dims: ScenarioDims[];
  scenarios: string[];
  rules: Map<string, number>;
  declarations: Set<string>;
  touches: (fx: string) => boolean;
  relevant: (s: SharedChange) => boolean;
  /** Declarations by site, worked out once per site. */
  bySite: Map<string, string[]>;
}

const MERGEABLE = new Set<FacetChange['kind']>(['dialog', 'bar', 'hidden', 'widget', 'header', 'footer']);

/** Joins groups that say the same of different ids (an id and the items it takes down) over the same scenarios and rules. */
function mergeAlike(groups: Group[]): { group: Group; subjects: string[] }[] {
  const out = new Map<string, { group: Group; subjects: string[] }>();
  for (const g of groups) {
    const c = g.change;
    const alike = MERGEABLE.has(c.kind) && !c.subject.includes('.');
    const key = alike
      ? JSON.stringify([
          c.kind,
          c.before,
          c.after,
          g.scenarios.join(' '),
          [...g.rules].sort(([a], [b]) => compareIds(a, b)),
          [...g.declarations].sort(),
        ])
      : `${out.size}`;
    const m = out.get(key);
    if (m) m.subjects.push(c.subject);
    else out.set(key, { group: g, subjects: [c.subject] });
  }
  return [...out.values()].map((m) => ({ ...m, subjects: m.subjects.sort() }));
}

/**
 * Layer 2 of the diff: decides every scenario with both configurations and groups what changed
 * for visitors, each group with its scenarios and the rules responsible.
 */
export async function diffDecisions(
  base: CompiledConfig,
  head: CompiledConfig,
  scenarios: readonly Scenario[],
  config: ConfigDiff,
): Promise<DecisionDiff> {
  const deciders = [createDecider(base), createDecider(head)] as const;
  const prints = [siteFingerprints(base), siteFingerprints(head)] as const;
  const known = { base: knownIds(base), head: knownIds(head) };
  const changedRules = new Set(config.shared.filter((s) => s.area === 'rules').map((s) => s.id));
  const matrixValues = Object.fromEntries(DIMENSIONS.map((d) => [d, [...new Set(scenarios.map((s) => s.dims[d]))]])) as Record<
    Dimension,
    string[]
  >;
  const groups = new Map<string, Group>();
  const menus = facetCache();
  const unchanged = new Set<string>();
  const onlyIn = { base: new Set<string>(), head: new Set<string>() };
  let decided = 0;
  let changedScenarios = 0;
  for (const s of scenarios) {
    const site = s.dims.site;
    if (!base.sites[site] || !head.sites[site]) {
      onlyIn[base.sites[site] ? 'base' : 'head'].add(site);
      continue;
    }
    if (prints[0].get(site) === prints[1].get(site)) {
      unchanged.add(site);
      continue;
    }
    decided++;
    // Matrix facts fit the facts schema by construction (scenario-matrix.test.ts checks every one).
    const a = await deciders[0].decide(s.facts, { schemaClean: true });
    const b = await deciders[1].decide(s.facts, { schemaClean: true });
    const nowMs = Date.parse(s.facts.now ?? REFERENCE_NOW);
    const changes = compareFacets(facetsOf(a, nowMs, menus), facetsOf(b, nowMs, menus), known);
    if (!changes.length) continue;
    changedScenarios++;
    const suspected = suspects(firedEffects(a), firedEffects(b), changedRules);
    for (const c of changes) {
      const key = JSON.stringify([c.kind, c.subject, c.before, c.after]);
      let g = groups.get(key);
      if (!g)
        groups.set(
          key,
          (g = {
            change: c,
            dims: [],
            scenarios: [],
            rules: new Map(),
            declarations: new Set(),
            touches: effectFilter(c, base, head),
            relevant: declarationFilter(c, base, head),
            bySite: new Map(),
          }),
        );
      g.dims.push(s.dims);
      g.scenarios.push(s.id);
      for (const r of responsibleAmong(suspected, g.touches)) g.rules.set(r, (g.rules.get(r) ?? 0) + 1);
      if (!g.bySite.has(site)) {
        g.bySite.set(site, declarationsFor(g.relevant, site, config));
        g.bySite.get(site)!.forEach((d) => g.declarations.add(d));
      }
    }
  }
  // A published side carries no sources (docs/contract.md, the Decision's trace): the other side's, when it has the rule.
  const sourceOf = (id: string) => head.rules[id]?.source ?? base.rules[id]?.source ?? '';
  const changes = mergeAlike([...groups.values()]).map(({ group: g, subjects }): DecisionChange => ({
    ...g.change,
    subject: subjects[0]!,
    subjects,
    summary: summarize(g.change, subjects),
    scenarios: g.scenarios,
    scope: scopeOf(g.dims, matrixValues),
    rules: [...g.rules]
      .sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))
      .map(([id, n]) => ({ id, source: sourceOf(id), scenarios: n })),
    declarations: [...g.declarations].sort(),
  }));
  changes.sort(
    (x, y) =>
      KIND_ORDER.indexOf(x.kind) - KIND_ORDER.indexOf(y.kind) ||
      y.scenarios.length - x.scenarios.length ||
      x.subject.localeCompare(y.subject),
  );
  return {
    scenarios: scenarios.length,
    decided,
    unchangedSites: [...unchanged].sort(),
    onlyIn: { base: [...onlyIn.base].sort(), head: [...onlyIn.head].sort() },
    changedScenarios,
    changes,
  };
}
