import { describe, expect, it } from 'vitest';
import { createDecider } from '../../engine/decide';
import type { CompiledConfig } from '../../rules-model/compiled-types';
import type { Policy } from '../../generated/schema-types';
import { repoConfig } from '../../test-support/repo-config';
import { planted, testPolicy, WIDE_PHONE_RULE, withRule } from '../../test-support/planted-config';
import { VERIFY_NOW } from './fact-reads';
import { policyViolations } from './policy-check';
import { verdictFails, verifyPolicy, type PolicyVerdict } from './verify';

// The six kinds of rule change that used to pass lint, the rule tests and verify ("holds", no
// "not exhaustive" note) while one concrete visitor broke the policy. Each is now violated, with
// a counterexample `decide` reproduces, or unproven; each failed before the classes were sound.
const NOW = Date.parse(VERIFY_NOW);
const policy = testPolicy;

/** A violated verdict whose counterexample breaks the policy again when decided on its own, with every rule. */
async function reproduced(config: CompiledConfig, v: PolicyVerdict, p: Policy): Promise<void> {
  expect(v.outcome).toBe('violated');
  expect(verdictFails(v)).toBe(true);
  const d = await createDecider(config).decide(v.counterexample!.facts);
  expect(policyViolations(d, p.expect)).toEqual(v.counterexample!.violations);
}

