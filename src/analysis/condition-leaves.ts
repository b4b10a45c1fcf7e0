import type { Condition, ConditionTest, ConditionTrace } from '../generated/schema-types';

/** One test of a rule's `when`, with where it sits (`all[2].any[0]`). */
export interface RuleLeaf {
  path: string;
  test: ConditionTest;
}

/** Every test of a condition tree, in order. */
export function ruleLeaves(when: Condition | undefined, path = '', out: RuleLeaf[] = []): RuleLeaf[] {
  if (!when) return out;
  const at = (k: string) => (path ? `${path}.${k}` : k);
  if ('all' in when) when.all.forEach((c, i) => ruleLeaves(c, at(`all[${i}]`), out));
  else if ('any' in when) when.any.forEach((c, i) => ruleLeaves(c, at(`any[${i}]`), out));
  else if ('not' in when) ruleLeaves(when.not, at('not'), out);
  else out.push({ path: path || '(the only test)', test: when });
  return out;
}

const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** `elapsedMs(of: nl_limit_ack) olderThan 30d`. */
export function leafText(t: Pick<ConditionTest, 'fact' | 'operator' | 'value' | 'params'>): string {
  const params = t.params
    ? `(${Object.entries(t.params)
        .map(([k, v]) => `${k}: ${show(v)}`)
        .join(', ')})`
    : '';
  const v = t.value as { fact?: unknown } | null;
  const value = v && typeof v === 'object' && !Array.isArray(v) && typeof v.fact === 'string' ? `fact ${v.fact}` : show(t.value);
  return `${t.fact}${params} ${t.operator} ${value}`;
}

/** The tests of an evaluated condition, in order (folded site tests first, as the trace puts them). */
export function traceLeaves(c: ConditionTrace | undefined, out: ConditionTrace[] = []): ConditionTrace[] {
  if (!c) return out;
  if (c.all || c.any) (c.all ?? c.any)!.forEach((k) => traceLeaves(k, out));
  else if (c.not) traceLeaves(c.not, out);
  else if (c.fact !== undefined) out.push(c);
  return out;
}

const isSiteRef = (v: unknown) =>
  !!v && typeof v === 'object' && typeof (v as { fact?: unknown }).fact === 'string' && /^site(\.|$)/.test((v as { fact: string }).fact);

/**
 * For each evaluated test, the index of the rule test it came from (-1 when none matches). Site
 * folding moves tests and substitutes `site.*` values, so tests are matched by fact, operator
 * and params, and by value unless the rule compares with a site value; in order, each used once.
 */
export function matchLeaves(rule: readonly RuleLeaf[], evaluated: readonly ConditionTrace[]): number[] {
  const used = new Set<number>();
  return evaluated.map((e) => {
    const i = rule.findIndex(
      ({ test: t }, j) =>
        !used.has(j) &&
        t.fact === e.fact &&
        t.operator === e.operator &&
        JSON.stringify(t.params ?? null) === JSON.stringify(e.params ?? null) &&
        (isSiteRef(t.value) || JSON.stringify(t.value) === JSON.stringify(e.value)),
    );
    if (i >= 0) used.add(i);
    return i;
  });
}
