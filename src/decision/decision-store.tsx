import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import type { CompiledConfig } from '../rules-model/compiled-types';
import { createDecider, type Decider } from '../engine/decide';
import type { Decision, Facts } from '../generated/schema-types';

interface DecisionState {
  decision: Decision;
  facts: Facts;
  config: CompiledConfig;
}

const DecisionContext = createContext<StoreApi<DecisionState> | null>(null);

/**
 * The only bridge between the engine and React: decides whenever the facts change (by value) or
 * the configuration is replaced (a live rule bundle, docs/rules-bundles.md), and publishes the
 * Decision. The first render uses `initial`, decided before the app mounted from `initialFacts`
 * with `config`; those are not decided again.
 */
export function DecisionProvider({
  config,
  facts,
  initial,
  initialFacts,
  readiness,
  onDecided,
  children,
}: {
  config: CompiledConfig;
  facts: Facts;
  initial: Decision;
  initialFacts: Facts;
  /**
   * What a new Decision waits for before it is published (the text of its language), so the page
   * renders it once and whole; undefined when it needs nothing. The caller bounds the wait.
   */
  readiness?: (decision: Decision) => Promise<unknown> | undefined;
  /**
   * Called with each new Decision just before it is published, in the same task: store updates it
   * makes (the UI language) render in the same pass as the Decision instead of a second one.
   */
  onDecided?: (decision: Decision) => void;
  children: ReactNode;
}) {
  const store = useRef<StoreApi<DecisionState>>(null);
  store.current ??= createStore<DecisionState>(() => ({ decision: initial, facts, config }));
  const decider = useRef<{ config: CompiledConfig; decider: Decider }>(null);
  decider.current ??= { config, decider: createDecider(config) };
  const key = JSON.stringify(facts);
  const decided = useRef({ key: JSON.stringify(initialFacts), config });
  useEffect(() => {
    if (key === decided.current.key && config === decided.current.config) return undefined;
    decided.current = { key, config };
    // A new configuration gets a decider of its own: its caches belong to the rules they were made from.
    if (decider.current!.config !== config) decider.current = { config, decider: createDecider(config) };
    let live = true;
    decider.current!.decider.decide(facts).then(
      async (decision) => {
        const ready = live ? readiness?.(decision) : undefined;
        if (ready) await ready.catch(() => undefined);
        if (!live) return;
        onDecided?.(decision);
        store.current!.setState({ decision, facts, config });
      },
      (e: unknown) => console.error('decide failed; keeping the last decision', e),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the facts by value
  }, [key, config]);
  return <DecisionContext.Provider value={store.current}>{children}</DecisionContext.Provider>;
}

/**
 * Reads a slice of the current Decision; re-renders only when that slice changes. Slices are
 * compared shallowly, so a selector may derive a list (`d.header.filter(…)`) without looping.
 */
export function useDecision<T>(selector: (d: Decision) => T): T {
  const store = useContext(DecisionContext);
  if (!store) console.warn('useDecision used outside <DecisionProvider>');
  const select = useShallow((s: DecisionState) => selector(s.decision));
  if (!store) throw new Error('useDecision needs a DecisionProvider');
  return useStore(store, select);
}

/** The facts behind the current Decision (for the demo toolbar and the preview). */
export function useDecisionFacts(): Facts {
  const store = useContext(DecisionContext);
  if (!store) throw new Error('useDecisionFacts needs a DecisionProvider');
  return useStore(store, (s) => s.facts);
}
