import { describe, expect, it } from 'vitest';
import { safeStorage } from '../../lib/storage';
import { BALANCE_PREFS_KEY, createBalancePrefs } from './balance-store';

function memory(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

describe('balance prefs', () => {
  it('starts shown and remembers a toggle in storage', () => {
    const storage = memory();
    const store = createBalancePrefs(() => storage);
    expect(store.getState().hidden).toBe(false);
    store.getState().toggle();
    expect(store.getState().hidden).toBe(true);
    expect(JSON.parse(storage.map.get(BALANCE_PREFS_KEY)!)).toEqual({ state: { hidden: true }, version: 1 });
  });

  it('reads the stored choice when created (the next page load)', () => {
    const storage = memory({ [BALANCE_PREFS_KEY]: JSON.stringify({ state: { hidden: true }, version: 1 }) });
    expect(createBalancePrefs(() => storage).getState().hidden).toBe(true);
  });

  it.each([
    ['not JSON', '{oops'],
    ['a wrong type', JSON.stringify({ state: { hidden: 'yes' }, version: 1 })],
    ['no state', JSON.stringify({ version: 1 })],
  ])('treats %s as absent', (_, value) => {
    const storage = memory({ [BALANCE_PREFS_KEY]: value });
    expect(createBalancePrefs(() => storage).getState().hidden).toBe(false);
  });

  it('still toggles when storage is missing or throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    for (const storage of [
      () => null,
      () => throwing,
      () => {
        throw new Error('SecurityError');
      },
    ]) {
      const store = createBalancePrefs(storage);
      store.getState().toggle();
      expect(store.getState().hidden).toBe(true);
    }
    expect(safeStorage(() => throwing).getItem('x')).toBeNull();
  });
});
