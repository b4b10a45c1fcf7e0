import { sameJson } from './same-json';
/** One difference between two JSON values, at a path like `footer.columns[products].links[nft].href`. */
export interface ValueChange {
  path: string;
  kind: 'added' | 'removed' | 'changed';
  before?: unknown;
  after?: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const isScalar = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);
const same = sameJson;
const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** The field array elements are matched by: `id` (or `key`), when every element has a distinct one. */
function keyField(list: readonly unknown[]): string | null {
  for (const field of ['id', 'key']) {
    const keys = list.map((v) => (isObject(v) && typeof v[field] === 'string' ? v[field] : null));
    if (keys.every((k) => k !== null) && new Set(keys).size === keys.length) return field;
  }
  return null;
}

function diffArrays(path: string, a: readonly unknown[], b: readonly unknown[], out: ValueChange[]): void {
  if (a.every(isScalar) && b.every(isScalar) && new Set(a).size === a.length && new Set(b).size === b.length) {
    const before = new Set(a);
    const after = new Set(b);
    for (const v of a) if (!after.has(v)) out.push({ path, kind: 'removed', before: v });
    for (const v of b) if (!before.has(v)) out.push({ path, kind: 'added', after: v });
    const kept = (list: readonly unknown[], other: Set<unknown>) => list.filter((v) => other.has(v));
    if (!same(kept(a, after), kept(b, before))) out.push({ path, kind: 'changed', before: a, after: b });
    return;
  }
  const [fa, fb] = [keyField(a), keyField(b)];
  const field = !a.length ? fb : !b.length ? fa : fa === fb ? fa : null;
  if (field && (a.length || b.length)) {
    const key = (v: unknown) => (v as Record<string, string>)[field]!;
    const before = new Map(a.map((v) => [key(v), v]));
    const after = new Map(b.map((v) => [key(v), v]));
    for (const [k, v] of before) {
      if (!after.has(k)) out.push({ path: `${path}[${k}]`, kind: 'removed', before: v });
      else diffValues(before.get(k), after.get(k), `${path}[${k}]`, out);
    }
    for (const [k, v] of after) if (!before.has(k)) out.push({ path: `${path}[${k}]`, kind: 'added', after: v });
    const order = (m: Map<string, unknown>, other: Map<string, unknown>) => [...m.keys()].filter((k) => other.has(k));
    if (!same(order(before, after), order(after, before)))
      out.push({ path, kind: 'changed', before: order(before, after), after: order(after, before) });
    return;
  }
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) {
    if (i >= a.length) out.push({ path: `${path}[${i}]`, kind: 'added', after: b[i] });
    else if (i >= b.length) out.push({ path: `${path}[${i}]`, kind: 'removed', before: a[i] });
    else diffValues(a[i], b[i], `${path}[${i}]`, out);
  }
}

/**
 * Structural differences from `a` to `b`: objects by field (objects with no field in common, such
 * as a test replaced by a group of tests, change as a whole), arrays of scalars as sets (plus an
 * order change), arrays of objects with ids by id, other arrays by position.
 */
export function diffValues(a: unknown, b: unknown, path = '', out: ValueChange[] = []): ValueChange[] {
  if (same(a, b)) return out;
  if (a === undefined) out.push({ path, kind: 'added', after: b });
  else if (b === undefined) out.push({ path, kind: 'removed', before: a });
  else if (isObject(a) && isObject(b) && Object.keys(a).some((k) => k in b)) {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) diffValues(a[k], b[k], join(path, k), out);
  } else if (Array.isArray(a) && Array.isArray(b)) diffArrays(path, a, b, out);
  else out.push({ path, kind: 'changed', before: a, after: b });
  return out;
}
