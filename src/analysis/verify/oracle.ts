import fc from 'fast-check';
import type { CompiledConfig } from '../../rules-model/compiled-types';
import type { Policy } from '../../generated/schema-types';
import { editArbitrary, type RuleEdit } from './oracle-edits';
import { policyArbitrary } from './oracle-policies';
import { factsRead, searchViolation, type FoundViolation } from './oracle-search';
import { TooManyClassesError, verifyPolicy, type VerdictOutcome } from './verify';

/** One (rule change, search) pair of the oracle: verify's outcome, what the search found, and whether that is a false proof. */
export interface OraclePair {
  outcome: VerdictOutcome | 'too-many';
  found: FoundViolation | null;
  /** The search found a violating visitor where verify said proven. */
  falseProof: boolean;
}

/**
 * Verifies a policy on a changed configuration and searches for a violating visitor with decide
 * alone. The search runs where verify proved the policy (a hunt for a false proof) and, with
 * `searchAll`, everywhere (the bench's hit rate on changes verify shows violated).
 */
export async function checkPair(
  config: CompiledConfig,
  policy: Policy,
  opts: { runs: number; seed: number; searchAll?: boolean; rules?: readonly string[] },
): Promise<OraclePair> {
  let outcome: OraclePair['outcome'];
  try {
    outcome = (await verifyPolicy(config, policy)).outcome;
  } catch (err) {
    if (!(err instanceof TooManyClassesError)) throw err;
    outcome = 'too-many';
  }
  const focus = (opts.rules ?? []).flatMap((id) => (config.rules[id] ? factsRead(config.rules[id].when) : []));
  const found = outcome === 'proven' || opts.searchAll ? await searchViolation(config, policy, { ...opts, focus }) : null;
  return { outcome, found, falseProof: outcome === 'proven' && found !== null };
}

/** A policy (the repository's, or a random one half the time) with a rule change drawn for it. */
export function pairArbitrary(config: CompiledConfig, policies: readonly Policy[]): fc.Arbitrary<{ policy: Policy; edit: RuleEdit }> {
  return fc
    .oneof(fc.constantFrom(...policies), policyArbitrary(config))
    .chain((policy) => editArbitrary(config, policy).map((edit) => ({ policy, edit })));
}

/** What a campaign of the oracle saw: outcomes, false proofs, and how often the search found what verify showed violated. */
export interface CampaignReport {
  pairs: number;
  outcomes: Record<OraclePair['outcome'], number>;
  /** Pairs where the search found a violation verify called proven: must be none. */
  falseProofs: { policy: string; edit: string; facts: unknown; violations: string[] }[];
  /** Of the changes verify showed violated, how many the search found too (a blind search finds none). */
  violatedFound: number;
}

/**
 * Runs `pairs` random (rule change, search) pairs over the policies, each change drawn for one
 * policy (oracle-edits.ts), every search seeded from `seed`; `searchAll` searches where verify
 * found a violation too, for the hit rate.
 */
export async function oracleCampaign(
  config: CompiledConfig,
  policies: readonly Policy[],
  opts: { pairs: number; seed: number; runs: number; searchAll?: boolean; onPair?: (done: number) => void },
): Promise<CampaignReport> {
  const report: CampaignReport = {
    pairs: 0,
    outcomes: { proven: 0, violated: 0, unproven: 0, 'too-many': 0 },
    falseProofs: [],
    violatedFound: 0,
  };
  const draws = fc.sample(fc.tuple(pairArbitrary(config, policies), fc.integer({ min: 1, max: 2 ** 30 })), {
    numRuns: opts.pairs,
    seed: opts.seed,
  });
  for (const [{ policy, edit }, seed] of draws) {
    const pair = await checkPair(edit.apply(config), policy, { runs: opts.runs, seed, searchAll: opts.searchAll, rules: edit.rules });
    report.pairs++;
    report.outcomes[pair.outcome]++;
    if (pair.outcome === 'violated' && pair.found) report.violatedFound++;
    if (pair.falseProof)
      report.falseProofs.push({ policy: policy.id, edit: edit.description, facts: pair.found!.facts, violations: pair.found!.violations });
    opts.onPair?.(report.pairs);
  }
  return report;
}
