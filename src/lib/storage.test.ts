import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../test-support/memory-storage';
import { browserLocalStorage, parseJson, safeStorage, type StringStorage } from './storage';

const denied = () => {
  throw new DOMException('refused', 'SecurityError');
};
const throwing: StringStorage = { getItem: denied, setItem: denied, removeItem: denied };
const quota = (m = memoryStorage()): StringStorage & { data: Map<string, string> } => ({
  ...m,
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
});

describe('safeStorage', () => {
  it('reads, writes and removes through working storage', () => {
    const m = memoryStorage();
    const s = safeStorage(() => m);
    expect(s.setItem('k', 'v')).toBe(true);
    expect(m.data.get('k')).toBe('v');
    expect(s.getItem('k')).toBe('v');
    expect(s.removeItem('k')).toBe(true);
    expect(s.getItem('k')).toBeNull();
  });

  it.each([
    ['missing', () => null],
    ['throwing on access', () => denied()],
    ['throwing on every call', () => throwing],
  ])('storage %s: never throws, and keeps refused values for this page view', (_name, source) => {
    const s = safeStorage(source as () => StringStorage | null);
    expect(s.getItem('k')).toBeNull();
    expect(s.setItem('k', 'v')).toBe(false);
    expect(s.getItem('k')).toBe('v');
    expect(s.removeItem('k')).toBe(false);
    expect(s.getItem('k')).toBeNull();
  });

  it('quota: a refused value wins over the stored one until storage takes a write again', () => {
    const q = quota();
    q.data.set('k', 'old');
    const s = safeStorage(() => q);
    expect(s.getItem('k')).toBe('old');
    expect(s.setItem('k', 'new')).toBe(false);
    expect(s.getItem('k')).toBe('new');
    s.forget('k');
    expect(s.getItem('k')).toBe('old');
  });

  it('without page memory a refused value is simply lost (caches)', () => {
    const q = quota();
    q.data.set('k', 'old');
    const s = safeStorage(() => q, { pageMemory: false });
    expect(s.setItem('k', 'new')).toBe(false);
    expect(s.getItem('k')).toBe('old');
    expect(safeStorage(() => throwing, { pageMemory: false }).getItem('k')).toBeNull();
  });

  it('a successful write replaces what the page view kept', () => {
    let fail = true;
    const m = memoryStorage();
    const s = safeStorage(() => (fail ? throwing : m));
    s.setItem('k', 'kept');
    fail = false;
    expect(s.setItem('k', 'stored')).toBe(true);
    fail = true;
    expect(s.getItem('k')).toBeNull();
  });

  it('forget() without a key drops everything kept', () => {
    const s = safeStorage(() => null);
    s.setItem('a', '1');
    s.setItem('b', '2');
    s.forget();
    expect([s.getItem('a'), s.getItem('b')]).toEqual([null, null]);
  });

  it('browserLocalStorage is null where there is no window (Node)', () => {
    expect(browserLocalStorage()).toBeNull();
  });
});

describe('parseJson', () => {
  it('parses, and treats absent or malformed as undefined', () => {
    expect(parseJson('{"a":1}')).toEqual({ a: 1 });
    expect(parseJson('null')).toBeNull();
    expect(parseJson(null)).toBeUndefined();
    expect(parseJson(undefined)).toBeUndefined();
    expect(parseJson('{oops')).toBeUndefined();
  });
});
