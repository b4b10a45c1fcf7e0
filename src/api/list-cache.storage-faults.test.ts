import { describe, expect, it } from 'vitest';
import { listCache, loadWithListCache, readListCache, writeListCache, type CacheStorage } from './list-cache';

const PREFIX = 'meridian:v1:list:';
const isList = (v: unknown): v is string[] => Array.isArray(v) && v.length > 0;

function storage(
  seed: Record<string, string>,
  fail: { get?: string; set?: string; remove?: string } = {},
): CacheStorage & { map: Map<string, string> } {
  const map = new Map(Object.entries(seed));
  return {
    map,
    getItem: (k) => {
      if (fail.get) throw new DOMException('refused', fail.get);
      return map.get(k) ?? null;
    },
    setItem: (k, v) => {
      if (fail.set) throw new DOMException('refused', fail.set);
      map.set(k, v);
    },
    removeItem: (k) => {
      if (fail.remove) throw new DOMException('refused', fail.remove);
      map.delete(k);
    },
  };
}

describe('list cache and storage faults', () => {
  it.each(['{"lang":', 'null', '[]', '{"lang":"en","savedAt":"x","data":[]}', '{"lang":"en","savedAt":1,"data":[]}'])(
    'a corrupted copy (%j) is removed; the other lists stay',
    (garbage) => {
      const good = JSON.stringify({ lang: 'en', savedAt: 1, data: ['BTC_USDT'] });
      const s = storage({ [`${PREFIX}spots`]: garbage, [`${PREFIX}futures`]: good, meridian_chat_open: '{"to":null}' });
      const cache = listCache({ storage: s });
      expect(readListCache('spots', 'en', isList, cache)).toBeUndefined();
      expect(s.map.has(`${PREFIX}spots`)).toBe(false);
      expect(s.map.get(`${PREFIX}futures`)).toBe(good);
      expect(s.map.get('meridian_chat_open')).toBe('{"to":null}');
      expect(readListCache('futures', 'en', isList, cache)?.data).toEqual(['BTC_USDT']);
    },
  );

  it('private mode (everything throws): the fresh answer, else the fallback; nothing thrown', async () => {
    const cache = listCache({ storage: storage({}, { get: 'SecurityError', set: 'SecurityError', remove: 'SecurityError' }) });
    expect(
      await loadWithListCache(
        'spots',
        'en',
        async () => ['ETH_USDT'],
        isList,
        () => [],
        cache,
      ),
    ).toEqual(['ETH_USDT']);
    expect(
      await loadWithListCache(
        'spots',
        'en',
        async () => undefined,
        isList,
        () => ['fallback'],
        cache,
      ),
    ).toEqual(['fallback']);
  });

  it('quota (writes throw): the fresh answer is used, the old copy stays readable', async () => {
    const good = JSON.stringify({ lang: 'en', savedAt: 1, data: ['OLD'] });
    const s = storage({ [`${PREFIX}spots`]: good }, { set: 'QuotaExceededError' });
    const cache = listCache({ storage: s });
    expect(
      await loadWithListCache(
        'spots',
        'en',
        async () => ['NEW'],
        isList,
        () => [],
        cache,
      ),
    ).toEqual(['NEW']);
    expect(() => writeListCache('spots', 'en', ['X'], cache)).not.toThrow();
    expect(
      await loadWithListCache(
        'spots',
        'en',
        async () => undefined,
        isList,
        () => [],
        cache,
      ),
    ).toEqual(['OLD']);
  });
});
