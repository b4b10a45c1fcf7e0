import { DAY_MS, HOUR_MS, parseDuration } from './duration';

/**
 * The only operators rules may use. Each is total: a missing or mistyped fact gives false (or, for
 * the "older than" family, true when nothing was ever stored), never an exception.
 */
export type OperatorFn = (factValue: unknown, value: unknown) => boolean;

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const num = (cmp: (a: number, b: number) => boolean): OperatorFn => (a, b) => isNum(a) && isNum(b) && cmp(a, b);

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

const patterns = new Map<string, RegExp | null>();

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
  /** The fact is a string the regular expression (value, unanchored unless it says ^…$) finds. */
  matches: (a, b) => {
    const re = compilePattern(b);
    return typeof a === 'string' && re !== null && re.test(a);
  },
};

export const operatorNames = Object.keys(operators);
