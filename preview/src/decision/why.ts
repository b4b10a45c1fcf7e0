import type { CompiledConfig, CompiledItem, CompiledRule } from '../../../src/rules-model/compiled-types';
import { getPath } from '../../../src/rules-model/dot-path';
import type { ConditionTrace, Decision, Facts, TraceEntry } from '../../../src/generated/schema-types';

/** A rule that could change whether the target shows, and how it went this time. */
export interface Candidate {
  rule: string;
  description: string;
  source: string;
  file: string;
  line: number;
  /** The id (the target's own, a flag, a product code, a parent menu's) this rule acts through. */
  via: string;
  how: 'hide' | 'hide-from-fact' | 'show' | 'dialog' | 'bar';
  fired: boolean;
  /** False when the site's own configuration already ruled the rule out. */
  onSite: boolean;
  /** The tests that did not hold (a `not` node: its inner test held). */
  failed: ConditionTrace[];
  /** For a rule that hides the ids listed in a fact: what that list is now. */
  note?: string;
}

export type TargetKind = 'item' | 'feature' | 'dialog' | 'bar';

export interface Explanation {
  id: string;
  kind: TargetKind;
  /** Whether the Decision shows it (an item or feature not hidden, a dialog queued, a bar shown). */
  shown: boolean;
  /** Every id whose hiding takes the target down (items and features). */
  ids: string[];
  /** Rules that could hide it (items, features) or raise it (dialogs, bars). */
  candidates: Candidate[];
  /** Rules that showed a hidden-by-default feature. */
  shownBy: Candidate[];
  hiddenByDefault: boolean;
}

/** Whether a condition held; the engine leaves the result off some composite nodes (the rule's root). */
export function held(c: ConditionTrace): boolean | undefined {
  if (c.result !== undefined) return c.result;
  if (c.all) return c.all.every((k) => held(k) !== false) && c.all.every((k) => held(k) === true);
  if (c.any) return c.any.some((k) => held(k) === true) ? true : c.any.every((k) => held(k) === false) ? false : undefined;
  if (c.not) {
    const inner = held(c.not);
    return inner === undefined ? undefined : !inner;
  }
  return undefined;
}

/** The tests of a condition tree that made it false. */
export function failedTests(c: ConditionTrace | undefined): ConditionTrace[] {
  if (!c || held(c) !== false) return [];
  if (c.all) return c.all.filter((k) => held(k) === false).flatMap(failedTests);
  if (c.any) return c.any.flatMap(failedTests);
  return [c];
}

interface Located {
  item: CompiledItem;
  ancestors: CompiledItem[];
}

/** Navigation and the site's footer set, by id, with each item's menus. */
function locateItem(config: CompiledConfig, siteKey: string, id: string): Located | null {
  const footer = config.footers[config.sites[siteKey]?.footer ?? '']?.columns.flatMap((c) => c.links) ?? [];
  const find = (items: readonly CompiledItem[], ancestors: CompiledItem[]): Located | null => {
    for (const item of items) {
      if (item.id === id) return { item, ancestors };
      const inner = item.children ? find(item.children, [...ancestors, item]) : null;
      if (inner) return inner;
    }
    return null;
  };
  return find(config.navigation, []) ?? find(footer, []);
}

function candidate(rule: CompiledRule, trace: TraceEntry | undefined, via: string, how: Candidate['how'], note?: string): Candidate {
  const out: Candidate = {
    rule: rule.id,
    description: rule.description,
    source: rule.source ?? '',
    file: rule.file,
    line: rule.line,
    via,
    how,
    fired: trace?.fired === true,
    onSite: !(trace?.conditions?.all ?? []).some((c) => c.folded && c.result === false),
    failed: trace?.fired ? [] : failedTests(trace?.conditions),
  };
  if (note) out.note = note;
  return out;
}

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/**
 * Why the target shows or not: for an item or feature, every rule that could hide it (through its
 * own id, its flags, its product code or a menu it sits in) and which of their tests failed; for a
 * dialog or bar, every rule that could raise it. Needs a Decision decided with `trace: 'all'`.
 */
