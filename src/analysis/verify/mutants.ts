import type { CompiledConfig, CompiledRule } from '../../rules-model/compiled-types';
import type { Condition, ConditionTest } from '../../generated/schema-types';
import { siteRules } from '../../config/fold-site';
import { leafText } from '../condition-leaves';

export type MutantKind = 'drop-condition' | 'flip-operator' | 'shift-threshold' | 'drop-event';

/** One rule changed one way: `when` is the rule's new condition, null when the rule never fires. */
export interface Mutant {
  id: string;
  rule: string;
  kind: MutantKind;
  /** `rule nl-limit-high-tier: elapsedMs(of: nl_limit_ack) olderThan 30d → 29d`. */
  description: string;
  file: string;
  line: number;
  when: Condition | null;
}

/** Operators with an exact opposite in the rules' vocabulary (olderThan, pathUnder, inList, matches have none). */
const OPPOSITE: Record<string, string> = {
  equal: 'notEqual',
  notEqual: 'equal',
  in: 'notIn',
  notIn: 'in',
  contains: 'doesNotContain',
  doesNotContain: 'contains',
  lessThan: 'greaterThanInclusive',
  greaterThanInclusive: 'lessThan',
  lessThanInclusive: 'greaterThan',
  greaterThan: 'lessThanInclusive',
};

type Change = { kind: MutantKind; what: string; when: Condition | null };

const isLeaf = (c: Condition): c is ConditionTest => !('all' in c) && !('any' in c) && !('not' in c);

/** Durations ('30d', '12h') and numbers one unit either way; nothing for other values. */
function shifted(value: unknown): unknown[] {
  if (typeof value === 'number' && Number.isFinite(value)) return [value - 1, value + 1];
  const m = typeof value === 'string' ? /^(\d+)(ms|s|m|h|d)$/.exec(value.trim()) : null;
  if (!m) return [];
  const n = Number(m[1]);
  return [...(n > 0 ? [`${n - 1}${m[2]}`] : []), `${n + 1}${m[2]}`];
}

const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** The changes of one leaf: its operator flipped (a boolean equality's value instead), its threshold shifted. */
function leafChanges(t: ConditionTest): { kind: MutantKind; what: string; test: ConditionTest }[] {
  const out: { kind: MutantKind; what: string; test: ConditionTest }[] = [];
  const booleanTest = (t.operator === 'equal' || t.operator === 'notEqual' || t.operator === 'isEmpty') && typeof t.value === 'boolean';
  if (booleanTest) out.push({ kind: 'flip-operator', what: `${leafText(t)} → ${!t.value}`, test: { ...t, value: !t.value } });
  else if (OPPOSITE[t.operator])
    out.push({
      kind: 'flip-operator',
      what: `${leafText(t)} → ${OPPOSITE[t.operator]}`,
      test: { ...t, operator: OPPOSITE[t.operator]! as ConditionTest['operator'] },
    });
  for (const v of shifted(t.value)) out.push({ kind: 'shift-threshold', what: `${leafText(t)} → ${show(v)}`, test: { ...t, value: v } });
  return out;
}

/** Every one-step change of a condition tree, each as the whole new tree. */
function changes(c: Condition, path = ''): Change[] {
  if (isLeaf(c)) return leafChanges(c).map(({ kind, what, test }) => ({ kind, what, when: test }));
  if ('not' in c) return changes(c.not, `${path}not.`).map((x) => ({ ...x, when: x.when && ({ not: x.when } as Condition) }));
  const key = 'all' in c ? 'all' : 'any';
  const kids = ('all' in c ? c.all : c.any) as Condition[];
  const rebuild = (list: Condition[]) => ({ [key]: list }) as unknown as Condition;
  const out: Change[] = [];
  if (kids.length >= 2)
    kids.forEach((k, i) => {
      if (isLeaf(k))
        out.push({
          kind: 'drop-condition',
          what: `drop ${path}${key}[${i}] (${leafText(k)})`,
          when: rebuild(kids.filter((_, j) => j !== i)),
        });
    });
  kids.forEach((k, i) => {
    for (const x of changes(k, `${path}${key}[${i}].`))
      if (x.when) out.push({ ...x, when: rebuild(kids.map((y, j) => (j === i ? x.when! : y))) });
  });
  return out;
}

/** Every mutant of every rule of a compiled config: each changes one rule one way. */
export function mutantsOf(config: CompiledConfig): Mutant[] {
  const out: Mutant[] = [];
  for (const rule of Object.values(config.rules).sort((a, b) => a.id.localeCompare(b.id))) {
    const all: Change[] = [
      ...(rule.when ? changes(rule.when) : []),
      { kind: 'drop-event', what: 'drop the event (never fires)', when: null },
    ];
    all.forEach((c, i) =>
      out.push({
        id: `${rule.id}#${i + 1}`,
        rule: rule.id,
        kind: c.kind,
        description: `rule ${rule.id}: ${c.what}`,
        file: rule.file,
        line: rule.line,
        when: c.when,
      }),
    );
  }
  return out;
}

/** The config with one mutant applied: the rule's condition replaced and every site's rules folded again. */
export function applyMutant(config: CompiledConfig, m: Mutant): CompiledConfig {
  const old = config.rules[m.rule]!;
  const { when: _when, ...rest } = old;
  const rule: CompiledRule = m.when ? { ...rest, when: m.when } : rest;
  const rules = { ...config.rules, [m.rule]: rule };
  // A dropped event: the rule stays in the vocabulary (tests and policies name it) but no site runs it.
  const runs = Object.values(rules).filter((r) => m.when || r.id !== m.rule);
  const sites = Object.fromEntries(Object.entries(config.sites).map(([k, s]) => [k, { ...s, ...siteRules(runs, s) }]));
  return { ...config, hash: `${config.hash}~${m.id}`, rules, sites };
}

/** Sites on which a mutant can change a decision: where the rule runs before or after the change. */
export function mutantSites(config: CompiledConfig, mutated: CompiledConfig, rule: string): Set<string> {
  const runs = (c: CompiledConfig) => Object.keys(c.sites).filter((k) => c.sites[k]!.rules.some((r) => r.id === rule));
  return new Set([...runs(config), ...runs(mutated)]);
}
