/**
 * KDJ (stochastic with smoothing), the usual exchange definition:
 *   RSV = (close − lowest low of `period` bars) / (highest high − lowest low) × 100
 *   K = ((k − 1) × K₋₁ + RSV) / k,   D = ((d − 1) × D₋₁ + K) / d,   J = 3K − 2D
 * with K₋₁ and D₋₁ seeded at 50 before the first full window. Values start at bar period−1.
 * Flat range (highest high = lowest low): RSV is taken as the previous K, so K holds still
 * instead of dividing by zero.
 */
export interface KdjInputs {
  period: number;
  /** K smoothing (the first "3"). */
  k: number;
  /** D smoothing (the second "3"). */
  d: number;
}

export const KDJ_DEFAULTS: KdjInputs = { period: 9, k: 3, d: 3 };
export const KDJ_SEED = 50;

export interface KdjResult {
  k: Float64Array;
  d: Float64Array;
  j: Float64Array;
  begin: number;
}

/** Indices of the window extremes, kept in a monotonic queue: O(n) whatever the period. */
class WindowExtreme {
  private readonly idx: Int32Array;
  private head = 0;
  private tail = 0;
  constructor(
    size: number,
    private readonly values: ArrayLike<number>,
    private readonly better: (a: number, b: number) => boolean,
  ) {
    this.idx = new Int32Array(size + 1);
  }
  push(i: number, period: number): number {
    const v = this.values[i]!;
    while (this.tail > this.head && !this.better(this.values[this.idx[this.tail - 1]!]!, v)) this.tail--;
    this.idx[this.tail++] = i;
    if (this.idx[this.head]! <= i - period) this.head++;
    return this.values[this.idx[this.head]!]!;
  }
}

export function kdj(high: ArrayLike<number>, low: ArrayLike<number>, close: ArrayLike<number>, inputs: KdjInputs): KdjResult {
  const n = close.length;
  const { period } = inputs;
  const out: KdjResult = {
    k: new Float64Array(n).fill(NaN),
    d: new Float64Array(n).fill(NaN),
    j: new Float64Array(n).fill(NaN),
    begin: period - 1,
  };
  const highest = new WindowExtreme(n, high, (a, b) => a > b);
  const lowest = new WindowExtreme(n, low, (a, b) => a < b);
  let k = KDJ_SEED;
  let d = KDJ_SEED;
  for (let i = 0; i < n; i++) {
    const hh = highest.push(i, period);
    const ll = lowest.push(i, period);
    if (i < period - 1) continue;
    const range = hh - ll;
    const rsv = range > 0 ? ((close[i]! - ll) / range) * 100 : k;
    k = ((inputs.k - 1) * k + rsv) / inputs.k;
    d = ((inputs.d - 1) * d + k) / inputs.d;
    out.k[i] = k;
    out.d[i] = d;
    out.j[i] = 3 * k - 2 * d;
  }
  return out;
}
