import { excerpt } from './excerpt';
import { jsonType, type JsonType, type Shape } from './fact-paths';

/**
 * Whether a condition's operator can ever hold for its fact and value (issue 21 item 9): our
 * operators compare with `===` and give false on a mistyped fact, so `tier_level equal "3"` or
 * `device.width pathUnder 7` pass the schema and silently never fire. Permissive wherever a shape
 * is unknown (stored values, schema nodes without a type).
 */

const A: Record<JsonType, string> = {
  string: 'a string',
  number: 'a number',
  boolean: 'a boolean',
  null: 'null',
  array: 'a list',
  object: 'an object',
};

const PLURAL: Record<JsonType, string> = {
  string: 'strings',
  number: 'numbers',
  boolean: 'booleans',
  null: 'nulls',
  array: 'lists',
  object: 'objects',
};

/** `a number`, `a string or a number`. */
const describe = (types: ReadonlySet<JsonType>) =>
  [...types]
    .filter((t) => t !== 'null' || types.size === 1)
    .map((t) => A[t])
    .join(' or ');

const allows = (s: Shape, t: JsonType) => s.types === null || s.types.has(t);

/** The shape of a literal value from the rule (a list's items: the union of its elements). */
export function literalShape(v: unknown): Shape {
  const t = jsonType(v);
  if (t !== 'array') return { types: new Set([t]), values: [v] };
  const list = v as unknown[];
  return { types: new Set(['array']), items: { types: new Set(list.map(jsonType)), values: list } };
}

/** Whether some value of `a` can be `===` to some value of `b`. */
function canEqual(a: Shape, b: Shape): boolean {
  if (a.types && b.types && ![...a.types].some((t) => t !== 'null' && b.types!.has(t))) return false;
  if (a.values && b.values) return a.values.some((x) => b.values!.includes(x));
  return true;
}

/** A value as messages show it (short, control characters escaped). */
const text = (v: unknown) => excerpt(v);

/** What the fact is, for a message: `user.tier_level is a number`, `account.mode is one of "classic", …`. */
function subject(fact: string, s: Shape): string {
  if (s.values && s.values.length <= 6) return `${fact} is one of ${s.values.map(text).join(', ')}`;
  return `${fact} is ${s.types ? describe(s.types) : 'any value'}`;
}

/** Why no item of a list value can equal the fact (or some cannot), or null. */
function listMismatch(fact: string, factShape: Shape, said: string, list: Shape | undefined, verdict: string): string | null {
  if (!list) return null;
  if (!list.values)
    return canEqual(factShape, list)
      ? null
      : `${subject(fact, factShape)}; ${said} compares it with ${describe(list.types!)} and ${verdict}`;
  const bad = list.values.filter((x) => !canEqual(factShape, literalShape(x)));
  if (!bad.length) return null;
  if (bad.length < list.values.length)
    return `${subject(fact, factShape)}; ${said} lists ${bad.map(text).join(', ')}, which it can never be`;
  const types = new Set(bad.map(jsonType));
  return factShape.values && [...types].every((t) => allows(factShape, t))
    ? `${subject(fact, factShape)}; ${said} lists none of them and ${verdict}`
    : `${subject(fact, factShape)}; ${said} compares it with ${describe(types)} and ${verdict}`;
}

/**
 * Why `fact operator value` can never hold (or, for a negation, always holds), or null when it
 * can go either way. `value` is the rule's literal, or the shape of the fact it names.
 */
export function operandProblem(
  fact: string,
  factShape: Shape,
  operator: string,
  value: { literal: unknown } | { ref: string; shape: Shape },
): string | null {
  const v = 'literal' in value ? literalShape(value.literal) : value.shape;
  const shown = 'literal' in value ? value.literal : { fact: value.ref };
  const negated = operator.startsWith('not') || operator === 'doesNotContain';
  const verdict = negated ? 'always holds' : 'never holds';
  const said = `${operator} ${text(shown)}`;
  const needs = (what: string) => `${subject(fact, factShape)}; ${said} ${what} and ${verdict}`;
  const factIs = (t: JsonType) => allows(factShape, t);
  const valueIs = (t: JsonType) => allows(v, t);
  switch (operator) {
    case 'equal':
    case 'notEqual':
      if (v.types && !v.types.has('null') && !canEqual(factShape, v)) {
        return factShape.values && v.types.size === 1 && factShape.types?.has([...v.types][0]!)
          ? `${subject(fact, factShape)}; ${said} ${verdict}`
          : needs(`compares it with ${describe(v.types)}`);
      }
      return null;
    case 'lessThan':
    case 'lessThanInclusive':
    case 'greaterThan':
    case 'greaterThanInclusive':
      if (!factIs('number')) return needs('compares numbers');
      return valueIs('number') ? null : needs(`compares it with ${describe(v.types!)}`);
    case 'olderThan':
    case 'olderThanHours':
    case 'olderThanDays':
      // A window's fact is elapsed ms; anything else only ever counts as "never stored".
      if (!factIs('number'))
        return `${subject(fact, factShape)}; ${said} reads elapsed milliseconds (elapsedMs) and holds only when the fact is absent`;
      return operator === 'olderThan' || valueIs('number')
        ? null
        : needs(`needs a number of ${operator === 'olderThanHours' ? 'hours' : 'days'}`);
    case 'in':
    case 'notIn':
      if (!valueIs('array')) return needs('needs a list');
      if (factShape.types && ![...factShape.types].some((t) => t !== 'array' && t !== 'object'))
        return needs('looks for a single value in the list (use inList or contains for a list)');
      return listMismatch(fact, factShape, said, v.items, verdict);
    case 'inList':
      if (!valueIs('array')) return needs('needs a list');
      // A list fact matches when any of its items is in the list.
      return listMismatch(
        fact,
        factShape.types?.has('array') && factShape.types.size === 1 && factShape.items ? factShape.items : factShape,
        said,
        v.items,
        verdict,
      );
    case 'contains':
    case 'doesNotContain':
      if (!factIs('array')) return needs('looks inside a list');
      if (!factShape.items || canEqual(factShape.items, v)) return null;
      {
        const items = factShape.items;
        const kinds = items.values ? items.values.map(text).join(', ') : [...items.types!].map((t) => PLURAL[t]).join(' or ');
        const typed = items.types && v.types && !canEqual({ types: items.types }, { types: v.types });
        return `${fact} is a list of ${kinds}; ${said} ${typed ? `compares its items with ${describe(v.types!)} and ` : ''}${verdict}`;
      }
    case 'isEmpty':
      return valueIs('boolean') ? null : `isEmpty needs true or false (got ${text(shown)})`;
    case 'pathUnder': {
      if (!factIs('string')) return needs('needs a path (a string)');
      const paths = v.types?.has('array') ? v.items : v;
      return !paths || allows(paths, 'string') ? null : needs('needs a path or a list of paths');
    }
    case 'matches':
      return factIs('string') ? null : needs('tests a string');
    default:
      return null;
  }
}
