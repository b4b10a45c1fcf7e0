/**
 * The pieces every answer schema is built from (ADR 0213). A schema is a function that narrows a
 * network value to its type or gives undefined; `Answer<typeof schema>` is that type, so one
 * definition gives both. Narrowing is lenient on purpose: numbers sent as strings, 1/'1'/'true' as
 * booleans, unknown keys dropped, a mistyped optional field left out (`opt`) or given its default
 * (`or`), one bad row dropped from a list (`rows`), while a bad required field fails the answer.
 */

/** Narrows an unknown value to T, or gives undefined when the value does not fit. */
export type Schema<T> = (value: unknown) => T | undefined;
/** A field `obj` may leave out: when absent or mistyped (`opt`), or only when absent (`optStrict`). */
export type Optional<T> = Schema<T> & { readonly optional: boolean };
/** The type a schema narrows to. */
export type Answer<S> = S extends Schema<infer T> ? T : never;

type Entries = Record<string, Schema<unknown>>;
type OptionalKeys<E> = { [K in keyof E]: E[K] extends { optional: boolean } ? K : never }[keyof E];
type Flat<T> = { [K in keyof T]: T[K] } & {};
/** An object's type from its entries: optional entries become optional keys. */
export type ObjectOf<E extends Entries> = Flat<
  { [K in Exclude<keyof E, OptionalKeys<E>>]: Answer<E[K]> } & { [K in OptionalKeys<E>]?: Answer<E[K]> }
>;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

export const str: Schema<string> = (x) => (typeof x === 'string' ? x : undefined);
/** A string that is not empty. */
export const filled: Schema<string> = (x) => str(x) || undefined;
/** A finite number, or a string that is one. */
export const num: Schema<number> = (x) => {
  const n = typeof x === 'string' && x.trim() !== '' ? Number(x) : x;
  return isFiniteNumber(n) ? n : undefined;
};
export const int: Schema<number> = (x) => {
  const n = num(x);
  return Number.isInteger(n) ? n : undefined;
};
/** A string, or a finite number written as one (exchanges send amounts either way). */
export const numStr: Schema<string> = (x) => (typeof x === 'string' ? x : isFiniteNumber(x) ? String(x) : undefined);
/** true/false, or the 1/0 ('1'/'0', 'true'/'false') flags backends send instead. */
export const bool: Schema<boolean> = (x) =>
  typeof x === 'boolean' ? x : x === 1 || x === '1' || x === 'true' ? true : x === 0 || x === '0' || x === 'false' ? false : undefined;
export const strOrNum: Schema<string | number> = (x) => (typeof x === 'string' || isFiniteNumber(x) ? x : undefined);
/** Only an object (not an array, not null), as it is. */
export const record: Schema<Record<string, unknown>> = (x) => (isRecord(x) ? x : undefined);
/** One of these values. */
export const oneOf =
  <T>(values: readonly T[]): Schema<T> =>
  (x) =>
    values.find((v) => v === x);

/** The value when it also passes `test`. */
export const check =
  <T>(schema: Schema<T>, test: (value: T) => boolean): Schema<T> =>
  (x) => {
    const v = schema(x);
    return v !== undefined && test(v) ? v : undefined;
  };

/** The value made into another (a derived field, a renamed one). */
export const map =
  <T, U>(schema: Schema<T>, to: (value: T) => U | undefined): Schema<U> =>
  (x) => {
    const v = schema(x);
    return v === undefined ? undefined : to(v);
  };

/** An optional field: absent, or left out when mistyped. */
export const opt = <T>(schema: Schema<T>): Optional<T> => Object.assign((x: unknown) => schema(x), { optional: true });

/** An optional field that, when sent, must fit: absent is left out, mistyped fails the object. */
export const optStrict = <T>(schema: Schema<T>): Optional<T> => Object.assign((x: unknown) => schema(x), { optional: false });

/** A field that takes `fallback()` when absent or mistyped. */
export const or =
  <T>(schema: Schema<T>, fallback: () => NoInfer<T>): Schema<T> =>
  (x) =>
    schema(x) ?? fallback();

/** A field that takes `fallback()` when absent or null, and otherwise must fit. */
export const orWhenAbsent =
  <T>(schema: Schema<T>, fallback: () => NoInfer<T>): Schema<T> =>
  (x) =>
    x === undefined || x === null ? fallback() : schema(x);

/** An object of these fields, unknown keys dropped; undefined when a required field does not fit. */
export const obj =
  <E extends Entries>(entries: E): Schema<ObjectOf<E>> =>
  (x) => {
    if (!isRecord(x)) return undefined;
    const out: Record<string, unknown> = {};
    for (const key in entries) {
      const entry = entries[key]!;
      const v = entry(x[key]);
      if (v !== undefined) out[key] = v;
      else if (!(entry as Partial<Optional<unknown>>).optional && (x[key] !== undefined || !('optional' in entry))) return undefined;
    }
    return out as ObjectOf<E>;
  };

/** An object whose values all narrow (any keys). */
export const recordOf =
  <T>(schema: Schema<T>): Schema<Record<string, T>> =>
  (x) => {
    if (!isRecord(x)) return undefined;
    const out: Record<string, T> = {};
    for (const key in x) {
      const v = schema(x[key]);
      if (v === undefined) return undefined;
      out[key] = v;
    }
    return out;
  };

/** An array whose every item narrows; one bad item fails the list. */
export const list =
  <T>(schema: Schema<T>): Schema<T[]> =>
  (x) => {
    const out = rows(schema)(x);
    return out && out.length === (x as unknown[]).length ? out : undefined;
  };

/** An array keeping only the items that narrow (rows of a list: one bad row is dropped, not fatal). */
export const rows =
  <T>(schema: Schema<T>): Schema<T[]> =>
  (x) => {
    if (!Array.isArray(x)) return undefined;
    const out: T[] = [];
    for (const item of x) {
      const v = schema(item);
      if (v !== undefined) out.push(v);
    }
    return out;
  };

/** rows() that fails when no item is left (a list that must name at least one). */
export const someRows = <T>(schema: Schema<T>): Schema<T[]> => check(rows(schema), (items) => items.length > 0);

/** A comma list ('a,b') or an array of strings, as an array. */
export const commaList: Schema<string[]> = (x) =>
  typeof x === 'string'
    ? x
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : list(str)(x);

/**
 * The `{ code, data }` envelope: its data when `code` is one of `okCodes`. Endpoints under /apiw/v2
 * answer 200, the others 0; both count unless a call says otherwise.
 */
export const envelope =
  <T>(data: Schema<T>, okCodes: readonly number[] = [0, 200]): Schema<T> =>
  (x) => {
    const code = isRecord(x) ? int(x.code) : undefined;
    return code !== undefined && okCodes.includes(code) ? data((x as Record<string, unknown>).data) : undefined;
  };

/** Drops keys whose value is undefined, so a derived answer stays plain JSON (Facts are validated by ajv). */
export function compact<T extends object>(value: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) if (v !== undefined) out[key] = v;
  return out as T;
}
