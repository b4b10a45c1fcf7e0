import { describe, expect, it } from 'vitest';
import { setupTestBackend } from '../mocks/test-server';
import { fetchChartBars, narrowChartBars } from './chart-bars';
import { defaultChartConfig, fetchChartConfig, narrowChartConfig } from './chart-config';
import { fetchChartMarks, narrowChartMarks } from './chart-marks';
import { barOpenTime } from './chart-resolutions';
import { fetchChartSearch, narrowChartSearch } from './chart-search';
import { fetchChartSymbol, narrowChartSymbol } from './chart-symbol';

const backend = setupTestBackend();
const now = () => Math.floor(Date.now() / 1000);

describe('chart config', () => {
  it('offers alerts to a logged-in user only', async () => {
    expect((await fetchChartConfig({ http: backend.http })).supportsAlerts).toBe(false);
    backend.setCookies({ meridian_persona: 'trader' });
    const config = await fetchChartConfig({ http: backend.http });
    expect(config.supportsAlerts).toBe(true);
    expect(config.supportedResolutions).toHaveLength(20);
    expect(config.symbolTypes.map((t) => t.value)).toEqual(['', 'SPOT', 'PILOT']);
  });

  it('falls back to every interval and no alerts on failure', async () => {
    backend.setCookies({ meridian_persona: 'trader' });
    backend.setFaults({ '/api/web/v1/chart/config': '500' });
    expect(await fetchChartConfig({ http: backend.http })).toEqual(defaultChartConfig());
    expect(backend.logger.errors.join()).toMatch(/chart\/config/);
  });

  it('narrows: unknown intervals dropped, alerts only when explicitly on', () => {
    expect(narrowChartConfig({ code: 0, data: { supported_resolutions: ['60', '7', '1D'], supports_alerts: 'yes' } })).toMatchObject({
      supportedResolutions: ['60', '1D'],
      supportsAlerts: false,
    });
    expect(narrowChartConfig({ code: 1, data: {} })).toBeUndefined();
    expect(narrowChartConfig({ code: 0, data: [] })).toBeUndefined();
  });

  it('narrows: a missing or mistyped field takes its default; no interval left means every interval', () => {
    expect(narrowChartConfig({ code: 0, data: {} })).toEqual(defaultChartConfig());
    expect(
      narrowChartConfig({
        code: 200,
        data: { supported_resolutions: ['7'], supports_search: 0, supports_timescale_marks: 'x', symbols_types: 'SPOT' },
      }),
    ).toEqual({ ...defaultChartConfig(), supportsSearch: false });
    // A bad symbol type is dropped; a list with none left stays empty.
    expect(
      narrowChartConfig({ code: 0, data: { symbols_types: [{ name: 'Spot', value: 'SPOT', x: 1 }, { name: 1 }] } })?.symbolTypes,
    ).toEqual([{ name: 'Spot', value: 'SPOT' }]);
    expect(narrowChartConfig({ code: 0, data: { symbols_types: [{ name: 1 }] } })?.symbolTypes).toEqual([]);
  });
});

