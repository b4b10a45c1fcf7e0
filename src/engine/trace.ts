import type { FoldedTest } from '../rules-model/compiled-types';
import type { ConditionTrace } from '../generated/schema-types';

interface EngineNode {
  all?: EngineNode[];
  any?: EngineNode[];
  not?: EngineNode;
  fact?: string;
  path?: string;
  operator?: string;
  value?: unknown;
  params?: Record<string, unknown>;
  factResult?: unknown;
  valueResult?: unknown;
  result?: boolean;
}

const dotted = (fact: string, path?: string) => (path ? `${fact}.${path}` : fact);

/** Converts json-rules-engine's evaluated condition tree; a node without a result was skipped. */
export function conditionTrace(node: EngineNode): ConditionTrace {
  const evaluated = node.result !== undefined;
  const base: ConditionTrace = { evaluated };
  if (evaluated) base.result = node.result;
  if (node.all) return { ...base, all: node.all.map(conditionTrace) };
  if (node.any) return { ...base, any: node.any.map(conditionTrace) };
  if (node.not) return { ...base, not: conditionTrace(node.not) };
  const v = node.value as { fact?: unknown; path?: string } | undefined;
  const value =
    v && typeof v === 'object' && !Array.isArray(v) && typeof v.fact === 'string' ? { fact: dotted(v.fact, v.path) } : node.value;
  const out: ConditionTrace = { ...base, fact: dotted(node.fact ?? '', node.path), operator: node.operator, value };
  if (node.params) out.params = node.params;
  if (evaluated) {
    out.factResult = node.factResult;
    out.valueResult = node.valueResult;
  }
  return out;
}

/** Puts the site tests decided at compile time back in front of what the engine evaluated. */
export function withFolded(folded: readonly FoldedTest[], residual: ConditionTrace | null): ConditionTrace {
  const foldedNodes: ConditionTrace[] = folded.map((f) => ({
    fact: f.fact,
    operator: f.operator,
    value: f.value,
    factResult: f.factResult,
    result: f.result,
    evaluated: true,
    folded: true,
  }));
  if (!foldedNodes.length && residual) return residual;
  const rest = residual && !(residual.all && residual.all.length === 0) ? [residual] : [];
  const all = [...foldedNodes, ...rest];
  return { all, evaluated: true, result: all.every((n) => n.result === true) };
}
