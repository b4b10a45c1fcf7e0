import { describe, expect, it } from 'vitest';
import { fitCount } from './nav-fit.utils';

describe('fitCount', () => {
  it('shows every item when the row is wide enough, without a More button', () => {
    expect(fitCount([100, 100, 100], 60, 308, 4)).toBe(3);
  });
  it('keeps room for More once anything overflows', () => {
    // 100 + 4 + 100 + 4 + 60 = 268 fits; a third item would need 372.
    expect(fitCount([100, 100, 100], 60, 300, 4)).toBe(2);
    expect(fitCount([100, 100, 100], 60, 267, 4)).toBe(1);
  });
  it('never cuts an item: a long first item goes into More as well', () => {
    expect(fitCount([400, 50], 60, 300, 4)).toBe(0);
  });
  it('tolerates sub-pixel rounding', () => {
    expect(fitCount([100.4, 100.4], 60, 204.5, 4)).toBe(2);
  });
});