describe('chart symbol', () => {
  it('resolves a spot pair and a pilot slug; unknown is null', async () => {
    expect(await fetchChartSymbol('BTC_USDT', { http: backend.http })).toMatchObject({
      symbol: 'BTC_USDT',
      type: 'SPOT',
      decimals: 2,
      pricescale: 100,
      priceTypes: ['last'],
      hasSeconds: true,
    });
    const pepe = await fetchChartSymbol('PEPE_BTC', { http: backend.http });
    expect(pepe?.decimals).toBe(14);
    const hits = await fetchChartSearch('', 'PILOT', { http: backend.http });
    const pilot = await fetchChartSymbol(hits[0]!.symbol, { http: backend.http });
    expect(pilot).toMatchObject({ type: 'PILOT', priceTypes: ['last', 'mcap'] });
    expect(await fetchChartSymbol('NOPE_USDT', { http: backend.http })).toBeNull();
    // 'No such symbol' is an answer, not a fault: nothing is logged.
    expect(backend.logger.errors).toEqual([]);
    backend.setFaults({ '/api/web/v1/chart/symbol': '500' });
    expect(await fetchChartSymbol('BTC_USDT', { http: backend.http })).toBeNull();
    expect(backend.logger.errors.join()).toMatch(/chart\/symbol/);
  });

  it("has the regional sites' fiat pairs (BTC_TRY, BTC_SGD, BTC_JPY)", async () => {
    for (const pair of ['BTC_TRY', 'BTC_SGD', 'BTC_JPY'])
      expect((await fetchChartSymbol(pair, { http: backend.http }))?.type, pair).toBe('SPOT');
  });

  it('refuses a price scale that is not a power of ten', () => {
    expect(narrowChartSymbol({ code: 0, data: { symbol: 'X_Y', type: 'SPOT', pricescale: 300 } })).toBeUndefined();
    expect(narrowChartSymbol({ code: 0, data: { symbol: 'X_Y', type: 'FUTURES', pricescale: 100 } })).toBeUndefined();
    expect(narrowChartSymbol({ code: 0, data: { symbol: 'X_Y', type: 'SPOT', pricescale: 0 } })).toBeUndefined();
    expect(narrowChartSymbol({ code: 0, data: { symbol: '', type: 'SPOT', pricescale: 100 } })).toBeUndefined();
  });

  it('narrows: only code 10404 (a number) means unknown; missing fields take their defaults', () => {
    expect(narrowChartSymbol({ code: 10404 })).toBeNull();
    expect(narrowChartSymbol({ code: '10404' })).toBeUndefined();
    expect(narrowChartSymbol({ code: '0', data: { symbol: 'BTC_USDT', type: 'PILOT', pricescale: '1', extra: 1 } })).toStrictEqual({
      symbol: 'BTC_USDT',
      type: 'PILOT',
      name: 'BTC/USDT',
      description: '',
      exchange: '',
      pricescale: 1,
      decimals: 0,
      base: 'BTC',
      quote: 'USDT',
      volumePrecision: 2,
      hasSeconds: false,
      supportedResolutions: ['1', '3', '5', '15', '30', '60', '120', '240', '360', '480', '720', '1D', '2D', '3D', '5D', '1W', '1M'],
      priceTypes: ['last'],
      listedAt: 0,
    });
    const sent = {
      symbol: 'PEPE',
      type: 'SPOT',
      pricescale: 1e14,
      name: 'Pepe',
      base: 7,
      volume_precision: 'x',
      has_seconds: 'true',
      supported_resolutions: ['1S', 'x'],
      price_types: ['mcap', 'bogus'],
      listed_at: '1700000000',
    };
    expect(narrowChartSymbol({ code: 0, data: sent })).toMatchObject({
      name: 'Pepe',
      decimals: 14,
      base: 'PEPE',
      quote: '',
      volumePrecision: 2,
      hasSeconds: true,
      supportedResolutions: ['1S'],
      priceTypes: ['mcap'],
      listedAt: 1_700_000_000,
    });
  });
});

describe('chart bars', () => {
  it('answers the latest countBack bars before `to`, and the live bar from `from`', async () => {
    const t = now();
    const answer = await fetchChartBars(
      { symbol: 'BTC_USDT', resolution: '60', priceType: 'last', to: t + 1, countBack: 300 },
      { http: backend.http },
    );
    expect(answer?.bars).toHaveLength(300);
    expect(answer?.more).toBe(true);
    expect(answer!.bars.at(-1)!.time).toBe(barOpenTime(t, '60'));
    const older = await fetchChartBars(
      {
        symbol: 'BTC_USDT',
        resolution: '60',
        priceType: 'last',
        to: answer!.bars[0]!.time,
        countBack: 10,
      },
      { http: backend.http },
    );
    expect(older!.bars.at(-1)!.time).toBe(answer!.bars[0]!.time - 3600);
    const live = await fetchChartBars(
      {
        symbol: 'BTC_USDT',
        resolution: '60',
        priceType: 'last',
        from: answer!.bars.at(-1)!.time,
        to: t + 3600,
        countBack: 5,
      },
      { http: backend.http },
    );
    expect(live!.bars[0]!.time).toBe(answer!.bars.at(-1)!.time);
  });

  it('says no_data before listing, refuses MCap for a spot pair, and is undefined on a fault', async () => {
    expect(
      await fetchChartBars(
        { symbol: 'BTC_USDT', resolution: '1D', priceType: 'last', to: 1_000_000_000, countBack: 10 },
        { http: backend.http },
      ),
    ).toEqual({
      bars: [],
      more: false,
    });
    expect(
      await fetchChartBars({ symbol: 'BTC_USDT', resolution: '1D', priceType: 'mcap', to: now(), countBack: 10 }, { http: backend.http }),
    ).toBeUndefined();
    backend.setFaults({ '/api/web/v1/chart/bars': 'malformed' });
    expect(
      await fetchChartBars({ symbol: 'BTC_USDT', resolution: '1D', priceType: 'last', to: now(), countBack: 10 }, { http: backend.http }),
    ).toBeUndefined();
  });

  it('narrows only columns of equal length with ascending times', () => {
    const ok = { code: 0, data: { s: 'ok', t: [1, 2], o: [1, 1], h: [2, 2], l: [0, 0], c: [1, 1], v: [5, 6], more: 1 } };
    expect(narrowChartBars(ok)).toEqual({
      more: true,
      bars: [
        { time: 1, open: 1, high: 2, low: 0, close: 1, volume: 5 },
        { time: 2, open: 1, high: 2, low: 0, close: 1, volume: 6 },
      ],
    });
    expect(narrowChartBars({ code: 0, data: { ...ok.data, c: [1] } })).toBeUndefined();
    expect(narrowChartBars({ code: 0, data: { ...ok.data, t: [2, 1] } })).toBeUndefined();
    expect(narrowChartBars({ code: 0, data: { ...ok.data, o: [1, 'x'] } })).toBeUndefined();
    expect(narrowChartBars({ code: 0, data: { ...ok.data, t: undefined } })).toBeUndefined();
    expect(narrowChartBars({ code: 0, data: { ...ok.data, s: 'error' } })).toBeUndefined();
  });

  it('narrows: volume 0 when v is missing or mistyped, no_data needs no columns, more defaults to false', () => {
    const cols = { s: 'ok', t: ['1'], o: [1], h: [2], l: [0], c: [1] };
    const bar = { time: 1, open: 1, high: 2, low: 0, close: 1, volume: 0 };
    expect(narrowChartBars({ code: 0, data: cols })).toEqual({ bars: [bar], more: false });
    expect(narrowChartBars({ code: 0, data: { ...cols, v: [1, 'x'], more: 'maybe' } })).toEqual({ bars: [bar], more: false });
    expect(narrowChartBars({ code: 0, data: { ...cols, v: [1, 2] } })).toBeUndefined();
    expect(narrowChartBars({ code: 200, data: { s: 'no_data', t: 'junk', more: '1' } })).toEqual({ bars: [], more: true });
  });
});

