/** When live rule checks run (live-rules.ts): plain numbers, for the site and the benches alike. */

/** Minutes between checks when the site does not say (sites/*.yaml rulesRefreshMinutes). */
export const DEFAULT_REFRESH_MINUTES = 5;
/** Demo builds (`npm start`, the tests) check this often, so a publish shows within seconds. */
export const DEMO_REFRESH_MS = 10_000;
/**
 * The live-rules code loads and makes its first check this long after the load event, at idle:
 * background work, out of the way of the page becoming interactive (the first paint already has the
 * newest bundle this browser verified). A publish reaches a fresh page within this plus a check.
 */
export const START_AFTER_MS = 3_000;
/**
 * After a refused or failed check the next waits this long (or an eighth of the interval, when that
 * is shorter: the demo's 10 s), doubling each time up to the interval: a hostile or broken host is
 * not asked again at once, however often the tab is shown.
 */
export const FIRST_BACKOFF_MS = 15_000;
/**
 * The wait before the next check after `failures` refused or failed checks in a row: none after a
 * good one, then FIRST_BACKOFF_MS (at most an eighth of the interval) doubling up to `intervalMs`.
 */
export function backoffMs(failures: number, intervalMs: number): number {
  return failures === 0 ? 0 : Math.min(intervalMs, Math.min(FIRST_BACKOFF_MS, intervalMs / 8) * 2 ** (failures - 1));
}
