import { describe, expect, it, vi } from 'vitest';
import type { ChartBar } from '../../api/chart-bars';
import type { ChartSymbolInfo } from '../../api/chart-symbol';
import type { Datafeed } from './datafeed';
import { alignMarks, openSeries, PAGE_BARS, resolvePriceType, type SeriesListener } from './series-model';

const info: ChartSymbolInfo = {
  symbol: 'MOON_USDT',
  name: 'MOON/USDT',
  description: '',
  type: 'PILOT',
  exchange: '',
  base: 'MOON',
  quote: 'USDT',
  pricescale: 1e8,
  decimals: 8,
  volumePrecision: 4,
  hasSeconds: true,
  supportedResolutions: ['60'],
  priceTypes: ['last', 'mcap'],
  listedAt: 0,
};
const bar = (time: number, close = 1): ChartBar => ({ time, open: close, high: close, low: close, close, volume: 1 });
const page = (from: number, n: number) => Array.from({ length: n }, (_, i) => bar((from + i) * 3600));

function fakeFeed() {
  const ticks = new Map<string, (b: ChartBar) => void>();
  const resets = new Map<string, () => void>();
  const feed = {
    getSymbolInfo: vi.fn((s: string, ok: (i: ChartSymbolInfo) => void, fail: (r: string) => void) =>
      s === 'MOON_USDT' ? ok(info) : fail('unknown_symbol'),
    ),
    getBars: vi.fn((_i, _r, p: { to: number; firstDataRequest: boolean }, ok: (b: ChartBar[], m: { noData: boolean }) => void) => {
      if (p.firstDataRequest) ok(page(1000, PAGE_BARS), { noData: false });
      else ok(page(700, 300), { noData: true });
    }),
    subscribeBars: vi.fn((_i, _r, onTick: (b: ChartBar) => void, guid: string, reset: () => void) => {
      ticks.set(guid, onTick);
      resets.set(guid, reset);
    }),
    unsubscribeBars: vi.fn((guid: string) => ticks.delete(guid)),
    getTimescaleMarks: vi.fn((_i, _f, _t, done: (m: unknown[]) => void) =>
      done([{ id: 'a', time: 1000 * 3600 + 1800, color: 'blue', label: 'A', tooltip: [] }]),
    ),
  } as unknown as Datafeed;
  return { feed, ticks, resets };
}

function listener() {
  return { status: vi.fn(), reset: vi.fn(), tick: vi.fn(), marks: vi.fn() } satisfies SeriesListener;
}

describe('series model', () => {
  it('resolves, loads a page with the pilot price type, subscribes, and aligns marks to bar times', () => {
    const { feed, ticks } = fakeFeed();
    const on = listener();
    openSeries(feed, { symbol: 'MOON_USDT', interval: '60', pilotPriceType: 'mcap', marks: true, now: () => 2000 * 3600_000 }, on);
    expect(on.status.mock.calls.map((c) => c[0])).toEqual(['loading', 'ready']);
    expect(on.status.mock.calls[1]![1].priceType).toBe('mcap');
    expect(on.reset.mock.calls[0]![0]).toHaveLength(PAGE_BARS);
    expect(ticks.size).toBe(1);
    expect(on.marks.mock.calls[0]![0][0].time).toBe(1000 * 3600);
  });

  it('switches timescale marks on and off without reloading the bars', () => {
    const { feed } = fakeFeed();
    const on = listener();
    const h = openSeries(
      feed,
      { symbol: 'MOON_USDT', interval: '60', pilotPriceType: 'last', marks: false, now: () => 2000 * 3600_000 },
      on,
    );
    expect(feed.getTimescaleMarks).not.toHaveBeenCalled();
    h.setMarks(true);
    expect(on.marks.mock.calls.at(-1)![0].map((m: { id: string }) => m.id)).toEqual(['a']);
    expect(vi.mocked(feed.getTimescaleMarks).mock.calls[0]!.slice(1, 3)).toEqual([1000 * 3600, 2001 * 3600]);
    h.setMarks(true);
    expect(feed.getTimescaleMarks).toHaveBeenCalledTimes(1);
    h.setMarks(false);
    expect(on.marks).toHaveBeenLastCalledWith([]);
    expect(feed.getBars).toHaveBeenCalledTimes(1);
    expect(on.reset).toHaveBeenCalledTimes(1);
  });

  it('folds ticks into the last bar or appends a new one; ignores an older one', () => {
    const { feed, ticks } = fakeFeed();
    const on = listener();
    openSeries(feed, { symbol: 'MOON_USDT', interval: '60', pilotPriceType: 'last', marks: false, now: () => 0 }, on);
    const tick = [...ticks.values()][0]!;
    tick(bar(1499 * 3600, 5));
    expect(on.tick).toHaveBeenLastCalledWith(expect.any(Array), false);
    expect(on.tick.mock.calls.at(-1)![0].at(-1).close).toBe(5);
    tick(bar(1500 * 3600, 6));
    expect(on.tick).toHaveBeenLastCalledWith(expect.any(Array), true);
    expect(on.tick.mock.calls.at(-1)![0]).toHaveLength(PAGE_BARS + 1);
    tick(bar(10, 7));
    expect(on.tick).toHaveBeenCalledTimes(2);
  });

  it('prepends older bars once, then stops when the server has no more', () => {
    const { feed } = fakeFeed();
    const on = listener();
    const h = openSeries(feed, { symbol: 'MOON_USDT', interval: '60', pilotPriceType: 'last', marks: false, now: () => 0 }, on);
    h.loadMore();
    expect(on.reset.mock.calls.at(-1)![0]).toHaveLength(PAGE_BARS + 300);
    h.loadMore();
    expect(feed.getBars).toHaveBeenCalledTimes(2);
  });

  it('reports an unknown symbol; retry asks again; close unsubscribes', () => {
    const { feed, ticks } = fakeFeed();
    const on = listener();
    const h = openSeries(feed, { symbol: 'NOPE', interval: '60', pilotPriceType: 'last', marks: false, now: () => 0 }, on);
    expect(on.status).toHaveBeenLastCalledWith('unknown_symbol', null);
    h.retry();
    expect(feed.getSymbolInfo).toHaveBeenCalledTimes(2);
    const ok = openSeries(feed, { symbol: 'MOON_USDT', interval: '60', pilotPriceType: 'last', marks: false, now: () => 0 }, listener());
    ok.close();
    expect(ticks.size).toBe(0);
  });

  it('reloads when the datafeed says its cache is stale', () => {
    const { feed, resets } = fakeFeed();
    const on = listener();
    openSeries(feed, { symbol: 'MOON_USDT', interval: '60', pilotPriceType: 'last', marks: false, now: () => 0 }, on);
    [...resets.values()][0]!();
    expect(on.reset).toHaveBeenCalledTimes(2);
    expect(feed.unsubscribeBars).toHaveBeenCalledTimes(1);
  });

  it('spot pairs always use the last price; marks snap to the bar they fall in', () => {
    expect(resolvePriceType({ ...info, type: 'SPOT', priceTypes: ['last'] }, 'mcap')).toBe('last');
    expect(resolvePriceType(info, 'mcap')).toBe('mcap');
    expect(alignMarks([{ id: 'x', time: 86400 * 3 + 8 * 3600, color: 'red', label: 'M', tooltip: [] }], '1D')[0]!.time).toBe(86400 * 3);
  });
});
