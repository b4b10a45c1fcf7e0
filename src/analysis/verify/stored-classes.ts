/**
 * The values verify tries for one stored value (a cookie or storage string of rules/vocabulary.yaml):
 * every age on either side of every window at the millisecond (ages are whole milliseconds), every
 * count and keep-alive that a test tells apart, and the visitor's calendar day where `sameDay` reads
 * it (docs/policies.md, "Why the classes are complete").
 */
import type { StoredDecl } from '../../generated/schema-types';
import { parseDuration } from '../../rules-model/duration';
import { FUTURE_TOLERANCE_MS } from '../../engine/stored-values';
import { factRef, type FactRead } from './fact-reads';
import { MAX_LIST_ELEMENTS, numberCells, outsideString, subsets } from './value-classes';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A window whose length another fact gives (`olderThanHours {fact: …frequency}`). */
export interface WindowRef {
  fact: string;
  unitMs: number;
}

export interface StoredClasses {
  /** The stored strings tried, with a label each; undefined: not stored. */
  values: { raw: string; label: string }[];
  unproven: string[];
  /** `sameDay` reads the value: the visitor's UTC offset is tried with it. */
  dayTurns: boolean;
  /** Windows given by a plain fact: that fact is tried jointly with this value (fact-classes.ts). */
  windowRefs: WindowRef[];
  /** The oldest age tried, in ms: a window longer than it is never reached. */
  maxAgeMs: number;
}

const UNIT: Record<string, number> = { olderThan: 1, olderThanHours: HOUR, olderThanDays: DAY };
const NUMERIC = new Set(['equal', 'notEqual', 'lessThan', 'lessThanInclusive', 'greaterThan', 'greaterThanInclusive', 'in', 'notIn']);
const nums = (v: unknown): number[] => (Array.isArray(v) ? v : [v]).filter((x): x is number => typeof x === 'number');

