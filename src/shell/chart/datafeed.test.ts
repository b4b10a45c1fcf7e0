import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChartBar, ChartBarsRequest } from '../../api/chart-bars';
import { defaultChartConfig } from '../../api/chart-config';
import type { ChartSymbolInfo } from '../../api/chart-symbol';
import { createDatafeed, mergeTick, POLL_MS, POLL_SECONDS_MS, SEARCH_DELAY_MS, type DatafeedApi, type ResolvedSymbol } from './datafeed';

const info: ResolvedSymbol = {
  symbol: 'BTC_USDT',
  name: 'BTC/USDT',
  description: '',
  type: 'SPOT',
  exchange: 'Meridian',
  base: 'BTC',
  quote: 'USDT',
  pricescale: 100,
  decimals: 2,
  volumePrecision: 4,
  hasSeconds: true,
  supportedResolutions: ['60'],
  priceTypes: ['last'],
  listedAt: 0,
  priceType: 'last',
};
const bar = (time: number, close: number, extra: Partial<ChartBar> = {}): ChartBar => ({
  time,
  open: close,
  high: close,
  low: close,
  close,
  volume: 1,
  ...extra,
});
const flush = () => vi.advanceTimersByTimeAsync(0);

function fakeApi(overrides: Partial<DatafeedApi> = {}) {
  const calls: { search: [string, string][]; bars: ChartBarsRequest[] } = { search: [], bars: [] };
  const api: DatafeedApi = {
    config: async () => ({ ...defaultChartConfig(), supportsAlerts: true }),
    symbol: async (s) => (s === 'BTC_USDT' ? (info as ChartSymbolInfo) : null),
    bars: async (req) => {
      calls.bars.push(req);
      return { bars: [bar(3600, 10), bar(7200, 11)], more: true };
    },
    search: async (q, type) => {
      calls.search.push([q, type]);
      return [{ symbol: `${q}_USDT`, name: q, description: '', type: 'SPOT', exchange: '' }];
    },
    marks: async () => [{ id: 'm', time: 3600, color: 'blue', label: 'A', tooltip: [] }],
    ...overrides,
  };
  return { api, calls };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('datafeed', () => {
  it('onReady gives the configuration; getSymbolInfo resolves or reports an unknown symbol', async () => {
    const feed = createDatafeed(fakeApi().api);
    const ready = vi.fn();
    feed.onReady(ready);
    const resolved = vi.fn();
    const failed = vi.fn();
    feed.getSymbolInfo('BTC_USDT', resolved, failed);
    feed.getSymbolInfo('NOPE', resolved, failed);
    await flush();
    expect(ready.mock.calls[0]![0].supportsAlerts).toBe(true);
    expect(resolved).toHaveBeenCalledTimes(1);
    expect(failed).toHaveBeenCalledWith('unknown_symbol');
  });

  it('searchSymbols asks 1000 ms after the last keystroke, once, and answers only the latest', async () => {
    const { api, calls } = fakeApi();
    const feed = createDatafeed(api);
    const first = vi.fn();
    const last = vi.fn();
    feed.searchSymbols('B', '', '', first);
    await vi.advanceTimersByTimeAsync(400);
    feed.searchSymbols('BT', '', 'SPOT', first);
    await vi.advanceTimersByTimeAsync(400);
    feed.searchSymbols(' BTC ', '', 'SPOT', last);
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS - 1);
    expect(calls.search).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.search).toEqual([['BTC', 'SPOT']]);
    expect(first).not.toHaveBeenCalled();
    expect(last.mock.calls[0]![0][0].symbol).toBe('BTC_USDT');
  });

  it('getBars passes the period and price type; a failure goes to onError; an empty answer with nothing older is noData', async () => {
    const { api, calls } = fakeApi();
    const feed = createDatafeed(api);
    const result = vi.fn();
    feed.getBars({ ...info, priceType: 'last' }, '60', { to: 9000, countBack: 300, firstDataRequest: true }, result, vi.fn());
    await flush();
    expect(calls.bars[0]).toEqual({ symbol: 'BTC_USDT', resolution: '60', priceType: 'last', from: undefined, to: 9000, countBack: 300 });
    expect(result).toHaveBeenCalledWith([bar(3600, 10), bar(7200, 11)], { noData: false });
    const failing = createDatafeed(fakeApi({ bars: async () => undefined }).api);
    const error = vi.fn();
    failing.getBars(info, '60', { to: 9000, countBack: 300, firstDataRequest: true }, vi.fn(), error);
    const empty = createDatafeed(fakeApi({ bars: async () => ({ bars: [], more: false }) }).api);
    const none = vi.fn();
    empty.getBars(info, '60', { to: 9000, countBack: 300, firstDataRequest: false }, none, vi.fn());
    await flush();
    expect(error).toHaveBeenCalledWith('bars_unavailable');
    expect(none).toHaveBeenCalledWith([], { noData: true });
  });

  it('subscribeBars polls every 2 s from the last bar, folds ticks into it, and stops on unsubscribe', async () => {
    let answer = { bars: [bar(3600, 10), bar(7200, 11, { high: 11.5, low: 10.5 })], more: true };
    const { api, calls } = fakeApi();
    api.bars = async (req) => {
      calls.bars.push(req);
      return answer;
    };
    const feed = createDatafeed(api, { now: () => 7300_000, visible: () => true });
    feed.getBars(info, '60', { to: 9000, countBack: 2, firstDataRequest: true }, vi.fn(), vi.fn());
    await flush();
    // The server's idea of the open does not matter: the bar we had keeps its open.
    answer = { bars: [bar(7200, 12, { high: 12, low: 9, open: 999 })], more: true };
    const tick = vi.fn();
    feed.subscribeBars(info, '60', tick, 'g1', vi.fn());
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(calls.bars.at(-1)).toMatchObject({ from: 7200, to: 7300 + 3600 });
    expect(tick).toHaveBeenLastCalledWith({ time: 7200, open: 11, high: 12, low: 9, close: 12, volume: 1 });
    answer = { bars: [bar(7200, 13), bar(10800, 14)], more: true };
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(tick.mock.calls.slice(-2).map((c) => c[0])).toEqual([
      { time: 7200, open: 11, high: 13, low: 9, close: 13, volume: 1 },
      bar(10800, 14),
    ]);
    feed.unsubscribeBars('g1');
    const count = calls.bars.length;
    await vi.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(calls.bars.length).toBe(count);
  });

  it('polls every second for second intervals, not while the tab is hidden, and asks for a reload after a gap', async () => {
    const { api, calls } = fakeApi();
    let visible = false;
    const feed = createDatafeed(api, { now: () => 8000_000, visible: () => visible });
    feed.getBars(info, '1S', { to: 9000, countBack: 2, firstDataRequest: true }, vi.fn(), vi.fn());
    await flush();
    const before = calls.bars.length;
    const reset = vi.fn();
    feed.subscribeBars(info, '1S', vi.fn(), 'g', reset);
    await vi.advanceTimersByTimeAsync(POLL_SECONDS_MS * 3);
    expect(calls.bars.length).toBe(before);
    visible = true;
    await vi.advanceTimersByTimeAsync(POLL_SECONDS_MS);
    // The fake answers bars 3600 and 7200 while the last known bar is 7200 on a 1 s interval: no gap.
    expect(reset).not.toHaveBeenCalled();
    api.bars = async () => ({ bars: [bar(7300, 1)], more: true });
    await vi.advanceTimersByTimeAsync(POLL_SECONDS_MS);
    expect(reset).toHaveBeenCalledTimes(1);
    feed.destroy();
  });

  it('getTimescaleMarks asks for the range', async () => {
    const marks = vi.fn();
    createDatafeed(fakeApi().api).getTimescaleMarks(info, 0, 9000, marks, '60');
    await flush();
    expect(marks.mock.calls[0]![0][0].label).toBe('A');
  });

  it('mergeTick keeps the open and widens the extremes; a new bar replaces', () => {
    expect(mergeTick(bar(1, 5, { high: 6, low: 4 }), bar(1, 7, { high: 7, low: 5, open: 1 }))).toEqual({
      time: 1,
      open: 5,
      high: 7,
      low: 4,
      close: 7,
      volume: 1,
    });
    expect(mergeTick(bar(1, 5), bar(2, 7))).toEqual(bar(2, 7));
  });
});