export function explain(config: CompiledConfig, decision: Decision, facts: Facts, kind: TargetKind, id: string): Explanation {
  const traces = new Map(decision.trace.filter((t) => t.kind === 'rule').map((t) => [t.rule!, t]));
  const rules = Object.values(config.rules).sort((a, b) => a.id.localeCompare(b.id));
  if (kind === 'dialog' || kind === 'bar') {
    const raises = rules.filter((r) => (kind === 'dialog' ? r.then.dialog?.id === id : r.then.bar === id));
    const shown = kind === 'dialog' ? decision.dialogs.some((d) => d.id === id) : decision.bars.includes(id);
    return {
      id,
      kind,
      shown,
      ids: [id],
      candidates: raises.map((r) => candidate(r, traces.get(r.id), id, kind)),
      shownBy: [],
      hiddenByDefault: false,
    };
  }
  const located = kind === 'item' ? locateItem(config, decision.site.key, id) : null;
  const ids = located ? [...new Set([...located.item.hiddenBy, ...located.ancestors.flatMap((a) => a.hiddenBy)])] : [id];
  const scope = { ...facts, site: config.sites[decision.site.key] } as Record<string, unknown>;
  const candidates: Candidate[] = [];
  for (const rule of rules) {
    const hide = rule.then.hide;
    if (Array.isArray(hide)) {
      const via = ids.find((x) => hide.includes(x));
      if (via) candidates.push(candidate(rule, traces.get(rule.id), via, 'hide'));
    } else if (hide) {
      const now = list(getPath(scope, hide.fact)).filter((x): x is string => typeof x === 'string');
      const via = ids.find((x) => now.includes(x));
      const note = `hides the ids listed in ${hide.fact} (now ${now.length ? now.join(', ') : 'none'})`;
      candidates.push(candidate(rule, traces.get(rule.id), via ?? ids.join(' / '), 'hide-from-fact', note));
    }
  }
  const showers = rules.filter((r) => ids.some((x) => r.then.show?.includes(x)));
  const hiddenByDefault = ids.some((x) => config.defaultHidden.includes(x));
  return {
    id,
    kind,
    shown: !decision.hidden.includes(id),
    ids,
    candidates,
    hiddenByDefault,
    shownBy: showers.map((r) =>
      candidate(
        r,
        traces.get(r.id),
        ids.find((x) => r.then.show?.includes(x))!,
        'show',
      ),
    ),
  };
}

/** One sentence a person reads first. */
export function summarize(e: Explanation): string {
  const fired = e.candidates.filter((c) => c.fired && (c.how !== 'hide-from-fact' || e.ids.includes(c.via)));
  if (e.kind === 'dialog' || e.kind === 'bar') {
    if (!e.candidates.length) return `No rule raises ${e.id}.`;
    if (e.shown) return `${e.id} is shown: raised by ${fired.map((c) => c.rule).join(', ')}.`;
    return fired.length
      ? `${e.id} was raised by ${fired.map((c) => c.rule).join(', ')} but is not in the queue (closed in this page view).`
      : `${e.id} is not shown: none of the ${e.candidates.length} rules that raise it fired.`;
  }
  if (!e.shown)
    return `${e.id} is hidden${fired.length ? ` by ${fired.map((c) => c.rule).join(', ')}` : e.hiddenByDefault ? ' by default (no rule shows it)' : ''}.`;
  const shownBy = e.shownBy.filter((c) => c.fired).map((c) => c.rule);
  const why = shownBy.length ? ` It is hidden by default and shown by ${shownBy.join(', ')}.` : '';
  if (!e.candidates.length) return `${e.id} is visible: no rule can hide it.${why}`;
  return `${e.id} is visible: ${e.candidates.length} rule${e.candidates.length === 1 ? '' : 's'} could hide it and none did.${why}`;
}
