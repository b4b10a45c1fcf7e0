import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../test-support/memory-storage';
import { AUTOSAVE_MS, createChartStore, startAutoSave, visibleSlots } from './chart-store';
import { LAYOUT_KEY, parseSavedChart, PILOT_PRICE_TYPE_KEY, QUICK_ORDER_KEY, STATE_KEY } from './chart-state';
import { backgroundOverrides } from './chart-theme';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const saved = (storage: { getItem: (k: string) => string | null }) => parseSavedChart(storage.getItem(STATE_KEY));

describe('chart store', () => {
  it('starts with the route symbol in the first chart, the 60-minute interval and no stored layout', () => {
    const store = createChartStore({ storage: memoryStorage(), symbol: 'PEPE_BTC', theme: 'light' });
    const s = store.getState();
    expect(s.layout).toBeNull();
    expect(visibleSlots(s)).toBe(1);
    expect(s.slots.map((x) => x.symbol)).toEqual(['PEPE_BTC', 'ETH_USDT', 'SOL_USDT', 'BNB_USDT']);
    expect(s.slots[0]!.interval).toBe('60');
    expect(s.showQuickOrder).toBe(true);
    expect(s.pilotPriceType).toBe('last');
  });

  it('restores saved charts and the layout; the route symbol still wins for the first chart', () => {
    const storage = memoryStorage();
    storage.setItem(LAYOUT_KEY, 'quad');
    storage.setItem(
      STATE_KEY,
      JSON.stringify({
        active: 3,
        slots: [
          { symbol: 'X_Y', interval: '1D', indicators: [{ id: 'macd', inputs: { fast: 5, slow: 35, signal: 5 } }] },
          { symbol: 'DOGE_USDT', interval: '15', indicators: [{ id: 'kdj' }, { id: 'nope' }] },
        ],
      }),
    );
    storage.setItem(QUICK_ORDER_KEY, 'false');
    storage.setItem(PILOT_PRICE_TYPE_KEY, 'mcap');
    const s = createChartStore({ storage, symbol: 'BTC_USDT', theme: 'dark' }).getState();
    expect(s.layout).toBe('quad');
    expect(s.active).toBe(3);
    expect(s.slots[0]).toEqual({
      symbol: 'BTC_USDT',
      interval: '1D',
      indicators: [{ id: 'macd', inputs: { fast: 5, slow: 35, signal: 5 } }],
    });
    expect(s.slots[1]).toEqual({ symbol: 'DOGE_USDT', interval: '15', indicators: [{ id: 'kdj', inputs: { period: 9, k: 3, d: 3 } }] });
    expect(s.showQuickOrder).toBe(false);
    expect(s.pilotPriceType).toBe('mcap');
  });

  it('ignores unreadable stored data and an unknown layout name', () => {
    const storage = memoryStorage();
    storage.setItem(STATE_KEY, '{not json');
    storage.setItem(LAYOUT_KEY, 'nine');
    const s = createChartStore({ storage, symbol: 'BTC_USDT', theme: 'light' }).getState();
    expect(s.layout).toBeNull();
    expect(s.slots[1]!.symbol).toBe('ETH_USDT');
  });

  it('toggles indicators with default inputs and stores validated inputs', () => {
    const store = createChartStore({ storage: null, symbol: 'BTC_USDT', theme: 'light' });
    store.getState().toggleIndicator(0, 'kdj');
    store.getState().toggleIndicator(0, 'td');
    store.getState().setIndicatorInputs(0, 'kdj', { period: 14, k: 3, d: 3 });
    expect(store.getState().slots[0]!.indicators).toEqual([
      { id: 'kdj', inputs: { period: 14, k: 3, d: 3 } },
      { id: 'td', inputs: { lookback: 4 } },
    ]);
    store.getState().toggleIndicator(0, 'kdj');
    expect(store.getState().slots[0]!.indicators.map((i) => i.id)).toEqual(['td']);
  });
});

describe('auto-save (platform variant)', () => {
  it('saves 2 s after the last change, not before, with the layout name under its own key', () => {
    const storage = memoryStorage();
    const store = createChartStore({ storage, symbol: 'BTC_USDT', theme: 'light' });
    const auto = startAutoSave(store, storage, () => 42);
    store.getState().setLayout('double');
    vi.advanceTimersByTime(AUTOSAVE_MS - 500);
    store.getState().setInterval(1, '1W');
    vi.advanceTimersByTime(AUTOSAVE_MS - 1);
    expect(storage.getItem(STATE_KEY)).toBeNull();
    vi.advanceTimersByTime(1);
    expect(storage.getItem(LAYOUT_KEY)).toBe('double');
    expect(saved(storage)?.savedAt).toBe(42);
    expect(saved(storage)?.slots.slice(0, 2)).toMatchObject([
      { symbol: 'BTC_USDT', interval: '60' },
      { symbol: 'ETH_USDT', interval: '1W' },
    ]);
    auto.stop();
  });

  it('flush (page unload) saves a pending change at once; nothing pending, nothing written', () => {
    const storage = memoryStorage();
    const store = createChartStore({ storage, symbol: 'BTC_USDT', theme: 'light' });
    const auto = startAutoSave(store, storage);
    auto.flush();
    expect(storage.getItem(STATE_KEY)).toBeNull();
    store.getState().toggleIndicator(0, 'macd');
    auto.flush();
    expect(saved(storage)?.slots[0]!.indicators.map((i) => i.id)).toEqual(['macd']);
    auto.stop();
  });

  it("a theme change reapplies that theme's background overrides and saves at once", () => {
    const storage = memoryStorage();
    const store = createChartStore({ storage, symbol: 'BTC_USDT', theme: 'light' });
    const auto = startAutoSave(store, storage);
    store.getState().applyTheme('dark');
    expect(store.getState().overrides).toEqual(backgroundOverrides('dark'));
    expect(saved(storage)).toMatchObject({ theme: 'dark', overrides: { 'paneProperties.background': '#0f131b' } });
    auto.stop();
  });

  it('stop: later changes are not saved', () => {
    const storage = memoryStorage();
    const store = createChartStore({ storage, symbol: 'BTC_USDT', theme: 'light' });
    startAutoSave(store, storage).stop();
    store.getState().setLayout('quad');
    vi.advanceTimersByTime(AUTOSAVE_MS * 2);
    expect(storage.getItem(STATE_KEY)).toBeNull();
  });
});
