import { closeAt } from './candles';
import { findChartSymbol, type ChartSymbol } from './candles-symbols';
import { percentText, type DayChanges } from './changes';
import type { SpotRowJson } from './markets';
import { formatPrice } from './prng';
import { mockData } from './store';
import type { PilotRowJson } from './tokens';

/**
 * The one source of the demo's prices (issue 39, item 14): a list row's last price and change
 * figures are read from the same seeded path the chart's bars are drawn from (candles.ts), at the
 * backend's market time. The seeded rows (markets.ts, tokens.ts) give each pair its reference price
 * (the path's level), its volume and its tags; the figures a visitor compares come from here.
 */

const DAY = 86_400;
const UTC8 = 8 * 3600;

/** The figures of a row that move with the market. */
export interface LiveFigures extends DayChanges {
  rate: string;
  rate_percent: string;
}

/** The path's first point: a pair not listed yet (or listed a moment ago) has no earlier price. */
const since = (sym: ChartSymbol, t: number): number => Math.max(t, sym.listedAt);

const change = (last: number, before: number): number => (before > 0 ? (last / before - 1) * 100 : 0);

/**
 * A price as the server writes it: fixed decimals, except a tiny one, which a server serialising
 * floats sends in exponent form ("1.6375e-10"); the client must write it in brace notation (compliance §5).
 * Either way it reads back as exactly the bar's close.
 */
function priceString(value: number, decimals: number): string {
  return value > 0 && value < 1e-6 ? String(value) : value.toFixed(decimals);
}

/** Last price (the forming bar's close) and the changes over 24 h and since 00:00 UTC+0 and UTC+8, at `now` (seconds). */
export function liveFigures(sym: ChartSymbol, now: number): LiveFigures {
  const at = since(sym, now);
  const last = closeAt(sym, at);
  const utc0 = Math.floor(at / DAY) * DAY;
  const utc8 = Math.floor((at + UTC8) / DAY) * DAY - UTC8;
  return {
    rate: priceString(last, sym.decimals),
    rate_percent: percentText(change(last, closeAt(sym, since(sym, at - DAY)))),
    change_utc0: percentText(change(last, closeAt(sym, since(sym, utc0)))),
    change_utc8: percentText(change(last, closeAt(sym, since(sym, utc8)))),
  };
}

/** The spot lists at `now`: every row's price and changes from its chart path; p_rate (USD) moves with it. */
export function liveSpots(now: number): Record<string, SpotRowJson[]> {
  const { spots } = mockData().markets;
  return Object.fromEntries(
    Object.entries(spots).map(([quote, rows]) => [
      quote,
      rows.map((row): SpotRowJson => {
        const sym = findChartSymbol(row.pair);
        if (!sym) return row;
        const live = liveFigures(sym, now);
        const ratio = Number(live.rate) / Number(row.rate);
        return {
          ...row,
          ...live,
          p_rate: Number.isFinite(ratio) && ratio > 0 ? formatPrice(Number(row.p_rate) * ratio) : row.p_rate,
          trend: live.rate_percent.startsWith('-') ? 'down' : 'up',
        };
      }),
    ]),
  );
}

/** The pilot list at `now`: each token's figures from its own chart path (found by its page slug). */
export function livePilot(now: number): PilotRowJson[] {
  return mockData().tokens.pilot.map((row) => {
    const sym = findChartSymbol(row.seo_path);
    return sym ? { ...row, ...liveFigures(sym, now) } : row;
  });
}
