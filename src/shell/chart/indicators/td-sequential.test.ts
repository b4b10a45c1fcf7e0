import { describe, expect, it } from 'vitest';
import { tdSequential, TD_DEFAULTS } from './td-sequential';

/** Bars from closes: high = close + 0.5, low = close − 0.5. */
function bars(closes: number[]) {
  return { c: closes, h: closes.map((x) => x + 0.5), l: closes.map((x) => x - 0.5) };
}
const run = (closes: number[]) => {
  const b = bars(closes);
  return tdSequential(b.c, b.h, b.l, TD_DEFAULTS);
};
const list = (a: ArrayLike<number>) => Array.from(a);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('TD Sequential setup', () => {
  it('counts 1–9 on closes below the close 4 bars earlier, then starts again at 1', () => {
    const r = run(range(0, 14).map((i) => 30 - i));
    expect(list(r.buySetup)).toEqual([0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2]);
    expect(list(r.sellSetup)).toEqual(new Array(15).fill(0));
  });

  it('counts a sell setup on closes above the close 4 bars earlier', () => {
    const r = run(range(0, 12).map((i) => 10 + i));
    expect(list(r.sellSetup)).toEqual([0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('resets an interrupted setup; an equal close interrupts both sides', () => {
    const r = run([10, 10, 10, 10, 9, 8, 7, 11, 6, 5, 7, 8, 9]);
    //              i: 0   1   2   3  4  5  6   7  8  9 10 11 12
    // 7: 11 ≥ 10 (bar 3) breaks the buy count and starts a sell count; 10: 7 = 7 (bar 6) resets both.
    expect(list(r.buySetup)).toEqual([0, 0, 0, 0, 1, 2, 3, 0, 1, 2, 0, 1, 0]);
    expect(list(r.sellSetup)).toEqual([0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]);
  });

  it('compares with the configured lookback', () => {
    const b = bars([5, 4, 3, 2, 1]);
    expect(list(tdSequential(b.c, b.h, b.l, { lookback: 1 }).buySetup)).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('TD Sequential countdown', () => {
  // 0–12 fall by 1 (buy setup 9 at bar 12), 13–23 keep falling, 24–25 jump up, 26–27 fall back but
  // stay above the close of countdown bar 8, 28 falls below it.
  const closes = [...range(0, 23).map((i) => 100 - i), 90, 95, 89, 88, 80];

  it('counts from bar 9 of the setup on closes at or below the low two bars earlier, up to 12', () => {
    const r = run(closes);
    const expected = new Array(closes.length).fill(0);
    range(12, 23).forEach((i, n) => (expected[i] = n + 1));
    expected[28] = 13;
    expect(list(r.buyCountdown)).toEqual(expected);
  });

  it('defers 13 while the low is above the close of countdown bar 8 (the bar-13 rule), then gives 13', () => {
    // countdown bar 8 is bar 19 (close 81); bars 26 (low 88.5) and 27 (low 87.5) qualify but fail the rule.
    const r = run(closes);
    expect(range(0, closes.length - 1).filter((i) => r.buyDeferred[i] === 1)).toEqual([26, 27]);
    expect(r.buyCountdown[28]).toBe(13);
  });

  it('a second buy setup during the countdown does not restart it', () => {
    const r = run(closes);
    expect(r.buySetup[21]).toBe(9);
    expect(r.buyCountdown[21]).toBe(10);
  });

  it('a completed sell setup cancels the buy countdown and starts a sell countdown', () => {
    const up = [...range(0, 12).map((i) => 100 - i), ...range(13, 23).map((i) => 76 + i), 80, 79];
    const r = run(up);
    expect(r.buyCountdown[12]).toBe(1);
    expect(r.sellSetup[23]).toBe(9);
    expect(r.sellCountdown[23]).toBe(1);
    // 24 and 25 would count for a buy countdown (close ≤ low two bars earlier), but it was cancelled.
    expect(list(r.buyCountdown.slice(13))).toEqual(new Array(up.length - 13).fill(0));
  });

  it('is the mirror image for sells (prices reflected: highs become lows)', () => {
    const b = bars(closes);
    const buy = tdSequential(b.c, b.h, b.l, TD_DEFAULTS);
    const sell = tdSequential(
      b.c.map((x) => 200 - x),
      b.l.map((x) => 200 - x),
      b.h.map((x) => 200 - x),
      TD_DEFAULTS,
    );
    expect(list(sell.sellSetup)).toEqual(list(buy.buySetup));
    expect(list(sell.sellCountdown)).toEqual(list(buy.buyCountdown));
    expect(list(sell.sellDeferred)).toEqual(list(buy.buyDeferred));
  });
});
