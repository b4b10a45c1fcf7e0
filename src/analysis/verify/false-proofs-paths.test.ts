import { describe, expect, it } from 'vitest';
import { createDecider } from '../../engine/decide';
import { normalizeFacts } from '../../engine/normalize-facts';
import type { Facts, Policy } from '../../generated/schema-types';
import type { CompiledConfig } from '../../rules-model/compiled-types';
import { testPolicy, withRule } from '../../test-support/planted-config';
import { VERIFY_NOW } from './fact-reads';
import { policyViolations, scopeHolds } from './policy-check';
import { verifyPolicy, type PolicyVerdict } from './verify';

// False proofs an independent attacker found in the closable read: each
// planted rule lets one visitor break a policy verify called proven. Each test shows with decide()
// that the visitor is in scope and breaks the policy, then that verify does not call it proven
// (and that a violation it reports reproduces).

async function breaks(config: CompiledConfig, p: Policy, facts: Facts): Promise<void> {
  const n = normalizeFacts(config, facts);
  expect(scopeHolds(p.scope?.when, n.facts, n.stored), 'in scope').toBe(true);
  expect(policyViolations(await createDecider(config).decide(facts), p.expect).length, 'breaks the policy').toBeGreaterThan(0);
}

async function notProven(config: CompiledConfig, p: Policy, cx: Facts): Promise<PolicyVerdict> {
  await breaks(config, p, cx);
  const v = await verifyPolicy(config, p);
  expect(v.outcome).not.toBe('proven');
  if (v.outcome === 'violated') await breaks(config, p, v.counterexample!.facts);
  return v;
}

const visitor = (f: Omit<Facts, 'site' | 'now'>): Facts => ({ site: 'main', now: VERIFY_NOW, ...f }) as Facts;

/** The attacker's base policy: a visitor with an empty compliance menu sees the upgrade hint. */
export const hintShown = testPolicy({
  scope: { when: { fact: 'compliance.menu', operator: 'isEmpty', value: true } },
  expect: { shown: ['upgrade_hint'] },
});

/** A planted rule hiding the upgrade hint when `when` (YAML flow) holds. */
export const hidesHint = (when: string): string => `  - id: planted-hint-off
    description: Planted by a test.
    source: shell §4
    when: ${when}
    then: { hide: [upgrade_hint] }
`;

describe('closable taken from a fact', () => {
  const config = withRule(`  - id: planted-closable
    description: Planted by a test.
    source: compliance §4.1
    when: { fact: user.isLogin, operator: equal, value: true }
    then: { dialog: { id: restricted_location, closable: { fact: common.is_copper } } }
`);
  const notClosable = testPolicy({ expect: { notClosable: ['restricted_location'] } });

  for (const spelling of ['1', '01', ' 1', '1e0'])
    it(`a text fact is tried at a text decide reads as 1 (${JSON.stringify(spelling)})`, async () => {
      const v = await notProven(config, notClosable, visitor({ user: { isLogin: true }, common: { is_copper: spelling } }));
      expect(v.outcome).toBe('violated');
    });

  it("a list fact is unproven: decide reads `Number(['1'])` as 1", async () => {
    const listConfig = withRule(`  - id: planted-closable
    description: Planted by a test.
    source: compliance §4.1
    when: { fact: user.isLogin, operator: equal, value: true }
    then: { dialog: { id: restricted_location, closable: { fact: intents } } }
`);
    const v = await notProven(listConfig, notClosable, visitor({ user: { isLogin: true }, intents: ['1'] }));
    expect(v.outcome).toBe('unproven');
  });
});
