import { describe, expect, it } from 'vitest';
import { percentText } from '../data/changes';
import { findChartSymbol } from '../data/candles-symbols';
import { MARKET_TIME_COOKIE } from '../context';
import { setupTestBackend, TEST_ORIGIN } from '../test-server';

/**
 * One source of demo market data (issue 39, item 14), asked for as the site asks: the market lists
 * and the chart's bars of every pair, at one pinned market time.
 */
setupTestBackend();
const DAY = 86_400;
/** A whole minute, so a one-minute bar closes exactly 24 h and exactly at midnight before it. */
const NOW = Date.parse('2026-11-22T10:00:00Z') / 1000;

interface Row {
  pair: string;
  seo_path?: string;
  rate: string;
  rate_percent: string;
  change_utc0: string;
}

async function get<T>(path: string, now = NOW): Promise<T> {
  const response = await fetch(`${TEST_ORIGIN}${path}`, { headers: { cookie: `${MARKET_TIME_COOKIE}=${now}` } });
  return ((await response.json()) as { data: T }).data;
}

/** The close of the one-minute bar that ends at `end` (bars open strictly before `to`). */
async function closeAt(symbol: string, end: number): Promise<number | undefined> {
  const bars = await get<{ s: string; c?: number[] }>(
    `/api/web/v1/chart/bars?symbol=${encodeURIComponent(symbol)}&resolution=1&to=${end}&countback=1`,
    end,
  );
  return bars.c?.[0];
}

const change = (last: number, before: number): string => percentText((last / before - 1) * 100);

async function rows(): Promise<Row[]> {
  const spots = await get<Record<string, Row[]>>('/apiw/v2/market/spots');
  const pilot = await get<{ list: Row[] }>('/apiw/v2/pilot/markets');
  return [...Object.values(spots).flat(), ...pilot.list];
}

describe('market lists and chart bars (one source)', () => {
  it('every pair listed a day before: list price == last bar close; 24 h and since-midnight changes == the bars then', async () => {
    let checked = 0;
    for (const row of await rows()) {
      const symbol = row.seo_path ?? row.pair;
      const sym = findChartSymbol(symbol)!;
      expect(sym, symbol).toBeDefined();
      if (sym.listedAt > NOW - DAY) continue;
      const last = await closeAt(symbol, NOW);
      expect({ symbol, price: Number(row.rate) }).toEqual({ symbol, price: last });
      const dayAgo = (await closeAt(symbol, NOW - DAY))!;
      expect({ symbol, change: row.rate_percent }).toEqual({ symbol, change: change(last!, dayAgo) });
      const midnight = (await closeAt(symbol, Math.floor(NOW / DAY) * DAY))!;
      expect({ symbol, change: row.change_utc0 }).toEqual({ symbol, change: change(last!, midnight) });
      checked += 1;
    }
    expect(checked).toBeGreaterThan(300);
  }, 120_000);

  it('is deterministic at one market time and moves with it', async () => {
    const first = await rows();
    expect(await rows()).toEqual(first);
    const later = await get<Record<string, Row[]>>('/apiw/v2/market/spots', NOW + 3600);
    expect(later.USDT!.find((r) => r.pair === 'BTC_USDT')!.rate).not.toBe(first.find((r) => r.pair === 'BTC_USDT')!.rate);
  });

  it('without a pinned time the lists answer at the clock, as the chart does', async () => {
    const response = await fetch(`${TEST_ORIGIN}/apiw/v2/market/spots`);
    const spots = ((await response.json()) as { data: Record<string, Row[]> }).data;
    const btc = spots.USDT!.find((r) => r.pair === 'BTC_USDT')!;
    const close = await fetch(`${TEST_ORIGIN}/api/web/v1/chart/bars?symbol=BTC_USDT&resolution=1D&countback=1`);
    const bar = ((await close.json()) as { data: { c: number[] } }).data.c[0]!;
    // Asked a moment apart: within a hundredth of a percent.
    expect(Math.abs(Number(btc.rate) / bar - 1)).toBeLessThan(1e-4);
  });
});
