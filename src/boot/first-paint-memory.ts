/**
 * The bars of this load's first paint, kept for the next load (docs/performance-method.md, LCP). The inline
 * script after `#root` (tooling/static-shell-script.ts) computes a key from everything that can
 * change the bars — the configuration, the site, the device's width interval, every cookie and
 * storage value the rules declare, the session and the remembered answers — and leaves it in
 * `window.__meridianFirstPaint`. The app keeps its first Decision's bars under that key; the next
 * load with the same key draws them, with the header's box and the h1, before any script arrives.
 */
import { localStore, type SafeStorage } from '../lib/storage';

export const FIRST_PAINT_KEY = 'meridian_first_paint_v1';
export const FIRST_PAINT_GLOBAL = '__meridianFirstPaint';

/** A Decision's bars with the height each reserves (rules/dialogs.yaml `bars:`), as the first paint draws them. */
export function reservedBars(config: { bars: Record<string, { height?: number }> }, ids: readonly string[]): [string, number][] {
  return ids.map((id) => [id, config.bars[id]?.height ?? 0]);
}

/** Keeps `bars` (id, reserved height) under the key the inline script left, if it left one. */
export function rememberFirstPaint(
  win: { [FIRST_PAINT_GLOBAL]?: unknown },
  bars: readonly (readonly [string, number])[],
  storage: SafeStorage = localStore,
): boolean {
  const key = win[FIRST_PAINT_GLOBAL];
  if (typeof key !== 'string') return false;
  // Storage refused (private mode, quota): the next load paints without it.
  return storage.setItem(FIRST_PAINT_KEY, JSON.stringify({ g: key, b: bars }));
}
