import { describe, expect, it } from 'vitest';
import { met, row } from './budget';

const base = { id: 'x.y', what: 'something', unit: 'ms' as const, budget: 10, direction: 'max' as const };

describe('row', () => {
  it('summarises the samples', () => {
    const r = row(base, [3, 1, 2]);
    expect(r).toMatchObject({ median: 2, min: 1, max: 3, runs: 3 });
    expect(met(r)).toBe(true);
    expect(met(row(base, [11, 12]))).toBe(false);
  });

  it('fails loudly when it measured nothing, rather than printing a figure', () => {
    expect(() => row(base, [])).toThrow('bench row x.y measured nothing: no samples');
    expect(() => row(base, [1, Number.NaN])).toThrow('a sample is NaN');
    expect(() => row(base, [Number.POSITIVE_INFINITY])).toThrow('a sample is Infinity');
  });
});
