import { describe, expect, it } from 'vitest';
import { macd, macdBegin, MACD_DEFAULTS } from './macd';

/**
 * An independent reference: TA-Lib's TA_INT_MACD and TA_INT_EMA followed step by step (startIdx,
 * lookback and `today` bookkeeping as in ta_MACD.c / ta_EMA.c), written without the code under test.
 */
function taLibEma(inReal: number[], startIdx: number, endIdx: number, period: number, k: number): { begIdx: number; out: number[] } {
  const lookback = period - 1;
  if (startIdx < lookback) startIdx = lookback;
  if (startIdx > endIdx) return { begIdx: 0, out: [] };
  let today = startIdx - lookback;
  let sum = 0;
  for (let i = period; i-- > 0;) sum += inReal[today++]!;
  let prev = sum / period;
  while (today <= startIdx) prev = (inReal[today++]! - prev) * k + prev;
  const out = [prev];
  while (today <= endIdx) {
    prev = (inReal[today++]! - prev) * k + prev;
    out.push(prev);
  }
  return { begIdx: startIdx, out };
}

function taLibMacd(inReal: number[], fast: number, slow: number, signal: number) {
  if (slow < fast) [fast, slow] = [slow, fast];
  const endIdx = inReal.length - 1;
  const lookbackSignal = signal - 1;
  const startIdx = lookbackSignal + (slow - 1);
  const temp = startIdx - lookbackSignal;
  const slowEma = taLibEma(inReal, temp, endIdx, slow, 2 / (slow + 1));
  const fastEma = taLibEma(inReal, temp, endIdx, fast, 2 / (fast + 1));
  const line = fastEma.out.map((f, i) => f - slowEma.out[i]!);
  const sig = taLibEma(line, 0, line.length - 1, signal, 2 / (signal + 1));
  const macdOut = line.slice(lookbackSignal);
  return { begIdx: startIdx, macd: macdOut, signal: sig.out, hist: macdOut.map((m, i) => m - sig.out[i]!) };
}

function seededCloses(n: number, seed = 7): number[] {
  let s = seed;
  const out: number[] = [];
  let price = 100;
  for (let i = 0; i < n; i++) {
    s = (s * 1103515245 + 12345) % 2147483648;
    price *= 1 + (s / 2147483648 - 0.5) * 0.04;
    out.push(price);
  }
  return out;
}

describe('MACD (TA-Lib definition)', () => {
  it('matches a hand-computed fixture (fast 2, slow 3, signal 2): fast EMA seeded on the bars ending at slow−1', () => {
    // slow EMA at bar 2 = (10+2+6)/3 = 6; fast EMA at bar 2 = (2+6)/2 = 4 (not the first two bars);
    // then EMA steps with k = 2/3 (fast), 1/2 (slow); the signal's seed is the mean of lines 2 and 3.
    const r = macd([10, 2, 6, 8, 7, 9], { fast: 2, slow: 3, signal: 2 });
    expect(r.begin).toBe(3);
    expect([...r.macd.slice(0, 3)].every(Number.isNaN)).toBe(true);
    const near = (a: Float64Array, b: number[]) => b.forEach((v, i) => expect(a[i + 3]).toBeCloseTo(v, 12));
    near(r.macd, [-1 / 3, -1 / 9, 8 / 27]);
    near(r.signal, [-7 / 6, -25 / 54, 7 / 162]);
    near(r.hist, [5 / 6, 19 / 54, 41 / 162]);
  });

  it('starts at bar 33 (the 34th bar) for 12/26/9, as TA-Lib does', () => {
    expect(macdBegin(MACD_DEFAULTS)).toBe(33);
    const r = macd(seededCloses(40), MACD_DEFAULTS);
    expect(Number.isNaN(r.macd[32]!)).toBe(true);
    expect(Number.isNaN(r.signal[32]!)).toBe(true);
    expect(Number.isFinite(r.macd[33]!)).toBe(true);
    expect(Number.isFinite(r.hist[33]!)).toBe(true);
  });

  it('equals the step-by-step TA-Lib reference on 500 bars for several settings', () => {
    const closes = seededCloses(500);
    for (const [fast, slow, signal] of [
      [12, 26, 9],
      [5, 35, 5],
      [3, 10, 16],
      [26, 12, 9],
      [1, 2, 1],
    ] as const) {
      const ours = macd(closes, { fast, slow, signal });
      const ref = taLibMacd(closes, fast, slow, signal);
      expect(ours.begin, `${fast}/${slow}/${signal}`).toBe(ref.begIdx);
      for (let i = 0; i < ref.macd.length; i++) {
        expect(ours.macd[ref.begIdx + i]).toBeCloseTo(ref.macd[i]!, 10);
        expect(ours.signal[ref.begIdx + i]).toBeCloseTo(ref.signal[i]!, 10);
        expect(ours.hist[ref.begIdx + i]).toBeCloseTo(ref.hist[i]!, 10);
      }
    }
  });

  it('gives only NaN when there are not enough bars, and nothing at all for no bars', () => {
    const r = macd(seededCloses(33), MACD_DEFAULTS);
    expect([...r.macd].every(Number.isNaN)).toBe(true);
    expect(macd([], MACD_DEFAULTS).macd).toHaveLength(0);
  });

  it('is zero on a constant series', () => {
    const r = macd(new Array(60).fill(5), MACD_DEFAULTS);
    expect(r.macd[59]).toBe(0);
    expect(r.signal[59]).toBe(0);
  });
});
