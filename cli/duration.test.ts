import { describe, expect, it } from 'vitest';
import { parseDuration } from './duration';

describe('parseDuration', () => {
  it.each([
    ['90s', 90_000],
    ['30m', 1_800_000],
    ['24h', 86_400_000],
    ['7d', 604_800_000],
    ['1h30m', 5_400_000],
  ])('%s is %d ms', (text, ms) => expect(parseDuration(text)).toBe(ms));

  it.each(['', '24', 'h', '1.5h', '-1h', '24 hours', '1h 30m', '1w'])('"%s" is not a duration', (text) =>
    expect(parseDuration(text)).toBeNull(),
  );
});
