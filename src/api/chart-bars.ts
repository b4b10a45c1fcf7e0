import { attempt } from './call';
import type { Resolution } from './chart-resolutions';
import type { ChartPriceType } from './chart-symbol';
import { getJson, type CallOptions } from './http';
import { bool, envelope, list, map, num, obj, oneOf, opt, or, type Answer } from './answer-schema';

export const CHART_BARS_PATH = '/api/web/v1/chart/bars';

/** One candle (compliance §3.2 "bars"); time is the bar's open, UTC seconds. */
export interface ChartBar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface ChartBarsRequest {
  symbol: string;
  resolution: Resolution;
  priceType: ChartPriceType;
  /** Earliest open time wanted (inclusive). */
  from?: number;
  /** Bars opening strictly before this time. */
  to: number;
  countBack: number;
}

const numbers = opt(list(num));
type Columns = Partial<Record<'t' | 'o' | 'h' | 'l' | 'c' | 'v', number[]>>;

/** Candles from the columns: o, h, l, c as long as t (v too when sent, else volume 0), times ascending. */
function barsOf({ t, o, h, l, c, v }: Columns): ChartBar[] | undefined {
  if (!t || !o || !h || !l || !c) return undefined;
  const n = t.length;
  if ([o, h, l, c].some((col) => col.length !== n) || (v && v.length !== n)) return undefined;
  const bars: ChartBar[] = [];
  for (let i = 0; i < n; i++) {
    if (i > 0 && t[i]! <= t[i - 1]!) return undefined;
    bars.push({ time: t[i]!, open: o[i]!, high: h[i]!, low: l[i]!, close: c[i]!, volume: v?.[i] ?? 0 });
  }
  return bars;
}

/** The columnar answer {s, t, o, h, l, c, v}: columns of equal length, times ascending; anything else fails. */
export const narrowChartBars = envelope(
  map(
    obj({
      s: oneOf(['ok', 'no_data'] as const),
      /** Older bars exist before the first one returned (or before `to` when none were). */
      more: or(bool, () => false),
      t: numbers,
      o: numbers,
      h: numbers,
      l: numbers,
      c: numbers,
      v: numbers,
    }),
    ({ s, more, ...columns }) => {
      const bars = s === 'no_data' ? [] : barsOf(columns);
      return bars ? { bars, more } : undefined;
    },
  ),
);

export type ChartBarsAnswer = Answer<typeof narrowChartBars>;

/** Bars of one symbol and interval; undefined on failure (the datafeed reports the error). */
export function fetchChartBars(req: ChartBarsRequest, options?: CallOptions): Promise<ChartBarsAnswer | undefined> {
  const query = {
    symbol: req.symbol,
    resolution: req.resolution,
    price_type: req.priceType,
    from: req.from,
    to: req.to,
    countback: req.countBack,
  };
  return attempt('chart/bars', () => getJson(CHART_BARS_PATH, { ...options, query }), narrowChartBars, options);
}
