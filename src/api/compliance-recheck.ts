import type { Query } from '@tanstack/react-query';

/**
 * How a failed compliance check is asked again while the page is open (compliance §8 keeps the
 * empty fallback; this keeps its window short; ADR 0229). Every number of the back-off is here.
 */

/** The waits before the 1st, 2nd, … recheck after failed answers in a row; the last one repeats. */
export const COMPLIANCE_RECHECK_DELAYS_MS: readonly number[] = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000];

/** A recheck gives up after this long (the header-data client's limit, shell §7), not the first call's 20 s. */
export const COMPLIANCE_RECHECK_TIMEOUT_MS = 4_000;

/** The wait before the next recheck after `failuresInARow` failed answers (0: none failed, no recheck). */
export function complianceRecheckDelay(failuresInARow: number): number | false {
  if (!Number.isInteger(failuresInARow) || failuresInARow < 1) return false;
  const delays = COMPLIANCE_RECHECK_DELAYS_MS;
  return delays[Math.min(failuresInARow, delays.length) - 1]!;
}

/** Whether an answer is the stand-in for a failed check (complianceFallback marks it). */
const failed = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { source?: unknown }).source === 'fallback';

// How many of a query's answers there were when its last live one arrived: a failure streak is counted from there.
const liveAnswersSeen = new WeakMap<object, number>();

/**
 * react-query's `refetchInterval` for the compliance check: while its answer is the fallback, ask
 * again after the back-off for this many failures in a row; once a live answer arrives, stop.
 */
export function complianceRecheckInterval(query: Pick<Query, 'state'>): number | false {
  const { data, dataUpdateCount } = query.state;
  if (!failed(data)) {
    liveAnswersSeen.set(query, dataUpdateCount);
    return false;
  }
  return complianceRecheckDelay(dataUpdateCount - (liveAnswersSeen.get(query) ?? 0));
}

/** Whether the query's current answer is a failed check: the next call is a recheck, with the shorter time-out. */
export function isRecheck(previous: unknown): boolean {
  return failed(previous);
}
