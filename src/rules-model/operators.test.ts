import { describe, expect, it } from 'vitest';
import { parseDuration } from './duration';
import { compilePattern, MAX_PATTERN_CACHE, MAX_SUBJECT_LENGTH, operators, patternCacheSize } from './operators';

const op = (name: string) => operators[name]!;

describe('operators', () => {
  it('never throw on missing or mistyped facts', () => {
    for (const fn of Object.values(operators)) {
      for (const a of [undefined, null, 'x', 3, [], {}])
        for (const b of [undefined, null, 'x', 3, [], {}]) expect(() => fn(a, b)).not.toThrow();
    }
  });

  it('in / notIn treat a missing list as no match', () => {
    expect(op('in')('a', ['a', 'b'])).toBe(true);
    expect(op('in')('a', undefined)).toBe(false);
    expect(op('notIn')('a', undefined)).toBe(true);
  });

  it('number comparisons need numbers on both sides', () => {
    expect(op('lessThanInclusive')(10, 10)).toBe(true);
    expect(op('lessThanInclusive')('10', 10)).toBe(false);
    expect(op('greaterThanInclusive')(undefined, 11)).toBe(false);
  });

  it('inList matches a scalar or any element of a list', () => {
    expect(op('inList')('deposit', ['deposit'])).toBe(true);
    expect(op('inList')(['nft', 'deposit'], ['deposit'])).toBe(true);
    expect(op('inList')(['nft'], ['deposit'])).toBe(false);
  });

  it('isEmpty: absent, empty string, list and object are empty', () => {
    for (const v of [undefined, null, '', [], {}]) expect(op('isEmpty')(v, true)).toBe(true);
    for (const v of [0, 'a', [1], { a: 1 }, false]) expect(op('isEmpty')(v, true)).toBe(false);
    expect(op('isEmpty')('a', false)).toBe(true);
  });

  it('olderThan: never stored counts as older; the window edge counts as elapsed', () => {
    const day = 86_400_000;
    expect(op('olderThan')(null, '1d')).toBe(true);
    expect(op('olderThan')(day - 1, '1d')).toBe(false);
    expect(op('olderThan')(day, '1d')).toBe(true);
    expect(op('olderThan')(day, 'nonsense')).toBe(false);
  });

  it('olderThanHours: 0 means always', () => {
    expect(op('olderThanHours')(5, 0)).toBe(true);
    expect(op('olderThanHours')(3_600_000 * 24 - 1, 24)).toBe(false);
    expect(op('olderThanHours')(3_600_000 * 24, 24)).toBe(true);
  });

  it('olderThanDays: a negative keep-alive always holds', () => {
    expect(op('olderThanDays')(0, -1)).toBe(true);
    expect(op('olderThanDays')(86_400_000 * 7 - 1, 7)).toBe(false);
    expect(op('olderThanDays')(86_400_000 * 7, 7)).toBe(true);
  });

  it('pathUnder matches whole segments', () => {
    expect(op('pathUnder')('/trade/BTC_USDT', '/trade')).toBe(true);
    expect(op('pathUnder')('/trader', '/trade')).toBe(false);
    expect(op('pathUnder')('/myaccount', ['/x', '/myaccount'])).toBe(true);
  });

  it('matches tests a string against a regular expression and is total', () => {
    expect(op('matches')('/futures/USDT/BTCUSDT', '^/futures/[^/]+/[^/_]+$')).toBe(true);
    expect(op('matches')('/futures/USDT/BTC_USDT', '^/futures/[^/]+/[^/_]+$')).toBe(false);
    expect(op('matches')(42, '4')).toBe(false);
    expect(op('matches')('abc', '(')).toBe(false);
    expect(op('matches')('abc', 7)).toBe(false);
  });

  it('matches gives false for a subject longer than the bound, so a visitor cannot feed a pattern a huge string', () => {
    const long = `/${'a'.repeat(MAX_SUBJECT_LENGTH)}`;
    expect(op('matches')(long.slice(0, MAX_SUBJECT_LENGTH), '^/a+$')).toBe(true);
    expect(op('matches')(long, '^/a+$')).toBe(false);
  });

  it('keeps at most MAX_PATTERN_CACHE compiled patterns, however many it is asked for', () => {
    for (let i = 0; i < MAX_PATTERN_CACHE * 3; i++) compilePattern(`^/p${i}$`);
    expect(patternCacheSize()).toBeLessThanOrEqual(MAX_PATTERN_CACHE);
    expect(compilePattern('^/p0$')?.test('/p0')).toBe(true); // an evicted pattern compiles again
  });
});

describe('parseDuration', () => {
  it('reads units and rejects the rest', () => {
    expect(parseDuration('30d')).toBe(2_592_000_000);
    expect(parseDuration('12h')).toBe(43_200_000);
    expect(parseDuration('30m')).toBe(1_800_000);
    expect(parseDuration(1500)).toBe(1500);
    expect(parseDuration('1 day')).toBeNull();
  });
});
