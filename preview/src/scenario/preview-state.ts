import type { Facts } from '../../../src/generated/schema-types';
import { orderFacts, type Scenario } from './scenario';

export type PreviewView = 'scenario' | 'compare' | 'rules' | 'policies';
export const VIEWS: readonly PreviewView[] = ['scenario', 'compare', 'rules', 'policies'];

/** Everything a link to the preview carries: the view, the scenario, the compared one, the open file. */
export interface PreviewState {
  view: PreviewView;
  a: Scenario;
  b: Scenario;
  file: string | null;
}

/** Checks a facts object against schemas/facts.schema.json; returns the problems (empty when valid). */
export type FactsCheck = (facts: unknown) => string[];

/** Version of the URL and storage formats; a reader ignores what it cannot read. */
export const STATE_VERSION = 1;

export function sameState(x: PreviewState, y: PreviewState): boolean {
  return JSON.stringify(x) === JSON.stringify(y);
}

export function normalizeScenario(s: Scenario): Scenario {
  return { persona: s.persona, facts: orderFacts(s.facts as Facts) };
}

/** The state with `facts` (a counterexample, a facts file) as scenario A, shown in the scenario view. */
export function openFacts(state: PreviewState, facts: Facts): PreviewState {
  return { ...state, view: 'scenario', a: normalizeScenario({ persona: 'custom', facts }) };
}
