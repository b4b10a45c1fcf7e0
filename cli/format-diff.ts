import type { SharedChange, SiteChange } from '../src/analysis/diff-config';
import type { DecisionChange } from '../src/analysis/diff-decisions';
import { DIMENSIONS, type Scope } from '../src/analysis/diff-words';
import type { ValueChange } from '../src/analysis/diff-values';
import type { DiffReport } from '../src/analysis/diff';
import { cellCode, code, markdown, textLines } from './escape-output';

export interface DiffLabels {
  base: string;
  head: string;
}

const AREA_NAMES: Record<SharedChange['area'], string> = {
  rules: 'rule',
  dialogs: 'dialog',
  bars: 'bar',
  features: 'feature',
  vars: 'variable',
  stored: 'stored value',
  products: 'product code',
  navigation: 'navigation item',
  footers: 'footer set',
};
const PLURAL: Record<string, string> = {
  site: 'sites',
  persona: 'personas',
  device: 'devices',
  locale: 'locales',
  path: 'paths',
  moment: 'moments',
};

const MAX = 90;

function value(v: unknown): string {
  const s = typeof v === 'string' ? (v === '' ? '""' : v) : JSON.stringify(v);
  return s.length > MAX ? `${s.slice(0, MAX - 3)}…` : s;
}

/** Two long texts shown around where they differ: `…the first 30 days → …the first 7 days`. */
function around(a: string, b: string): [string, string] {
  if (a.length <= MAX && b.length <= MAX) return [value(a), value(b)];
  let start = 0;
  while (start < a.length && a[start] === b[start]) start++;
  const from = Math.max(0, start - 20);
  const cut = (s: string) => `${from ? '…' : ''}${value(s.slice(from))}`;
  return [cut(a), cut(b)];
}

/** `hidden: + referral`, `copyrightFrom: 2013 → 2014`. */
export function describeValueChange(c: ValueChange & { from?: string }): string {
  const whole = (v: unknown) => v !== null && typeof v === 'object' && !Array.isArray(v) && /\]$/.test(c.path);
  const changed = () =>
    (typeof c.before === 'string' && typeof c.after === 'string' ? around(c.before, c.after) : [value(c.before), value(c.after)]).join(
      ' → ',
    );
  const what =
    c.kind === 'added' ? `+ ${value(c.after)}` : c.kind === 'removed' ? (whole(c.before) ? 'removed' : `- ${value(c.before)}`) : changed();
  return `${c.path || '(whole)'}: ${what}${c.from ? ` (inherited from ${c.from})` : ''}`;
}

function siteTitle(s: SiteChange): string {
  const from = [...new Set(s.changes.map((c) => c.from).filter(Boolean))];
  return `site ${s.site}${s.status === 'changed' ? '' : ` ${s.status}`}${from.length ? ` (through ${from.join(', ')})` : ''}`;
}

function sharedTitle(s: SharedChange, all: number): string {
  const reaches = s.reaches.length === all ? 'every site' : s.reaches.length ? s.reaches.join(', ') : 'no site';
  return `${AREA_NAMES[s.area]} ${s.id}${s.status === 'changed' ? '' : ` ${s.status}`} — reaches ${reaches}`;
}

/** Where a change happens, naming only the dimensions it does not cover entirely. */
export function describeScope(scope: Scope): string {
  const parts = DIMENSIONS.filter((d) => scope.dims[d].others.length).map((d) => {
    const { values, others } = scope.dims[d];
    return values.length <= others.length
      ? `${values.length === 1 ? d : PLURAL[d]} ${values.join(', ')}`
      : `${PLURAL[d]} all but ${others.join(', ')}`;
  });
  if (!parts.length) return 'every scenario';
  return `${parts.join('; ')}${scope.complete ? '' : ' (in some combinations)'}`;
}

function rulesText(c: DecisionChange): string {
  const rules = c.rules.map((r) => `${r.id} (${r.source})${r.scenarios === c.scenarios.length ? '' : ` in ${r.scenarios}`}`);
  const parts = [
    rules.length ? `rules: ${rules.join('; ')}` : 'rules: none changed',
    c.declarations.length ? `configuration: ${c.declarations.join(', ')}` : '',
  ];
  return parts.filter(Boolean).join(' · ');
}

