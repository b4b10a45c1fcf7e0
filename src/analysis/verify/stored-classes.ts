/**
 * The values verify tries for one stored value (a cookie or storage string of rules/vocabulary.yaml):
 * every age on either side of every window (whole milliseconds for a whole-ms stamp; any real age
 * for a keep-alive, whose stamp may be any finite number), every count and keep-alive that a test
 * tells apart, the visitor's calendar day where `sameDay` reads it, and the stamp in every cell of
 * its constants with every age. `now` is free when the slice reads no clock: fact-classes.ts
 * (storedClocks) moves it for ages older than VERIFY_NOW, and a class sets its own `now` for a
 * stamp read or a day read with the offset (docs/policies.md, "Why the classes are complete").
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

/**
 * What a class of a stored value writes: a fixed stored string (and, when verify moves the clock
 * for it, the `now` it is read at), or a stamp `age` ms before a `now` set at the time of day `tod`
 * on the visitor's clock (the offset is read from the facts at apply time: it is tried jointly).
 */
export type StoredPick = { raw: string; nowMs?: number } | { age: number; tod: number; dayStart: number; make: (ts: number) => string };

export interface StoredClasses {
  /** The stored values tried, with a label each; undefined: not stored. */
  values: { pick: StoredPick; label: string }[];
  unproven: string[];
  /** `sameDay` reads the value: the visitor's UTC offset is tried with it. */
  dayTurns: boolean;
  /** Windows given by a plain fact: that fact is tried jointly with this value (fact-classes.ts). */
  windowRefs: WindowRef[];
  /** The oldest age tried, in ms: a window longer than it is never reached. */
  maxAgeMs: number;
  /** The earliest `now` at which every age tried is a stamp the format can hold (whole ms from 0). */
  needNowMs: number;
  /** Classes must set `now` themselves (the stamp is compared with values, or the offset is read with the day). */
  ownClock: boolean;
}

/**
 * How the clock is set for a stored value's classes: `fixed` at `nowMs` (shared with the slice's
 * other stored values), or `own`: the classes set `now` (the slice reads no clock and no other
 * stored value). `offsetRead`: rules read device.utcOffsetMinutes themselves.
 */
export interface StoredClock {
  nowMs: number;
  own: boolean;
  offsetRead: boolean;
}

const UNIT: Record<string, number> = { olderThan: 1, olderThanHours: HOUR, olderThanDays: DAY };
const NUMERIC = new Set(['equal', 'notEqual', 'lessThan', 'lessThanInclusive', 'greaterThan', 'greaterThanInclusive', 'in', 'notIn']);
const nums = (v: unknown): number[] => (Array.isArray(v) ? v : [v]).filter((x): x is number => typeof x === 'number');
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : [v]);

/** Latest instant decide accepts (normalize-facts.ts, MAX_NOW_MS). */
export const MAX_NOW_MS = 253_402_300_799_999;
const dayStartOf = (ms: number) => Math.floor(ms / DAY) * DAY;

/** Which side of every cut an age is on: two ages with one signature answer every read alike. */
const cellOf = (a: number, cuts: readonly number[]) => cuts.map((c) => Math.sign(a - c)).join();

