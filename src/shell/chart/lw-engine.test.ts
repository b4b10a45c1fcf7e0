// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChartBar } from '../../api/chart-bars';
import { computeStudies } from './chart-draw';
import { chartPalette } from './chart-theme';
import { defaultInputs, INDICATOR_IDS } from './indicators/inputs';
import { priceFormatSpec } from '../../lib/price-format';
import { barTimes, studyPane } from './study-series';

/** A recording stand-in for lightweight-charts (jsdom has no canvas): what each series was handed. */
const fake = vi.hoisted(() => {
  interface FakeSeries {
    kind: string;
    pane: number;
    data: { time: number }[];
    updates: unknown[];
    removed: boolean;
  }
  const state = {
    series: [] as FakeSeries[],
    range: null as { from: number; to: number } | null,
    onRange: [] as ((r: { from: number; to: number } | null) => void)[],
    markers: new Map<FakeSeries, { time: number }[]>(),
  };
  const createChart = () => ({
    addSeries: (kind: string, _options: unknown, pane = 0) => {
      const s: FakeSeries = { kind, pane, data: [], updates: [], removed: false };
      state.series.push(s);
      return {
        _s: s,
        setData: (d: { time: number }[]) => {
          s.data = d;
        },
        update: (x: unknown) => s.updates.push(x),
        applyOptions: () => undefined,
      };
    },
    removeSeries: (api: { _s: FakeSeries }) => {
      api._s.removed = true;
    },
    priceScale: () => ({ applyOptions: () => undefined }),
    timeScale: () => ({
      getVisibleLogicalRange: () => state.range,
      subscribeVisibleLogicalRangeChange: (h: (r: { from: number; to: number } | null) => void) => state.onRange.push(h),
      unsubscribeVisibleLogicalRangeChange: () => undefined,
      applyOptions: () => undefined,
      scrollToRealTime: () => undefined,
    }),
    panes: () => [{ setStretchFactor: () => undefined }],
    applyOptions: () => undefined,
    remove: () => undefined,
  });
  const createSeriesMarkers = (api: { _s: FakeSeries } | undefined) => ({
    setMarkers: (m: { time: number }[]) => {
      if (api) state.markers.set(api._s, m);
    },
    detach: () => undefined,
  });
  return {
    state,
    module: {
      createChart,
      createSeriesMarkers,
      CandlestickSeries: 'candles',
      HistogramSeries: 'histogram',
      LineSeries: 'line',
      ColorType: { Solid: 'solid' },
      CrosshairMode: { Normal: 0 },
    },
  };
});
vi.mock('lightweight-charts', () => fake.module);

const { createLightweightEngine, keepAttributionUnfocusable, WINDOW } = await import('./lw-engine');

/** The fake chart never touches its container. */
const container = document.createElement('div');
const palette = chartPalette('light', { up: '#0a9f65', down: '#f6465d', upText: '#087349', downText: '#c41e3a' });
const format = priceFormatSpec(2, 'last');
const bars = (from: number, n: number): ChartBar[] =>
  Array.from({ length: n }, (_, i) => {
    const c = 100 + Math.sin((from + i) / 7) * 10;
    return { time: (from + i) * 3600, open: c - 1, high: c + 2, low: c - 2, close: c, volume: 5 };
  });
const configs = INDICATOR_IDS.map((id) => ({ id, inputs: defaultInputs(id) }));
const panesOf = (list: ChartBar[]) => computeStudies(list, configs).map((s) => studyPane(s, list, palette, barTimes(list)));
const live = () => fake.state.series.filter((s) => !s.removed);
const of = (kind: string, pane: number) => live().filter((s) => s.kind === kind && s.pane === pane);

afterEach(() => {
  fake.state.series = [];
  fake.state.range = null;
  fake.state.onRange = [];
  fake.state.markers.clear();
});

