import { count, FACTS_LIMITS } from '../../../src/config/limits';
import type { Facts } from '../../../src/generated/schema-types';
import type { Scenario } from './scenario';
import { normalizeScenario, STATE_VERSION, VIEWS, type FactsCheck, type PreviewState, type PreviewView } from './preview-state';

/**
 * The preview's state in the URL: `?v=1&view=…&persona=…&facts={…}&bPersona=…&bFacts={…}&file=…`.
 * Facts are JSON so a link can be read and edited by hand.
 */
export function encodeState(state: PreviewState): string {
  const p = new URLSearchParams();
  p.set('v', String(STATE_VERSION));
  p.set('view', state.view);
  p.set('persona', state.a.persona);
  p.set('facts', JSON.stringify(normalizeScenario(state.a).facts));
  if (state.view === 'compare') {
    p.set('bPersona', state.b.persona);
    p.set('bFacts', JSON.stringify(normalizeScenario(state.b).facts));
  }
  if (state.file) p.set('file', state.file);
  return `?${p.toString()}`;
}

export interface Decoded {
  /** What the URL said, over `fallback` for anything it did not say (null: the URL names no scenario). */
  state: PreviewState | null;
  /** Why parts of the URL were not used. */
  problems: string[];
}

/** Problems listed per scenario: a crafted link can hold one per cookie. */
const MAX_PROBLEMS = 20;

function readScenario(p: URLSearchParams, personaKey: string, factsKey: string, check: FactsCheck, problems: string[]): Scenario | null {
  const raw = p.get(factsKey);
  if (raw === null) return null;
  // A link is anyone's to craft: facts are read no further than `meridian decide --facts` reads them (issue 21 item 4).
  if (raw.length > FACTS_LIMITS.chars) {
    problems.push(`${factsKey}: ${count(raw.length)} characters; the limit is ${count(FACTS_LIMITS.chars)} (${FACTS_LIMITS.charsLabel})`);
    return null;
  }
  let facts: unknown;
  try {
    facts = JSON.parse(raw);
  } catch {
    problems.push(`${factsKey}: not JSON`);
    return null;
  }
  const errors = check(facts);
  if (errors.length) {
    problems.push(...errors.slice(0, MAX_PROBLEMS).map((e) => `${factsKey}: ${e}`));
    if (errors.length > MAX_PROBLEMS) problems.push(`${factsKey}: … and ${count(errors.length - MAX_PROBLEMS)} more problems`);
    return null;
  }
  return normalizeScenario({ persona: p.get(personaKey) || 'custom', facts: facts as Facts });
}

/** Reads a preview URL's query; parts that are missing or invalid come from `fallback`. */
export function decodeState(search: string, fallback: PreviewState, check: FactsCheck): Decoded {
  const p = new URLSearchParams(search);
  const problems: string[] = [];
  if (!p.has('facts') && !p.has('view')) return { state: null, problems };
  const v = p.get('v');
  if (v !== null && v !== String(STATE_VERSION)) {
    return { state: null, problems: [`link format v${v} is not supported (this preview reads v${STATE_VERSION})`] };
  }
  const viewParam = p.get('view');
  const view: PreviewView = VIEWS.includes(viewParam as PreviewView) ? (viewParam as PreviewView) : 'scenario';
  if (viewParam !== null && view !== viewParam) problems.push(`view: unknown view "${viewParam}"`);
  const a = readScenario(p, 'persona', 'facts', check, problems) ?? fallback.a;
  const b = readScenario(p, 'bPersona', 'bFacts', check, problems) ?? fallback.b;
  const file = p.get('file');
  return { state: { view, a, b, file: file && /^(sites|rules)\/[\w./-]+\.ya?ml$/.test(file) ? file : fallback.file }, problems };
}
