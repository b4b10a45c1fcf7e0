import type { CompiledConfig, CompiledItem } from '../rules-model/compiled-types';
import type { Decision } from '../generated/schema-types';

export interface HiddenReason {
  /** Rules whose `hide` named this id. */
  rules: string[];
  /** For items: the hidden ids that took it down (a flag, a product code, its menu). */
  via: string[];
  /** Declared hidden by default and no rule showed it. */
  byDefault: boolean;
}

function itemIndex(config: CompiledConfig): Map<string, { item: CompiledItem; parent: string | null }> {
  const out = new Map<string, { item: CompiledItem; parent: string | null }>();
  const walk = (items: readonly CompiledItem[], parent: string | null) => {
    for (const item of items) {
      out.set(item.id, { item, parent });
      if (item.children) walk(item.children, item.id);
    }
  };
  walk(config.navigation, null);
  for (const set of Object.values(config.footers)) for (const c of set.columns) walk(c.links, null);
  return out;
}

/** Why each id in `decision.hidden` is hidden, from the trace and the item declarations. */
export function hiddenReasons(config: CompiledConfig, decision: Decision): Map<string, HiddenReason> {
  const byRule = new Map<string, string[]>();
  for (const t of decision.trace) {
    if (t.kind !== 'rule' || !t.fired) continue;
    for (const fx of t.effects ?? []) {
      if (fx.startsWith('hide:')) byRule.set(fx.slice(5), [...(byRule.get(fx.slice(5)) ?? []), t.rule!]);
    }
  }
  const hidden = new Set(decision.hidden);
  const items = itemIndex(config);
  const out = new Map<string, HiddenReason>();
  for (const id of decision.hidden) {
    const entry = items.get(id);
    const via = entry ? entry.item.hiddenBy.filter((x) => x !== id && hidden.has(x)) : [];
    if (entry?.parent && hidden.has(entry.parent) && !via.length) via.push(entry.parent);
    out.set(id, { rules: byRule.get(id) ?? [], via, byDefault: config.defaultHidden.includes(id) && !byRule.has(id) });
  }
  return out;
}
