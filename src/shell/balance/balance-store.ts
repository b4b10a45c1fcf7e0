import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';

/** localStorage key of the hide-balance choice (one per browser, for every account and site). */
export const BALANCE_PREFS_KEY = 'meridian_balance_prefs';

export interface BalancePrefs {
  /** The figures show as '****'. */
  hidden: boolean;
  toggle: () => void;
}

/** Storage that may be missing or throw (private mode, full quota, blocked cookies): then nothing is remembered. */
export function safeStorage(storage: () => StateStorage | null | undefined): StateStorage {
  const attempt = <T>(run: (s: StateStorage) => T, fallback: T): T => {
    try {
      const s = storage();
      return s ? run(s) : fallback;
    } catch {
      return fallback;
    }
  };
  return {
    getItem: (name) => attempt((s) => s.getItem(name), null),
    setItem: (name, value) => attempt((s) => s.setItem(name, value), undefined),
    removeItem: (name) => attempt((s) => s.removeItem(name), undefined),
  };
}

const browserStorage = (): Storage | null => (typeof window === 'undefined' ? null : window.localStorage);

/** The hide-balance choice, remembered with zustand's persist; `storage` is swapped by tests. */
export function createBalancePrefs(storage: () => StateStorage | null | undefined = browserStorage) {
  return create<BalancePrefs>()(persist(
    (set) => ({ hidden: false, toggle: () => set((s) => ({ hidden: !s.hidden })) }),
    {
      name: BALANCE_PREFS_KEY,
      version: 1,
      storage: createJSONStorage(() => safeStorage(storage)),
      partialize: (s) => ({ hidden: s.hidden }),
      // A stored value of the wrong shape (edited by hand, another version) counts as absent.
      merge: (stored, current) => {
        const hidden = (stored as { hidden?: unknown } | undefined)?.hidden;
        return typeof hidden === 'boolean' ? { ...current, hidden } : current;
      },
    },
  ));
}

export const useBalancePrefs = createBalancePrefs();
