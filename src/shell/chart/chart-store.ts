import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Resolution } from '../../api/chart-resolutions';
import type { ChartPriceType } from '../../api/chart-symbol';
import { debounce } from '../../lib/debounce';
import {
  defaultSlots,
  LAYOUT_KEY,
  LAYOUT_SIZE,
  parseSavedChart,
  PILOT_PRICE_TYPE_KEY,
  QUICK_ORDER_KEY,
  readLayout,
  readPilotPriceType,
  readShowQuickOrder,
  safeGet,
  safeSet,
  STATE_KEY,
  type ChartSlot,
  type ChartStorage,
  type ChartTheme,
  type LayoutName,
  type SavedChartData,
} from './chart-state';
import type { IndicatorId, IndicatorInputs } from './indicators/inputs';
import { defaultInputs } from './indicators/inputs';
import { backgroundOverrides } from './chart-theme';

/** Compliance §9: the platform variant saves 2 s after a change. */
export const AUTOSAVE_MS = 2000;

export interface ChartState {
  /** null: never chosen (the context menu treats unset like single). */
  layout: LayoutName | null;
  active: number;
  slots: ChartSlot[];
  theme: ChartTheme;
  overrides: Record<string, string>;
  showQuickOrder: boolean;
  pilotPriceType: ChartPriceType;
  setLayout: (layout: LayoutName) => void;
  setActive: (index: number) => void;
  setSymbol: (index: number, symbol: string) => void;
  setInterval: (index: number, interval: Resolution) => void;
  /** Adds the indicator with default inputs, or removes it. */
  toggleIndicator: (index: number, id: IndicatorId) => void;
  /** Stores inputs that were already validated. */
  setIndicatorInputs: (index: number, id: IndicatorId, inputs: IndicatorInputs) => void;
  /** A theme change: the theme's default background overrides are applied again (compliance §4.7). */
  applyTheme: (theme: ChartTheme) => void;
  setShowQuickOrder: (show: boolean) => void;
  setPilotPriceType: (type: ChartPriceType) => void;
}

export type ChartStore = StoreApi<ChartState>;

export interface ChartStoreOptions {
  /** null: nothing is read or written (the simple variant). */
  storage: ChartStorage | null;
  /** The route's symbol: it always fills the first chart. */
  symbol: string;
  theme: ChartTheme;
}

export function visibleSlots(state: Pick<ChartState, 'layout'>): number {
  return LAYOUT_SIZE[state.layout ?? 'single'];
}

/** What the saved chart data holds (theme and overrides included). */
export function snapshot(state: ChartState, now: number): SavedChartData {
  return { version: 1, active: state.active, slots: state.slots, theme: state.theme, overrides: state.overrides, savedAt: now };
}

export function createChartStore({ storage, symbol, theme }: ChartStoreOptions): ChartStore {
  const saved = parseSavedChart(safeGet(storage, STATE_KEY));
  const slots = saved?.slots ?? defaultSlots();
  slots[0] = { ...slots[0]!, symbol };
  const layout = readLayout(storage);
  const updateSlot = (state: ChartState, index: number, patch: (slot: ChartSlot) => ChartSlot): Partial<ChartState> => ({
    slots: state.slots.map((s, i) => (i === index ? patch(s) : s)),
  });
  return createStore<ChartState>((set) => ({
    layout,
    active: Math.min(saved?.active ?? 0, LAYOUT_SIZE[layout ?? 'single'] - 1),
    slots,
    theme,
    overrides: backgroundOverrides(theme),
    showQuickOrder: readShowQuickOrder(storage),
    pilotPriceType: readPilotPriceType(storage),
    setLayout: (next) => set((s) => ({ layout: next, active: Math.min(s.active, LAYOUT_SIZE[next] - 1) })),
    setActive: (index) => set((s) => (index < visibleSlots(s) ? { active: index } : {})),
    // Setting what is already there is not a change (nothing to save).
    setSymbol: (index, sym) =>
      set((s) => (s.slots[index]?.symbol === sym ? {} : updateSlot(s, index, (slot) => ({ ...slot, symbol: sym })))),
    setInterval: (index, interval) =>
      set((s) => (s.slots[index]?.interval === interval ? {} : updateSlot(s, index, (slot) => ({ ...slot, interval })))),
    toggleIndicator: (index, id) =>
      set((s) =>
        updateSlot(s, index, (slot) => ({
          ...slot,
          indicators: slot.indicators.some((x) => x.id === id)
            ? slot.indicators.filter((x) => x.id !== id)
            : [...slot.indicators, { id, inputs: defaultInputs(id) }],
        })),
      ),
    setIndicatorInputs: (index, id, inputs) =>
      set((s) =>
        updateSlot(s, index, (slot) => ({
          ...slot,
          indicators: slot.indicators.map((x) => (x.id === id ? { id, inputs } : x)),
        })),
      ),
    applyTheme: (next) => set({ theme: next, overrides: backgroundOverrides(next) }),
    setShowQuickOrder: (show) => {
      safeSet(storage, QUICK_ORDER_KEY, String(show));
      set({ showQuickOrder: show });
    },
    setPilotPriceType: (type) => {
      safeSet(storage, PILOT_PRICE_TYPE_KEY, type);
      set({ pilotPriceType: type });
    },
  }));
}

export interface AutoSave {
  /** Saves now if anything changed since the last save (page unload, theme change). */
  flush: () => void;
  stop: () => void;
}

/**
 * Saves the chart data AUTOSAVE_MS after the last change, at once on flush (pagehide), and the
 * layout name under its own key. Nothing is written until something changes.
 */
export function startAutoSave(store: ChartStore, storage: ChartStorage, now: () => number = Date.now): AutoSave {
  let dirty = false;
  const save = (): void => {
    if (!dirty) return;
    dirty = false;
    const state = store.getState();
    safeSet(storage, STATE_KEY, JSON.stringify(snapshot(state, now())));
    if (state.layout) safeSet(storage, LAYOUT_KEY, state.layout);
  };
  const later = debounce(save, AUTOSAVE_MS);
  const unsubscribe = store.subscribe((state, prev) => {
    const changed =
      state.layout !== prev.layout ||
      state.active !== prev.active ||
      state.slots !== prev.slots ||
      state.theme !== prev.theme ||
      state.overrides !== prev.overrides;
    if (!changed) return;
    dirty = true;
    // A theme change saves at once (compliance §4.7); anything else waits for the quiet period.
    if (state.theme !== prev.theme) {
      later.cancel();
      save();
    } else {
      later();
    }
  });
  return {
    flush: () => {
      later.cancel();
      save();
    },
    stop: () => {
      later.cancel();
      unsubscribe();
    },
  };
}
