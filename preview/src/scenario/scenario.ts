import type { Persona } from '../../../src/rules-model/persona';
import { findPersona } from 'virtual:meridian/personas';
import type { Facts } from '../../../src/generated/schema-types';

/** One simulated visitor: the persona preset it started from and the complete facts (docs/contract.md "Facts"). */
export interface Scenario {
  persona: string;
  facts: Facts;
}

export interface DevicePreset {
  id: 'phone' | 'tablet' | 'desktop';
  label: string;
  width: number;
  isPhone: boolean;
}

export const DEVICE_PRESETS: readonly DevicePreset[] = [
  { id: 'phone', label: 'Phone', width: 390, isPhone: true },
  { id: 'tablet', label: 'Tablet', width: 768, isPhone: false },
  { id: 'desktop', label: 'Desktop', width: 1440, isPhone: false },
];

/** The order facts are written in (URL, raw editor), so equal scenarios read the same. */
const FACT_ORDER: readonly (keyof Facts)[] = [
  'site',
  'locale',
  'path',
  'query',
  'now',
  'device',
  'user',
  'compliance',
  'account',
  'common',
  'cookies',
  'storage',
  'experiments',
  'intents',
  'dismissed',
  'announcement',
];

export function orderFacts(facts: Facts): Facts {
  const out: Record<string, unknown> = {};
  for (const k of FACT_ORDER) if (facts[k] !== undefined) out[k] = facts[k];
  for (const [k, v] of Object.entries(facts)) if (!(k in out) && v !== undefined) out[k] = v;
  return out as Facts;
}

const MINUTE = 60_000;

/** `now` cut to the minute, as the site's facts builder does. */
export function minuteIso(ms: number): string {
  return new Date(Math.floor(ms / MINUTE) * MINUTE).toISOString().replace('.000Z', 'Z');
}

/** A logged-out desktop visitor on the main site's home page, at `now`. */
export function defaultScenario(now: Date): Scenario {
  return {
    persona: 'visitor',
    facts: { site: 'main', locale: 'en', path: '/', now: minuteIso(now.getTime()), device: { isPhone: false, width: 1440 } },
  };
}

/** Fields a persona preset owns: picking another persona replaces them. */
const PERSONA_FIELDS = ['user', 'compliance', 'account', 'experiments'] as const;
const SESSION_COOKIES = ['uid', 'nickname'];

const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function merge(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const out = { ...base };
  for (const [k, v] of Object.entries(over)) out[k] = isPlain(v) && isPlain(out[k]) ? merge(out[k] as Record<string, unknown>, v) : v;
  return out;
}

/** The scenario as `persona` would be: its user, compliance, account and session cookies replace the old ones. */
export function withPersona(scenario: Scenario, persona: Persona): Scenario {
  const facts: Record<string, unknown> = { ...scenario.facts };
  for (const f of PERSONA_FIELDS) delete facts[f];
  const cookies = Object.fromEntries(Object.entries(scenario.facts.cookies ?? {}).filter(([k]) => !SESSION_COOKIES.includes(k)));
  if (Object.keys(cookies).length) facts.cookies = cookies;
  else delete facts.cookies;
  return { persona: persona.id, facts: orderFacts(merge(facts, persona.facts as Record<string, unknown>) as Facts) };
}

/** The persona preset of a scenario, or null when the id is unknown. */
export function personaOf(scenario: Scenario): Persona | null {
  return findPersona(scenario.persona) ?? null;
}

const isEmpty = (v: unknown) => v === undefined || (isPlain(v) && Object.keys(v).length === 0);

/**
 * Sets (or, with `undefined`, removes) the value at `path`, pruning objects left empty. Returns new
 * objects along the path; everything else is shared.
 */
export function setFact(facts: Facts, path: readonly string[], value: unknown): Facts {
  const set = (obj: Record<string, unknown>, i: number): Record<string, unknown> => {
    const key = path[i]!;
    const out = { ...obj };
    const next = i === path.length - 1 ? value : set(isPlain(obj[key]) ? (obj[key] as Record<string, unknown>) : {}, i + 1);
    if (isEmpty(next)) delete out[key];
    else out[key] = next;
    return out;
  };
  return orderFacts(set(facts as Record<string, unknown>, 0) as Facts);
}

/** The value at `path`, or undefined. */
export function getFact(facts: Facts, path: readonly string[]): unknown {
  let node: unknown = facts;
  for (const key of path) node = isPlain(node) ? node[key] : undefined;
  return node;
}
