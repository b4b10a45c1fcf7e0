/**
 * What the bars write to localStorage. The keys are the stored values rules/vocabulary.yaml
 * declares (announcement_closed, announcement_last, app_banner_hidden); bar-storage.test.ts
 * keeps them in step. Storage that throws (privacy mode, quota) is logged and the value is kept
 * for this page view only (keepForPageView), so closing still closes.
 */
import { keepForPageView } from '../../decision/browser-inputs';

export const ANNOUNCEMENT_CLOSED_KEY = 'meridian_announcement_closed';
export const ANNOUNCEMENT_LAST_KEY = 'meridian_announcement_last';
export const APP_BANNER_HIDDEN_KEY = 'meridian_app_banner_hidden';

/** Closed content ids kept; older ones drop out first (an announcement is not republished years later). */
export const MAX_CLOSED = 50;

export type BarStorage = Pick<Storage, 'getItem' | 'setItem'>;

function parseList(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const v: unknown = JSON.parse(raw);
    return Array.isArray(v) ? v.filter((x) => typeof x === 'string' || typeof x === 'number').map(String) : [];
  } catch {
    return [];
  }
}

/** The closed list with `id` added last (once), as stored JSON; an unparsable list starts again. Pure. */
export function closedWith(raw: string | null, id: string): string {
  const list = parseList(raw).filter((x) => x !== id);
  list.push(id);
  return JSON.stringify(list.slice(-MAX_CLOSED));
}

function write(storage: BarStorage | undefined, key: string, value: string): boolean {
  try {
    const s = storage ?? window.localStorage;
    if (s.getItem(key) === value) return false;
    s.setItem(key, value);
    return true;
  } catch (e) {
    // Storage refused (quota, private mode, cookies blocked): the choice holds for this page view.
    console.warn(`could not store ${key}`, e);
    keepForPageView(key, value);
    return true;
  }
}

/** Remembers that the visitor closed announcement `id`; true when storage changed. */
export function closeAnnouncement(id: string, storage?: BarStorage): boolean {
  let raw: string | null = null;
  try {
    raw = (storage ?? window.localStorage).getItem(ANNOUNCEMENT_CLOSED_KEY);
  } catch {
    // write() logs the failure
  }
  return write(storage, ANNOUNCEMENT_CLOSED_KEY, closedWith(raw, id));
}

/** Remembers the last answer (an id, or null for none) for the next first paint; true when it changed. */
export function rememberLastAnnouncement(id: string | null, storage?: BarStorage): boolean {
  return write(storage, ANNOUNCEMENT_LAST_KEY, JSON.stringify(id === null ? [] : [id]));
}

/** The visitor closed the app banner (compliance §4.1: closing stores a hide flag). */
export function hideAppBanner(storage?: BarStorage): boolean {
  return write(storage, APP_BANNER_HIDDEN_KEY, '1');
}
