import { memoryStorage } from '../../test-support/memory-storage';
import { describe, expect, it } from 'vitest';
import {
  addRecent,
  MAX_RECENT_SEARCHES,
  parseRecent,
  readRecent,
  RECENT_SEARCHES_KEY,
  writeRecent,
  type RecentStorage,
} from './recent-searches';

const throwing: RecentStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('recent searches', () => {
  it('adds the newest first, trimmed, without a case-insensitive duplicate', () => {
    expect(addRecent(['eth', 'BTC'], ' btc ')).toEqual(['btc', 'eth']);
    expect(addRecent(['eth'], '   ')).toEqual(['eth']);
  });

  it('keeps at most 8', () => {
    let list: string[] = [];
    for (let i = 0; i < 12; i += 1) list = addRecent(list, `q${i}`);
    expect(list).toHaveLength(MAX_RECENT_SEARCHES);
    expect(list[0]).toBe('q11');
    expect(list.at(-1)).toBe('q4');
  });

  it('round-trips through storage under meridian_recent_searches', () => {
    const s = memoryStorage();
    writeRecent(s, ['btc', 'eth']);
    expect(s.data.get(RECENT_SEARCHES_KEY)).toBe('["btc","eth"]');
    expect(readRecent(s)).toEqual(['btc', 'eth']);
    writeRecent(s, []);
    expect(s.data.has(RECENT_SEARCHES_KEY)).toBe(false);
  });

  it('treats malformed stored values as empty', () => {
    expect(parseRecent(null)).toEqual([]);
    expect(parseRecent('{not json')).toEqual([]);
    expect(parseRecent('{"a":1}')).toEqual([]);
    expect(parseRecent('["btc", 3, "", "eth"]')).toEqual(['btc', 'eth']);
    expect(parseRecent(JSON.stringify(Array.from({ length: 20 }, (_, i) => `q${i}`)))).toHaveLength(8);
  });

  it('ignores storage that throws or is missing', () => {
    expect(readRecent(throwing)).toEqual([]);
    expect(() => writeRecent(throwing, ['btc'])).not.toThrow();
    expect(() => writeRecent(throwing, [])).not.toThrow();
    expect(readRecent(null)).toEqual([]);
    expect(() => writeRecent(null, ['btc'])).not.toThrow();
  });
});
