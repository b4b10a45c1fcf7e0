/**
 * MACD as TA-Lib defines it (TA_MACD with EMAs): both EMAs start at bar slow−1, the slow one
 * seeded with the simple average of bars 0…slow−1 and the fast one with the simple average of the
 * `fast` bars ending at slow−1 (TA-Lib aligns the fast EMA to the slow one); the signal is an EMA
 * of the MACD line seeded with the simple average of its first `signal` values. Every output
 * starts at bar (slow−1)+(signal−1): bar 33, the 34th bar, for 12/26/9. Earlier bars are NaN.
 * Like TA-Lib, a fast period longer than the slow one is swapped.
 */
export interface MacdInputs {
  fast: number;
  slow: number;
  signal: number;
}

export const MACD_DEFAULTS: MacdInputs = { fast: 12, slow: 26, signal: 9 };

export interface MacdResult {
  macd: Float64Array;
  signal: Float64Array;
  hist: Float64Array;
  /** First bar with values (TA-Lib's outBegIdx). */
  begin: number;
}

/** The first bar with a value: (slow − 1) + (signal − 1). */
export function macdBegin({ fast, slow, signal }: MacdInputs): number {
  return Math.max(fast, slow) - 1 + signal - 1;
}

function mean(values: ArrayLike<number>, from: number, to: number): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += values[i]!;
  return sum / (to - from);
}

export function macd(close: ArrayLike<number>, inputs: MacdInputs): MacdResult {
  const n = close.length;
  const fast = Math.min(inputs.fast, inputs.slow);
  const slow = Math.max(inputs.fast, inputs.slow);
  const g = inputs.signal;
  const out: MacdResult = {
    macd: new Float64Array(n).fill(NaN),
    signal: new Float64Array(n).fill(NaN),
    hist: new Float64Array(n).fill(NaN),
    begin: macdBegin(inputs),
  };
  const lineStart = slow - 1;
  if (n <= out.begin) return out;

  const kFast = 2 / (fast + 1);
  const kSlow = 2 / (slow + 1);
  const kSignal = 2 / (g + 1);
  const line = new Float64Array(n);
  let emaSlow = mean(close, 0, slow);
  let emaFast = mean(close, slow - fast, slow);
  line[lineStart] = emaFast - emaSlow;
  for (let i = lineStart + 1; i < n; i++) {
    const x = close[i]!;
    emaFast += (x - emaFast) * kFast;
    emaSlow += (x - emaSlow) * kSlow;
    line[i] = emaFast - emaSlow;
  }
  let sig = mean(line, lineStart, out.begin + 1);
  for (let i = out.begin; i < n; i++) {
    if (i > out.begin) sig += (line[i]! - sig) * kSignal;
    out.macd[i] = line[i]!;
    out.signal[i] = sig;
    out.hist[i] = line[i]! - sig;
  }
  return out;
}
