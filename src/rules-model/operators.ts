import { DAY_MS, HOUR_MS, parseDuration } from './duration';

/**
 * The only operators rules may use. Each is total: a missing or mistyped fact gives false (or, for
 * the "older than" family, true when nothing was ever stored), never an exception.
 */
export type OperatorFn = (factValue: unknown, value: unknown) => boolean;

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const num =
  (cmp: (a: number, b: number) => boolean): OperatorFn =>
  (a, b) =>
    isNum(a) && isNum(b) && cmp(a, b);

function isEmptyValue(v: unknown): boolean {
  if (v === null || v === undefined || v === '') return true;
  if (Array.isArray(v)) return v.length === 0;
  if (typeof v === 'object') return Object.keys(v).length === 0;
  return false;
}

/** Elapsed ms (or null: never stored) is at least the window length. */
function olderThanMs(elapsed: unknown, windowMs: number | null): boolean {
  if (windowMs === null) return false;
  if (elapsed === null || elapsed === undefined) return true;
  return isNum(elapsed) && elapsed >= windowMs;
}

/**
 * Compiled patterns kept at once. Patterns are literals from configuration (lint refuses one taken
 * from a fact), so a site has a handful; the bound only matters for a crafted compiled config.
 */
export const MAX_PATTERN_CACHE = 64;

/**
 * Longest string `matches` tests; a longer one does not match. Paths and query values are short,
 * and lint refuses super-linear patterns, but the quadratic cost of an unanchored search (every
 * start position) still grows with the subject: the bound keeps a visitor's URL from choosing it.
 */
export const MAX_SUBJECT_LENGTH = 2048;

const patterns = new Map<string, RegExp | null>();

/** How many compiled patterns the cache holds (for tests: it stays at most MAX_PATTERN_CACHE). */
export const patternCacheSize = (): number => patterns.size;

/** The regular expression of a `matches` condition, compiled once; null when it is not one. */
export function compilePattern(pattern: unknown): RegExp | null {
  if (typeof pattern !== 'string') return null;
  let re = patterns.get(pattern);
  if (re === undefined) {
    try {
      re = new RegExp(pattern, 'u');
    } catch {
      re = null;
    }
    // Oldest first out (a Map iterates in insertion order): bounded without bookkeeping on a hit.
    if (patterns.size >= MAX_PATTERN_CACHE) patterns.delete(patterns.keys().next().value!);
    patterns.set(pattern, re);
  }
  return re;
}

export const operators: Record<string, OperatorFn> = {
  equal: (a, b) => a === b,
  notEqual: (a, b) => a !== b,
  in: (a, b) => Array.isArray(b) && b.includes(a),
  notIn: (a, b) => !Array.isArray(b) || !b.includes(a),
  contains: (a, b) => Array.isArray(a) && a.includes(b),
  doesNotContain: (a, b) => !Array.isArray(a) || !a.includes(b),
  lessThan: num((a, b) => a < b),
  lessThanInclusive: num((a, b) => a <= b),
  greaterThan: num((a, b) => a > b),
  greaterThanInclusive: num((a, b) => a >= b),
  /** The fact (or any element of it, when it is a list) is in the list. */
  inList: (a, b) => Array.isArray(b) && (Array.isArray(a) ? a.some((x) => b.includes(x)) : b.includes(a)),
  /** value true: the fact is absent, '', [] or {}; value false: it is not. */
  isEmpty: (a, b) => isEmptyValue(a) === (b !== false),
  /** The fact is elapsed ms (null when never stored); value a duration like '30d'. */
  olderThan: (a, b) => olderThanMs(a, parseDuration(b)),
  /** Like olderThan with a window in hours; a window of 0 or less always holds ('0 means always'). */
  olderThanHours: (a, b) => (isNum(b) && b <= 0) || olderThanMs(a, isNum(b) ? b * HOUR_MS : null),
  /** Like olderThan with a window in days; a window below 0 always holds (keep-alive -1 means show). */
  olderThanDays: (a, b) => (isNum(b) && b < 0) || olderThanMs(a, isNum(b) ? b * DAY_MS : null),
  /** The path is one of the given paths or below one (segment-wise: /trade matches /trade/BTC_USDT, not /trader). */
  pathUnder: (a, b) => {
    if (typeof a !== 'string') return false;
    const list = Array.isArray(b) ? b : [b];
    return list.some((p) => typeof p === 'string' && (p === '/' || a === p || a.startsWith(p.endsWith('/') ? p : `${p}/`)));
  },
  /**
   * The fact is a string of at most MAX_SUBJECT_LENGTH characters that the regular expression
   * (value, unanchored unless it says ^…$) finds. Lint keeps the value a literal, safe pattern.
   */
  matches: (a, b) => {
    if (typeof a !== 'string' || a.length > MAX_SUBJECT_LENGTH) return false;
    const re = compilePattern(b);
    return re !== null && re.test(a);
  },
};

type ConditionTree = { all?: ConditionTree[]; any?: ConditionTree[]; not?: ConditionTree; operator?: string; value?: unknown };

/**
 * The condition tree with every `matches` test that takes its pattern from a fact (`value:
 * {fact}`) made one that never matches. Lint refuses such a test, so only a crafted compiled
 * config has one; json-rules-engine resolves `{fact}` before the operator runs, so the operator
 * cannot tell a visitor's pattern from the rule's and the engine drops it before that.
 */
export function literalPatternsOnly<T extends ConditionTree>(c: T): T {
  if (c.all) return { ...c, all: c.all.map(literalPatternsOnly) };
  if (c.any) return { ...c, any: c.any.map(literalPatternsOnly) };
  if (c.not) return { ...c, not: literalPatternsOnly(c.not) };
  return c.operator === 'matches' && typeof c.value !== 'string' ? { ...c, value: null } : c;
}