describe('the holes of the first verifier, each closed', () => {
  it('1. a window written in seconds is a boundary at its own resolution', async () => {
    // The restricted-location notice skipped for acknowledgements exactly 24 h 10 min 15 s old.
    const config = planted(
      'rules/dialogs-compliance.yaml',
      '        - { fact: elapsedMs, params: { of: restricted_location_ack }, operator: olderThan, value: 1d }\n',
      `        - { fact: elapsedMs, params: { of: restricted_location_ack }, operator: olderThan, value: 1d }
        - not:
            all:
              - { fact: elapsedMs, params: { of: restricted_location_ack }, operator: olderThan, value: 87015s }
              - not: { fact: elapsedMs, params: { of: restricted_location_ack }, operator: olderThan, value: 87016s }
`,
    );
    const p = policy({
      scope: {
        when: {
          all: [
            { fact: 'compliance.limit.limit_country_toast', operator: 'equal', value: true },
            { fact: 'elapsedMs', params: { of: 'restricted_location_ack' }, operator: 'olderThan', value: '1d' },
            { fact: 'dismissed', operator: 'doesNotContain', value: 'restricted_location' },
          ],
        },
      },
      expect: { dialogFirst: 'restricted_location' },
    });
    const v = await verifyPolicy(config, p);
    await reproduced(config, v, p);
    expect(v.counterexample!.facts.storage).toEqual({ meridian_restricted_location_ack: String(NOW - 87_015_000) });
  });

  it('2. a numeric list: a value outside every member is tried', async () => {
    const config = planted(
      'rules/footer.yaml',
      '    when: { fact: compliance.limit.is_uk_limit, operator: equal, value: true }\n    then:\n      hide: [derivatives',
      '    when:\n      all:\n        - { fact: compliance.limit.is_uk_limit, operator: equal, value: true }\n        - { fact: user.tier_level, operator: in, value: [0, 1] }\n    then:\n      hide: [derivatives',
    );
    const p = policy({
      scope: { sites: ['main'], when: { fact: 'compliance.limit.is_uk_limit', operator: 'equal', value: true } },
      expect: { hidden: ['derivatives'] },
    });
    const v = await verifyPolicy(config, p);
    await reproduced(config, v, p);
    expect(v.counterexample!.facts.user).toEqual({ tier_level: 2 });
  });

  it('3. a fact whose default another fact decides is tried with it: a phone as wide as a tablet', async () => {
    const config = withRule(WIDE_PHONE_RULE);
    // Outside the confinements, which hide the link by design (rule withdraw-only-controls).
    const when = {
      all: [
        { fact: 'compliance.menu', operator: 'isEmpty' as const, value: true },
        { fact: 'compliance.limit.is_blocked_country', operator: 'notEqual' as const, value: true },
        { fact: 'user.isLogin', operator: 'notEqual' as const, value: true },
      ],
    };
    const p = policy({ scope: { sites: ['main'], when }, expect: { shown: ['footer_careers'] } });
    const v = await verifyPolicy(config, p);
    await reproduced(config, v, p);
    expect(v.counterexample!.facts.device).toEqual({ isPhone: true, width: 768 });
  });

  it('4. a menu without a link hides with its children: the rules hiding them are in the slice', async () => {
    const config = withRule(
      `  - id: planted-empty-logout
    description: Planted by a test.
    source: shell §2
    when: { fact: user.isLogin, operator: equal, value: true }
    then: { hide: [logout_this_device, logout_all_devices] }
`,
    );
    const when = {
      all: [
        { fact: 'user.isLogin', operator: 'equal' as const, value: true },
        { fact: 'compliance.menu', operator: 'isEmpty' as const, value: true },
      ],
    };
    const p = policy({ scope: { sites: ['main'], when }, expect: { shown: ['logout_menu'] } });
    const v = await verifyPolicy(config, p);
    expect(v.rules).toContain('planted-empty-logout');
    await reproduced(config, v, p);
    expect(await verifyPolicy(repoConfig(), p)).toMatchObject({ outcome: 'proven' });
  });

  it('5. what verify cannot split into classes is unproven and fails, unless accepted with a reason', async () => {
    // A regular expression over an open path (every set rule can change an href; one matches the path).
    const href = policy({ scope: { sites: ['main'] }, expect: { hrefMatches: { footer_spot: '^/trade' } } });
    const v = await verifyPolicy(repoConfig(), href);
    expect(v).toMatchObject({ outcome: 'unproven', holds: true, notExhaustive: ['path'] });
    expect(verdictFails(v)).toBe(true);
    const accepted = await verifyPolicy(repoConfig(), {
      ...href,
      accept: { unproven: ['path'], reason: 'reviewed: the regex only sets a wallet page' },
    });
    expect(accepted.accepted).toEqual({ unproven: ['path'], reason: 'reviewed: the regex only sets a wallet page' });
    expect(verdictFails(accepted)).toBe(false);
    // An acceptance that leaves out an unproven fact accepts nothing.
    const partial = await verifyPolicy(repoConfig(), {
      ...href,
      accept: { unproven: ['locale'], reason: 'reviewed: not the right fact at all' },
    });
    expect(verdictFails(partial)).toBe(true);

    // A fact compared with another fact.
    const config = withRule(
      `  - id: planted-fact-to-fact
    description: Planted by a test.
    source: shell §2
    when: { fact: user.tier_level, operator: greaterThan, value: { fact: user.safe_level } }
    then: { hide: [footer_careers] }
`,
    );
    const p = policy({
      scope: { sites: ['main'], when: { fact: 'user.tier_level', operator: 'equal', value: 0 } },
      expect: { shown: ['footer_careers'] },
    });
    const f = await verifyPolicy(config, p);
    expect(f.outcome === 'unproven' || f.outcome === 'violated').toBe(true);
    expect(f.unproven.map((u) => u.fact)).toEqual(expect.arrayContaining(['user.tier_level', 'user.safe_level']));
    expect(verdictFails(f)).toBe(true);
    // Five verifications over main's open paths: slow under load, never a timing check.
  }, 90_000);

  it('6. a scope no visitor satisfies is not a proof', async () => {
    for (const when of [
      {
        all: [
          { fact: 'user.tier_level', operator: 'greaterThan' as const, value: 5 },
          { fact: 'user.tier_level', operator: 'lessThan' as const, value: 3 },
        ],
      },
      {
        all: [
          { fact: 'user.isLogin', operator: 'equal' as const, value: true },
          { fact: 'user.isLogin', operator: 'equal' as const, value: false },
        ],
      },
    ]) {
      const v = await verifyPolicy(repoConfig(), policy({ scope: { sites: ['main'], when }, expect: { hidden: ['register'] } }));
      expect(v).toMatchObject({ outcome: 'unproven', vacuous: true, classes: 0 });
      expect(verdictFails(v)).toBe(true);
      // No acceptance covers an empty scope.
      const accepted = await verifyPolicy(
        repoConfig(),
        policy({
          scope: { sites: ['main'], when },
          expect: { hidden: ['register'] },
          accept: { unproven: ['user.tier_level'], reason: 'an attempt to wave it through' },
        }),
      );
      expect(verdictFails(accepted)).toBe(true);
    }
  });
});
