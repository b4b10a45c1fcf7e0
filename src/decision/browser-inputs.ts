import Cookies from 'js-cookie';
import type { CompiledConfig } from '../rules-model/compiled-types';
import { localStore, type SafeStorage } from '../lib/storage';
import { isPhoneAgent } from './facts-builder';

/** All cookies as a map (js-cookie decodes them). */
export function readCookies(): Record<string, string> {
  return Cookies.get();
}

/**
 * The localStorage values the rules declare, read safely: storage that throws counts as empty,
 * and a value storage refused in this page view wins over what storage holds (lib/storage).
 */
export function readStorage(config: CompiledConfig, storage: SafeStorage = localStore): Record<string, string> {
  const out: Record<string, string> = {};
  for (const s of config.stored) {
    if (s.in !== 'storage' || !s.key) continue;
    const v = storage.getItem(s.key);
    if (v !== null) out[s.key] = v;
  }
  return out;
}

export function readDevice(): { width: number; isPhone: boolean; utcOffsetMinutes: number } {
  return { width: window.innerWidth, isPhone: isPhoneAgent(navigator.userAgent), utcOffsetMinutes: -new Date().getTimezoneOffset() };
}
