import type { CompiledConfig, CompiledRule } from '../rules-model/compiled-types';
import type { ConditionTrace, Decision, Facts } from '../generated/schema-types';
import { decide } from '../engine/decide';
import { hiddenByIds, WIDGET_HIDDEN_IDS } from './diff-facets';
import { itemIds } from './expectations';
import { reasonFor, type ExplainKind } from './explain-verdict';

export type { ExplainKind } from './explain-verdict';

/** The id that asks where the scenario is sent: every rule with a `redirect` action can answer. */
export const REDIRECT_ID = 'redirect';

/** A rule that could change the id, and what it did in this scenario. */
export interface ExplainedRule {
  id: string;
  source: string;
  description: string;
  at: string;
  /** What the rule does to the id: 'hide', 'show', 'dialog', 'bar', 'redirect'. */
  effect: string;
  /** The id or fact through which it reaches the id (a flag, a product code, a menu, site.hidden …). */
  via: string;
  fired: boolean;
  /** The site's own configuration rules it out before any visitor fact is read. */
  ruledOutBySite: boolean;
  /** It fired and its effect reached the id. */
  applied: boolean;
  conditions: ConditionTrace | undefined;
}

export interface Explanation {
  id: string;
  kinds: ExplainKind[];
  site: { key: string; id: number };
  /** The outcome in plain words: `hidden`, `opens`, `raised, waiting behind uk_limit` … */
  verdict: string;
  rules: ExplainedRule[];
  notes: string[];
  decision: Decision;
}

const WIDGETS: Readonly<Record<string, string>> = WIDGET_HIDDEN_IDS;

/** What kind of thing an id names in a configuration; empty when it names nothing. */
export function kindsOf(config: CompiledConfig, id: string): ExplainKind[] {
  const out: ExplainKind[] = [];
  // Own keys only: `explain __proto__` must not find Object.prototype in every record (issue 21).
  if (Object.hasOwn(config.dialogs, id)) out.push('dialog');
  if (Object.hasOwn(config.bars, id)) out.push('bar');
  if (Object.hasOwn(WIDGETS, id)) out.push('widget');
  if (Object.hasOwn(config.features, id)) out.push('feature');
  if (config.products.some((p) => p.code === id)) out.push('product');
  if (isItem(config, id)) out.push('item');
  if (id === REDIRECT_ID) out.push('redirect');
  return out;
}

function isItem(config: CompiledConfig, id: string): boolean {
  const sets = [config.navigation, ...Object.values(config.footers).flatMap((f) => f.columns.map((c) => c.links))];
  return sets.some((items) => itemIds(items).has(id));
}

/** How a rule's actions can reach one of `targets`: the effect and the id or fact it goes through. */
function reach(rule: CompiledRule, id: string, targets: ReadonlySet<string>): { effect: string; via: string } | null {
  const t = rule.then;
  if (id === REDIRECT_ID) return t.redirect ? { effect: 'redirect', via: t.redirect } : null;
  if (t.dialog?.id === id) return { effect: 'dialog', via: id };
  if (t.bar === id) return { effect: 'bar', via: id };
  if (Array.isArray(t.hide)) {
    const hit = t.hide.find((x) => targets.has(x));
    if (hit) return { effect: 'hide', via: hit };
  } else if (t.hide && targets.size) return { effect: 'hide', via: `the ids in ${t.hide.fact}` };
  const shown = t.show?.find((x) => targets.has(x));
  return shown ? { effect: 'show', via: shown } : null;
}

/**
 * Why an item, feature, dialog, bar or widget is shown or not in one scenario: every rule that
 * could change it, whether it fired, its conditions with which held, and the outcome. Null when
 * the id names nothing in the configuration.
 */
export async function explain(config: CompiledConfig, facts: Facts, id: string): Promise<Explanation | null> {
  const kinds = kindsOf(config, id);
  if (!kinds.length) return null;
  const decision = await decide(config, facts, { trace: 'all' });
  const site = config.sites[decision.site.key]!;
  const hideable = kinds.some((k) => k === 'item' || k === 'feature' || k === 'product' || k === 'widget');
  const targets = hideable ? hiddenByIds(config, WIDGETS[id] ?? id) : new Set<string>();
  const traces = new Map(decision.trace.filter((t) => t.kind === 'rule').map((t) => [t.rule!, t]));
  const excluded = new Set(site.excluded.map((x) => x.id));
  const rules: ExplainedRule[] = [];
  for (const rule of Object.values(config.rules)) {
    const r = reach(rule, id, targets);
    if (!r) continue;
    const t = traces.get(rule.id);
    const fx = t?.effects ?? [];
    const applied =
      !!t?.fired &&
      (r.effect === 'redirect'
        ? decision.redirect === r.via && fx.includes(`redirect:${r.via}`)
        : r.effect === 'dialog' || r.effect === 'bar'
          ? fx.includes(`${r.effect}:${id}`)
          : fx.some((e) => targets.has(e.slice(5)) && e.startsWith(`${r.effect}:`)));
    if (r.via.startsWith('the ids in') && !applied && !t?.fired) r.via = `${r.via} (when they include it)`;
    rules.push({
      id: rule.id,
      source: rule.source ?? '',
      description: rule.description,
      at: `${rule.file}:${rule.line}`,
      ...r,
      fired: !!t?.fired,
      ruledOutBySite: excluded.has(rule.id),
      applied,
      conditions: t?.conditions,
    });
  }
  rules.sort((a, b) => Number(b.applied) - Number(a.applied) || Number(b.fired) - Number(a.fired) || a.id.localeCompare(b.id));
  const { verdict, notes } = reasonFor(config, decision, id, kinds, targets);
  return { id, kinds, site: { key: site.key, id: site.id }, verdict, rules, notes, decision };
}
