import type { CompiledConfig } from '../rules-model/compiled-types';
import { createDecider } from '../engine/decide';
import type { Decision, Facts } from '../generated/schema-types';

/** One Decision from a decider of its own (no memo): the first paint's, and a test's. */
export async function decideOnce(config: CompiledConfig, facts: Facts): Promise<Decision> {
  return createDecider(config, { memo: false }).decide(facts);
}
