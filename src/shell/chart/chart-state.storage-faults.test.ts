import { describe, expect, it, vi } from 'vitest';
import { createChartStore, startAutoSave } from './chart-store';
import { LAYOUT_KEY, QUICK_ORDER_KEY, STATE_KEY, type ChartStorage } from './chart-state';

/** A Map-backed storage whose reads and/or writes throw like private mode or a full quota. */
function storage(seed: Record<string, string>, fail: { get?: string; set?: string } = {}): ChartStorage & { map: Map<string, string> } {
  const map = new Map(Object.entries(seed));
  return {
    map,
    getItem: (k) => {
      if (fail.get) throw new DOMException('refused', fail.get);
      return map.get(k) ?? null;
    },
    setItem: (k, v) => {
      if (fail.set) throw new DOMException('refused', fail.set);
      map.set(k, v);
    },
  };
}

const make = (s: ChartStorage | null) => createChartStore({ storage: s, symbol: 'ETH_USDT', theme: 'dark' });

describe('chart storage faults', () => {
  it('private mode (reads throw): defaults, the route symbol first, nothing thrown', () => {
    const state = make(storage({ [LAYOUT_KEY]: 'quad' }, { get: 'SecurityError' })).getState();
    expect(state.layout).toBeNull();
    expect(state.slots[0]?.symbol).toBe('ETH_USDT');
    expect(state.showQuickOrder).toBe(true);
  });

  it('quota (writes throw): a change is kept in memory and warned about, never thrown', () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const s = storage({}, { set: 'QuotaExceededError' });
      const store = make(s);
      const save = startAutoSave(store, s);
      store.getState().setLayout('double');
      expect(() => save.flush()).not.toThrow();
      expect(store.getState().layout).toBe('double');
      expect(warn).toHaveBeenCalled();
      save.stop();
    } finally {
      warn.mockRestore();
      vi.useRealTimers();
    }
  });

  it.each(['{"version":', '[]', 'null', '{"version":1,"slots":"x","active":99}', '\u0000'])(
    'a corrupted saved chart (%j) gives the default slots; the layout and quick-order values stay',
    (garbage) => {
      const s = storage({ [STATE_KEY]: garbage, [LAYOUT_KEY]: 'double', [QUICK_ORDER_KEY]: 'false' });
      const state = make(s).getState();
      expect(state.slots.map((x) => x.symbol)).toEqual(['ETH_USDT', 'ETH_USDT', 'SOL_USDT', 'BNB_USDT']);
      expect(state.active).toBe(0);
      expect(state.layout).toBe('double');
      expect(state.showQuickOrder).toBe(false);
      expect(s.map.get(LAYOUT_KEY)).toBe('double');
      expect(s.map.get(QUICK_ORDER_KEY)).toBe('false');
    },
  );

  it.each(['quintuple', '', '{"x":1}'])(
    'a corrupted layout name (%j) is unset (one chart); the saved chart value is left as it was',
    (garbage) => {
      const saved = { version: 1, active: 1, slots: [], theme: 'dark', overrides: {}, savedAt: 1 };
      const s = storage({ [LAYOUT_KEY]: garbage, [STATE_KEY]: JSON.stringify(saved) });
      const state = make(s).getState();
      expect(state.layout).toBeNull();
      expect(state.active).toBe(0);
      expect(s.map.get(STATE_KEY)).toBe(JSON.stringify(saved));
    },
  );
});
