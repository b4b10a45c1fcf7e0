/**
 * The values verify writes for "a text equal to none of the constants" and "a non-empty object":
 * each must be one the facts sanitiser keeps as written at the fact's path, or decide sees the fact
 * absent and the class it stood for is never tried. Judged by the sanitiser itself (the facts
 * schema's type, enum, pattern, closed objects, string length), not by a copy of its rules.
 */
import { sanitizeFacts } from '../../engine/sanitize-facts';
import { getPath } from '../../rules-model/dot-path';
import { sameJson } from '../same-json';
import { pathSetter } from './fact-reads';
import { factEnum, factSchema } from './fact-schema';

/** Whether the sanitiser keeps `value` at the dot path `fact` as it is. */
export function keptAt(fact: string, value: unknown): boolean {
  const facts: Record<string, unknown> = {};
  pathSetter(fact)(facts, value);
  const s = sanitizeFacts(facts);
  return s.notes.length === 0 && sameJson(getPath(s.facts, fact), value);
}

const LETTERS = 'zyxwvutsrqponmlkjihgfedcba';
/** Texts tried in turn: a readable one first, then short ones a pattern of codes (`^[a-z]{2}…`) may accept. */
function* texts(): Generator<string> {
  yield 'verify-other';
  for (const a of LETTERS) for (const b of LETTERS) yield a + b;
  yield* ['x', 'X', '0', '00', 'verify_other', '/verify-other', 'zz-zz', 'ZZ'];
}

/** The first candidate no constant equals that the sanitiser keeps when `place`d at the fact; null when none is. */
function firstKept(
  fact: string,
  candidates: Iterable<string>,
  constants: readonly unknown[],
  place: (s: string) => unknown,
): string | null {
  for (const s of candidates) if (!constants.includes(s) && keptAt(fact, place(s))) return s;
  return null;
}

const strings = (xs: readonly unknown[]) => xs.filter((x): x is string => typeof x === 'string');

/** A text no constant equals that the schema keeps as the fact's value (an enum's members first); null when none tried is kept. */
export function otherText(fact: string, constants: readonly unknown[]): string | null {
  return firstKept(fact, [...strings(factEnum(fact)), ...texts()], constants, (s) => s);
}

/** A text no constant equals that the schema keeps as an item of the list fact; null when none tried is kept. */
export function otherItem(fact: string, constants: readonly unknown[]): string | null {
  return firstKept(fact, [...strings(factSchema(fact)?.items?.enum ?? []), ...texts()], constants, (s) => [s]);
}

/** Values tried for one field of a non-empty object: the first the sanitiser keeps is used. */
function fieldValues(path: string): unknown[] {
  const node = factSchema(path) as { minimum?: number } | undefined;
  return [...factEnum(path), true, 0, node?.minimum, 'x', otherText(path, []), [], {}].filter((v) => v !== undefined && v !== null);
}

/**
 * An object the schema keeps with one field: a declared property with a value it accepts, else a
 * field of an open object. null when the schema keeps no field (then every kept object is empty).
 */
export function nonEmptyObject(fact: string): Record<string, unknown> | null {
  const node = factSchema(fact) as { properties?: Record<string, unknown> } | undefined;
  for (const key of [...Object.keys(node?.properties ?? {}), 'verify'])
    for (const value of fieldValues(`${fact}.${key}`)) if (keptAt(fact, { [key]: value })) return { [key]: value };
  return null;
}
