import { describe, expect, it } from 'vitest';
import { marqueeDurationS, overflows } from './marquee.utils';

describe('marquee', () => {
  it('runs width / 200 × 3 seconds (shell §9)', () => {
    expect(marqueeDurationS(200)).toBe(3);
    expect(marqueeDurationS(700)).toBeCloseTo(10.5);
    expect(marqueeDurationS(0)).toBe(0);
  });

  it('scrolls only text wider than its box', () => {
    expect(overflows(500, 358)).toBe(true);
    expect(overflows(358.6, 358)).toBe(false);
    expect(overflows(300, 358)).toBe(false);
    expect(overflows(300, 0)).toBe(false);
  });
});
