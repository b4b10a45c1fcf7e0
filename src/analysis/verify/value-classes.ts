/**
 * The values verify tries for one plain fact, operator by operator (docs/policies.md, "Why the
 * classes are complete"): every value a test can tell apart from another gets a representative,
 * and whatever no representative covers is named as a reason the fact is unproven.
 */
import { factEnum, factSchema, factType } from './fact-schema';
import type { FactRead } from './fact-reads';
import { keptAt, nonEmptyObject, otherItem, otherText } from './stand-ins';

/** The most list elements read by conditions whose every subset verify tries (2^10 lists). */
export const MAX_LIST_ELEMENTS = 10;

/** A string no constant of the rules equals: the value "outside every member". */
export function outsideString(constants: readonly unknown[]): string {
  let s = 'verify-other';
  while (constants.includes(s)) s += '-x';
  return s;
}

/** The double next to x towards +∞ (dir 1) or −∞ (dir −1): the nearest value a facts file can give on that side. */
export function nextDouble(x: number, dir: 1 | -1): number {
  if (x === 0) return dir * Number.MIN_VALUE;
  const f = new Float64Array([x]);
  const bits = new BigInt64Array(f.buffer);
  bits[0]! += x > 0 === dir > 0 ? 1n : -1n;
  return f[0]!;
}

/**
 * The nearest value beyond x on one side that the fact can hold: x ± 1 (for an integer fact the
 * next integer: floor/ceil of a fractional x), or the next double where ±1 rounds back to x.
 */
function beyond(x: number, dir: 1 | -1, integer: boolean): number {
  const step = integer ? (dir > 0 ? Math.floor(x) + 1 : Math.ceil(x) - 1) : x + dir;
  return step !== x && step > x === dir > 0 ? step : nextDouble(x, dir);
}

export interface NumberCells {
  values: number[];
  /** A cell verify found no value for (nothing finite beyond a constant): the fact is unproven. */
  unproven: string[];
}

/**
 * One number from every cell the constants cut the number line into: each constant, the nearest
 * value below the least and above the greatest, and one between each pair when the gap holds one
 * (for an integer fact, integers only: a fractional constant's cells are its floor and its ceiling;
 * for a constant so large that ±1 rounds back to it, the next double). Values outside the schema's
 * minimum or maximum are left out: the sanitiser would make them absent, a class tried anyway. The
 * minimum and the maximum themselves are tried: the cell that holds either may have its representative
 * outside the range (a constant below the minimum), and every other cell the range meets lies inside it.
 */
export function numberCells(constants: readonly number[], integer: boolean, minimum?: number, maximum?: number): NumberCells {
  const cs = [...new Set(constants.filter((c) => Number.isFinite(c)))].sort((a, b) => a - b);
  const inRange = (x: number) => (minimum === undefined || x >= minimum) && (maximum === undefined || x <= maximum);
  if (!cs.length) return { values: (minimum !== undefined ? [minimum, minimum + 1] : [0, 1]).filter(inRange), unproven: [] };
  const unproven: string[] = [];
  const edge = (c: number, dir: 1 | -1): number[] => {
    const x = beyond(c, dir, integer);
    if (Number.isFinite(x)) return [x];
    if (inRange(dir > 0 ? Number.MAX_VALUE : -Number.MAX_VALUE)) unproven.push(`no finite number is ${dir > 0 ? 'above' : 'below'} ${c}`);
    return [];
  };
  const out = edge(cs[0]!, -1);
  for (let i = 0; i < cs.length; i++) {
    const c = cs[i]!;
    const next = cs[i + 1];
    if (!integer || Number.isInteger(c)) out.push(c);
    if (next === undefined) {
      out.push(...edge(c, 1));
      continue;
    }
    const mid = c / 2 + next / 2;
    const between = integer ? beyond(c, 1, true) : mid > c && mid < next ? mid : nextDouble(c, 1);
    if (between > c && between < next) out.push(between);
  }
  // The range's own ends (whole numbers for an integer fact), for the cells that hold them.
  const ends: number[] = [];
  if (minimum !== undefined && Number.isFinite(minimum)) ends.push(integer ? Math.ceil(minimum) : minimum);
  if (maximum !== undefined && Number.isFinite(maximum)) ends.push(integer ? Math.floor(maximum) : maximum);
  return { values: [...new Set([...out, ...ends])].filter(inRange), unproven };
}

/** Every subset of a list, smallest first (the list is at most MAX_LIST_ELEMENTS long). */
export function subsets<T>(items: readonly T[]): T[][] {
  const out: T[][] = [[]];
  for (const x of items) for (const s of [...out]) out.push([...s, x]);
  return out.sort((a, b) => a.length - b.length);
}

export interface PlainClasses {
  values: unknown[];
  /** Why some value of the fact may decide differently from every value tried; empty: none can. */
  unproven: string[];
}

const constantsOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : [v]);

/**
 * The values of a plain fact that decide every way its reads can: `reads` are this fact's tests
 * with constant values (fact references were resolved to the constants they can take, or made
 * reasons before this), actions that copy its value (`value`) and decide's own reads (`sample`).
 */
