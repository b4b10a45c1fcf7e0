import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDecider } from '../../engine/decide';
import { normalizeFacts } from '../../engine/normalize-facts';
import { sanitizeFacts } from '../../engine/sanitize-facts';
import type { Facts } from '../../generated/schema-types';
import { fcParams } from '../../test-support/fc-params';
import { withRule } from '../../test-support/planted-config';
import { chatPolicy, hidesChat } from '../../test-support/planted-chat';
import { policyViolations, scopeHolds } from './policy-check';
import { factsAt, schemaAttack } from './schema-attacks';
import { verifyPolicy } from './verify';

// The planted-change attack on the sanitiser guard: a rule hiding the chat reads a fact path drawn
// from the facts schema (or the clock) where some value the sanitiser drops once stood in for a
// class; whenever a drawn visitor the sanitiser keeps breaks the chat policy, verify must not say
// "proven" (violated with a counterexample decide reproduces, or unproven).
describe('the sanitiser guard under planted attacks', () => {
  it('never proves the chat policy when a drawn visitor breaks it', async () => {
    let broken = 0;
    await fc.assert(
      fc.asyncProperty(schemaAttack, async (a) => {
        // The attack's premise: the sanitiser drops its value (the clock's: no field / no date-time) and keeps the visitor's.
        if (a.path !== 'nowMs' && a.path !== 'now') expect(sanitizeFacts(factsAt(a.path, a.dropped)).notes).not.toEqual([]);
        expect(sanitizeFacts(a.visitor).notes).toEqual([]);
        const config = withRule(hidesChat(a.when));
        const facts = { site: 'main', ...a.visitor } as Facts;
        const n = normalizeFacts(config, facts);
        const decider = createDecider(config);
        const breaks =
          scopeHolds(chatPolicy.scope?.when, n.facts, n.stored) &&
          policyViolations(await decider.decide(facts), chatPolicy.expect).length > 0;
        const v = await verifyPolicy(config, chatPolicy);
        if (v.outcome === 'violated')
          expect(policyViolations(await decider.decide(v.counterexample!.facts), chatPolicy.expect)).toEqual(v.counterexample!.violations);
        if (!breaks) return;
        broken++;
        expect(v.outcome, `${a.when} on ${JSON.stringify(a.visitor)}`).not.toBe('proven');
      }),
      fcParams(30),
    );
    // The attacks broke the policy at least once: the property looked at something.
    expect(broken).toBeGreaterThan(0);
  }, 240_000);
});
