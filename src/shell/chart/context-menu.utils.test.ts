import { describe, expect, it } from 'vitest';
import { canPlaceOrder, contextMenuEntries, type MenuContext } from './context-menu.utils';

const base: MenuContext = {
  bridge: true,
  layout: null,
  symbolType: 'SPOT',
  priceType: 'last',
  priceText: '95012.50',
  alertsSupported: false,
};

describe('chart context menu rules (compliance §5)', () => {
  it("offers 'place order' for a single or unset layout", () => {
    expect(canPlaceOrder(base)).toBe(true);
    expect(canPlaceOrder({ ...base, layout: 'single' })).toBe(true);
    expect(canPlaceOrder({ ...base, layout: 'double' })).toBe(false);
    expect(canPlaceOrder({ ...base, layout: 'quad' })).toBe(false);
  });

  it('not for a PILOT symbol priced by MCap (a PILOT by price, or a spot pair, is fine)', () => {
    expect(canPlaceOrder({ ...base, symbolType: 'PILOT', priceType: 'mcap', priceText: '12.35M' })).toBe(false);
    expect(canPlaceOrder({ ...base, symbolType: 'PILOT', priceType: 'last', priceText: '0.0000001248' })).toBe(true);
  });

  it('only when the price starts with a digit', () => {
    expect(canPlaceOrder({ ...base, priceText: '0.0{9}19160' })).toBe(true);
    expect(canPlaceOrder({ ...base, priceText: '-0.52' })).toBe(false);
    expect(canPlaceOrder({ ...base, priceText: '' })).toBe(false);
    expect(canPlaceOrder({ ...base, priceText: '∞' })).toBe(false);
  });

  it('never without the trading bridge (the simple variant)', () => {
    expect(canPlaceOrder({ ...base, bridge: false })).toBe(false);
  });

  it('lists the alert entry only when alerts are supported; screenshot and reset always', () => {
    expect(contextMenuEntries(base)).toEqual(['place_order', 'screenshot', 'reset_view']);
    expect(contextMenuEntries({ ...base, alertsSupported: true, layout: 'quad' })).toEqual(['add_alert', 'screenshot', 'reset_view']);
  });
});
