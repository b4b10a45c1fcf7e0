import { useEffect, useState } from 'react';
import type { ConfigStore } from '../config/config-store';
import { editedSources } from '../config/config-store';
import type { PolicyRunner } from './policy-runner';
import { applyEvent, initialRunState, startRun, type PolicyRunState } from './policy-state';

/** How long the sources must stay unchanged before a run starts: typing does not start one run per key. */
export const VERIFY_DEBOUNCE_MS = 600;

/**
 * Verifies every policy against the store's sources as edited, again after each edit (debounced);
 * a newer edit cancels the run in progress. Does nothing until `enabled` (the view was opened).
 */
export function usePolicyRun(store: ConfigStore, runner: PolicyRunner, enabled: boolean): PolicyRunState {
  const [state, setState] = useState(initialRunState);
  useEffect(() => {
    if (!enabled) return;
    let cancel: (() => void) | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const start = () => {
      cancel?.();
      setState(startRun);
      const { bundled, edits } = store.getState();
      cancel = runner.run(editedSources(bundled, edits), (e) => setState((s) => applyEvent(s, e)));
    };
    start();
    const unsubscribe = store.subscribe((next, prev) => {
      if (next.edits === prev.edits) return;
      if (timer) clearTimeout(timer);
      setState(startRun);
      timer = setTimeout(start, VERIFY_DEBOUNCE_MS);
    });
    return () => {
      unsubscribe();
      if (timer) clearTimeout(timer);
      cancel?.();
    };
  }, [store, runner, enabled]);
  return state;
}
