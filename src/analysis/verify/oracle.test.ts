import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { repoConfig } from '../../test-support/repo-config';
import { compile } from '../../config/compile';
import { readSources } from '../../config/node/read-sources';
import type { Policy } from '../../generated/schema-types';
import { policiesOf } from './policy-files';
import { checkPair, pairArbitrary } from './oracle';
import { factsRead, searchViolation } from './oracle-search';
import { WIDE_PHONE_RULE, withRule } from '../../test-support/planted-config';

// The oracle that hunts for false proofs (docs/policies.md): rule changes generated at random, a
// search for a violating visitor with `decide` alone, and a failure whenever the search finds one
// where verify said "proven". `npm run bench` runs the same over ten thousand changes.
const config = repoConfig();
const compiled = compile(readSources(process.cwd()));
if (!compiled.ok) throw new Error('the repository configuration does not compile');
const policies: Policy[] = policiesOf(compiled).map((p) => p.policy);
/** The pairs of (rule change, search) each run checks; a failure prints the seed that replays it. */
const PAIRS = 150;
const SEARCH_RUNS = 120;

describe('the oracle', () => {
  it('finds a violation the first verifier called a proof, and none it calls one now', async () => {
    // Hole 3 of the first verifier (a phone as wide as a tablet): the search finds the visitor by itself.
    const planted = withRule(WIDE_PHONE_RULE);
    const p: Policy = {
      id: 'p',
      description: 'test',
      source: 'shell §2',
      scope: { sites: ['main'], when: { fact: 'compliance.menu', operator: 'isEmpty', value: true } },
      expect: { shown: ['footer_careers'] },
    };
    // The oracle looks harder at the facts of the rule it changed, as it does for every change it makes.
    const focus = factsRead(planted.rules['planted-wide-phone']!.when);
    const found = await searchViolation(planted, p, { runs: 500, seed: 37, focus });
    expect(found?.violations).toEqual(['"footer_careers" is hidden, expected shown']);
    expect(found!.facts.device).toMatchObject({ isPhone: true });
    expect(await checkPair(planted, p, { runs: 200, seed: 37, rules: ['planted-wide-phone'] })).toMatchObject({
      outcome: 'violated',
      falseProof: false,
    });
  });

  it(`checks ${PAIRS} random rule changes: verify never calls proven what decide shows violated`, async () => {
    const pairs = pairArbitrary(config, policies);
    const outcomes = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(pairs, fc.integer({ min: 1, max: 2 ** 30 }), async ({ policy, edit }, seed) => {
        const pair = await checkPair(edit.apply(config), policy, { runs: SEARCH_RUNS, seed, rules: edit.rules });
        outcomes.set(pair.outcome, (outcomes.get(pair.outcome) ?? 0) + 1);
        if (pair.falseProof)
          throw new Error(
            `false proof: policy ${policy.id} "proven" after ${edit.description}; search seed ${seed} found ${JSON.stringify(pair.found!.facts)}: ${pair.found!.violations.join('; ')}`,
          );
      }),
      { numRuns: PAIRS, seed: Number(process.env.MERIDIAN_ORACLE_SEED ?? 37) },
    );
    // The changes reach every outcome: the oracle does not only try changes that change nothing.
    expect(outcomes.get('violated') ?? 0).toBeGreaterThan(PAIRS / 10);
    expect(outcomes.get('proven') ?? 0).toBeGreaterThan(PAIRS / 10);
  }, 600_000);
});
