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

/** The time field's format (UTC): one text field, one Tab stop (issue 42; a native datetime-local takes seven). */
export const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/** `2026-03-10 12:00` (UTC) for the time field, and back. */
export function toTimeText(iso: string | undefined): string {
  const ms = iso ? Date.parse(iso) : NaN;
  return Number.isFinite(ms) ? new Date(ms).toISOString().slice(0, 16).replace('T', ' ') : '';
}

/** The minute `2026-03-10 12:00` names (UTC, the ISO `T` also taken), or null: not that format, or no such date or time (2026-02-30, 24:00). */
export function fromTimeText(value: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})$/.exec(value.trim());
  if (!m) return null;
  const ms = Date.parse(`${m[1]}T${m[2]}:00Z`);
  // Date.parse rolls some impossible dates over (2026-02-30 is 2 March): the text must come back the same.
  return Number.isFinite(ms) && toTimeText(new Date(ms).toISOString()) === `${m[1]} ${m[2]}` ? minuteIso(ms) : null;
}
