import { canonicalJson } from '../config/bundle/canonical-json';

/**
 * Whether two JSON values are equal whatever order their objects' keys were written in (a
 * configuration from YAML and the same one from a canonical bundle differ only in that order).
 * `undefined` equals only `undefined`; object fields that are `undefined` count as absent, as in JSON.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === undefined || b === undefined) return a === b;
  if (a === b) return true;
  return canonicalJson(a) === canonicalJson(b);
}
