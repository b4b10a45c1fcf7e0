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

  it('refuses what JSON cannot hold', () => {
    expect(() => canonicalJson(() => 1)).toThrow(/not JSON/);
    expect(() => canonicalJson(undefined)).toThrow(/not JSON/);
  });
});
