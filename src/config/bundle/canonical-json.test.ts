import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json';

describe('canonicalJson', () => {
  it('sorts keys at every depth, drops undefined members, keeps arrays in order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: undefined } })).toBe('{"a":{"d":[3,{"y":2,"z":1}]},"b":1}');
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
  });

  it('escapes as JSON does and parses back to the same value', () => {
    const value = { 'é"\n': ['\u2028', null, true, 1.5, -0], '': {} };
    expect(JSON.parse(canonicalJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
  });

  it('writes a list of primitives as the element-wise form would, and still recurses into mixed lists', () => {
    const elementWise = (list: unknown[]) => `[${list.map((v) => canonicalJson(v)).join(',')}]`;
    const lists = [['b', 'a', 'é"\n\u2028'], [1.5, -0, NaN, Infinity, 1e21], [true, null, 'x', 0], []];
    for (const list of lists) expect(canonicalJson(list)).toBe(elementWise(list));
    expect(canonicalJson(['a', { b: 1, a: 2 }])).toBe('["a",{"a":2,"b":1}]');
    expect(canonicalJson([undefined, 'a'])).toBe('[null,"a"]');
    expect(() => canonicalJson(['a', () => 1])).toThrow(/not JSON/);
  });

  it('refuses what JSON cannot hold', () => {
    expect(() => canonicalJson(() => 1)).toThrow(/not JSON/);
    expect(() => canonicalJson(undefined)).toThrow(/not JSON/);
  });
});
