import type { CompiledConfig, CompiledSite } from '../rules-model/compiled-types';
import type { SiteFile } from '../generated/schema-types';
import { diffValues, type ValueChange } from './diff-values';

export type ChangeStatus = 'added' | 'removed' | 'changed';

/** A site's resolved configuration change; `from` names the ancestor the value is inherited from. */
export interface SiteChange {
  site: string;
  status: ChangeStatus;
  changes: (ValueChange & { from?: string })[];
}

export type SharedArea = 'rules' | 'dialogs' | 'bars' | 'features' | 'vars' | 'stored' | 'products' | 'navigation' | 'footers';

/** A change to something sites share (a rule, a dialog, a footer set …) and the sites it reaches. */
export interface SharedChange {
  area: SharedArea;
  id: string;
  status: ChangeStatus;
  changes: ValueChange[];
  reaches: string[];
}

export interface ConfigDiff {
  /** Every site key on either side. */
  allSites: string[];
  sites: SiteChange[];
  shared: SharedChange[];
}

/** One side of a comparison: its compiled configuration and, when known, the site files as written (for `extends`). */
export interface ConfigSide {
  config: CompiledConfig;
  siteFiles?: readonly SiteFile[];
}

const statusOf = (a: unknown, b: unknown): ChangeStatus => (a === undefined ? 'added' : b === undefined ? 'removed' : 'changed');

function resolvedView(site: CompiledSite | undefined): Record<string, unknown> | undefined {
  if (!site) return undefined;
  const { rules: _r, excluded: _e, ...rest } = site;
  return rest;
}

/** The nearest site along `key`'s extends chain whose own file sets `field`; null when it is the site itself. */
function inheritedFrom(files: readonly SiteFile[] | undefined, key: string, field: string): string | null {
  const byKey = new Map((files ?? []).map((f) => [f.key, f]));
  let at = byKey.get(key);
  const seen = new Set<string>();
  while (at && !seen.has(at.key)) {
    seen.add(at.key);
    if (field in at) return at.key === key ? null : at.key;
    at = at.extends ? byKey.get(at.extends) : undefined;
  }
  return null;
}

function keyed<T>(list: readonly T[], key: (t: T) => string): Map<string, T> {
  return new Map(list.map((t) => [key(t), t]));
}

/** Sites each rule can run on (not ruled out by its site conditions). */
function ruleSites(config: CompiledConfig): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [key, site] of Object.entries(config.sites)) {
    for (const r of site.rules) out.set(r.id, (out.get(r.id) ?? new Set()).add(key));
  }
  return out;
}

/**
 * Layer 1 of the diff: per site, the resolved configuration (after `extends`, so a parent's edit
 * shows on every child it reaches), and every shared declaration with the sites it reaches.
 */
export function diffConfig(base: ConfigSide, head: ConfigSide): ConfigDiff {
  const a = base.config;
  const b = head.config;
  const siteKeys = [...new Set([...Object.keys(a.sites), ...Object.keys(b.sites)])].sort();
  const sites: SiteChange[] = [];
  for (const key of siteKeys) {
    const before = resolvedView(a.sites[key]);
    const after = resolvedView(b.sites[key]);
    const changes = before && after ? diffValues(before, after) : [];
    if (before && after && !changes.length) continue;
    sites.push({
      site: key,
      status: statusOf(before, after),
      changes: changes.map((c) => {
        const field = c.path.split(/[.[]/)[0]!;
        const from = inheritedFrom(after ? head.siteFiles : base.siteFiles, key, field);
        return from ? { ...c, from } : c;
      }),
    });
  }

  const all = siteKeys;
  const rulesA = ruleSites(a);
  const rulesB = ruleSites(b);
  const runsOn = (id: string) => [...new Set([...(rulesA.get(id) ?? []), ...(rulesB.get(id) ?? [])])].sort();
  const raisedOn = (pick: (then: CompiledConfig['rules'][string]['then']) => boolean) => {
    const out = new Set<string>();
    for (const c of [a, b]) for (const r of Object.values(c.rules)) if (pick(r.then)) runsOn(r.id).forEach((s) => out.add(s));
    return [...out].sort();
  };
  const footerSites = (id: string) => all.filter((s) => a.sites[s]?.footer === id || b.sites[s]?.footer === id);
  const ruleView = (c: CompiledConfig) => new Map(Object.entries(c.rules).map(([id, { line: _l, ...r }]) => [id, r]));

  const shared: SharedChange[] = [];
  const compare = <T>(area: SharedArea, before: Map<string, T>, after: Map<string, T>, reaches: (id: string) => string[]) => {
    for (const id of [...new Set([...before.keys(), ...after.keys()])].sort()) {
      const x = before.get(id);
      const y = after.get(id);
      const changes = x !== undefined && y !== undefined ? diffValues(x, y) : [];
      if (x !== undefined && y !== undefined && !changes.length) continue;
      shared.push({ area, id, status: statusOf(x, y), changes, reaches: reaches(id) });
    }
  };
  compare('rules', ruleView(a), ruleView(b), runsOn);
  compare(
    'dialogs',
    keyed(Object.values(a.dialogs), (d) => d.id),
    keyed(Object.values(b.dialogs), (d) => d.id),
    (id) => raisedOn((t) => t.dialog?.id === id),
  );
  compare(
    'bars',
    keyed(Object.values(a.bars), (x) => x.id),
    keyed(Object.values(b.bars), (x) => x.id),
    (id) => raisedOn((t) => t.bar === id),
  );
  compare(
    'features',
    keyed(Object.values(a.features), (f) => f.id),
    keyed(Object.values(b.features), (f) => f.id),
    () => all,
  );
  compare(
    'vars',
    keyed(a.vars, (v) => v.name),
    keyed(b.vars, (v) => v.name),
    () => all,
  );
  compare(
    'stored',
    keyed(a.stored, (s) => s.name),
    keyed(b.stored, (s) => s.name),
    () => all,
  );
  const productKey = (p: CompiledConfig['products'][number]) => `${p.code} ${p.pattern}${p.query ? ` ${JSON.stringify(p.query)}` : ''}`;
  compare('products', keyed(a.products, productKey), keyed(b.products, productKey), () => all);
  compare(
    'navigation',
    keyed(a.navigation, (i) => i.id),
    keyed(b.navigation, (i) => i.id),
    () => all,
  );
  compare('footers', new Map(Object.entries(a.footers)), new Map(Object.entries(b.footers)), footerSites);
  return { allSites: siteKeys, sites, shared };
}
