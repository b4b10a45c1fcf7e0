import factsSchema from '../../schemas/facts.schema.json' with { type: 'json' };
import type { Facts } from '../generated/schema-types';

/**
 * Facts as decide() may use them: every value that does not fit schemas/facts.schema.json is
 * treated as absent (its documented default applies) and named in a note, like a malformed stored
 * value. No ajv here (the site bundle must not ship it): a small walker over the same schema, so a
 * new fact in the schema is checked without touching this file. Maps (cookies, storage, query,
 * experiments) come back without a prototype, so a key like `constructor` or `__proto__` is a
 * plain entry, never an inherited function.
 *
 * `site` and `now` have no default worth guessing: a wrong type there is the caller's bug and the
 * caller gets a FactsError from normalizeFacts (see there).
 */
type Schema = {
  type?: string | string[]; properties?: Record<string, Schema>; additionalProperties?: boolean | Schema;
  items?: Schema; enum?: unknown[]; minimum?: number; maximum?: number; pattern?: string; $ref?: string;
};

type Check = (value: unknown, at: string, notes: string[]) => unknown;
const DROP = Symbol('drop');

const root = factsSchema as unknown as Schema & { $defs: Record<string, Schema> };
const kindOf = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' && !Number.isFinite(v) ? String(v) : typeof v);
const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const TYPE_TESTS: Record<string, (v: unknown) => boolean> = {
  string: (v) => typeof v === 'string',
  integer: (v) => Number.isInteger(v),
  number: (v) => typeof v === 'number' && Number.isFinite(v),
  boolean: (v) => typeof v === 'boolean',
  object: isPlain,
  array: Array.isArray,
  null: (v) => v === null,
};

function compileCheck(s: Schema): Check {
  if (s.$ref) {
    const name = s.$ref.replace('#/$defs/', '');
    let inner: Check | null = null;
    return (v, at, notes) => (inner ??= compileCheck(root.$defs[name]!))(v, at, notes);
  }
  const types = s.type === undefined ? null : Array.isArray(s.type) ? s.type : [s.type];
  const pattern = s.pattern ? new RegExp(s.pattern, 'u') : null;
  const props = s.properties ? new Map(Object.entries(s.properties).map(([k, p]) => [k, compileCheck(p)])) : null;
  const extra = s.additionalProperties && typeof s.additionalProperties === 'object' ? compileCheck(s.additionalProperties) : null;
  const items = s.items ? compileCheck(s.items) : null;
  return (v, at, notes) => {
    if (types && !types.some((t) => TYPE_TESTS[t]!(v))) return fail(notes, at, `expected ${types.join(' or ')}, got ${kindOf(v)}`);
    if (s.enum && !s.enum.includes(v)) return fail(notes, at, 'not one of the allowed values');
    if (typeof v === 'number' && ((s.minimum !== undefined && v < s.minimum) || (s.maximum !== undefined && v > s.maximum))) return fail(notes, at, 'out of range');
    if (pattern && typeof v === 'string' && !pattern.test(v)) return fail(notes, at, `does not match ${s.pattern}`);
    if (Array.isArray(v) && items) {
      const out: unknown[] = [];
      for (let i = 0; i < v.length; i++) {
        const c = items(v[i], `${at}[${i}]`, notes);
        if (c !== DROP) out.push(c);
      }
      return out;
    }
    if (isPlain(v) && (props || extra || s.additionalProperties === false)) {
      const out: Record<string, unknown> = props ? {} : Object.create(null);
      for (const k of Object.keys(v)) {
        const check = props?.get(k) ?? extra;
        if (!check) {
          fail(notes, at, `unknown field "${k.slice(0, 40)}"`);
          continue;
        }
        const c = check(v[k], `${at}.${k}`, notes);
        if (c === DROP) continue;
        if (k === '__proto__') Object.defineProperty(out, k, { value: c, enumerable: true, writable: true, configurable: true });
        else out[k] = c;
      }
      return out;
    }
    return v;
  };
}

function fail(notes: string[], at: string, why: string): typeof DROP {
  if (notes.length < 20) notes.push(`${at}: ${why}: treated as absent`);
  return DROP;
}

let check: Check | null = null;

/** The facts with every ill-typed value removed, and a note for each removal (at most 20). */
export function sanitizeFacts(facts: unknown): { facts: Facts; notes: string[] } {
  const notes: string[] = [];
  if (!isPlain(facts)) return { facts: {}, notes: [`facts: expected object, got ${kindOf(facts)}: treated as empty`] };
  const { site, now, ...rest } = facts;
  const out = (check ??= compileCheck(root))(rest, 'facts', notes) as Facts;
  if (site !== undefined) out.site = site as Facts['site'];
  if (now !== undefined) out.now = now as Facts['now'];
  return { facts: out, notes };
}
