// The contract every part of `npm run bench` reports in: one row per budget of issue 10, measured
// several times, with its median and spread. bench/run.ts prints the rows as one table and writes
// them to bench/results.json. Nothing here asserts: a missed budget is a row that says so.
import { stats } from './stats';

export type Unit = 'ms' | 'KB' | 'decisions/s' | '×' | 'score' | 'MB' | 'count' | '%';

export interface BudgetRow {
  /** Stable key in results.json, e.g. "decide.median" or "bundle.home.main". */
  id: string;
  /** What was measured, in words, for the table. */
  what: string;
  unit: Unit;
  /** The budget and which side of it passes: 'max' = at most, 'min' = at least. */
  budget: number;
  direction: 'max' | 'min';
  median: number;
  /** Spread of the samples (same unit as median). */
  min: number;
  max: number;
  p95?: number;
  runs: number;
  /** Anything a reader needs to trust the figure (conditions, load average, baseline). */
  note?: string;
}

export interface BenchSection {
  name: string;
  rows: BudgetRow[];
  /** Free-form detail for results.json (per-site tables and the like). */
  detail?: unknown;
}

export const met = (r: BudgetRow): boolean => (r.direction === 'max' ? r.median <= r.budget : r.median >= r.budget);

/**
 * A row from raw samples. A row that measured nothing (no sample, or one that is not a finite
 * number) throws: printed, it would read as a figure that missed or met its budget.
 */
export function row(base: Omit<BudgetRow, 'median' | 'min' | 'max' | 'p95' | 'runs'>, samples: number[]): BudgetRow {
  const bad = samples.find((x) => !Number.isFinite(x));
  if (samples.length === 0 || bad !== undefined)
    throw new Error(`bench row ${base.id} measured nothing: ${samples.length === 0 ? 'no samples' : `a sample is ${bad}`}`);
  const s = stats(samples);
  return { ...base, median: s.median, min: s.min, max: s.max, p95: s.p95, runs: s.n };
}
