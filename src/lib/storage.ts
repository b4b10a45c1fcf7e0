/**
 * The one way the site reads and writes localStorage. Storage can be missing (Node, sandboxed
 * frames), refuse access (cookies blocked, Firefox with storage disabled) or refuse a write (quota,
 * old Safari private mode): none of that throws here. A value storage refused is kept in memory for
 * this page view and wins over what storage holds, so a closed bar stays closed until the reload.
 */

/** The part of the Web Storage API we use; tests pass a Map-backed double. */
export interface StringStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface SafeStorage extends StringStorage {
  /** True when the value reached storage; false when it is kept for this page view only. */
  setItem(key: string, value: string): boolean;
  /** True when storage removed it (or had nothing to remove). */
  removeItem(key: string): boolean;
  /** Drops what this page view kept for `key` (another tab stored a newer value), or for every key. */
  forget(key?: string): void;
}

export interface SafeStorageOptions {
  /** Keep refused writes for this page view (default). Off for caches, where a copy that was never stored must not be read back. */
  pageMemory?: boolean;
}

/** window.localStorage, or null where it is missing or reading the property throws. */
export function browserLocalStorage(): StringStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Wraps `source` (asked on every call, so a test can swap it) so that nothing it does throws. */
export function safeStorage(
  source: () => StringStorage | null | undefined = browserLocalStorage,
  { pageMemory = true }: SafeStorageOptions = {},
): SafeStorage {
  const kept = new Map<string, string | null>();
  const run = <T>(op: (s: StringStorage) => T): { ok: true; value: T } | { ok: false } => {
    try {
      const s = source();
      return s ? { ok: true, value: op(s) } : { ok: false };
    } catch {
      return { ok: false };
    }
  };
  const keep = (key: string, value: string | null): boolean => {
    if (pageMemory) kept.set(key, value);
    return false;
  };
  return {
    getItem(key) {
      if (kept.has(key)) return kept.get(key) ?? null;
      const r = run((s) => s.getItem(key));
      return r.ok ? r.value : null;
    },
    setItem(key, value) {
      if (!run((s) => s.setItem(key, value)).ok) return keep(key, value);
      kept.delete(key);
      return true;
    },
    removeItem(key) {
      if (!run((s) => s.removeItem(key)).ok) return keep(key, null);
      kept.delete(key);
      return true;
    },
    forget(key) {
      if (key === undefined) kept.clear();
      else kept.delete(key);
    },
  };
}

/** The browser's localStorage, safely; one per page so every feature sees the same page-view memory. */
export const localStore: SafeStorage = safeStorage();

/** `raw` parsed, or undefined when absent or unparsable (a malformed stored value counts as absent). */
export function parseJson(raw: string | null | undefined): unknown {
  if (raw === null || raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}
