import type { ChartPriceType, ChartSymbolType } from '../../api/chart-symbol';
import type { LayoutName } from './chart-state';

/** What the context menu's rules look at (compliance §5). */
export interface MenuContext {
  /** The platform variant's trading bridge is present. */
  bridge: boolean;
  /** Stored layout name; null when unset. */
  layout: LayoutName | null;
  symbolType: ChartSymbolType;
  priceType: ChartPriceType;
  /** The price at the pointer as the axis writes it; '' outside the price pane. */
  priceText: string;
  alertsSupported: boolean;
}

export type MenuEntry = 'place_order' | 'add_alert' | 'screenshot' | 'reset_view';

/**
 * 'Place order' only with the trading bridge, when the layout is single or unset, not for a PILOT
 * symbol priced by MCap, and only when the price starts with a digit (not a negative indicator
 * value, not an empty or non-numeric label).
 */
export function canPlaceOrder(ctx: MenuContext): boolean {
  return (
    ctx.bridge &&
    (ctx.layout === null || ctx.layout === 'single') &&
    !(ctx.symbolType === 'PILOT' && ctx.priceType === 'mcap') &&
    /^\d/.test(ctx.priceText)
  );
}

export function contextMenuEntries(ctx: MenuContext): MenuEntry[] {
  const out: MenuEntry[] = [];
  if (canPlaceOrder(ctx)) out.push('place_order');
  if (ctx.alertsSupported) out.push('add_alert');
  out.push('screenshot', 'reset_view');
  return out;
}
