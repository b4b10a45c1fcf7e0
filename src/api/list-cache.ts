import { createContext, useContext } from 'react';
import { parseJson, safeStorage, type SafeStorage, type StringStorage } from '../lib/storage';
import { isRecord } from './answer-schema';

/**
 * Stored copies of the big lists (markets, contracts, pre-market), shell §4/§5: reused only when
 * valid and in the current language; an invalid copy is deleted. Where they are stored is a
 * parameter (`ListCache`, the page's localStorage by default); components take it from
 * ListCacheContext, so a test gives its own storage or none.
 */

export type CacheStorage = StringStorage;

interface Stored {
  lang: string;
  savedAt: number;
  data: unknown;
}

/** Spec "cache default 240", unit not shown: read as seconds of freshness before a background refetch. */
export const LIST_STALE_MS = 240_000;
const PREFIX = 'meridian:v1:list:';

/** Where the copies live and the clock their `savedAt` comes from. */
export interface ListCache {
  /** null: nothing is stored or read (no cache). */
  storage: SafeStorage | null;
  now: () => number;
}

/** A list cache over `storage` (the page's localStorage when undefined; null: none). */
export function listCache(options: { storage?: CacheStorage | null; now?: () => number } = {}): ListCache {
  const s = options.storage;
  return {
    // No page memory: a copy storage refused is not a cache (react-query holds the fresh answer anyway).
    storage: s === null ? null : safeStorage(s === undefined ? undefined : () => s, { pageMemory: false }),
    now: options.now ?? (() => Date.now()),
  };
}

/** The page's cache: localStorage. */
export const browserListCache: ListCache = listCache();
/** No stored copies (the tests' shell, src/test-support/render-shell.tsx). */
export const noListCache: ListCache = listCache({ storage: null });

/** The list cache the shell's list queries use; the page's localStorage unless a provider says otherwise. */
export const ListCacheContext = createContext<ListCache>(browserListCache);

export function useListCache(): ListCache {
  return useContext(ListCacheContext);
}

/** Non-empty array or non-empty object (shell §5). */
export function isNonEmpty(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return isRecord(value) && Object.keys(value).length > 0;
}

/** The stored copy when present, in `lang` and valid; anything else is removed. */
export function readListCache<T>(
  key: string,
  lang: string,
  isValid: (v: unknown) => v is T,
  cache: ListCache = browserListCache,
): { data: T; savedAt: number } | undefined {
  const s = cache.storage;
  if (!s) return undefined;
  const text = s.getItem(PREFIX + key);
  if (text === null) return undefined;
  const parsed = parseJson(text);
  if (isStored(parsed) && parsed.lang === lang && isValid(parsed.data)) return { data: parsed.data, savedAt: parsed.savedAt };
  removeListCache(key, cache);
  return undefined;
}

function isStored(value: unknown): value is Stored {
  return isRecord(value) && typeof value.lang === 'string' && typeof value.savedAt === 'number' && 'data' in value;
}

export function writeListCache(key: string, lang: string, data: unknown, cache: ListCache = browserListCache): void {
  const stored: Stored = { lang, savedAt: cache.now(), data };
  // quota or privacy mode: the list simply is not cached
  cache.storage?.setItem(PREFIX + key, JSON.stringify(stored));
}

export function removeListCache(key: string, cache: ListCache = browserListCache): void {
  cache.storage?.removeItem(PREFIX + key);
}

/**
 * Fresh answer when there is one (stored if valid), else the valid stored copy, else the fallback.
 * A successful but invalid answer (e.g. no CONTRACT_BTC) is returned but never stored.
 */
export async function loadWithListCache<T>(
  key: string,
  lang: string,
  fetchOrUndefined: () => Promise<T | undefined>,
  isValid: (v: unknown) => v is T,
  fallback: () => T,
  cache: ListCache = browserListCache,
): Promise<T> {
  const fresh = await fetchOrUndefined();
  if (fresh !== undefined) {
    if (isValid(fresh)) writeListCache(key, lang, fresh, cache);
    return fresh;
  }
  return readListCache(key, lang, isValid, cache)?.data ?? fallback();
}

/** react-query options that seed a list query from its valid stored copy. */
export function listCacheSeed<T>(
  key: string,
  lang: string,
  isValid: (v: unknown) => v is T,
  cache: ListCache = browserListCache,
): {
  initialData: () => T | undefined;
  initialDataUpdatedAt: () => number | undefined;
} {
  return {
    initialData: () => readListCache(key, lang, isValid, cache)?.data,
    initialDataUpdatedAt: () => readListCache(key, lang, isValid, cache)?.savedAt,
  };
}
