/**
 * Hand-written narrowing of network answers. A helper returns undefined for a value of the wrong
 * type; the caller decides whether that field is optional or makes the whole answer a failure.
 */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** A string, or a finite number written as one (exchanges send amounts either way). */
export function numStr(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
}

/** A finite number, or a string that is one. */
export function num(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

export function int(value: unknown): number | undefined {
  const n = num(value);
  return n !== undefined && Number.isInteger(n) ? n : undefined;
}

/** true/false, or the 1/0 ('1'/'0', 'true'/'false') flags backends send instead. */
export function bool(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  return undefined;
}

export function stringOrNumber(value: unknown): string | number | undefined {
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) ? value : undefined;
}

/** An array whose every item narrows; one bad item makes the whole list undefined. */
export function listOf<T>(value: unknown, item: (v: unknown) => T | undefined): T[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const out: T[] = [];
  for (const v of value) {
    const narrowed = item(v);
    if (narrowed === undefined) return undefined;
    out.push(narrowed);
  }
  return out;
}

/** An array keeping only the items that narrow (rows from a list: one bad row is dropped, not fatal). */
export function rowsOf<T>(value: unknown, item: (v: unknown) => T | undefined): T[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const out: T[] = [];
  for (const v of value) {
    const narrowed = item(v);
    if (narrowed !== undefined) out.push(narrowed);
  }
  return out;
}

export function stringList(value: unknown): string[] | undefined {
  return listOf(value, str);
}

/** An object whose values all narrow. */
export function recordOf<T>(value: unknown, item: (v: unknown) => T | undefined): Record<string, T> | undefined {
  if (!isRecord(value)) return undefined;
  const out: Record<string, T> = {};
  for (const [key, v] of Object.entries(value)) {
    const narrowed = item(v);
    if (narrowed === undefined) return undefined;
    out[key] = narrowed;
  }
  return out;
}

/** Drops keys whose value is undefined, so the result is plain JSON (Facts are validated by ajv). */
export function compact<T extends object>(value: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) if (v !== undefined) out[key] = v;
  return out as T;
}

/** A comma list ('a,b') or an array of strings, as an array. */
export function commaList(value: unknown): string[] | undefined {
  if (typeof value === 'string')
    return value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  return stringList(value);
}

/**
 * The `{ code, data }` envelope: the data when `code` is one of `okCodes`, else undefined.
 * Endpoints under /apiw/v2 answer 200, the others 0; both count unless a call says otherwise.
 */
export function envelopeData(raw: unknown, okCodes: readonly number[] = [0, 200]): { data: unknown } | undefined {
  if (!isRecord(raw)) return undefined;
  const code = int(raw.code);
  if (code === undefined || !okCodes.includes(code)) return undefined;
  return { data: raw.data };
}

/** The envelope's data when it is an object. */
export function envelopeRecord(raw: unknown, okCodes?: readonly number[]): Record<string, unknown> | undefined {
  const env = envelopeData(raw, okCodes);
  return env && isRecord(env.data) ? env.data : undefined;
}
