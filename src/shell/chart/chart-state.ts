import { DEFAULT_RESOLUTION, isResolution, type Resolution } from '../../api/chart-resolutions';
import type { ChartPriceType } from '../../api/chart-symbol';
import { isIndicatorId, restoreInputs, type IndicatorConfig } from './indicators/inputs';

/** Local storage keys of compliance §3.2; STATE_KEY is ours (the spec does not name it). */
export const LAYOUT_KEY = 'chart-multiple-layout-name-v1';
export const QUICK_ORDER_KEY = 'showKlineQuickOrderModal';
export const PILOT_PRICE_TYPE_KEY = 'politPriceType';
export const STATE_KEY = 'meridian_chart_state_v1';

/** Multi-chart layouts of the platform variant: one, two side by side, or a 2 × 2 grid. */
export const LAYOUTS = ['single', 'double', 'quad'] as const;
export type LayoutName = (typeof LAYOUTS)[number];
export const LAYOUT_SIZE: Record<LayoutName, number> = { single: 1, double: 2, quad: 4 };
export const MAX_SLOTS = 4;

export type ChartTheme = 'light' | 'dark';

/** One chart of a layout. */
export interface ChartSlot {
  symbol: string;
  interval: Resolution;
  indicators: IndicatorConfig[];
}

/** The saved chart data (compliance §3.2). Every slot is kept, so 4 → 1 → 4 gives the same four charts back. */
export interface SavedChartData {
  version: 1;
  active: number;
  slots: ChartSlot[];
  theme: ChartTheme;
  /** Background overrides applied with the theme (compliance §4.7). */
  overrides: Record<string, string>;
  savedAt: number;
}

/** Storage, or lib/storage's safe accessor, whose setItem says false when it refused. */
export interface ChartStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void | boolean;
}

export const DEFAULT_SYMBOLS = ['BTC_USDT', 'ETH_USDT', 'SOL_USDT', 'BNB_USDT'] as const;
const SYMBOL = /^[A-Za-z0-9_-]{1,64}$/;

export function isLayoutName(value: unknown): value is LayoutName {
  return LAYOUTS.some((l) => l === value);
}

export function defaultSlot(symbol: string): ChartSlot {
  return { symbol, interval: DEFAULT_RESOLUTION, indicators: [] };
}

export function defaultSlots(): ChartSlot[] {
  return DEFAULT_SYMBOLS.map(defaultSlot);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function narrowIndicators(value: unknown): IndicatorConfig[] {
  if (!Array.isArray(value)) return [];
  const out: IndicatorConfig[] = [];
  for (const item of value) {
    if (!isRecord(item) || !isIndicatorId(item.id) || out.some((x) => x.id === item.id)) continue;
    out.push({ id: item.id, inputs: restoreInputs(item.id, item.inputs) });
  }
  return out;
}

function narrowSlot(value: unknown, fallback: ChartSlot): ChartSlot {
  if (!isRecord(value)) return fallback;
  return {
    symbol: typeof value.symbol === 'string' && SYMBOL.test(value.symbol) ? value.symbol : fallback.symbol,
    interval: isResolution(value.interval) ? value.interval : fallback.interval,
    indicators: narrowIndicators(value.indicators),
  };
}

/** Stored chart data, checked piece by piece: what is valid is kept, the rest falls back. Not JSON → null. */
export function parseSavedChart(text: string | null): SavedChartData | null {
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(raw)) return null;
  const defaults = defaultSlots();
  const stored = Array.isArray(raw.slots) ? raw.slots : [];
  const overrides = isRecord(raw.overrides)
    ? Object.fromEntries(Object.entries(raw.overrides).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : {};
  return {
    version: 1,
    active: typeof raw.active === 'number' && Number.isInteger(raw.active) && raw.active >= 0 && raw.active < MAX_SLOTS ? raw.active : 0,
    slots: defaults.map((d, i) => narrowSlot(stored[i], d)),
    theme: raw.theme === 'dark' ? 'dark' : 'light',
    overrides,
    savedAt: typeof raw.savedAt === 'number' ? raw.savedAt : 0,
  };
}

/** The stored layout name; anything else counts as unset (null). */
export function readLayout(storage: ChartStorage | null): LayoutName | null {
  const value = safeGet(storage, LAYOUT_KEY);
  return isLayoutName(value) ? value : null;
}

/** The quick-order panel's show/hide choice: shown unless the visitor hid it ('false'). */
export function readShowQuickOrder(storage: ChartStorage | null): boolean {
  return safeGet(storage, QUICK_ORDER_KEY) !== 'false';
}

/** The pilot price type: 'mcap' or the default 'last'. */
export function readPilotPriceType(storage: ChartStorage | null): ChartPriceType {
  return safeGet(storage, PILOT_PRICE_TYPE_KEY) === 'mcap' ? 'mcap' : 'last';
}

/** Storage can throw (blocked, quota); the chart then simply does not remember. */
export function safeGet(storage: ChartStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function safeSet(storage: ChartStorage | null, key: string, value: string): void {
  try {
    if (storage?.setItem(key, value) === false) console.warn(`chart: could not store ${key}`);
  } catch (error) {
    console.warn(`chart: could not store ${key}`, error);
  }
}
