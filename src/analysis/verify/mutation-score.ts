import type { CompiledConfig } from '../../rules-model/compiled-types';
import type { Expect, Facts, Policy } from '../../generated/schema-types';
import { createDecider, type Decider } from '../../engine/decide';
import { findSite } from '../../engine/normalize-facts';
import { checkExpectation } from '../expectations';
import { applyMutant, mutantSites, mutantsOf, type Mutant } from './mutants';
import { sliceFor } from './relevance';
import { TooManyClassesError, verifyPolicy } from './verify';

/** A rule test as the mutation run needs it: `where` names it in a report (file:line name). */
export interface MutationTest {
  where: string;
  facts: Facts;
  expect: Expect;
}

export interface MutantResult extends Mutant {
  killed: boolean;
  /** The failing rule test (its `where`) or `policy <id>` that detected the mutant. */
  killedBy?: string;
}

export interface MutationReport {
  total: number;
  killed: number;
  /** killed / total × 100, one decimal; 100 when there is no mutant. */
  score: number;
  survivors: MutantResult[];
  mutants: MutantResult[];
  /** Tests that fail and policies violated on the rules as they are: they detect nothing, so they are left out. */
  skipped: string[];
  ms: number;
}

export interface MutationOptions {
  /** Only these mutants (a shard); default every mutant of the config. */
  mutants?: Mutant[];
  /** Clock for the reported time; none is read here (pure layer): without one the time is 0. */
  now?: () => number;
}

/** Whether a rule test passes on a config (the decider belongs to that config). */
const passes = async (d: Decider, t: MutationTest) => checkExpectation(await d.decide(t.facts), t.expect).length === 0;

/** Whether a policy holds on a config; a class product over the limit counts as holding (nothing was shown). */
async function holds(config: CompiledConfig, p: Policy, decider: Decider): Promise<boolean> {
  try {
    return (await verifyPolicy(config, p, { decider })).holds;
  } catch (err) {
    if (err instanceof TooManyClassesError) return true;
    throw err;
  }
}

/**
 * Runs every mutant of the rules against the rule tests and the policies: a mutant is killed when
 * a rule test fails or a policy is violated on it. Only the tests on the mutated rule's sites and
 * the policies whose slice holds the rule are run, and the first failure stops a mutant.
 */
export async function mutationScore(
  config: CompiledConfig,
  tests: readonly MutationTest[],
  policies: readonly Policy[],
  opts: MutationOptions = {},
): Promise<MutationReport> {
  const clock = opts.now ?? (() => 0);
  const started = clock();
  const base = createDecider(config);
  const skipped: string[] = [];
  const good: (MutationTest & { site: string })[] = [];
  for (const t of tests) {
    if (await passes(base, t)) good.push({ ...t, site: findSite(config, t.facts.site).key });
    else skipped.push(t.where);
  }
  const live: { policy: Policy; rules: Set<string> }[] = [];
  for (const p of policies) {
    if (await holds(config, p, base)) live.push({ policy: p, rules: new Set(sliceFor(config, p).rules) });
    else skipped.push(`policy ${p.id}`);
  }
  const results: MutantResult[] = [];
  for (const m of opts.mutants ?? mutantsOf(config)) {
    const mutated = applyMutant(config, m);
    const sites = mutantSites(config, mutated, m.rule);
    const decider = createDecider(mutated);
    let killedBy: string | undefined;
    for (const t of good) {
      if (!sites.has(t.site) || (await passes(decider, t))) continue;
      killedBy = t.where;
      break;
    }
    if (!killedBy)
      for (const { policy, rules } of live) {
        if (!rules.has(m.rule) || (policy.scope?.sites && !policy.scope.sites.some((s) => sites.has(s)))) continue;
        if (await holds(mutated, policy, decider)) continue;
        killedBy = `policy ${policy.id}`;
        break;
      }
    results.push({ ...m, killed: !!killedBy, ...(killedBy ? { killedBy } : {}) });
  }
  const killed = results.filter((r) => r.killed).length;
  return {
    total: results.length,
    killed,
    score: results.length ? Math.floor((killed / results.length) * 1000) / 10 : 100,
    survivors: results.filter((r) => !r.killed),
    mutants: results,
    skipped,
    ms: clock() - started,
  };
}