export function plainClasses(fact: string, reads: readonly FactRead[]): PlainClasses {
  const type = factType(fact);
  const unproven: string[] = [];
  const scalars: unknown[] = [];
  const conditionElements: unknown[] = [];
  const actionElements: unknown[] = [];
  let emptiness = false;
  for (const r of reads) {
    switch (r.operator) {
      case 'equal':
      case 'notEqual':
      case 'in':
      case 'notIn':
      case 'lessThan':
      case 'lessThanInclusive':
      case 'greaterThan':
      case 'greaterThanInclusive':
        scalars.push(...constantsOf(r.value));
        break;
      case 'inList':
        // A list fact: any of its elements is a member; a scalar: it is one.
        (type === 'array' ? conditionElements : scalars).push(...constantsOf(r.value));
        break;
      case 'contains':
      case 'doesNotContain':
        // One element, or (a site fact's value: the values it takes on every site) each of them.
        conditionElements.push(...constantsOf(r.value));
        break;
      case 'isEmpty':
        emptiness = true;
        break;
      case 'value':
        if (type === 'array') actionElements.push(...constantsOf(r.value ?? []));
        else if (type !== 'boolean' && !factEnum(fact).length)
          unproven.push(`an action copies the value of ${fact} into the decision (a value of any text)`);
        else if (Array.isArray(r.value)) scalars.push(...r.value);
        break;
      case 'sample':
        // decide reads the fact itself (the language): the constants it is compared with come in `value`.
        scalars.push(...constantsOf(r.value ?? []));
        break;
      case 'closable':
        unproven.push(
          `${fact} gives a dialog's closable, read as Number(value) === 1, which verify splits only for a boolean, a number or a text no pattern constrains`,
        );
        break;
      case 'matches':
        unproven.push(`${fact} is matched by a regular expression (/${String(r.value)}/)`);
        break;
      default:
        unproven.push(`${fact} is read by ${r.operator}, which verify cannot split into classes`);
    }
  }
  if (type === 'array') return { values: listValues(fact, conditionElements, actionElements, emptiness, unproven), unproven };
  const values: unknown[] = [undefined];
  const node = factSchema(fact) as { minimum?: number; maximum?: number } | undefined;
  if (type === 'boolean') values.push(true, false);
  else if (type === 'integer' || type === 'number') {
    const numbers = scalars.filter((x): x is number => typeof x === 'number');
    const cells = numberCells(numbers, type === 'integer', node?.minimum, node?.maximum);
    values.push(...cells.values);
    unproven.push(...cells.unproven.map((why) => `${fact}: ${why}`));
    if (scalars.some((x) => typeof x !== 'number' && x !== undefined && x !== null))
      values.push(...scalars.filter((x) => typeof x !== 'number'));
  } else if (type === 'object') {
    // An object the schema keeps no field of is always empty: then `{}` is every non-absent value.
    const full = emptiness ? nonEmptyObject(fact) : null;
    if (emptiness) values.push({}, ...(full ? [full] : []));
    if (scalars.length || conditionElements.length) unproven.push(`${fact} is an object compared with a value`);
  } else {
    const other = otherText(fact, scalars);
    if (other === null)
      unproven.push(`${fact}: no text the facts schema accepts differs from every constant (${scalars.map(String).join(', ')})`);
    values.push(...scalars, ...(other === null ? [] : [other]));
    // A schema that refuses '' makes it absent, a class tried anyway.
    if (emptiness && keptAt(fact, '')) values.push('');
  }
  values.push(...factEnum(fact));
  return { values: unique(values), unproven };
}

/**
 * A list fact: every subset of the elements conditions test, each with none and with all of the
 * elements only actions read (an action's effect grows with the list — hiding more, dismissing
 * more — and every expectation is monotone in what is hidden or queued, so the two extremes give
 * every verdict a subset in between could), plus an element outside both for emptiness.
 */
function listValues(fact: string, tested: unknown[], copied: unknown[], emptiness: boolean, unproven: string[]): unknown[] {
  const e = [...new Set(tested.map(String))].sort();
  const a = [...new Set(copied.map(String))].filter((x) => !e.includes(x)).sort();
  if (e.length > MAX_LIST_ELEMENTS) {
    unproven.push(`${fact}: conditions test ${e.length} elements, more than the ${MAX_LIST_ELEMENTS} whose every subset verify tries`);
    e.length = MAX_LIST_ELEMENTS;
  }
  const values: unknown[] = [undefined];
  for (const s of subsets(e)) {
    values.push(s);
    if (a.length) values.push([...s, ...a]);
  }
  if (emptiness || (!e.length && !a.length)) {
    const other = otherItem(fact, [...e, ...a]);
    if (other === null) unproven.push(`${fact}: no item the facts schema accepts differs from every element tried`);
    else values.push([other]);
  }
  return unique(values);
}

/** The values without repeats (by their JSON; undefined once), in first-seen order. */
export function unique(values: unknown[]): unknown[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const k = v === undefined ? 'undefined' : JSON.stringify(v);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
