import type { CompiledConfig } from '../rules-model/compiled-types';
import type { Decision } from '../generated/schema-types';
import { itemIds } from './expectations';
import { hiddenReasons } from './reasons';

/** What an id names; here and not in explain.ts, which imports this file (explain.ts re-exports it). */
export type ExplainKind = 'dialog' | 'bar' | 'widget' | 'item' | 'feature' | 'product' | 'redirect';

function dialogVerdict(d: Decision, id: string, notes: string[]): string {
  const at = d.dialogs.findIndex((x) => x.id === id);
  if (at === 0) {
    const r = d.dialogs[0]!.remember;
    if (r) notes.push(`closing it writes ${r.in} ${r.key}${r.until ? `, which keeps it away until ${r.until}` : ''}`);
    return 'opens';
  }
  if (at > 0)
    return `raised, waiting behind ${d.dialogs[0]!.id} (priority ${d.dialogs[0]!.priority} over ${d.dialogs[at]!.priority}); only one dialog is open at a time`;
  const dismissed = d.trace.find((t) => t.kind === 'note' && t.message === `dialog ${id}: dismissed in this page view`);
  return dismissed ? 'raised but dismissed in this page view' : 'not raised';
}

/** Where a visible item is (header, a footer column), or why it is nowhere on this site. */
function placeOf(config: CompiledConfig, d: Decision, id: string): string {
  if (itemIds(d.header).has(id)) return 'in the header';
  const column = d.footer.columns.find((c) => itemIds(c.links).has(id));
  if (column) return `in the footer, column ${column.id}`;
  const set = config.sites[d.site.key]!.footer;
  const inSet = config.footers[set]?.columns.some((c) => itemIds(c.links).has(id));
  return inSet
    ? 'not hidden, yet not placed (its menu has nothing to show)'
    : `not part of this site's footer set "${set}" nor of the navigation`;
}

/** Where the scenario is sent, and which redirect won when several rules asked for one. */
function redirectVerdict(config: CompiledConfig, d: Decision): { verdict: string; notes: string[] } {
  const asking = d.trace
    .filter((t) => t.kind === 'rule' && t.fired && t.effects?.some((e) => e.startsWith('redirect:')))
    .flatMap((t) => config.rules[t.rule!] ?? [])
    .sort((a, b) => b.priority - a.priority);
  const notes =
    asking.length > 1
      ? [
          `${asking.length} rules ask for a redirect; the highest priority wins: ${asking.map((r) => `${r.id} (${r.priority}) → ${r.then.redirect}`).join(', ')}`,
        ]
      : [];
  return { verdict: d.redirect ? `redirects to ${d.redirect}` : 'no redirect: the page opens', notes };
}

/** The outcome for the id in plain words, with notes on defaults, inherited hiding and placement. */
export function reasonFor(
  config: CompiledConfig,
  d: Decision,
  id: string,
  kinds: readonly ExplainKind[],
  targets: ReadonlySet<string>,
): { verdict: string; notes: string[] } {
  const notes: string[] = [];
  if (kinds.includes('redirect')) return redirectVerdict(config, d);
  if (kinds.includes('dialog')) return { verdict: dialogVerdict(d, id, notes), notes };
  if (kinds.includes('bar')) return { verdict: d.bars.includes(id) ? 'shows' : 'not shown', notes };
  if (kinds.includes('widget')) return { verdict: d.widgets[id as keyof Decision['widgets']] ? 'on' : 'off', notes };
  const hidden = d.hidden.includes(id);
  if (hidden) {
    const r = hiddenReasons(config, d).get(id)!;
    if (r.byDefault) notes.push('hidden by default (rules/vocabulary.yaml) and no rule shows it');
    if (r.via.length) notes.push(`hidden with ${r.via.join(', ')}`);
    if (!r.rules.length && !r.via.length && !r.byDefault) notes.push('every item in it is hidden');
  } else if (kinds.includes('item')) notes.push(placeOf(config, d, id));
  const others = [...targets].filter((t) => t !== id);
  if (others.length && kinds.includes('item')) notes.push(`also hidden whenever any of these is: ${others.join(', ')}`);
  return { verdict: hidden ? 'hidden' : 'shown', notes };
}
