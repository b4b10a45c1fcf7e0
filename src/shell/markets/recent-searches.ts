import type { StringStorage } from '../../lib/storage';

/**
 * Recent market searches in localStorage. Storage is passed in (tests, privacy mode); storage that
 * is missing or throws is ignored: the search still works, it just remembers nothing.
 */

export const RECENT_SEARCHES_KEY = 'meridian_recent_searches';
export const MAX_RECENT_SEARCHES = 8;

export type RecentStorage = StringStorage;

/** The stored list when it is a JSON array of strings (non-strings dropped, capped); [] otherwise. */
export function parseRecent(text: string | null): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.filter((v): v is string => typeof v === 'string' && v.trim() !== '').slice(0, MAX_RECENT_SEARCHES);
  } catch {
    return [];
  }
}

/** `query` (trimmed) first, without an earlier copy of it (case-insensitive), at most 8. */
export function addRecent(list: readonly string[], query: string, max = MAX_RECENT_SEARCHES): string[] {
  const q = query.trim();
  if (!q) return [...list];
  return [q, ...list.filter((x) => x.toLowerCase() !== q.toLowerCase())].slice(0, max);
}

export function readRecent(storage: RecentStorage | null): string[] {
  try {
    return parseRecent(storage?.getItem(RECENT_SEARCHES_KEY) ?? null);
  } catch {
    return [];
  }
}

/** Stores `list` (removing the key for an empty one); failures are ignored. */
export function writeRecent(storage: RecentStorage | null, list: readonly string[]): void {
  try {
    if (list.length === 0) storage?.removeItem(RECENT_SEARCHES_KEY);
    else storage?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list.slice(0, MAX_RECENT_SEARCHES)));
  } catch {
    // quota exceeded or storage blocked: keep the in-memory list only
  }
}
