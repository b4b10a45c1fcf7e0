/**
 * The values verify tries for one plain fact, operator by operator (docs/policies.md, "Why the
 * classes are complete"): every value a test can tell apart from another gets a representative,
 * and whatever no representative covers is named as a reason the fact is unproven.
 */
import { factEnum, factSchema, factType } from './fact-schema';
import type { FactRead } from './fact-reads';

/** The most list elements read by conditions whose every subset verify tries (2^10 lists). */
export const MAX_LIST_ELEMENTS = 10;

/** A string no constant of the rules equals: the value "outside every member". */
export function outsideString(constants: readonly unknown[]): string {
  let s = 'verify-other';
  while (constants.includes(s)) s += '-x';
  return s;
}

/**
 * One number from every cell the constants cut the number line into: each constant, one below
 * the least, one above the greatest and one between each pair (for an integer fact, the next
 * integer when the gap holds one). Values the schema's minimum forbids are left out: the
 * sanitiser would make them absent, a class that is tried anyway.
 */
export function numberCells(constants: readonly number[], integer: boolean, minimum?: number): number[] {
  const cs = [...new Set(constants.filter((c) => Number.isFinite(c)))].sort((a, b) => a - b);
  if (!cs.length) return minimum !== undefined ? [minimum, minimum + 1] : [0, 1];
  const out = [cs[0]! - 1];
  for (let i = 0; i < cs.length; i++) {
    const c = cs[i]!;
    const next = cs[i + 1];
    out.push(c);
    if (next === undefined) out.push(c + 1);
    else if (!integer) out.push((c + next) / 2);
    else if (Number.isInteger(c) && c + 1 < next) out.push(c + 1);
    else if (!Number.isInteger(c) && Math.ceil(c) < next) out.push(Math.ceil(c));
  }
  return out.filter((x) => (minimum === undefined || x >= minimum) && (!integer || Number.isInteger(x)));
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
        conditionElements.push(r.value);
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
      case 'matches':
        unproven.push(`${fact} is matched by a regular expression (/${String(r.value)}/)`);
        break;
      default:
        unproven.push(`${fact} is read by ${r.operator}, which verify cannot split into classes`);
    }
  }
  if (type === 'array') return { values: listValues(fact, conditionElements, actionElements, emptiness, unproven), unproven };
  const values: unknown[] = [undefined];
  const node = factSchema(fact) as { minimum?: number } | undefined;
  if (type === 'boolean') values.push(true, false);
  else if (type === 'integer' || type === 'number') {
    values.push(
      ...numberCells(
        scalars.filter((x): x is number => typeof x === 'number'),
        type === 'integer',
        node?.minimum,
      ),
    );
    if (scalars.some((x) => typeof x !== 'number' && x !== undefined && x !== null))
      values.push(...scalars.filter((x) => typeof x !== 'number'));
  } else if (type === 'object') {
    if (emptiness) values.push({}, { verify: 'x' });
    if (scalars.length || conditionElements.length) unproven.push(`${fact} is an object compared with a value`);
  } else {
    values.push(...scalars, outsideString(scalars));
    if (emptiness) values.push('');
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
  if (emptiness || (!e.length && !a.length)) values.push([outsideString([...e, ...a])]);
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
