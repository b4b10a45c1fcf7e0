import { describe, expect, it } from 'vitest';
import { kdj, KDJ_DEFAULTS } from './kdj';

/** Independent reference: window extremes by slicing, RSV guard as documented, plain loop. */
function naiveKdj(h: number[], l: number[], c: number[], period: number, m1: number, m2: number) {
  const out: { k: number; d: number; j: number }[] = [];
  let k = 50;
  let d = 50;
  c.forEach((close, i) => {
    if (i + 1 < period) return;
    const hh = Math.max(...h.slice(i + 1 - period, i + 1));
    const ll = Math.min(...l.slice(i + 1 - period, i + 1));
    const rsv = hh === ll ? k : (100 * (close - ll)) / (hh - ll);
    k = (k * (m1 - 1) + rsv) / m1;
    d = (d * (m2 - 1) + k) / m2;
    out[i] = { k, d, j: 3 * k - 2 * d };
  });
  return out;
}

function seededBars(n: number) {
  let s = 3;
  const rnd = () => (s = (s * 16807) % 2147483647) / 2147483647;
  const h: number[] = [],
    l: number[] = [],
    c: number[] = [];
  let p = 50;
  for (let i = 0; i < n; i++) {
    p *= 1 + (rnd() - 0.5) * 0.05;
    const hi = p * (1 + rnd() * 0.02);
    const lo = p * (1 - rnd() * 0.02);
    h.push(hi);
    l.push(lo);
    c.push(lo + (hi - lo) * rnd());
  }
  return { h, l, c };
}

describe('KDJ', () => {
  // [high, low, close]; period 3, K and D smoothing 3.
  const bars = [
    [10, 8, 9],
    [11, 9, 10],
    [12, 9, 11],
    [12, 10, 10],
    [11, 10, 11],
    [10, 10, 10],
    [10, 10, 10],
    [10, 10, 10],
  ];
  const h = bars.map((b) => b[0]!);
  const l = bars.map((b) => b[1]!);
  const c = bars.map((b) => b[2]!);

  it('matches a hand-computed fixture with K and D seeded at 50', () => {
    const r = kdj(h, l, c, { period: 3, k: 3, d: 3 });
    expect(r.begin).toBe(2);
    expect(Number.isNaN(r.k[1]!)).toBe(true);
    // bar 2: RSV = (11−8)/(12−8)·100 = 75; K = (2·50+75)/3; D = (2·50+K)/3
    expect(r.k[2]).toBeCloseTo(175 / 3, 12);
    expect(r.d[2]).toBeCloseTo(475 / 9, 12);
    expect(r.j[2]).toBeCloseTo(625 / 9, 12);
    // bar 3: RSV = (10−9)/(12−9)·100
    expect(r.k[3]).toBeCloseTo(50, 12);
    expect(r.d[3]).toBeCloseTo(1400 / 27, 12);
    expect(r.j[3]).toBeCloseTo(1250 / 27, 12);
    expect(r.k[4]).toBeCloseTo(500 / 9, 12);
    expect(r.d[4]).toBeCloseTo(4300 / 81, 12);
    expect(r.j[4]).toBeCloseTo(4900 / 81, 12);
  });

  it('holds K still over a flat window instead of dividing by zero', () => {
    const r = kdj(h, l, c, { period: 3, k: 3, d: 3 });
    // bars 5–7 are flat at 10; the window 5..7 has no range, so RSV = K of bar 6.
    expect(r.k[6]).toBeCloseTo(2000 / 81, 12);
    expect(r.k[7]).toBeCloseTo(2000 / 81, 12);
    expect(r.d[7]).toBeCloseTo(76400 / 2187, 12);
    expect(r.j[7]).toBeCloseTo(9200 / 2187, 12);
    const flat = kdj(new Array(20).fill(7), new Array(20).fill(7), new Array(20).fill(7), KDJ_DEFAULTS);
    expect([...flat.k.slice(8)]).toEqual(new Array(12).fill(50));
    expect([...flat.j.slice(8)]).toEqual(new Array(12).fill(50));
  });

  it('equals a straightforward reference on 400 bars for short and long periods', () => {
    const { h: hh, l: ll, c: cc } = seededBars(400);
    for (const [period, m1, m2] of [
      [9, 3, 3],
      [1, 1, 1],
      [50, 5, 2],
      [400, 3, 3],
    ] as const) {
      const ours = kdj(hh, ll, cc, { period, k: m1, d: m2 });
      const ref = naiveKdj(hh, ll, cc, period, m1, m2);
      for (let i = 0; i < cc.length; i++) {
        const row = ref[i];
        if (!row) {
          expect(Number.isNaN(ours.k[i]!)).toBe(true);
          continue;
        }
        expect(ours.k[i]).toBeCloseTo(row.k, 9);
        expect(ours.d[i]).toBeCloseTo(row.d, 9);
        expect(ours.j[i]).toBeCloseTo(row.j, 9);
      }
    }
  });

  it('keeps K and D within 0–100', () => {
    const { h: hh, l: ll, c: cc } = seededBars(300);
    const r = kdj(hh, ll, cc, KDJ_DEFAULTS);
    for (let i = 8; i < 300; i++) {
      expect(r.k[i]).toBeGreaterThanOrEqual(0);
      expect(r.k[i]).toBeLessThanOrEqual(100);
      expect(r.d[i]).toBeGreaterThanOrEqual(0);
      expect(r.d[i]).toBeLessThanOrEqual(100);
    }
  });
});
