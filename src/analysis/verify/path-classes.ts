/**
 * The paths verify tries (docs/policies.md, "Why the classes are complete"). Every test of a path
 * but a regular expression — a prefix (`pathUnder`), an equality, the route table (`pageFound`), the
 * product code (`pathProduct`) — compares whole segments with the literal segments of some constant
 * or pattern, or accepts any segment there (`:param`, `*`). So a path is decided by, segment by
 * segment, which literal it equals (or none), how many segments it has (up to one more than the
 * longest pattern) and whether it ends in a slash, and by the query keys product patterns read.
 * verify builds one path of every such shape from a trie of the constants and keeps the first path of
 * each distinct answer. A regular expression cuts segments by their characters: unproven.
 */
import type { ProductDecl } from '../../generated/schema-types';
import { operators } from '../../rules-model/operators';
import { type ClassHints, type FactRead, type Variable } from './fact-reads';

/** The stand-in for "a segment (or a query value) no constant holds": this, or with more `~`, until it is unlike every constant. */
export const OTHER_SEGMENT = '~verify';
/** Candidate paths built before merging, at most: past this the trie is not expanded further (unproven). */
const MAX_CANDIDATES = 50_000;

/** A text unlike every one given: OTHER_SEGMENT, lengthened with `~` while some constant spells it. */
export function otherSegment(taken: ReadonlySet<string>): string {
  let s = OTHER_SEGMENT;
  while (taken.has(s)) s += '~';
  return s;
}

/** A path's segments exactly as `equal` and `pathUnder` compare them: `/trade//` is `trade`, '', ''; `/` is ''. */
const exactSegments = (p: string): string[] => p.split('/').slice(1);
/** A route pattern's segments as matchRoute compares them with the path's (trailing slashes stripped). */
const routeSegments = (p: string): string[] => p.replace(/\/+$/, '').split('/').slice(1);
const isWild = (s: string) => s.startsWith(':') || s === '*';

/** A constant: its segments, and whether `:param` and `*` accept any segment (route patterns) or are literal text (`equal`, `pathUnder`, products). */
interface Constant {
  segments: readonly string[];
  wild: boolean;
}

/** Literal segments that may follow `prefix` in some constant (a route's `:param` or `*` accepts any prefix segment). */
function nextLiterals(constants: readonly Constant[], prefix: readonly string[]): string[] {
  const out = new Set<string>();
  for (const { segments: c, wild } of constants) {
    if (c.length <= prefix.length) continue;
    let ok = true;
    for (let i = 0; i < prefix.length && ok; i++) {
      if (wild && c[i] === '*') break;
      ok = (wild && isWild(c[i]!)) || c[i] === prefix[i];
    }
    const s = c[prefix.length]!;
    if (ok && !(wild && isWild(s))) out.add(s);
  }
  return [...out].sort();
}

/**
 * Query strings that product patterns tell apart: each key absent, at another value, and at one
 * value of each group of values that the same products list (a product asks only whether the
 * value is in its list).
 */
function queryVariants(products: readonly ProductDecl[]): Record<string, string>[] {
  const keys = new Map<string, Map<string, string>>();
  products.forEach((p, i) => {
    for (const [k, vs] of Object.entries(p.query ?? {})) {
      const lists = keys.get(k) ?? new Map<string, string>();
      for (const v of vs as string[]) lists.set(v, `${lists.get(v) ?? ''},${i}`);
      keys.set(k, lists);
    }
  });
  let out: Record<string, string>[] = [{}];
  for (const [k, lists] of [...keys].sort(([a], [b]) => a.localeCompare(b))) {
    const byGroup = new Map<string, string>();
    for (const [v, group] of [...lists].sort(([a], [b]) => a.localeCompare(b))) if (!byGroup.has(group)) byGroup.set(group, v);
    const values = [undefined, ...byGroup.values(), otherSegment(new Set(lists.keys()))];
    out = out.flatMap((q) => values.map((v) => (v === undefined ? q : { ...q, [k]: v })));
  }
  return out;
}

/** The classes of the path for these reads; built once per configuration and set of reads. */
export function pathClasses(reads: readonly FactRead[], hints: ClassHints): Variable {
  const key = JSON.stringify(reads);
  let v = hints.paths.memo.get(key);
  if (!v) hints.paths.memo.set(key, (v = buildPathClasses(reads, hints)));
  return v;
}

/** A path tried, and the query it is tried with (product patterns with a query read it). */
interface Candidate {
  path: string;
  query: Record<string, string>;
}

/**
 * A candidate as a class value: the path alone, or `path?k=v&…` when it has a query; `{ path, query }`
 * when that spelling would not come back apart (a `?` in the path, or `&`, `=` or `?` in the query).
 * Read back with candidateOf (apply, and productInList in fact-classes.ts).
 */
function valueOf(c: Candidate): unknown {
  const entries = Object.entries(c.query);
  if (c.path.includes('?') || entries.some(([k, v]) => /[?&=]/.test(k + v)))
    return entries.length || c.path.includes('?') ? { ...c } : c.path;
  return entries.length ? `${c.path}?${entries.map(([k, v]) => `${k}=${v}`).join('&')}` : c.path;
}

/** The path and query of a class value valueOf made (or a sample path, taken whole). */
export function candidateOf(value: unknown): Candidate | null {
  if (typeof value === 'string') {
    const at = value.indexOf('?');
    if (at < 0) return { path: value, query: {} };
    const query = Object.fromEntries(
      value
        .slice(at + 1)
        .split('&')
        .map((kv) => kv.split('=') as [string, string]),
    );
    return { path: value.slice(0, at), query };
  }
  if (value && typeof value === 'object' && typeof (value as Candidate).path === 'string') return value as Candidate;
  return null;
}