function header(r: DiffReport, l: DiffLabels): string[] {
  const d = r.decisions;
  const lines = [
    `${d.changes.length} change${d.changes.length === 1 ? '' : 's'} in what visitors see, in ${d.changedScenarios} of ${d.scenarios} scenarios; ${r.config.sites.length + r.config.shared.length} configuration change${r.config.sites.length + r.config.shared.length === 1 ? '' : 's'}.`,
  ];
  const notes: string[] = [];
  if (d.unchangedSites.length)
    notes.push(`sites with an identical compiled configuration, not decided again: ${d.unchangedSites.join(', ')}`);
  if (d.onlyIn.base.length) notes.push(`sites only in ${l.base}: ${d.onlyIn.base.join(', ')}`);
  if (d.onlyIn.head.length) notes.push(`sites only in ${l.head}: ${d.onlyIn.head.join(', ')}`);
  return [...lines, ...notes.map((n) => `(${n})`)];
}

/** The diff as plain text for a terminal. */
export function formatDiffText(r: DiffReport, l: DiffLabels, maxExamples = 3): string {
  const all = r.config.allSites.length;
  const out = [`meridian diff ${l.base} → ${l.head}`, ...header(r, l)];
  if (r.config.sites.length || r.config.shared.length) {
    out.push('', 'Configuration:');
    for (const s of r.config.sites) out.push(`  ${siteTitle(s)}`, ...s.changes.map((c) => `    ${describeValueChange(c)}`));
    for (const s of r.config.shared) out.push(`  ${sharedTitle(s, all)}`, ...s.changes.map((c) => `    ${describeValueChange(c)}`));
  }
  if (r.decisions.changes.length) {
    out.push('', `What visitors see (standard matrix, ${r.decisions.scenarios} scenarios):`);
    r.decisions.changes.forEach((c, i) => {
      out.push(`  ${i + 1}. ${c.summary} — ${c.scenarios.length} scenario${c.scenarios.length === 1 ? '' : 's'}`);
      out.push(`     where: ${describeScope(c.scope)}`);
      out.push(`     ${rulesText(c)}`);
      out.push(`     e.g. ${c.scenarios.slice(0, maxExamples).join(', ')}${c.scenarios.length > maxExamples ? ', …' : ''}`);
    });
  } else out.push('', `No decision changes over ${r.decisions.scenarios} scenarios.`);
  return textLines(out);
}

// Markdown: every configuration-derived string goes through markdown() (text) or code() /
// cellCode() (code spans); the formatter's own markup is written around them, never through them.

/** The diff as GitHub-flavoured markdown, ready to post on a pull request. */
export function formatDiffMarkdown(r: DiffReport, l: DiffLabels, maxExamples = 10): string {
  const out = [
    `### Meridian: what this change does to visitors`,
    '',
    `${code(l.base)} → ${code(l.head)}`,
    '',
    ...header(r, l).map((x) => `${markdown(x)}  `),
  ];
  if (r.decisions.changes.length) {
    out.push('', '| # | change | scenarios | where | why |', '|---:|---|---:|---|---|');
    r.decisions.changes.forEach((c, i) => {
      const why = [...c.rules.map((x) => cellCode(x.id)), ...c.declarations.map(markdown)].join(', ') || '—';
      out.push(`| ${i + 1} | ${markdown(c.summary)} | ${c.scenarios.length} | ${markdown(describeScope(c.scope))} | ${why} |`);
    });
    out.push('', '<details><summary>Scenarios and rule sources</summary>', '');
    r.decisions.changes.forEach((c, i) => {
      out.push(`${i + 1}. **${markdown(c.summary)}**  `);
      for (const x of c.rules)
        out.push(`   rule ${code(x.id)} — ${markdown(x.source)}${x.scenarios === c.scenarios.length ? '' : ` (in ${x.scenarios})`}  `);
      out.push(
        `   ${c.scenarios.slice(0, maxExamples).map(code).join(', ')}${c.scenarios.length > maxExamples ? `, and ${c.scenarios.length - maxExamples} more` : ''}`,
      );
    });
    out.push('', '</details>');
  } else out.push('', `No decision changes over ${r.decisions.scenarios} scenarios.`);
  if (r.config.sites.length || r.config.shared.length) {
    const all = r.config.allSites.length;
    out.push('', '<details><summary>Configuration changes</summary>', '');
    for (const s of r.config.sites)
      out.push(`- **${markdown(siteTitle(s))}**`, ...s.changes.map((c) => `  - ${code(describeValueChange(c))}`));
    for (const s of r.config.shared)
      out.push(`- **${markdown(sharedTitle(s, all))}**`, ...s.changes.map((c) => `  - ${code(describeValueChange(c))}`));
    out.push('', '</details>');
  }
  return out.join('\n');
}
