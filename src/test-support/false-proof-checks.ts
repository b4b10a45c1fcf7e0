import { expect } from 'vitest';
import { VERIFY_NOW } from '../analysis/verify/fact-reads';
import { policyViolations, scopeHolds } from '../analysis/verify/policy-check';
import { verifyPolicy, type PolicyVerdict } from '../analysis/verify/verify';
import { createDecider } from '../engine/decide';
import { normalizeFacts } from '../engine/normalize-facts';
import type { Facts, Policy } from '../generated/schema-types';
import type { CompiledConfig } from '../rules-model/compiled-types';

// The check behind every false proof an attacker found: the visitor is shown with decide() to be in
// the policy's scope and to break it, then verify must not call the policy proven.

/** The visitor is in the policy's scope and breaks it when decided with every rule. */
export async function breaks(config: CompiledConfig, p: Policy, facts: Facts): Promise<void> {
  const n = normalizeFacts(config, facts);
  expect(scopeHolds(p.scope?.when, n.facts, n.stored), 'in scope').toBe(true);
  expect(policyViolations(await createDecider(config).decide(facts), p.expect).length, 'breaks the policy').toBeGreaterThan(0);
}

/** Verify's verdict: never proven; a violation's counterexample breaks the policy again on its own. */
export async function notProven(config: CompiledConfig, p: Policy, cx: Facts): Promise<PolicyVerdict> {
  await breaks(config, p, cx);
  const v = await verifyPolicy(config, p);
  expect(v.outcome).not.toBe('proven');
  if (v.outcome === 'violated') await breaks(config, p, v.counterexample!.facts);
  return v;
}

/** A visitor of the main site at verify's own clock, with `f` on top. */
export const visitor = (f: Omit<Facts, 'site' | 'now'>): Facts => ({ site: 'main', now: VERIFY_NOW, ...f }) as Facts;
