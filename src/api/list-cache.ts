import { isRecord } from './narrow';

/**
 * Stored copies of the big lists (markets, contracts, pre-market), shell §4/§5: reused only when
 * valid and in the current language; an invalid copy is deleted. Storage is injectable (Node tests).
 */

export interface CacheStorage {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
  removeItem: (key: string) => void;
}

interface Stored {
  lang: string;
  savedAt: number;
  data: unknown;
}

/** Spec "cache default 240", unit not shown: read as seconds of freshness before a background refetch. */
export const LIST_STALE_MS = 240_000;
const PREFIX = 'meridian:v1:list:';

function browserStorage(): CacheStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage access can throw (privacy mode, sandboxed frames)
  }
}

let storage: CacheStorage | null | undefined;
let clock: () => number = () => Date.now();

export function configureListCache(options: { storage?: CacheStorage | null; now?: () => number }): void {
  if ('storage' in options) storage = options.storage;
  if (options.now) clock = options.now;
}

function store(): CacheStorage | null {
  if (storage === undefined) storage = browserStorage();
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
  let text: string | null;
  try {
    text = s.getItem(PREFIX + key);
  } catch {
    return undefined;
  }
  if (text === null) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (isStored(parsed) && parsed.lang === lang && isValid(parsed.data)) return { data: parsed.data, savedAt: parsed.savedAt };
  removeListCache(key);
  return undefined;
}

function isStored(value: unknown): value is Stored {
  return isRecord(value) && typeof value.lang === 'string' && typeof value.savedAt === 'number' && 'data' in value;
}

export function writeListCache(key: string, lang: string, data: unknown): void {
  const stored: Stored = { lang, savedAt: clock(), data };
  try {
    store()?.setItem(PREFIX + key, JSON.stringify(stored));
  } catch {
    // quota or privacy mode: the list simply is not cached
  }
}

export function removeListCache(key: string): void {
  try {
    store()?.removeItem(PREFIX + key);
  } catch {
    // nothing to remove
  }
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
export function listCacheSeed<T>(key: string, lang: string, isValid: (v: unknown) => v is T): {
  initialData: () => T | undefined;
  initialDataUpdatedAt: () => number | undefined;
} {
  return {
    initialData: () => readListCache(key, lang, isValid)?.data,
    initialDataUpdatedAt: () => readListCache(key, lang, isValid)?.savedAt,
  };
}
