import factsSchema from '../../schemas/facts.schema.json' with { type: 'json' };
import type { Facts } from '../generated/schema-types';
import { count, FACT_ENTRIES, FACT_STRING_CHARS } from '../rules-model/facts-limits';

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
 *
 * Facts come from a visitor (every cookie, the query of a crafted link), so what is read is bounded
 * (issue 21, src/rules-model/facts-limits.ts): the first FACT_ENTRIES entries of a map or items of a
 * list, and strings up to FACT_STRING_CHARS characters. The rest is treated as absent, with a note.
 */
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  pattern?: string;
  $ref?: string;
};

type Check = (value: unknown, at: string, notes: string[]) => unknown;
const DROP = Symbol('drop');

const root = factsSchema as unknown as Schema & { $defs: Record<string, Schema> };
const kindOf = (v: unknown): string =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' && !Number.isFinite(v) ? String(v) : typeof v;
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
    // Before the pattern: a regular expression over a megabyte is the cost this limit avoids.
    if (typeof v === 'string' && v.length > FACT_STRING_CHARS)
      return fail(notes, at, `string of ${count(v.length)} characters; the limit is ${count(FACT_STRING_CHARS)}`);
    if (s.enum && !s.enum.includes(v)) return fail(notes, at, 'not one of the allowed values');
    if (typeof v === 'number' && ((s.minimum !== undefined && v < s.minimum) || (s.maximum !== undefined && v > s.maximum)))
      return fail(notes, at, 'out of range');
    if (pattern && typeof v === 'string' && !pattern.test(v)) return fail(notes, at, `does not match ${s.pattern}`);
    if (Array.isArray(v) && items) {
      const out: unknown[] = [];
      if (v.length > FACT_ENTRIES)
        note(notes, `${at}: ${count(v.length)} items; the first ${count(FACT_ENTRIES)} are read, the rest treated as absent`);
      for (let i = 0; i < Math.min(v.length, FACT_ENTRIES); i++) {
        const c = items(v[i], `${at}[${i}]`, notes);
        if (c !== DROP) out.push(c);
      }
      return out;
    }
    if (isPlain(v) && (props || extra || s.additionalProperties === false)) {
      const out: Record<string, unknown> = props ? {} : Object.create(null);
      let keys = Object.keys(v);
      if (keys.length > FACT_ENTRIES) {
        note(notes, `${at}: ${count(keys.length)} entries; the first ${count(FACT_ENTRIES)} are read, the rest treated as absent`);
        keys = keys.slice(0, FACT_ENTRIES);
      }
      for (const k of keys) {
        if (k.length > FACT_STRING_CHARS) {
          fail(notes, at, `a key of ${count(k.length)} characters; the limit is ${count(FACT_STRING_CHARS)}`);
          continue;
        }
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

function note(notes: string[], message: string): void {
  if (notes.length < 20) notes.push(message);
}

function fail(notes: string[], at: string, why: string): typeof DROP {
  note(notes, `${at}: ${why}: treated as absent`);
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