const labelOf = (c: Candidate): string => {
  const entries = Object.entries(c.query);
  return entries.length
    ? `${JSON.stringify(c.path)} with query ${JSON.stringify(c.query)}`
    : c.path.includes('?')
      ? JSON.stringify(c.path)
      : c.path;
};

function buildPathClasses(reads: readonly FactRead[], hints: ClassHints): Variable {
  const unproven: string[] = [];
  const prefixes: string[] = [];
  const tests: ((path: string, query: Record<string, string>) => unknown)[] = [];
  let routes = false;
  let products = false;
  for (const r of reads) {
    if (r.fact === 'pathProduct') {
      products = true;
      tests.push((p, q) => hints.paths.productOf(p, q));
    } else if (r.fact === 'pageFound') {
      routes = true;
      tests.push((p) => hints.paths.pageFound(p));
    } else if (r.operator === 'matches') {
      unproven.push(`the path is matched by a regular expression (/${String(r.value)}/), which tells segments apart by their characters`);
      tests.push((p) => operators.matches!(p, r.value));
    } else if (['pathUnder', 'in', 'notIn', 'equal', 'notEqual'].includes(r.operator)) {
      const op = operators[r.operator]!;
      for (const c of Array.isArray(r.value) ? r.value : [r.value]) if (typeof c === 'string') prefixes.push(c);
      tests.push((p) => op(p, r.value));
    } else {
      unproven.push(`the path is read by ${r.operator}`);
      tests.push((p) => p);
    }
  }
  // equal, pathUnder and a product's pattern compare the text as it is spelled: segment by segment
  // exactly, '' included (`/trade//`), `:b` a literal. A constant not starting with '/' answers every
  // path alike (equal: never; pathUnder: '' always, anything else never). The route table strips
  // the path's trailing slashes and reads `:param` and `*` as any segment.
  const constants: Constant[] = [
    ...[...prefixes, ...(products ? hints.paths.products.map((p) => p.pattern) : [])]
      .filter((c) => c.startsWith('/'))
      .map((c) => ({ segments: exactSegments(c), wild: false })),
    ...(routes ? hints.paths.routes.map((c) => ({ segments: routeSegments(c), wild: true })) : []),
  ];
  const exact = constants.filter((c) => !c.wild).map((c) => c.segments);
  const other = otherSegment(new Set(constants.flatMap((c) => c.segments)));
  const maxDepth = Math.max(0, ...constants.map((c) => c.segments.length)) + 1;
  const queries = products ? queryVariants(hints.paths.products) : [{}];
  // Only a path under a pattern with a query reads the query.
  const queried = hints.paths.products.filter((p) => p.query).map((p) => p.pattern);
  const queriesFor = (path: string) => (products && queried.some((q) => operators.pathUnder!(path, q)) ? queries : [{}]);
  // An exact constant that spells `run` up to its length and goes on: one more trailing '' may answer differently.
  const reaches = (run: readonly string[]) => exact.some((c) => c.length >= run.length && run.every((s, i) => c[i] === s));
  const candidates: Candidate[] = [];
  const add = (segments: readonly string[]) => {
    const path = `/${segments.join('/')}`;
    for (const query of queriesFor(path)) candidates.push({ path, query });
  };
  // Every path is its segments up to the last non-empty one, then a run of trailing ''. Before the
  // run, a segment is a literal some constant has there (after the same literals) or one no constant
  // has (`other`, non-empty: an empty one inside a path compares like it, and stripping stops at it);
  // deeper than every constant only the depth is read. The run: none, one, and as long as some exact
  // constant spells it (the route table strips it; equal and pathUnder see its length).
  const visit = (prefix: string[]): void => {
    if (candidates.length >= MAX_CANDIDATES) return;
    if (!prefix.length) add(['']);
    else {
      const run = [...prefix];
      for (let r = 0; run.length <= maxDepth && (r < 2 || reaches(run.slice(0, -1))); r++, run.push('')) add(run);
    }
    if (prefix.length >= maxDepth) return;
    // No path starts with an empty segment (`//host` is another origin: the facts schema refuses it).
    const literals = nextLiterals(constants, prefix).filter((s) => prefix.length || s !== '');
    for (const s of [...literals, other]) visit([...prefix, s]);
  };
  visit([]);
  if (candidates.length >= MAX_CANDIDATES) unproven.push(`the rules' paths make more than ${MAX_CANDIDATES} shapes of path`);
  for (const p of hints.samples.path ?? []) if (unproven.length) candidates.push({ path: String(p), query: {} });
  // One path per distinct answer of every test, shortest first (the trie is walked depth first: sort).
  const key = (c: Candidate) => `${c.path}?${JSON.stringify(c.query)}`;
  candidates.sort((a, b) => key(a).length - key(b).length || key(a).localeCompare(key(b)));
  const seen = new Map<string, Candidate>();
  for (const c of candidates) {
    const signature = JSON.stringify(tests.map((t) => t(c.path, c.query) ?? null));
    if (!seen.has(signature)) seen.set(signature, c);
  }
  const kept = [...seen.values()].filter((c) => c.path !== '/' || Object.keys(c.query).length);
  return {
    key: 'path',
    keys: ['path'],
    name: 'path',
    classes: [{ label: 'absent (/)', value: undefined }, ...kept.map((c) => ({ label: labelOf(c), value: valueOf(c) }))],
    unproven: unproven.map((why) => ({ fact: 'path', why })),
    exhaustive: !unproven.length,
    apply(facts, value) {
      const c = candidateOf(value);
      if (!c) return;
      facts.path = c.path;
      if (Object.keys(c.query).length) facts.query = { ...facts.query, ...c.query };
    },
  };
}
