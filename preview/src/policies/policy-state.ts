import type { PolicyVerdict } from '../../../src/analysis/verify/verify';
import type { PolicyInfo, VerifyEvent } from './verify-run';

export type PolicyResult = { verdict: PolicyVerdict } | { failed: string };

/** The Policies view's data: the last policies and results, which of them are from the sources as edited now. */
export interface PolicyRunState {
  /** loading: no result yet; running: a run for the current sources is on; invalid: the sources do not compile. */
  status: 'loading' | 'running' | 'done' | 'invalid';
  policies: PolicyInfo[];
  results: Record<string, PolicyResult>;
  /** Ids whose result came from the current sources; the others are from an earlier edit (stale). */
  fresh: string[];
  errors: string[];
  ms: number | null;
}

export const initialRunState: PolicyRunState = { status: 'loading', policies: [], results: {}, fresh: [], errors: [], ms: null };

/** A new run starts: every shown result becomes stale until the run replaces it. */
export function startRun(s: PolicyRunState): PolicyRunState {
  return { ...s, status: s.policies.length ? 'running' : 'loading', fresh: [], errors: [], ms: null };
}

export function applyEvent(s: PolicyRunState, e: VerifyEvent): PolicyRunState {
  switch (e.kind) {
    case 'invalid':
      return { ...s, status: 'invalid', errors: e.errors, fresh: [] };
    case 'policies': {
      const ids = new Set(e.policies.map((p) => p.id));
      return {
        ...s,
        status: 'running',
        policies: e.policies,
        results: Object.fromEntries(Object.entries(s.results).filter(([id]) => ids.has(id))),
      };
    }
    case 'verdict':
      return { ...s, results: { ...s.results, [e.verdict.id]: { verdict: e.verdict } }, fresh: [...s.fresh, e.verdict.id] };
    case 'failed':
      return { ...s, results: { ...s.results, [e.id]: { failed: e.message } }, fresh: [...s.fresh, e.id] };
    case 'done':
      return { ...s, status: 'done', ms: e.ms };
  }
}

/** Counts for the tab and the summary line, over fresh results only (accepted: unproven with a reviewed acceptance). */
export function summarize(s: PolicyRunState): { proven: number; violated: number; unproven: number; accepted: number; classes: number } {
  const out = { proven: 0, violated: 0, unproven: 0, accepted: 0, classes: 0 };
  for (const id of s.fresh) {
    const r = s.results[id];
    if (!r || !('verdict' in r)) continue;
    out.classes += r.verdict.classes;
    out[r.verdict.outcome]++;
    if (r.verdict.accepted) out.accepted++;
  }
  return out;
}
