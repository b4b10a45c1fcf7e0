import { parseJson, safeStorage, type SafeStorage, type StringStorage } from '../lib/storage';
import { isRecord } from './narrow';

/**
 * Stored copies of the big lists (markets, contracts, pre-market), shell §4/§5: reused only when
 * valid and in the current language; an invalid copy is deleted. Storage is injectable (Node tests).
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

// No page memory: a copy storage refused is not a cache (react-query holds the fresh answer anyway).
const browserCache = safeStorage(undefined, { pageMemory: false });
let storage: SafeStorage | null = browserCache;
let clock: () => number = () => Date.now();

/** Tests (and the Node test server, with null: no cache) swap the storage and the clock. */
export function configureListCache(options: { storage?: CacheStorage | null; now?: () => number }): void {
  if ('storage' in options) {
    const s = options.storage;
    storage = s === undefined ? browserCache : s === null ? null : safeStorage(() => s, { pageMemory: false });
  }
  if (options.now) clock = options.now;
}

function store(): SafeStorage | null {
  return storage;
}

/** Non-empty array or non-empty object (shell §5). */
export function isNonEmpty(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return isRecord(value) && Object.keys(value).length > 0;
}

/** The stored copy when present, in `lang` and valid; anything else is removed. */
export function readListCache<T>(key: string, lang: string, isValid: (v: unknown) => v is T): { data: T; savedAt: number } | undefined {
  const s = store();
  if (!s) return undefined;
  const text = s.getItem(PREFIX + key);
  if (text === null) return undefined;
  const parsed = parseJson(text);
  if (isStored(parsed) && parsed.lang === lang && isValid(parsed.data)) return { data: parsed.data, savedAt: parsed.savedAt };
  removeListCache(key);
  return undefined;
}

function isStored(value: unknown): value is Stored {
  return isRecord(value) && typeof value.lang === 'string' && typeof value.savedAt === 'number' && 'data' in value;
}

export function writeListCache(key: string, lang: string, data: unknown): void {
  const stored: Stored = { lang, savedAt: clock(), data };
  // quota or privacy mode: the list simply is not cached
  store()?.setItem(PREFIX + key, JSON.stringify(stored));
}

export function removeListCache(key: string): void {
  store()?.removeItem(PREFIX + key);
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
): Promise<T> {
  const fresh = await fetchOrUndefined();
  if (fresh !== undefined) {
    if (isValid(fresh)) writeListCache(key, lang, fresh);
    return fresh;
  }
  return readListCache(key, lang, isValid)?.data ?? fallback();
}

/** react-query options that seed a list query from its valid stored copy. */
export function listCacheSeed<T>(
  key: string,
  lang: string,
  isValid: (v: unknown) => v is T,
): {
  initialData: () => T | undefined;
  initialDataUpdatedAt: () => number | undefined;
} {
  return {
    initialData: () => readListCache(key, lang, isValid)?.data,
    initialDataUpdatedAt: () => readListCache(key, lang, isValid)?.savedAt,
  };
}
