/**
 * The clock's classes (docs/policies.md, "Why the classes are complete"). `now` is the text of the
 * facts file and `nowMs` the instant normalizeFacts computes from it: one variable, which sets
 * `facts.now` (writing `nowMs` into the facts would be dropped by the sanitiser and the instant
 * recomputed from VERIFY_NOW). A test of `nowMs` against numbers cuts the instants into cells
 * (numberCells, integers within the years decide accepts); a test of `now` with `equal`, `in` and
 * their negations tells a constant's own spelling apart from every other text. So the clock is
 * decided by the cell of its instant and the constant its text equals, if any: verify tries every
 * constant that is a date-time, and one instant of every cell spelled unlike every constant.
 */
import { VERIFY_NOW, type FactRead, type Variable } from './fact-reads';
import { numberCells } from './value-classes';

/** Latest instant decide accepts, either side of 1970 (normalize-facts.ts, MAX_NOW_MS). */
const MAX_NOW_MS = 253_402_300_799_999;
const EQUALITY = ['equal', 'notEqual', 'in', 'notIn'];
const ORDER = ['lessThan', 'lessThanInclusive', 'greaterThan', 'greaterThanInclusive'];

const constantsOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : [v]);
const instantOf = (s: string): number | null => {
  const ms = Date.parse(s);
  return Number.isFinite(ms) && Math.abs(ms) <= MAX_NOW_MS ? ms : null;
};

/** Spellings of one instant that decide reads alike (`…00.000Z`, `…00Z`, `…00.000+00:00`). */
function spellings(ms: number): string[] {
  const iso = new Date(ms).toISOString();
  return [iso, iso.replace(/\.000Z$/, 'Z'), iso.replace(/Z$/, '+00:00')];
}

/** The clock variable (key `now`) for the reads of `now` and `nowMs`, with the reasons it is not complete. */
export function clockVariable(reads: readonly FactRead[], whys: readonly string[]): Variable {
  const unproven = [...whys];
  const texts: string[] = [];
  const numbers: number[] = [];
  for (const r of reads) {
    const ok = r.fact === 'nowMs' ? [...EQUALITY, ...ORDER].includes(r.operator) : EQUALITY.includes(r.operator);
    if (!ok) {
      unproven.push(`${r.fact} is read by ${r.operator}, which verify cannot split into classes of the clock`);
      continue;
    }
    for (const c of constantsOf(r.value)) {
      if (r.fact === 'nowMs' && typeof c === 'number') numbers.push(c);
      else if (r.fact === 'now' && typeof c === 'string') texts.push(c);
      else unproven.push(`${r.fact} is compared with ${JSON.stringify(c)}, not a ${r.fact === 'now' ? 'text' : 'number'}`);
    }
  }
  // No test of the instant: one cell, tried at verify's own moment.
  const cells = numbers.length ? numberCells(numbers, true, -MAX_NOW_MS, MAX_NOW_MS) : { values: [Date.parse(VERIFY_NOW)], unproven: [] };
  unproven.push(...cells.unproven.map((why) => `nowMs: ${why}`));
  const values: string[] = texts.filter((t) => instantOf(t) !== null);
  for (const ms of cells.values) {
    const other = spellings(ms).find((s) => !texts.includes(s));
    if (other) values.push(other);
    else unproven.push(`every spelling of ${new Date(ms).toISOString()} is a constant the rules compare now with`);
  }
  const classes = [{ label: 'absent', value: undefined as unknown }, ...[...new Set(values)].map((value) => ({ label: value, value }))];
  return {
    key: 'now',
    keys: ['now'],
    name: 'now',
    classes,
    unproven: unproven.map((why) => ({ fact: 'now', why })),
    exhaustive: !unproven.length,
    apply(facts, value) {
      if (typeof value === 'string') facts.now = value;
    },
  };
}