/** The classes of a stored value from every read of it (its age, its day, its fields), at `nowMs`. */
export function storedClasses(decl: StoredDecl, reads: readonly FactRead[], nowMs: number): StoredClasses {
  const name = decl.name;
  const unproven: string[] = [];
  const thresholds = new Set<number>([0]);
  const counts: number[] = [];
  const keepConstants: number[] = [];
  const stampConstants: number[] = [];
  const itemElements: unknown[] = [];
  const windowRefs: WindowRef[] = [];
  let keepaliveWindow = false;
  let countRead = false;
  let keepRead = false;
  let itemsEmptiness = false;
  let dayTurns = false;
  for (const r of reads) {
    const ref = factRef(r.value);
    const field = r.fact.startsWith('stored.') ? r.fact.split('.').slice(2).join('.') : null;
    if (r.fact === 'sameDay') dayTurns = true;
    else if (r.fact === 'elapsedMs') {
      const unit = UNIT[r.operator];
      if (ref && unit !== undefined) {
        if (ref === `stored.${name}.keepaliveDays` && r.operator === 'olderThanDays') keepaliveWindow = true;
        else if (ref.startsWith('stored.')) unproven.push(`the age of ${name} is compared with ${ref}, another stored value`);
        else windowRefs.push({ fact: ref, unitMs: unit });
      } else if (unit !== undefined) {
        const w = r.operator === 'olderThan' ? parseDuration(r.value) : typeof r.value === 'number' ? r.value * unit : null;
        if (w !== null) thresholds.add(Math.max(0, Math.ceil(w)));
      } else if (NUMERIC.has(r.operator) && !ref)
        for (const c of nums(r.value)) [c, c + 1].forEach((t) => thresholds.add(Math.max(0, Math.ceil(t))));
      else if (r.operator !== 'isEmpty') unproven.push(`the age of ${name} is read by ${r.operator}${ref ? ` against ${ref}` : ''}`);
    } else if (field === 'count') {
      countRead = true;
      if (ref || (!NUMERIC.has(r.operator) && r.operator !== 'isEmpty'))
        unproven.push(`${r.fact} is read by ${r.operator}${ref ? ` against ${ref}` : ''}`);
      else counts.push(...nums(r.value));
    } else if (field === 'keepaliveDays') {
      keepRead = true;
      if (ref || (!NUMERIC.has(r.operator) && r.operator !== 'isEmpty'))
        unproven.push(`${r.fact} is read by ${r.operator}${ref ? ` against ${ref}` : ''}`);
      else keepConstants.push(...nums(r.value));
    } else if (field === 'timestamp' && !ref && r.operator !== 'isEmpty' && r.operator !== 'sample') {
      if (NUMERIC.has(r.operator)) stampConstants.push(...nums(r.value));
      else unproven.push(`${r.fact} is read by ${r.operator}, which verify cannot split into classes`);
    } else if (field === 'items') {
      if (ref) unproven.push(`${r.fact} is compared with ${ref}, another fact's list`);
      else if (r.operator === 'isEmpty') itemsEmptiness = true;
      else if (['contains', 'doesNotContain', 'inList'].includes(r.operator))
        itemElements.push(...(Array.isArray(r.value) ? r.value : [r.value]));
      else unproven.push(`${r.fact} is read by ${r.operator}`);
    } else if (ref && r.operator !== 'sample') unproven.push(`${r.fact} is compared with ${ref}`);
    else if (field && field !== 'on' && field !== 'timestamp' && r.operator !== 'isEmpty' && r.operator !== 'sample')
      unproven.push(`${r.fact} is read by ${r.operator}, which verify cannot split into classes`);
  }
  if (keepaliveWindow && keepRead) unproven.push(`${name}.keepaliveDays is both a window and compared with values`);

  // One age from every cell the windows cut the ages into: each window and the millisecond before it.
  const ages = new Set<number>();
  for (const t of thresholds) {
    if (t > 0) ages.add(t - 1);
    ages.add(t);
  }
  // The stamp itself compared with constants: one stamp from every cell they cut (stampCells).
  const stampCuts = stampCells(stampConstants, nowMs);
  if (stampCuts.length && dayTurns) unproven.push(`${name}.timestamp is compared with values and its calendar day is read`);
  const maxAgeMs = Math.max(...ages, ...stampCuts.map((ts) => nowMs - ts));
  if (dayTurns)
    for (const t of thresholds)
      if (t > DAY - MINUTE && t < DAY)
        unproven.push(`a window of ${t} ms on ${name} falls in the last minute of a day; verify's clock turns days only on whole minutes`);
  const countCells = numberCells(counts, true, 0, 999_999);
  const keepCells = numberCells(keepConstants, false);
  if (countRead) unproven.push(...countCells.unproven.map((why) => `${name}.count: ${why}`));
  if (keepRead && !keepaliveWindow) unproven.push(...keepCells.unproven.map((why) => `${name}.keepaliveDays: ${why}`));
  const countValues = countRead ? countCells.values : [1];
  // A keep-alive of -1 always shows; one longer than every age tried never does.
  const big = Math.floor(maxAgeMs / DAY) + 1;
  const keepValues = keepaliveWindow ? [-1, 0, big] : keepRead ? keepCells.values : [1];
  const values: { raw: string; label: string }[] = [];
  const add = (raw: string, label: string) => {
    if (!values.some((v) => v.raw === raw)) values.push({ raw, label });
  };
  const stamps = [...ages].sort((a, b) => a - b).map((age) => ({ ts: nowMs - age, label: agoLabel(age) }));
  // A stamp a little ahead of the clock counts as now (age 0) but can fall on the next calendar day.
  if (dayTurns) stamps.push({ ts: nowMs + FUTURE_TOLERANCE_MS, label: `${FUTURE_TOLERANCE_MS / MINUTE} min ahead` });
  for (const ts of stampCuts) stamps.push({ ts, label: ts > nowMs ? `${ts - nowMs} ms ahead` : agoLabel(nowMs - ts) });
  for (const { ts, label } of stamps) {
    if (ts < 0) continue;
    if (decl.format === 'timestamp') add(String(ts), label);
    else if (decl.format === 'count-timestamp') for (const c of countValues) add(`${c}/${ts}`, `count ${c}, ${label}`);
    else if (decl.format === 'keepalive')
      for (const k of keepValues) add(JSON.stringify({ keepaliveDays: k, timestamp: ts }), `keepalive ${k}d, ${label}`);
  }
  if (decl.format === 'json-list') {
    const e = [...new Set(itemElements.map(String))].sort();
    if (e.length > MAX_LIST_ELEMENTS) {
      unproven.push(`${name}.items: conditions test ${e.length} elements, more than ${MAX_LIST_ELEMENTS}`);
      e.length = MAX_LIST_ELEMENTS;
    }
    for (const s of subsets(e)) add(JSON.stringify(s), JSON.stringify(s));
    if (itemsEmptiness || !e.length) add(JSON.stringify([outsideString(e)]), 'one other item');
  }
  if (decl.format === 'flag' || decl.format === 'present') add('1', 'set');
  return { values, unproven, dayTurns, windowRefs, maxAgeMs };
}

/** The most a stored stamp can be: 15 digits (parseStored). */
const MAX_STAMP = 999_999_999_999_999;

/**
 * One stamp (a whole ms, as stored) from every cell the constants a `stored.<name>.timestamp` test
 * compares it with cut, as far as a stamp can go: from 0 to the latest the clock takes for now
 * (FUTURE_TOLERANCE_MS ahead; later is absent). With the ages tried for the windows on the same
 * value, every cell of both cuts together has a stamp tried: an age cell's two ends are tried (the
 * oldest's younger end), and a stamp cell's nearest value to each constant is, so the stamp nearest
 * the constant inside an age cell is one of them.
 */
function stampCells(constants: readonly number[], nowMs: number): number[] {
  if (!constants.length) return [];
  return numberCells(constants, true, 0, Math.min(MAX_STAMP, nowMs + FUTURE_TOLERANCE_MS)).values;
}

/** An age as a person reads it, exact to the millisecond: `1 d 0 h 0 min 0.000 s ago`. */
export function agoLabel(ms: number): string {
  if (ms === 0) return 'now';
  const d = Math.floor(ms / DAY);
  const h = Math.floor((ms % DAY) / HOUR);
  const m = Math.floor((ms % HOUR) / MINUTE);
  const s = (ms % MINUTE) / 1000;
  const parts = [d ? `${d} d` : '', d || h ? `${h} h` : '', d || h || m ? `${m} min` : '', s ? `${s.toFixed(3)} s` : ''].filter(Boolean);
  return `${parts.join(' ')} ago`;
}
