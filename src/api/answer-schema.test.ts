import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  bool,
  check,
  commaList,
  envelope,
  int,
  list,
  map,
  num,
  numStr,
  obj,
  oneOf,
  opt,
  optStrict,
  or,
  orWhenAbsent,
  recordOf,
  rows,
  someRows,
  str,
  strOrNum,
  type Answer,
} from './answer-schema';

describe('lenient primitives', () => {
  it.each([
    [
      'num',
      num,
      ['1.5', 2, '', ' ', 'x', Infinity, NaN, null, true],
      [1.5, 2, undefined, undefined, undefined, undefined, undefined, undefined, undefined],
    ],
    ['int', int, ['7', 7.5, -1], [7, undefined, -1]],
    ['numStr', numStr, ['0.1', 12.5, Infinity, {}], ['0.1', '12.5', undefined, undefined]],
    [
      'bool',
      bool,
      [true, 1, '1', 'true', 0, '0', 'false', false, 'yes', 2, null],
      [true, true, true, true, false, false, false, false, undefined, undefined, undefined],
    ],
    ['strOrNum', strOrNum, ['a', 3, NaN, null], ['a', 3, undefined, undefined]],
    ['commaList', commaList, ['a, b,,c', ['x'], ['x', 1], 3], [['a', 'b', 'c'], ['x'], undefined, undefined]],
  ] as const)('%s coerces only what backends really send', (_name, schema, inputs, outputs) => {
    expect(inputs.map((x) => schema(x))).toEqual(outputs);
  });
});

describe('obj', () => {
  const schema = obj({ id: int, name: opt(str), level: or(int, () => 0), tags: orWhenAbsent(list(str), () => []) });

  it('infers the type from the entries: opt() keys are optional', () => {
    expectTypeOf<Answer<typeof schema>>().toEqualTypeOf<{ id: number; level: number; tags: string[]; name?: string }>();
  });
  it('drops unknown keys and leaves a mistyped optional field out', () => {
    expect(schema({ id: '1', name: 5, extra: true })).toEqual({ id: 1, level: 0, tags: [] });
    expect(schema({ id: 1, name: 5 })).not.toHaveProperty('name');
  });
  it('fails on a missing or mistyped required field, and on a non-object', () => {
    expect(schema({ name: 'a' })).toBeUndefined();
    expect(schema({ id: 'x' })).toBeUndefined();
    expect(schema([1])).toBeUndefined();
    expect(schema(null)).toBeUndefined();
  });
  it('or() defaults an absent or mistyped field; orWhenAbsent() only an absent or null one', () => {
    expect(schema({ id: 1, level: 'high', tags: null })).toEqual({ id: 1, level: 0, tags: [] });
    expect(schema({ id: 1, tags: ['a', 1] })).toBeUndefined();
  });
});

describe('optStrict', () => {
  it('leaves an absent field out but fails the object when the field is sent mistyped', () => {
    const schema = obj({ web: optStrict(obj({ c: opt(str) })) });
    expect(schema({})).toEqual({});
    expect(schema({ web: { c: 'x' } })).toEqual({ web: { c: 'x' } });
    expect(schema({ web: 'x' })).toBeUndefined();
    expect(schema({ web: null })).toBeUndefined();
  });
});

describe('lists and records', () => {
  it('rows() drops a bad row; list() fails on one', () => {
    expect(rows(str)([1, 'a'])).toEqual(['a']);
    expect(list(str)([1, 'a'])).toBeUndefined();
    expect(list(str)([])).toEqual([]);
    expect(rows(str)('a')).toBeUndefined();
  });
  it('someRows() is rows() that needs one item left', () => {
    expect(someRows(str)([1, 'a'])).toEqual(['a']);
    expect(someRows(str)([1])).toBeUndefined();
    expect(someRows(str)([])).toBeUndefined();
  });
  it('recordOf() needs every value to fit', () => {
    expect(recordOf(num)({ a: '1', b: 2 })).toEqual({ a: 1, b: 2 });
    expect(recordOf(num)({ a: 'x' })).toBeUndefined();
    expect(recordOf(num)(['1'])).toBeUndefined();
  });
});

describe('check, map, oneOf', () => {
  it('narrow further, derive and pick', () => {
    expect(check(int, (n) => n >= 0)(-1)).toBeUndefined();
    expect(map(str, (s) => s.length)('abc')).toBe(3);
    expect(oneOf(['a', 'b'] as const)('b')).toBe('b');
    expect(oneOf(['a', 'b'] as const)('c')).toBeUndefined();
  });
});

describe('envelope', () => {
  it('gives the data when code is 0 or 200 (or the call own codes)', () => {
    expect(envelope(num)({ code: '0', data: '1' })).toBe(1);
    expect(envelope(num)({ code: 200, data: 1 })).toBe(1);
    expect(envelope(num)({ code: 5, data: 1 })).toBeUndefined();
    expect(envelope(num, [200])({ code: 0, data: 1 })).toBeUndefined();
    expect(envelope(num)('x')).toBeUndefined();
  });
});
