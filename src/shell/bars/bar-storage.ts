/**
 * What the bars write to localStorage. The keys are the stored values rules/vocabulary.yaml
 * declares (announcement_closed, announcement_last, app_banner_hidden); bar-storage.test.ts
 * keeps them in step. Storage that throws (privacy mode, quota) is logged and the value is kept
 * for this page view only (lib/storage's page memory), so closing still closes.
 */
import { localStore, parseJson, type SafeStorage } from '../../lib/storage';

export const ANNOUNCEMENT_CLOSED_KEY = 'meridian_announcement_closed';
export const ANNOUNCEMENT_LAST_KEY = 'meridian_announcement_last';
export const APP_BANNER_HIDDEN_KEY = 'meridian_app_banner_hidden';

/** Closed content ids kept; older ones drop out first (an announcement is not republished years later). */
export const MAX_CLOSED = 50;

export type BarStorage = SafeStorage;

function parseList(raw: string | null): string[] {
  const v = parseJson(raw);
  return Array.isArray(v) ? v.filter((x) => typeof x === 'string' || typeof x === 'number').map(String) : [];
}

/** The closed list with `id` added last (once), as stored JSON; an unparsable list starts again. Pure. */
export function closedWith(raw: string | null, id: string): string {
  const list = parseList(raw).filter((x) => x !== id);
  list.push(id);
  return JSON.stringify(list.slice(-MAX_CLOSED));
}

function write(storage: BarStorage, key: string, value: string): boolean {
  if (storage.getItem(key) === value) return false;
  // Storage refused (quota, private mode, cookies blocked): the choice holds for this page view.
  if (!storage.setItem(key, value)) console.warn(`could not store ${key}`);
  return true;
}

/** Remembers that the visitor closed announcement `id`; true when storage changed. */
export function closeAnnouncement(id: string, storage: BarStorage = localStore): boolean {
  return write(storage, ANNOUNCEMENT_CLOSED_KEY, closedWith(storage.getItem(ANNOUNCEMENT_CLOSED_KEY), id));
}

/** Remembers the last answer (an id, or null for none) for the next first paint; true when it changed. */
export function rememberLastAnnouncement(id: string | null, storage: BarStorage = localStore): boolean {
  return write(storage, ANNOUNCEMENT_LAST_KEY, JSON.stringify(id === null ? [] : [id]));
}

/** The visitor closed the app banner (compliance §4.1: closing stores a hide flag). */
export function hideAppBanner(storage: BarStorage = localStore): boolean {
  return write(storage, APP_BANNER_HIDDEN_KEY, '1');
}