/** The classes of a stored value from every read of it (its age, its day, its fields), with the clock `clock`. */
export function storedClasses(decl: StoredDecl, reads: readonly FactRead[], clock: StoredClock): StoredClasses {
  const { nowMs } = clock;
  const name = decl.name;
  const whole = decl.format !== 'keepalive'; // timestamp and count/timestamp: whole ms from 0; keep-alive: any finite number
  const unproven: string[] = [];
  const thresholds = new Set<number>([0]);
  const cuts = new Set<number>([0]); // every constant an age is compared with, as written
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
        // One window, or (a `site.*` fact, fact-classes.ts) the window of every site: each cuts the ages.
        // A value that is no window (olderThanMs: null) never holds and cuts nothing.
        for (const v of list(r.value)) {
          const w = r.operator === 'olderThan' ? parseDuration(v) : typeof v === 'number' && Number.isFinite(v) ? v * unit : null;
          if (w === null) continue;
          thresholds.add(Math.max(0, Math.ceil(w)));
          cuts.add(Math.max(0, w));
        }
      } else if (NUMERIC.has(r.operator) && !ref)
        for (const c of nums(r.value)) {
          [c, c + 1].forEach((t) => thresholds.add(Math.max(0, Math.ceil(t))));
          if (c >= 0) cuts.add(c);
        }
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

  // One age from every cell the windows cut the ages into. Whole-ms ages: each window and the
  // millisecond before it. A keep-alive's stamp may be any number, so its ages are any number ≥ 0:
  // one age of every cell the constants cut, as written (numberCells over the reals).
  const ageCuts = [...cuts].sort((a, b) => a - b);
  const ages = new Set<number>();
  if (whole) {
    for (const t of thresholds) {
      if (t > 0) ages.add(t - 1);
      ages.add(t);
    }
    // A stamp is at least 0 and now at most MAX_NOW_MS: an older age is no visitor.
    for (const a of ages) if (a > MAX_NOW_MS) ages.delete(a);
  } else {
    for (const a of numberCells(ageCuts, false, 0).values) ages.add(a);
    if (dayTurns) unproven.push(`${name} holds a stamp of any number, and its calendar day is read: verify's days turn on whole minutes`);
  }
  const stampRead = stampConstants.length > 0;
  if (stampRead && dayTurns) unproven.push(`${name}.timestamp is compared with values and its calendar day is read`);
  if (dayTurns)
    for (const t of thresholds)
      if (t > DAY - MINUTE && t < DAY)
        unproven.push(`a window of ${t} ms on ${name} falls in the last minute of a day; verify's clock turns days only on whole minutes`);
  const countCells = numberCells(counts, true, 0, 999_999);
  const keepCells = numberCells(keepConstants, false);
  if (countRead) unproven.push(...countCells.unproven.map((why) => `${name}.count: ${why}`));
  if (keepRead && !keepaliveWindow) unproven.push(...keepCells.unproven.map((why) => `${name}.keepaliveDays: ${why}`));
  const countValues = countRead ? countCells.values : [1];
  const sortedAges = [...ages].sort((a, b) => a - b);
  const maxAgeMs = Math.max(0, ...sortedAges);
  // A keep-alive of -1 always shows; one longer than every age tried never does.
  const big = Math.floor(maxAgeMs / DAY) + 1;
  const keepValues = keepaliveWindow ? [-1, 0, big] : keepRead ? keepCells.values : [1];
  /** Every stored string of the format for one stamp, with its label. */
  const spell = (ts: number): { raw: string; what: string }[] =>
    decl.format === 'timestamp'
      ? [{ raw: String(ts), what: '' }]
      : decl.format === 'count-timestamp'
        ? countValues.map((c) => ({ raw: `${c}/${ts}`, what: `count ${c}, ` }))
        : decl.format === 'keepalive'
          ? keepValues.map((k) => ({ raw: JSON.stringify({ keepaliveDays: k, timestamp: ts }), what: `keepalive ${k}d, ` }))
          : [];
  const values: { pick: StoredPick; label: string }[] = [];
  const seen = new Set<string>();
  const add = (pick: StoredPick, label: string, key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    values.push({ pick, label });
  };
  /** A stamp at `ts` read at `at` (the slice's clock when undefined): kept when decide reads the age meant. */
  const stampAt = (ts: number, label: string, at?: number, meant?: number) => {
    const n = at ?? nowMs;
    if (whole && (ts < 0 || !Number.isInteger(ts))) return;
    if (meant !== undefined && cellOf(Math.max(0, n - ts), ageCuts) !== cellOf(meant, ageCuts)) {
      unproven.push(`${name}: no stamp verify can write is ${agoLabel(meant)} at ${new Date(n).toISOString()}`);
      return;
    }
    for (const s of spell(ts)) add({ raw: s.raw, ...(at !== undefined ? { nowMs: at } : {}) }, `${s.what}${label}`, `${s.raw}@${at ?? ''}`);
  };

  if (clock.own && stampRead) {
    // The stamp compared with constants, and its age: `now` is free (no rule reads the clock), so
    // every stamp cell with every age cell is one visitor, `now` = stamp + age.
    const cells = whole
      ? numberCells(stampConstants, true, 0, Math.min(MAX_STAMP, MAX_NOW_MS + FUTURE_TOLERANCE_MS)).values
      : numberCells(stampConstants, false, undefined, MAX_NOW_MS + FUTURE_TOLERANCE_MS).values;
    for (const ts of cells)
      for (const age of sortedAges) {
        let n = Math.round(ts + age);
        // A stamp after the last `now` decide accepts is read as just now (a stamp ahead of the clock).
        if (n > MAX_NOW_MS && age === 0 && ts <= MAX_NOW_MS + FUTURE_TOLERANCE_MS) n = MAX_NOW_MS;
        if (Math.abs(n) > MAX_NOW_MS) {
          unproven.push(`${name}: a stamp of ${ts} ${agoLabel(age)} needs a clock outside the years 0000-9999`);
          continue;
        }
        stampAt(ts, `stamp ${ts}, ${agoLabel(age)}`, n, age);
      }
  } else if (clock.own && dayTurns && clock.offsetRead) {
    // The offset is read by the rules too, so each offset class is tried with the clock at 00:00 and
    // at 23:59 on the visitor's clock (not only at verify's midday): same day iff age ≤ time of day.
    const dayStart = dayStartOf(Math.max(nowMs, maxAgeMs + 2 * DAY));
    const ahead = -FUTURE_TOLERANCE_MS; // a stamp ahead of the clock: age 0, maybe the next day
    const aheadLabel = `${FUTURE_TOLERANCE_MS / MINUTE} min ahead`;
    for (const age of [...sortedAges, ahead]) {
      if (age === ahead) stampAt(nowMs + FUTURE_TOLERANCE_MS, aheadLabel);
      else stampAt(nowMs - age, agoLabel(age), undefined, age);
      for (const tod of age === ahead ? [DAY - MINUTE] : [0, DAY - MINUTE])
        for (const [i, sp] of spell(0).entries())
          add(
            { age, tod, dayStart, make: (ts) => spell(ts)[i]!.raw },
            `${sp.what}${age === ahead ? aheadLabel : agoLabel(age)}, at ${tod ? '23:59' : '00:00'} on the visitor's clock`,
            `${age}@${tod}#${i}`,
          );
    }
  } else {
    for (const age of sortedAges) {
      if (whole && age > nowMs) continue; // the caller moves the slice's clock (needNowMs) or reports why not
      stampAt(nowMs - age, agoLabel(age), undefined, age);
    }
    // A stamp a little ahead of the clock counts as now (age 0) but can fall on the next calendar day.
    if (dayTurns) stampAt(nowMs + FUTURE_TOLERANCE_MS, `${FUTURE_TOLERANCE_MS / MINUTE} min ahead`);
    // The stamp compared with constants at a fixed clock (the slice reads the clock or another
    // stored value, reported by the caller): one stamp from every cell they cut, as a search.
    for (const ts of stampCells(stampConstants, nowMs, whole)) stampAt(ts, ts > nowMs ? `${ts - nowMs} ms ahead` : agoLabel(nowMs - ts));
  }
  if (decl.format === 'json-list') {
    const e = [...new Set(itemElements.map(String))].sort();
    if (e.length > MAX_LIST_ELEMENTS) {
      unproven.push(`${name}.items: conditions test ${e.length} elements, more than ${MAX_LIST_ELEMENTS}`);
      e.length = MAX_LIST_ELEMENTS;
    }
    for (const s of subsets(e)) add({ raw: JSON.stringify(s) }, JSON.stringify(s), JSON.stringify(s));
    if (itemsEmptiness || !e.length) add({ raw: JSON.stringify([outsideString(e)]) }, 'one other item', 'other');
  }
  if (decl.format === 'flag' || decl.format === 'present') add({ raw: '1' }, 'set', '1');
  const needNowMs = whole && (decl.format === 'timestamp' || decl.format === 'count-timestamp') ? maxAgeMs : 0;
  return { values, unproven, dayTurns, windowRefs, maxAgeMs, needNowMs, ownClock: stampRead || (dayTurns && clock.offsetRead) };
}

