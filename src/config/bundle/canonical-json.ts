const isPrimitive = (v: unknown): boolean => v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/**
 * JSON with every object's keys in code-point order and no white space: the same value always gives
 * the same bytes, whatever order it was built in. What a rule bundle's files and the signed part of
 * its manifest are written as (docs/adr/0214-signed-rule-bundles.md).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    const text = JSON.stringify(value);
    if (text === undefined) throw new TypeError(`canonicalJson: ${typeof value} is not JSON`);
    return text;
  }
  if (Array.isArray(value)) {
    // A list of strings, numbers, booleans and nulls (a vocabulary's names) is already canonical as
    // JSON.stringify writes it, in one native call: a check at 4× CPU slow-down spent most of its
    // canonical JSON on these lists, one interpreted call per name.
    if (value.every(isPrimitive)) return JSON.stringify(value);
    return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  }
  const entries = Object.keys(value)
    .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
  return `{${entries.join(',')}}`;
}
