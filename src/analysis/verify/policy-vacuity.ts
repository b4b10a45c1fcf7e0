import type { CompiledConfig } from '../../rules-model/compiled-types';
import type { Facts, Policy } from '../../generated/schema-types';
import { normalizeFacts } from '../../engine/normalize-facts';
import { ruleLeaves } from '../condition-leaves';
import { variablesOf } from './fact-classes';
import { VERIFY_NOW } from './fact-reads';
import { scopeHolds } from './policy-check';
import { sliceFor } from './relevance';
import { classHints } from './verify';

/** Visitors tried for a scope at most: past this lint leaves the question to verify. */
const MAX_SCOPE_VISITORS = 200_000;

/**
 * Whether a policy's scope matches no visitor at all: every class of every fact the scope reads
 * tried on every site of the scope. Only a complete answer counts: null when a fact of the scope
 * cannot be split into classes or the classes are too many (verify then reports it unproven).
 */
export function scopeIsEmpty(config: CompiledConfig, policy: Policy): boolean | null {
  const when = policy.scope?.when;
  if (!when) return false;
  const vars = variablesOf(
    ruleLeaves(when).map((l) => l.test),
    classHints(config),
  );
  if (vars.some((v) => !v.exhaustive)) return null;
  const size = vars.reduce((p, v) => p * v.classes.length, 1);
  const sites = policy.scope?.sites ?? Object.keys(config.sites);
  if (size * sites.length > MAX_SCOPE_VISITORS) return null;
  for (const site of sites) {
    if (!Object.hasOwn(config.sites, site)) continue;
    const pick = vars.map(() => 0);
    for (let n = 0; n < size; n++) {
      const facts: Facts = { site, now: VERIFY_NOW };
      vars.forEach((v, i) => v.apply(facts, v.classes[pick[i]!]!.value));
      const { facts: f, stored } = normalizeFacts(config, facts);
      if (scopeHolds(when, f, stored)) return false;
      for (let i = vars.length - 1; i >= 0 && ++pick[i]! === vars[i]!.classes.length; i--) pick[i] = 0;
    }
  }
  return true;
}

/**
 * Whether no rule can change what a policy expects: then its expectation is the same for every
 * visitor, true for all (it can never fail) or false for all. The language is the one thing decide
 * reads from the facts without a rule, so a `lang` expectation always depends on the visitor.
 */
export function expectIsConstant(config: CompiledConfig, policy: Policy): boolean {
  if (policy.expect.lang !== undefined) return false;
  return sliceFor(config, policy).rules.length === 0;
}
