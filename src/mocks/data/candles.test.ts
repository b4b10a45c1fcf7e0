import { describe, expect, it } from 'vitest';
import { barOpenTime, nextBarTime, RESOLUTIONS } from '../../api/chart-resolutions';
import { candleAt, candles, priceAt, timescaleMarks } from './candles';
import { chartSymbols, findChartSymbol, priceDecimals } from './candles-symbols';
import { mockData } from './store';

const NOW = Date.parse('2026-03-11T13:47:29Z') / 1000;
const btc = () => findChartSymbol('BTC_USDT')!;

describe('chart symbols', () => {
  it('covers every spot pair of every quote market and every pilot token', () => {
    const { markets, tokens } = mockData();
    const spot = Object.values(markets.spots).flat();
    const symbols = chartSymbols();
    expect(
      symbols
        .filter((s) => s.type === 'SPOT')
        .map((s) => s.symbol)
        .slice(0, spot.length),
    ).toEqual(spot.map((r) => r.pair));
    expect(symbols.filter((s) => s.type === 'PILOT')).toHaveLength(tokens.pilot.length);
    for (const row of spot) expect(findChartSymbol(row.pair)?.type).toBe('SPOT');
  });

  it('finds a pilot token by its slug, with the MCap price type', () => {
    const pilot = mockData().tokens.pilot[0]!;
    expect(findChartSymbol(pilot.seo_path)).toMatchObject({ type: 'PILOT', base: pilot.curr_a, priceTypes: ['last', 'mcap'] });
    expect(findChartSymbol('btc_usdt')?.symbol).toBe('BTC_USDT');
    expect(findChartSymbol('NOPE_USDT')).toBeUndefined();
  });

  it('prices fiat pairs of the regional sites from the coin and the fiat rate', () => {
    const btc = findChartSymbol('BTC_USDT')!;
    expect(findChartSymbol('BTC_TRY')!.price / btc.price).toBeCloseTo(34.2, 1);
  });

  it('gives about five significant digits', () => {
    expect(priceDecimals(95000)).toBe(2);
    expect(priceDecimals(2.3)).toBe(4);
    expect(priceDecimals(0.32)).toBe(5);
    expect(priceDecimals(1.916e-10)).toBe(14);
  });
});

describe('seeded candles', () => {
  it('are the same on every call and differ between symbols', () => {
    const a = candles(btc(), '60', { to: NOW, countBack: 50, now: NOW });
    expect(candles(btc(), '60', { to: NOW, countBack: 50, now: NOW })).toEqual(a);
    expect(candles(findChartSymbol('ETH_USDT')!, '60', { to: NOW, countBack: 50, now: NOW }).map((b) => b.close)).not.toEqual(
      a.map((b) => b.close),
    );
  });

  it('are valid bars for every interval: ascending aligned times, low ≤ open/close ≤ high, volume in every closed bar', () => {
    for (const r of RESOLUTIONS) {
      const bars = candles(btc(), r, { to: NOW + 1, countBack: 40, now: NOW });
      expect(bars.length, r).toBe(40);
      for (const [i, b] of bars.entries()) {
        expect(barOpenTime(b.time, r), r).toBe(b.time);
        if (i > 0) expect(b.time).toBe(nextBarTime(bars[i - 1]!.time, r));
        expect(b.low).toBeLessThanOrEqual(Math.min(b.open, b.close));
        expect(b.high).toBeGreaterThanOrEqual(Math.max(b.open, b.close));
        // The forming bar may have just opened (1S: no time has passed in it yet).
        if (i < bars.length - 1) expect(b.volume).toBeGreaterThan(0);
      }
      expect(bars.at(-1)!.time, r).toBe(barOpenTime(NOW, r));
    }
  });

  it('stay near the listed price and move like a market (not flat, not wild)', () => {
    const daily = candles(btc(), '1D', { to: NOW, countBack: 365, now: NOW });
    const closes = daily.map((b) => b.close);
    expect(Math.min(...closes)).toBeGreaterThan(95000 / 3);
    expect(Math.max(...closes)).toBeLessThan(95000 * 3);
    const moves = closes.slice(1).map((c, i) => Math.abs(Math.log(c / closes[i]!)));
    const mean = moves.reduce((s, m) => s + m, 0) / moves.length;
    expect(mean).toBeGreaterThan(0.003);
    expect(mean).toBeLessThan(0.08);
  });

  it('the forming bar closes at the price of now and each bar closes where the next opens', () => {
    const live = candleAt(btc(), barOpenTime(NOW, '60'), '60', NOW)!;
    expect(live.close).toBeCloseTo(priceAt(btc(), NOW), 2);
    const later = candleAt(btc(), barOpenTime(NOW, '60'), '60', NOW + 30)!;
    expect(later.open).toBe(live.open);
    const [a, b] = candles(btc(), '5', { to: NOW - 3600, countBack: 2, now: NOW });
    expect(a!.close).toBe(b!.open);
  });

  it('has no bars before listing or after now, and honours from, to and countBack', () => {
    const s = btc();
    expect(candleAt(s, barOpenTime(s.listedAt, '1D') - 86400, '1D', NOW)).toBeNull();
    expect(candleAt(s, barOpenTime(NOW, '60') + 3600, '60', NOW)).toBeNull();
    const all = candles(s, '1D', { from: s.listedAt, to: NOW, now: NOW, countBack: 5000 });
    expect(all).toHaveLength(2000);
    const from = barOpenTime(NOW, '60') - 5 * 3600;
    expect(candles(s, '60', { from, to: NOW + 1, now: NOW }).map((b) => b.time)).toEqual([0, 1, 2, 3, 4, 5].map((k) => from + k * 3600));
  });

  it('prices a pilot token by market capitalisation (price × supply)', () => {
    const pilot = chartSymbols().find((s) => s.type === 'PILOT')!;
    const t = barOpenTime(NOW, '1D') - 86400;
    const last = candleAt(pilot, t, '1D', NOW)!;
    const mcap = candleAt(pilot, t, '1D', NOW, 'mcap')!;
    expect(mcap.close / last.close).toBeCloseTo(pilot.supply, -Math.log10(pilot.supply) + 3);
  });

  it('has timescale marks: the listing day and seeded events, within the range', () => {
    const s = btc();
    const marks = timescaleMarks(s, s.listedAt - 86400, s.listedAt + 400 * 86400);
    expect(marks[0]).toMatchObject({ label: 'L', time: s.listedAt });
    expect(marks.length).toBeGreaterThan(8);
    expect(new Set(marks.map((m) => m.label))).toEqual(new Set(['L', 'A', 'E', 'M']));
    expect(timescaleMarks(s, NOW - 30 * 86400, NOW).every((m) => m.time >= NOW - 30 * 86400 && m.time <= NOW)).toBe(true);
  });
});
