import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fcParams } from '../test-support/fc-params';
import { getPath, pathReader, splitFact } from './dot-path';

const key = fc.constantFrom('a', 'b', 'user', 'isLogin', '0', 'length', 'x');
const tree: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.constant(undefined),
    fc.integer(),
    fc.string(),
    fc.boolean(),
    fc.array(tie('node'), { maxLength: 3 }),
    fc.dictionary(key, tie('node'), { maxKeys: 4 }),
  ),
})).node;

describe('pathReader', () => {
  it('reads what getPath reads, for any value and any path of 0–4 steps', () => {
    fc.assert(
      fc.property(tree, fc.array(key, { maxLength: 4 }), (value, steps) => {
        const path = steps.join('.');
        expect(pathReader(path)(value)).toEqual(getPath(value, path));
      }),
      fcParams(2000),
    );
  });

  it('stops at a missing step or a non-object', () => {
    expect(pathReader('user.isLogin')({ user: { isLogin: true } })).toBe(true);
    expect(pathReader('user.isLogin')({ user: 'ann' })).toBeUndefined();
    expect(pathReader('a.b.c')({ a: null })).toBeUndefined();
    expect(pathReader('')({ a: 1 })).toEqual({ a: 1 });
  });
});

describe('own properties only', () => {
  it('never reads what an object inherits, so a crafted config cannot reach constructor or __proto__', () => {
    const facts = { user: { isLogin: true }, list: ['a'] };
    for (const path of [
      'user.constructor',
      'toString',
      'user.__proto__',
      'user.hasOwnProperty',
      '__proto__.constructor',
      'list.map',
      'user.constructor.name',
    ]) {
      expect(getPath(facts, path), path).toBeUndefined();
      expect(pathReader(path)(facts), path).toBeUndefined();
    }
    expect(getPath(facts, 'list.0')).toBe('a');
    expect(getPath(facts, 'list.length')).toBe(1); // an array's own length
    expect(getPath(JSON.parse('{"__proto__": {"x": 1}}'), '__proto__.x')).toBe(1); // an own key of that name is data
  });
});

describe('splitFact', () => {
  it('splits the fact id from its path', () => {
    expect(splitFact('user.kyc.level')).toEqual({ fact: 'user', path: 'kyc.level' });
    expect(splitFact('now')).toEqual({ fact: 'now', path: '' });
  });
});
