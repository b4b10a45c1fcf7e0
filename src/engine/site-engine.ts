import { Engine, type RuleProperties } from 'json-rules-engine';
import type { CompiledConfig, CompiledSite } from '../rules-model/compiled-types';
import { getPath } from '../rules-model/dot-path';
import { literalPatternsOnly, operators } from '../rules-model/operators';

/** Builds a json-rules-engine Engine holding `rules`, with only our operators and a dot-path resolver. */
export function createEngine(rules: RuleProperties[]): Engine {
  const engine = new Engine([], { allowUndefinedFacts: true, pathResolver: getPath });
  for (const name of [
    'equal',
    'notEqual',
    'in',
    'notIn',
    'contains',
    'doesNotContain',
    'lessThan',
    'lessThanInclusive',
    'greaterThan',
    'greaterThanInclusive',
  ]) {
    engine.removeOperator(name);
  }
  for (const name of ['someFact', 'someValue', 'everyFact', 'everyValue', 'swap', 'not']) engine.removeOperatorDecorator(name);
  for (const [name, fn] of Object.entries(operators)) engine.addOperator(name, fn);
  for (const rule of rules) engine.addRule({ ...rule, conditions: literalPatternsOnly(rule.conditions as never) });
  return engine;
}

const cache = new WeakMap<CompiledConfig, Map<string, Engine>>();

/** The Engine of one site: its rules after compile-time folding, built once per config and site. */
export function siteEngine(config: CompiledConfig, site: CompiledSite): Engine {
  let perConfig = cache.get(config);
  if (!perConfig) cache.set(config, (perConfig = new Map()));
  let engine = perConfig.get(site.key);
  if (!engine) {
    engine = createEngine(
      site.rules.map((r) => ({
        name: r.id,
        conditions: r.conditions as RuleProperties['conditions'],
        event: { type: 'meridian', params: { rule: r.id } },
      })),
    );
    perConfig.set(site.key, engine);
  }
  return engine;
}
