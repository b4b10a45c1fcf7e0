import { describe, expect, it } from 'vitest';
import { sameJson } from './same-json';
import { diffValues } from './diff-values';

describe('sameJson', () => {
  it('ignores the order of object keys at any depth, not the order of array items', () => {
    expect(sameJson({ a: 1, b: { c: [1, { d: 2, e: 3 }] } }, { b: { c: [1, { e: 3, d: 2 }] }, a: 1 })).toBe(true);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  });

  it('takes undefined fields as absent and undefined only as equal to itself', () => {
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameJson(undefined, undefined)).toBe(true);
    expect(sameJson(undefined, null)).toBe(false);
  });
});

describe('diffValues and key order', () => {
  it('finds no change between the same values written in another key order (arrays of objects without ids included)', () => {
    const a = { list: [{ x: 1, y: [{ p: 1, q: 2 }] }], tags: ['a', 'b'] };
    const b = { tags: ['a', 'b'], list: [{ y: [{ q: 2, p: 1 }], x: 1 }] };
    expect(diffValues(a, b)).toEqual([]);
  });
});