describe('lightweight-charts engine: the loaded window', () => {
  it('hands over every candle, but volume and indicator points only for the latest bars', () => {
    const e = createLightweightEngine(container, { palette, priceFormat: format, locale: 'en' });
    const all = bars(0, 3 * WINDOW);
    e.setBars(all);
    const [candles, volume] = of('candles', 0).concat(of('histogram', 0));
    expect(candles!.data).toBe(all);
    expect(volume!.data).toHaveLength(WINDOW);
    expect(volume!.data[0]!.time).toBe(all[2 * WINDOW]!.time);
    e.setStudies(panesOf(all), format);
    const studySeries = live().filter((s) => s.pane > 0);
    expect(studySeries).toHaveLength(7);
    for (const s of studySeries) {
      expect(s.data.length).toBeGreaterThan(0);
      expect(s.data[0]!.time).toBeGreaterThanOrEqual(all[2 * WINDOW]!.time);
      expect(s.data.at(-1)!.time).toBe(all.at(-1)!.time);
    }
    const td = [...fake.state.markers.entries()].find(([s]) => s.pane === 3)![1];
    expect(td.length).toBeGreaterThan(0);
    expect(Math.min(...td.map((m) => m.time))).toBeGreaterThanOrEqual(all[2 * WINDOW]!.time);
  });

  it('loads older points when the view nears the oldest loaded bar, and keeps them when an older page arrives', () => {
    const e = createLightweightEngine(container, { palette, priceFormat: format, locale: 'en' });
    const all = bars(1000, 3 * WINDOW);
    e.setBars(all);
    e.setStudies(panesOf(all), format);
    const volume = of('histogram', 0)[0]!;
    const kdjK = of('line', 1)[0]!;
    fake.state.onRange.forEach((h) => h({ from: 2 * WINDOW + WINDOW / 2, to: 3 * WINDOW }));
    expect(volume.data).toHaveLength(WINDOW);
    fake.state.onRange.forEach((h) => h({ from: 2 * WINDOW + 10, to: 2 * WINDOW + 150 }));
    expect(volume.data[0]!.time).toBe(all[WINDOW + 10]!.time);
    expect(kdjK.data[0]!.time).toBe(all[WINDOW + 10]!.time);
    // An older page prepended (the view stays on the same bars): the window does not shrink back.
    const longer = [...bars(1000 - 500, 500), ...all];
    fake.state.range = { from: 500 + 2 * WINDOW + 10, to: 500 + 2 * WINDOW + 150 };
    const created = fake.state.series.length;
    e.setBars(longer);
    e.setStudies(panesOf(longer), format);
    expect(volume.data[0]!.time).toBe(all[WINDOW + 10]!.time);
    expect(kdjK.data[0]!.time).toBe(all[WINDOW + 10]!.time);
    // Same indicators: the series are kept, not re-created.
    expect(fake.state.series.length).toBe(created);
  });

  it('re-creates the panes only when the indicators change', () => {
    const e = createLightweightEngine(container, { palette, priceFormat: format, locale: 'en' });
    const all = bars(0, 200);
    e.setBars(all);
    e.setStudies(panesOf(all), format);
    const first = live().filter((s) => s.pane > 0);
    e.setStudies(panesOf(all).slice(1), format);
    expect(first.every((s) => s.removed)).toBe(true);
    expect(live().filter((s) => s.pane > 0)).toHaveLength(4);
    // Fewer bars than the window: everything is handed over.
    expect(of('histogram', 0)[0]!.data).toHaveLength(200);
  });
});

describe('the attribution link inside the aria-hidden canvas', () => {
  it('is out of the tab order, also when the library builds it again (a theme change)', async () => {
    const container = document.createElement('div');
    container.setAttribute('aria-hidden', 'true');
    const logo = () => Object.assign(document.createElement('a'), { id: 'tv-attr-logo', href: 'https://www.tradingview.com/' });
    container.append(logo());
    const stop = keepAttributionUnfocusable(container);
    expect(container.querySelector('a')!.tabIndex).toBe(-1);
    container.replaceChildren(logo());
    await Promise.resolve();
    expect(container.querySelector('a')!.getAttribute('tabindex')).toBe('-1');
    stop();
  });
});
