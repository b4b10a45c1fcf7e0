import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { localStore, safeStorage, type StringStorage } from '../../lib/storage';

/** localStorage key of the hide-balance choice (one per browser, for every account and site). */
export const BALANCE_PREFS_KEY = 'meridian_balance_prefs';

export interface BalancePrefs {
  /** The figures show as '****'. */
  hidden: boolean;
  toggle: () => void;
}

/** The hide-balance choice, remembered with zustand's persist; `storage` is swapped by tests. */
export function createBalancePrefs(storage?: () => StringStorage | null | undefined) {
  return create<BalancePrefs>()(
    persist((set) => ({ hidden: false, toggle: () => set((s) => ({ hidden: !s.hidden })) }), {
      name: BALANCE_PREFS_KEY,
      version: 1,
      // Storage that is missing or throws (private mode, quota): the choice holds for this page view.
      storage: createJSONStorage(() => (storage ? safeStorage(storage) : localStore)),
      partialize: (s) => ({ hidden: s.hidden }),
      // A stored value of the wrong shape (edited by hand, another version) counts as absent.
      merge: (stored, current) => {
        const hidden = (stored as { hidden?: unknown } | undefined)?.hidden;
        return typeof hidden === 'boolean' ? { ...current, hidden } : current;
      },
    }),
  );
}

export const useBalancePrefs = createBalancePrefs();
