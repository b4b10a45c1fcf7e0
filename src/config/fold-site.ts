import { getPath, splitFact } from '../rules-model/dot-path';
import { operators } from '../rules-model/operators';
import type { Condition, ConditionTest } from '../generated/schema-types';
import type { CompiledSite, EngineCondition, FoldedTest, ResolvedSite } from '../rules-model/compiled-types';

const isSiteFact = (fact: string) => fact === 'site' || fact.startsWith('site.');
const factRef = (v: unknown): string | null =>
  v && typeof v === 'object' && !Array.isArray(v) && typeof (v as { fact?: unknown }).fact === 'string'
    ? (v as { fact: string }).fact
    : null;

type Folded = EngineCondition | boolean;

/** Converts one YAML test to json-rules-engine form, splitting dotted facts into fact + path. */
export function toEngineTest(t: ConditionTest, value: unknown = t.value): EngineCondition {
  const { fact, path } = splitFact(t.fact);
  const ref = factRef(value);
  const out: EngineCondition = {
    fact,
    operator: t.operator,
    value: ref ? (({ fact: f, path: p }) => (p ? { fact: f, path: p } : { fact: f }))(splitFact(ref)) : value,
  };
  if (path) out.path = path;
  if (t.params) out.params = t.params;
  return out;
}

/**
 * Partially evaluates a rule's condition for one site: every `site.*` test is decided now and
 * removed, `site.*` values are substituted, and all/any/not are simplified. Returns true/false
 * when nothing is left to ask at decision time.
 */
export function foldForSite(cond: Condition | undefined, site: ResolvedSite): { conditions: Folded; folded: FoldedTest[] } {
  const folded: FoldedTest[] = [];
  const siteValue = (dotted: string) => getPath({ site }, dotted);
  const visit = (c: Condition): Folded => {
    if ('all' in c) {
      const parts: EngineCondition[] = [];
      for (const child of c.all) {
        const r = visit(child);
        if (r === false) return false;
        if (r !== true) parts.push(r);
      }
      return parts.length ? (parts.length === 1 ? parts[0]! : { all: parts }) : true;
    }
    if ('any' in c) {
      const parts: EngineCondition[] = [];
      for (const child of c.any) {
        const r = visit(child);
        if (r === true) return true;
        if (r !== false) parts.push(r);
      }
      return parts.length ? (parts.length === 1 ? parts[0]! : { any: parts }) : false;
    }
    if ('not' in c) {
      const r = visit(c.not);
      return typeof r === 'boolean' ? !r : { not: r };
    }
    const ref = factRef(c.value);
    const value = ref && isSiteFact(ref) ? siteValue(ref) : c.value;
    if (!isSiteFact(c.fact) || (ref && !isSiteFact(ref))) return toEngineTest(c, value);
    const factResult = siteValue(c.fact);
    const result = operators[c.operator]!(factResult, value);
    folded.push({ fact: c.fact, operator: c.operator, value, factResult, result });
    return result;
  };
  return { conditions: cond ? visit(cond) : true, folded };
}

/** The rules that can fire on a site, in the given order, and those its site tests rule out. */
export function siteRules(
  rules: readonly { id: string; when?: Condition }[],
  site: ResolvedSite,
): Pick<CompiledSite, 'rules' | 'excluded'> {
  const out: Pick<CompiledSite, 'rules' | 'excluded'> = { rules: [], excluded: [] };
  for (const rule of rules) {
    const { conditions, folded } = foldForSite(rule.when, site);
    if (conditions === false) out.excluded.push({ id: rule.id, folded });
    else
      out.rules.push({
        id: rule.id,
        conditions: conditions === true ? { all: [] } : 'fact' in conditions ? { all: [conditions] } : conditions,
        folded,
      });
  }
  return out;
}
