import { excerpt } from '../src/config/excerpt';
import { CliExit, type CliIO } from './io';

/**
 * `--sites a,b` as a list; a key that is not a known site is bad input (exit 2) and the message
 * lists the known ones. Undefined when the option is absent. `known` is the list of site keys (a
 * Set lookup: `config.sites[key]` would find `constructor` on every object), or, for callers
 * that still pass a test, a predicate that names inherited by every object never satisfy.
 */
export function siteList(io: CliIO, spec: string | undefined, known: Iterable<string> | ((key: string) => boolean)): string[] | undefined {
  if (spec === undefined) return undefined;
  const sites = spec
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const names = typeof known === 'function' ? null : new Set(known);
  const isKnown = (s: string) => (names ? names.has(s) : !(s in Object.prototype) && (known as (key: string) => boolean)(s));
  const unknown = sites.filter((s) => !isKnown(s));
  if (unknown.length) {
    const list = names ? ` (known: ${[...names].join(', ')})` : '';
    io.err(`unknown site${unknown.length > 1 ? 's' : ''} ${unknown.map((s) => excerpt(s)).join(', ')}${list}`);
    throw new CliExit(2);
  }
  return sites;
}
