import Cookies from 'js-cookie';
import type { CompiledConfig } from '../rules-model/compiled-types';
import { isPhoneAgent } from './facts-builder';

/** All cookies as a map (js-cookie decodes them). */
export function readCookies(): Record<string, string> {
  return Cookies.get();
}

/** Values storage refused to keep (quota, private mode, cookies blocked): they hold for this page view. */
const pageViewValues = new Map<string, string>();

/** Keeps `value` for this page view after storage refused it, so the next Decision still sees it. */
export function keepForPageView(key: string, value: string): void {
  pageViewValues.set(key, value);
}

/**
 * The localStorage values the rules declare, read safely: storage that throws counts as empty.
 * A value storage refused in this page view (keepForPageView) wins over what storage holds.
 */
export function readStorage(config: CompiledConfig): Record<string, string> {
  const out: Record<string, string> = {};
  for (const s of config.stored) {
    if (s.in !== 'storage' || !s.key) continue;
    try {
      const v = window.localStorage.getItem(s.key);
      if (v !== null) out[s.key] = v;
    } catch {
      break;
    }
  }
  for (const [key, value] of pageViewValues) out[key] = value;
  return out;
}

export function readDevice(): { width: number; isPhone: boolean; utcOffsetMinutes: number } {
  return { width: window.innerWidth, isPhone: isPhoneAgent(navigator.userAgent), utcOffsetMinutes: -new Date().getTimezoneOffset() };
}
