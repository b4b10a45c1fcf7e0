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
import type { ClassHints, FactRead, Variable } from './fact-reads';

/** A segment no constant of the rules holds: every such segment (or an empty one) answers alike. */
export const OTHER_SEGMENT = '~verify';
/** Candidate paths built before merging, at most: past this the trie is not expanded further (unproven). */
const MAX_CANDIDATES = 50_000;

const segmentsOf = (p: string): string[] => p.replace(/\/+$/, '').split('/').slice(1);
const isWild = (s: string) => s.startsWith(':') || s === '*';

/** Literal segments that may follow `prefix` in some constant (a `:param` or `*` accepts any prefix segment). */
function nextLiterals(constants: readonly string[][], prefix: readonly string[]): string[] {
  const out = new Set<string>();
  for (const c of constants) {
    if (c.length <= prefix.length) continue;
    let ok = true;
    for (let i = 0; i < prefix.length && ok; i++) {
      if (c[i] === '*') break;
      ok = isWild(c[i]!) || c[i] === prefix[i];
    }
    const s = c[prefix.length]!;
    if (ok && !isWild(s)) out.add(s);
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
    const values = [undefined, ...byGroup.values(), OTHER_SEGMENT];
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
  const constants = [
    ...prefixes,
    ...(routes ? hints.paths.routes : []),
    ...(products ? hints.paths.products.map((p) => p.pattern) : []),
  ].map(segmentsOf);
  const maxDepth = Math.max(0, ...constants.map((c) => c.length)) + 1;
  const queries = products ? queryVariants(hints.paths.products) : [{}];
  // Only a path under a pattern with a query reads the query.
  const queried = hints.paths.products.filter((p) => p.query).map((p) => p.pattern);
  const queriesFor = (path: string) => (products && queried.some((q) => operators.pathUnder!(path, q)) ? queries : [{}]);
  const seen = new Map<string, string>();
  const candidates: string[] = [];
  const visit = (prefix: string[]): void => {
    if (candidates.length >= MAX_CANDIDATES) return;
    const path = `/${prefix.join('/')}`;
    for (const tail of prefix.length ? ['', '/'] : [''])
      for (const q of queriesFor(`${path}${tail}`)) {
        const qs = Object.entries(q)
          .map(([k, v]) => `${k}=${v}`)
          .join('&');
        candidates.push(`${path}${tail}${qs ? `?${qs}` : ''}`);
      }
    if (prefix.length >= maxDepth) return;
    for (const s of [...nextLiterals(constants, prefix), OTHER_SEGMENT]) visit([...prefix, s]);
  };
  visit([]);
  if (candidates.length >= MAX_CANDIDATES) unproven.push(`the rules' paths make more than ${MAX_CANDIDATES} shapes of path`);
  for (const p of hints.samples.path ?? []) if (unproven.length) candidates.push(String(p));
  // One path per distinct answer of every test, shortest first (the trie is walked depth first: sort).
  candidates.sort((a, b) => a.length - b.length || a.localeCompare(b));
  for (const c of candidates) {
    const [path, qs] = c.split('?') as [string, string | undefined];
    const query = Object.fromEntries((qs ? qs.split('&') : []).map((kv) => kv.split('=') as [string, string]));
    const signature = JSON.stringify(tests.map((t) => t(path, query) ?? null));
    if (!seen.has(signature)) seen.set(signature, c);
  }
  const values = [undefined, ...[...seen.values()].filter((v) => v !== '/')];
  return {
    key: 'path',
    keys: ['path'],
    name: 'path',
    classes: values.map((value) => ({ label: value === undefined ? 'absent (/)' : value, value })),
    unproven: unproven.map((why) => ({ fact: 'path', why })),
    exhaustive: !unproven.length,
    apply(facts, value) {
      if (typeof value !== 'string') return;
      const [path, query] = value.split('?');
      facts.path = path!;
      if (query) facts.query = { ...facts.query, ...Object.fromEntries(query.split('&').map((kv) => kv.split('=') as [string, string])) };
    },
  };
}
