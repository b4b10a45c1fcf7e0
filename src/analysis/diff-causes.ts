import type { CompiledConfig, CompiledItem } from '../rules-model/compiled-types';
import type { Decision } from '../generated/schema-types';
import type { ConfigDiff, SharedChange } from './diff-config';
import { hiddenByIds, WIDGET_HIDDEN_IDS, type FacetChange } from './diff-facets';
import { sameJson } from './same-json';

// Why a decision changed: the rules whose effects touch it, and the changed declarations behind it.

/** Which rule effects can cause a change of this kind. */
export function effectFilter(c: FacetChange, base: CompiledConfig, head: CompiledConfig): (fx: string) => boolean {
  const id = c.subject.split('.')[0]!;
  const hideIds = (item: string) => new Set([...hiddenByIds(base, item), ...hiddenByIds(head, item)]);
  switch (c.kind) {
    case 'hidden':
    case 'header':
    case 'footer':
    case 'widget': {
      const ids = hideIds(c.kind === 'widget' ? ((WIDGET_HIDDEN_IDS as Record<string, string>)[id] ?? id) : id);
      return (fx) => (fx.startsWith('hide:') || fx.startsWith('show:')) && ids.has(fx.slice(5));
    }
    case 'dialog': // between opening and waiting, any other dialog's rule may be why
      return c.before !== 'absent' && c.after !== 'absent' ? (fx) => fx.startsWith('dialog:') : (fx) => fx === `dialog:${id}`;
    case 'dialog-detail':
      return (fx) => fx === `dialog:${id}`;
    case 'dialog-order': {
      const ids = new Set(
        [c.before, c.after]
          .flat()
          .filter((x): x is string => typeof x === 'string')
          .map((x) => `dialog:${x}`),
      );
      return (fx) => ids.has(fx);
    }
    case 'bar':
      return (fx) => fx === `bar:${id}`;
    case 'bar-order':
      return (fx) => fx.startsWith('bar:');
    case 'redirect':
      return (fx) => fx.startsWith('redirect:');
    case 'locale':
      return (fx) => fx === 'set:locale_target' || fx === 'set:robots';
    case 'var':
      return (fx) => fx === `set:${id}`;
    case 'footer-meta':
      return (fx) => fx === 'hide:social';
    case 'login-methods':
      return () => false; // the site's authorizedLogin: no rule sets it
  }
}

/** Rules behind a change in one scenario: they touch it on some side and fired differently, or their declaration changed. */
export type Fired = Map<string, string[]>;
export const firedEffects = (d: Decision): Fired =>
  new Map(d.trace.filter((t) => t.kind === 'rule' && t.fired).map((t) => [t.rule!, t.effects ?? []]));

export function responsible(fa: Fired, fb: Fired, touches: (fx: string) => boolean, changedRules: ReadonlySet<string>): string[] {
  return responsibleAmong(suspects(fa, fb, changedRules), touches);
}

/** A rule that fired differently on the two sides (or whose declaration changed), with every effect it had on either side. */
export interface Suspect {
  id: string;
  effects: string[];
}

/** The rules of one scenario that can be responsible for any change in it; worked out once per scenario, in `responsible` order. */
export function suspects(fa: Fired, fb: Fired, changedRules: ReadonlySet<string>): Suspect[] {
  const out: Suspect[] = [];
  for (const id of new Set([...fa.keys(), ...fb.keys()])) {
    const ea = fa.get(id);
    const eb = fb.get(id);
    if (!sameJson(ea, eb) || changedRules.has(id)) out.push({ id, effects: [...(ea ?? []), ...(eb ?? [])] });
  }
  return out;
}

/** The suspects whose effects touch a change. */
export function responsibleAmong(list: readonly Suspect[], touches: (fx: string) => boolean): string[] {
  return list.filter((s) => s.effects.some(touches)).map((s) => s.id);
}

/** Where each item sits: its top-level navigation menu, and the footer sets that list it. */
function placesOf(config: CompiledConfig, id: string): { menu: string | null; footers: string[] } {
  const holds = (items: readonly CompiledItem[]): boolean => items.some((i) => i.id === id || (!!i.children && holds(i.children)));
  const menu = config.navigation.find((i) => holds([i]))?.id ?? null;
  const footers = Object.entries(config.footers)
    .filter(([, set]) => set.columns.some((c) => holds(c.links)))
    .map(([k]) => k);
  return { menu, footers };
}

/** Which shared declarations changed in the configuration diff bear on a change (by what they declare, not only where). */
export function declarationFilter(c: FacetChange, base: CompiledConfig, head: CompiledConfig): (s: SharedChange) => boolean {
  const id = c.subject.split('.')[0]!;
  const field = c.subject.includes('.');
  const dialogIds = new Set<unknown>(c.kind === 'dialog-order' ? [c.before, c.after].flat() : c.kind.startsWith('dialog') ? [id] : []);
  const anyDialog = c.kind === 'dialog' && c.before !== 'absent' && c.after !== 'absent';
  const remembers = new Set(
    [base, head].flatMap((x) =>
      Object.values(x.dialogs)
        .filter((d) => anyDialog || dialogIds.has(d.id))
        .map((d) => d.remember),
    ),
  );
  const item = ['hidden', 'widget', 'header', 'footer'].includes(c.kind);
  const hideIds = item ? new Set([...hiddenByIds(base, id), ...hiddenByIds(head, id)]) : new Set<string>();
  const places = [placesOf(base, id), placesOf(head, id)];
  return (s) => {
    switch (s.area) {
      case 'dialogs':
        return anyDialog || dialogIds.has(s.id);
      case 'stored':
        return remembers.has(s.id);
      case 'bars':
        return c.kind === 'bar-order' || (c.kind === 'bar' && s.id === id);
      case 'features':
      case 'products':
        return hideIds.has(s.id);
      case 'navigation':
        return item && places.some((p) => p.menu === s.id);
      case 'footers':
        return item && places.some((p) => p.footers.includes(s.id));
      case 'vars':
        return (c.kind === 'var' && s.id === id) || ((c.kind === 'header' || c.kind === 'footer') && field);
      default:
        return false;
    }
  };
}

/** The declarations behind a change on one site: shared ones that reach the site, and the site's own file. */
export function declarationsFor(relevant: (s: SharedChange) => boolean, site: string, config: ConfigDiff): string[] {
  const out = config.shared.filter((s) => s.reaches.includes(site) && relevant(s)).map((s) => `${s.area} ${s.id}`);
  if (config.sites.some((s) => s.site === site)) out.push(`site ${site}`);
  return out;
}
