import type { CompiledConfig } from '../src/rules-model/compiled-types';
import type { ConditionTrace, Decision, NavItem, TraceEntry } from '../src/generated/schema-types';
import { hiddenReasons } from '../src/analysis/reasons';
import { textLines } from './escape-output';

const show = (v: unknown) => (v === undefined ? 'absent' : JSON.stringify(v));

/** One line per test that decided the rule: `user.isLogin equal true (is true) ✓`. */
export function describeConditions(c: ConditionTrace | undefined, indent = '      '): string[] {
  if (!c) return [];
  if (c.all || c.any) {
    const kids = (c.all ?? c.any)!;
    if (!kids.length) return [`${indent}(always)`];
    const lines = kids.flatMap((k) => describeConditions(k, `${indent}  `));
    return c.any
      ? [`${indent}any of:`, ...lines]
      : kids.length === 1
        ? describeConditions(kids[0], indent)
        : [`${indent}all of:`, ...lines];
  }
  if (c.not) return [`${indent}not:`, ...describeConditions(c.not, `${indent}  `)];
  const mark = !c.evaluated ? '· not evaluated' : c.result ? '✓' : '✗';
  const params = c.params
    ? `(${Object.entries(c.params)
        .map(([k, v]) => `${k}: ${String(v)}`)
        .join(', ')})`
    : '';
  const value =
    c.value && typeof c.value === 'object' && 'fact' in (c.value as object)
      ? `${(c.value as { fact: string }).fact} = ${show(c.valueResult)}`
      : show(c.value);
  const site = c.folded ? ' [site config]' : '';
  return [`${indent}${c.fact}${params} ${c.operator} ${value} — is ${show(c.factResult)} ${mark}${site}`];
}

function ruleLine(t: TraceEntry): string {
  return `${t.rule} (${t.source})`;
}

function tree(items: readonly NavItem[], indent = '  '): string[] {
  return items.flatMap((i) => [`${indent}${i.id}${i.href ? ` → ${i.href}` : ''}`, ...(i.children ? tree(i.children, `${indent}  `) : [])]);
}

/** A decision as a person reads it: what is shown, what is not, and which rule made it so. */
export function formatDecisionText(config: CompiledConfig, d: Decision): string {
  const rules = new Map(d.trace.filter((t) => t.kind === 'rule').map((t) => [t.rule!, t]));
  const byEffect = (prefix: string) => {
    const m = new Map<string, TraceEntry[]>();
    for (const t of rules.values())
      for (const fx of t.effects ?? [])
        if (fx.startsWith(prefix)) m.set(fx.slice(prefix.length), [...(m.get(fx.slice(prefix.length)) ?? []), t]);
    return m;
  };
  const lines: string[] = [];
  lines.push(
    `Site ${d.site.key} (${d.site.id}) ${d.site.name} · language ${d.locale.lang}${d.locale.prefix ? ` (prefix ${d.locale.prefix})` : ''} ${d.locale.dir}`,
  );
  if (d.locale.redirect) lines.push(`Language not offered: redirect to ${d.locale.redirect}`);
  if (d.locale.robots) lines.push(`Robots: ${d.locale.robots}`);
  lines.push(`Canonical: ${d.locale.canonical ?? 'none (no such page)'}`);
  const redirects = byEffect('redirect:');
  lines.push('', `Redirect: ${d.redirect ?? 'none'}`);
  for (const t of redirects.get(d.redirect ?? '') ?? []) lines.push(`  because ${ruleLine(t)}`, ...describeConditions(t.conditions));

  const dialogRules = byEffect('dialog:');
  lines.push('', d.dialogs.length ? `Dialogs (${d.dialogs.length}; only the first opens):` : 'Dialogs: none');
  d.dialogs.forEach((x, i) => {
    const extra = [
      x.closable ? 'closable' : 'must be acknowledged',
      x.confirmHref ? `confirm → ${x.confirmHref}` : '',
      x.remember ? `remembered in ${x.remember.in} ${x.remember.key}${x.remember.until ? ` until ${x.remember.until}` : ' for good'}` : '',
    ]
      .filter(Boolean)
      .join(', ');
    lines.push(`  ${i + 1}. ${x.id} (priority ${x.priority}) ${extra}`);
    for (const t of dialogRules.get(x.id) ?? []) lines.push(`     because ${ruleLine(t)}`, ...describeConditions(t.conditions, '       '));
  });
  const barRules = byEffect('bar:');
  lines.push('', d.bars.length ? 'Bars:' : 'Bars: none');
  for (const b of d.bars) lines.push(`  ${b} ← ${(barRules.get(b) ?? []).map(ruleLine).join(', ')}`);
  lines.push(
    '',
    `Widgets: ${Object.entries(d.widgets)
      .map(([k, v]) => `${k} ${v ? 'on' : 'off'}`)
      .join(', ')}`,
  );

  const reasons = hiddenReasons(config, d);
  const direct = d.hidden.filter((id) => reasons.get(id)!.via.length === 0);
  lines.push('', `Hidden (${d.hidden.length}):`);
  for (const id of direct) {
    const r = reasons.get(id)!;
    const why = r.rules.length
      ? r.rules.map((x) => ruleLine(rules.get(x)!)).join('; ')
      : r.byDefault
        ? 'hidden by default; no rule shows it'
        : 'every item in it is hidden';
    const through = d.hidden.filter((x) => reasons.get(x)!.via.includes(id));
    lines.push(`  ${id} ← ${why}`, ...(through.length ? [`      and with it: ${through.join(', ')}`] : []));
  }
  lines.push('', 'Header:', ...tree(d.header));
  lines.push(
    '',
    `Footer: ${d.footer.columns.map((c) => `${c.id} (${c.links.length})`).join(', ')} · social ${d.footer.social ? 'on' : 'off'} · © ${d.footer.copyright.from}–${d.footer.copyright.to}`,
  );
  const notes = d.trace.filter((t) => t.kind === 'note');
  if (notes.length) lines.push('', 'Notes:', ...notes.map((n) => `  ${n.message}`));
  return textLines(lines); // names, values and notes come from the configuration and the facts
}
