import { useEffect, useState } from 'react';
import type { CompiledConfig } from '../../../src/rules-model/compiled-types';
import { createDecider, type Decider } from '../../../src/engine/decide';
import type { Decision, Facts } from '../../../src/generated/schema-types';

const deciders = new WeakMap<CompiledConfig, Decider>();

/** decide() with every rule in the trace (why-not needs the rules that did not fire). */
export function decideAll(config: CompiledConfig, facts: Facts): Promise<Decision> {
  let d = deciders.get(config);
  if (!d) deciders.set(config, (d = createDecider(config)));
  return d.decide(facts, { trace: 'all' });
}

export interface Decided {
  decision: Decision | null;
  /** The facts `decision` was decided from (the last that decided). */
  facts: Facts | null;
  /** Why the latest facts could not be decided (an unknown site); the last decision stays. */
  error: string | null;
}

/** The Decision for a scenario under a config; a scenario that cannot be decided keeps the last one. */
export function useDecided(config: CompiledConfig | null, facts: Facts): Decided {
  const [out, setOut] = useState<Decided>({ decision: null, facts: null, error: null });
  const key = JSON.stringify(facts);
  useEffect(() => {
    if (!config) return undefined;
    let live = true;
    decideAll(config, facts).then(
      (decision) => {
        if (live) setOut({ decision, facts, error: null });
      },
      (e: unknown) => {
        if (live) setOut((o) => ({ ...o, error: e instanceof Error ? e.message : String(e) }));
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the facts by value
  }, [config, key]);
  return out;
}
