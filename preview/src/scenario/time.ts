import { REFERENCE_NOW } from '../../../src/engine/normalize-facts';
import type { Facts } from '../../../src/generated/schema-types';
import { minuteIso } from './scenario';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The jumps of the time-travel bar, forward from the scenario's `now`. */
export const TIME_JUMPS = [
  { label: '+1 hour', ms: HOUR },
  { label: '+1 day', ms: DAY },
  { label: '+7 days', ms: 7 * DAY },
  { label: '+30 days', ms: 30 * DAY },
] as const;

/** The moment a scenario decides at: its `now`, or the engine's reference moment when it names none. */
export function scenarioNowMs(facts: Facts, fallback = Date.parse(REFERENCE_NOW)): number {
  const ms = facts.now ? Date.parse(facts.now) : NaN;
  return Number.isFinite(ms) ? ms : fallback;
}

/** The scenario moved `ms` forward (negative: back). */
export function shiftNow(facts: Facts, ms: number): Facts {
  return { ...facts, now: minuteIso(scenarioNowMs(facts) + ms) };
}

/** `2026-03-10T12:00` (UTC) for a datetime-local input, and back. */
export function toLocalInput(iso: string | undefined): string {
  const ms = iso ? Date.parse(iso) : NaN;
  return Number.isFinite(ms) ? new Date(ms).toISOString().slice(0, 16) : '';
}

export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const ms = Date.parse(`${value}:00Z`);
  return Number.isFinite(ms) ? minuteIso(ms) : null;
}