describe('chart search and marks', () => {
  it('finds BTC first for "btc", filters by type, [] on failure', async () => {
    const hits = await fetchChartSearch('btc', '', { http: backend.http });
    expect(hits[0]?.symbol).toMatch(/^BTC_/);
    expect((await fetchChartSearch('', 'PILOT', { http: backend.http })).every((h) => h.type === 'PILOT')).toBe(true);
    backend.setFaults({ '/api/web/v1/chart/search': 'drop' });
    expect(await fetchChartSearch('btc', '', { http: backend.http })).toEqual([]);
  });

  it('gives marks within the range; [] for an unknown symbol', async () => {
    const to = now();
    const marks = await fetchChartMarks({ symbol: 'BTC_USDT', resolution: '1D', from: to - 365 * 86400, to }, { http: backend.http });
    expect(marks.length).toBeGreaterThan(5);
    expect(marks.every((m) => m.time >= to - 365 * 86400 && m.time <= to)).toBe(true);
    expect(await fetchChartMarks({ symbol: 'NOPE', resolution: '1D', from: 0, to }, { http: backend.http })).toEqual([]);
  });

  it('narrows search hits: a bad row is dropped, a missing name comes from the symbol', () => {
    const hits = [{ symbol: 'BTC_USDT', type: 'SPOT', x: 1 }, { symbol: '', type: 'SPOT' }, { symbol: 'A_B', type: 'FUTURES' }, 'x'];
    expect(narrowChartSearch({ code: 0, data: hits })).toStrictEqual([
      { symbol: 'BTC_USDT', type: 'SPOT', name: 'BTC/USDT', description: '', exchange: '' },
    ]);
    expect(narrowChartSearch({ code: 0, data: [{ symbol: 'A', type: 'PILOT', name: '', description: 1, exchange: 'E' }] })).toEqual([
      { symbol: 'A', type: 'PILOT', name: '', description: '', exchange: 'E' },
    ]);
    expect(narrowChartSearch({ code: 0, data: {} })).toBeUndefined();
    expect(narrowChartSearch({ code: 1, data: [] })).toBeUndefined();
  });

  it('narrows marks: id, time and label required; label cut to two letters; unknown colour is blue', () => {
    const marks = [
      { id: 'a', time: '5', label: 'Earn', color: 'red', tooltip: ['x'], extra: 1 },
      { id: 'b', time: 6, label: 'E', color: 'pink', tooltip: ['x', 1] },
      { id: '', time: 1, label: 'E' },
      { id: 'c', time: 'x', label: 'E' },
      { id: 'd', time: 1, label: '' },
    ];
    expect(narrowChartMarks({ code: 0, data: marks })).toStrictEqual([
      { id: 'a', time: 5, color: 'red', label: 'Ea', tooltip: ['x'] },
      { id: 'b', time: 6, color: 'blue', label: 'E', tooltip: [] },
    ]);
    expect(narrowChartMarks({ code: 0, data: 'x' })).toBeUndefined();
  });
});
