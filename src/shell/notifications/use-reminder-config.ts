import { useCallback, useSyncExternalStore } from 'react';
import { localStore } from '../../lib/storage';
import type { ReminderGroup } from './notice-route.utils';
import {
  DEFAULT_REMINDER_CONFIG,
  parseReminderConfig,
  REMINDER_CONFIG_KEY,
  serializeReminderConfig,
  type ReminderConfig,
} from './reminder-config.utils';

const listeners = new Set<() => void>();
let cache: { raw: string | null; config: ReminderConfig } | undefined;

/** A choice storage refused to keep (private mode, quota) holds for this page's life (lib/storage). */
function readRaw(): string | null {
  return localStore.getItem(REMINDER_CONFIG_KEY);
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
    localStore.forget(REMINDER_CONFIG_KEY);
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function save(config: ReminderConfig): void {
  localStore.setItem(REMINDER_CONFIG_KEY, serializeReminderConfig(config));
  for (const l of listeners) l();
}

/** The reminder settings shared by the bell, the list and the settings page, kept in localStorage. */
export function useReminderConfig(): [ReminderConfig, (group: ReminderGroup, on: boolean) => void] {
  const config = useSyncExternalStore(subscribe, snapshot, () => DEFAULT_REMINDER_CONFIG);
  const set = useCallback((group: ReminderGroup, on: boolean) => save({ ...snapshot(), [group]: on }), []);
  return [config, set];
}