/** The most a stored stamp can be: 15 digits (parseStored). */
const MAX_STAMP = 999_999_999_999_999;

/**
 * One stamp from every cell the constants a `stored.<name>.timestamp` test compares it with cut,
 * as far as a stamp can go at a fixed clock: up to FUTURE_TOLERANCE_MS after `nowMs` (later is
 * absent); from 0 in whole ms, or any number for a keep-alive.
 */
function stampCells(constants: readonly number[], nowMs: number, whole: boolean): number[] {
  if (!constants.length) return [];
  return whole
    ? numberCells(constants, true, 0, Math.min(MAX_STAMP, nowMs + FUTURE_TOLERANCE_MS)).values
    : numberCells(constants, false, undefined, nowMs + FUTURE_TOLERANCE_MS).values;
}

/** An age as a person reads it, exact to the millisecond: `1 d 0 h 0 min 0.000 s ago`. */
export function agoLabel(ms: number): string {
  if (ms === 0) return 'now';
  if (!Number.isInteger(ms)) return `${ms} ms ago`;
  const d = Math.floor(ms / DAY);
  const h = Math.floor((ms % DAY) / HOUR);
  const m = Math.floor((ms % HOUR) / MINUTE);
  const s = (ms % MINUTE) / 1000;
  const parts = [d ? `${d} d` : '', d || h ? `${h} h` : '', d || h || m ? `${m} min` : '', s ? `${s.toFixed(3)} s` : ''].filter(Boolean);
  return `${parts.join(' ')} ago`;
}
