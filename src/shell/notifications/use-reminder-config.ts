import { useCallback, useSyncExternalStore } from 'react';
import type { ReminderGroup } from './notice-route.utils';
import { DEFAULT_REMINDER_CONFIG, parseReminderConfig, REMINDER_CONFIG_KEY, serializeReminderConfig, type ReminderConfig } from './reminder-config.utils';

const listeners = new Set<() => void>();
/** A choice storage refused to keep (private mode, quota): it holds for this page's life. */
let unsaved: string | undefined;
let cache: { raw: string | null; config: ReminderConfig } | undefined;

function readRaw(): string | null {
  if (unsaved !== undefined) return unsaved;
  try {
    return window.localStorage.getItem(REMINDER_CONFIG_KEY);
  } catch {
    return null;
  }
}

function snapshot(): ReminderConfig {
  const raw = readRaw();
  if (!cache || cache.raw !== raw) cache = { raw, config: parseReminderConfig(raw) };
  return cache.config;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the settings: what it stored wins over a choice this tab could not store.
  const onStorage = (e: StorageEvent) => {
    if (e.key !== REMINDER_CONFIG_KEY && e.key !== null) return;
    unsaved = undefined;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function save(config: ReminderConfig): void {
  const raw = serializeReminderConfig(config);
  try {
    window.localStorage.setItem(REMINDER_CONFIG_KEY, raw);
    unsaved = undefined;
  } catch {
    unsaved = raw;
  }
  for (const l of listeners) l();
}

/** The reminder settings shared by the bell, the list and the settings page, kept in localStorage. */
export function useReminderConfig(): [ReminderConfig, (group: ReminderGroup, on: boolean) => void] {
  const config = useSyncExternalStore(subscribe, snapshot, () => DEFAULT_REMINDER_CONFIG);
  const set = useCallback((group: ReminderGroup, on: boolean) => save({ ...snapshot(), [group]: on }), []);
  return [config, set];
}
