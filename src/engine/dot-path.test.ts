import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fcParams } from '../test-support/fc-params';
import { getPath, pathReader, splitFact } from './dot-path';

const key = fc.constantFrom('a', 'b', 'user', 'isLogin', '0', 'length', 'x');
const tree: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small' }, fc.constant(null), fc.constant(undefined), fc.integer(), fc.string(), fc.boolean(), fc.array(tie('node'), { maxLength: 3 }), fc.dictionary(key, tie('node'), { maxKeys: 4 })),
})).node;

describe('pathReader', () => {
  it('reads what getPath reads, for any value and any path of 0–4 steps', () => {
    fc.assert(fc.property(tree, fc.array(key, { maxLength: 4 }), (value, steps) => {
      const path = steps.join('.');
      expect(pathReader(path)(value)).toEqual(getPath(value, path));
    }), fcParams(2000));
  });

  it('stops at a missing step or a non-object', () => {
    expect(pathReader('user.isLogin')({ user: { isLogin: true } })).toBe(true);
    expect(pathReader('user.isLogin')({ user: 'ann' })).toBeUndefined();
    expect(pathReader('a.b.c')({ a: null })).toBeUndefined();
    expect(pathReader('')({ a: 1 })).toEqual({ a: 1 });
  });
});

describe('splitFact', () => {
  it('splits the fact id from its path', () => {
    expect(splitFact('user.kyc.level')).toEqual({ fact: 'user', path: 'kyc.level' });
    expect(splitFact('now')).toEqual({ fact: 'now', path: '' });
  });
});
