import {
  CandlestickSeries, ColorType, createChart, createSeriesMarkers, CrosshairMode, HistogramSeries, LineSeries,
  type IChartApi, type ISeriesApi, type ISeriesMarkersPluginApi, type MouseEventParams, type SeriesMarker, type SeriesType, type Time, type UTCTimestamp,
} from 'lightweight-charts';
import type { ChartBar } from '../../api/chart-bars';
import type { TimescaleMark } from '../../api/chart-marks';
import type { ChartEngine, EngineInit } from './chart-engine';
import type { ChartPalette } from './chart-theme';
import type { IndicatorId } from './indicators/inputs';
import { formatCompact, type PriceFormatSpec } from './price-format';
import type { SeriesPoint, StudyMarker, StudyPane } from './study-series';

/** The lightweight-charts (v5) renderer: candles and volume in pane 0, one pane per indicator. */

const ts = (t: number) => t as UTCTimestamp;
const VOLUME_SCALE = 'volume';
const NEAR_START_BARS = 10;
/** Price pane three times the height of each indicator pane. */
const PRICE_STRETCH = 3;

function alpha(hex: string, a: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${a})`;
}

function chartOptions(p: ChartPalette) {
  return {
    layout: { background: { type: ColorType.Solid, color: p.background }, textColor: p.text, fontSize: 11, panes: { separatorColor: p.border, separatorHoverColor: alpha(p.crosshair, 0.2) } },
    grid: { vertLines: { color: p.grid }, horzLines: { color: p.grid } },
    rightPriceScale: { borderColor: p.border },
    timeScale: { borderColor: p.border },
    crosshair: { mode: CrosshairMode.Normal, vertLine: { color: p.crosshair, labelBackgroundColor: p.crosshair }, horzLine: { color: p.crosshair, labelBackgroundColor: p.crosshair } },
  };
}

function customFormat(spec: PriceFormatSpec) {
  return { type: 'custom' as const, formatter: spec.format, minMove: spec.minMove };
}

function toMarker(m: StudyMarker): SeriesMarker<Time> {
  return { time: ts(m.time), text: m.text, color: m.color, position: m.position, shape: m.shape, size: m.shape === 'circle' ? 0.5 : 1 };
}

interface StudySeries {
  id: IndicatorId;
  series: Map<string, ISeriesApi<SeriesType>>;
  markers: ISeriesMarkersPluginApi<Time> | null;
}

export function createLightweightEngine(container: HTMLElement, init: EngineInit): ChartEngine {
  let palette = init.palette;
  let bars: readonly ChartBar[] = [];
  const themed = chartOptions(palette);
  const chart: IChartApi = createChart(container, {
    autoSize: true,
    localization: { locale: init.locale },
    ...themed,
    timeScale: { ...themed.timeScale, timeVisible: true, secondsVisible: true, rightOffset: 6, barSpacing: 8 },
  });
  const candles = chart.addSeries(CandlestickSeries, { priceFormat: customFormat(init.priceFormat) });
  const volume = chart.addSeries(HistogramSeries, { priceScaleId: VOLUME_SCALE, priceFormat: { type: 'custom', formatter: formatCompact, minMove: 0.0001 }, lastValueVisible: false, priceLineVisible: false });
  chart.priceScale(VOLUME_SCALE).applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
  const marks = createSeriesMarkers(candles, [], { autoScale: true });
  let studies: StudySeries[] = [];

  const candleColors = () => ({ upColor: palette.up, downColor: palette.down, borderUpColor: palette.up, borderDownColor: palette.down, wickUpColor: palette.up, wickDownColor: palette.down });
  candles.applyOptions(candleColors());
  const volumePoint = (b: ChartBar) => ({ time: ts(b.time), value: b.volume, color: alpha(b.close >= b.open ? palette.up : palette.down, 0.35) });

  const findSeries = (key: string): ISeriesApi<SeriesType> | undefined => {
    for (const s of studies) {
      const found = s.series.get(key);
      if (found) return found;
    }
    return undefined;
  };

  return {
    setPalette: (next) => {
      palette = next;
      chart.applyOptions(chartOptions(palette));
      candles.applyOptions(candleColors());
      volume.setData(bars.map(volumePoint));
    },
    setPriceFormat: (spec) => candles.applyOptions({ priceFormat: customFormat(spec) }),
    setBars: (next) => {
      bars = next;
      candles.setData(next.map((b) => ({ time: ts(b.time), open: b.open, high: b.high, low: b.low, close: b.close })));
      volume.setData(next.map(volumePoint));
    },
    updateBar: (b) => {
      const last = bars.at(-1);
      bars = last && last.time === b.time ? [...bars.slice(0, -1), b] : [...bars, b];
      candles.update({ time: ts(b.time), open: b.open, high: b.high, low: b.low, close: b.close });
      volume.update(volumePoint(b));
    },
    setStudies: (panes: StudyPane[], format) => {
      for (const s of studies) {
        s.markers?.detach();
        for (const series of s.series.values()) chart.removeSeries(series);
      }
      studies = panes.map((pane, index) => {
        const series = new Map<string, ISeriesApi<SeriesType>>();
        for (const line of pane.lines) {
          const options = { color: line.color, priceFormat: customFormat(pane.id === 'macd' ? format : { format: (v: number) => v.toFixed(pane.id === 'td' ? 0 : 2), minMove: pane.id === 'td' ? 1 : 0.01 }), priceLineVisible: false, lastValueVisible: line.type === 'line' };
          const data = line.points.map((pt: SeriesPoint) => ({ ...pt, time: ts(pt.time) }));
          const s = line.type === 'histogram'
            ? chart.addSeries(HistogramSeries, options, index + 1)
            : chart.addSeries(LineSeries, { ...options, lineWidth: 1 }, index + 1);
          s.setData(data);
          series.set(line.key, s);
        }
        const first = series.values().next().value;
        const markers = first && pane.markers.length > 0 ? createSeriesMarkers(first, pane.markers.map(toMarker), { autoScale: true }) : first ? createSeriesMarkers(first, []) : null;
        return { id: pane.id, series, markers };
      });
      const all = chart.panes();
      all.forEach((pane, i) => pane.setStretchFactor(i === 0 ? PRICE_STRETCH : 1));
    },
    updateStudyPoints: (points) => {
      for (const { key, point } of points) findSeries(key)?.update({ ...point, time: ts(point.time) });
    },
    setStudyMarkers: (id, markers) => {
      studies.find((s) => s.id === id)?.markers?.setMarkers(markers.map(toMarker));
    },
    setMarks: (list: TimescaleMark[]) => {
      marks.setMarkers(list.map((m) => ({ time: ts(m.time), position: 'belowBar', shape: 'circle', color: palette.marks[m.color], text: m.label, size: 0.6 })));
    },
    priceAt: (y) => {
      const pane = chart.panes()[0];
      if (!pane || y < 0 || y > pane.getHeight()) return null;
      return candles.coordinateToPrice(y);
    },
    screenshot: () => chart.takeScreenshot(),
    resetView: () => {
      chart.timeScale().applyOptions({ barSpacing: 8, rightOffset: 6 });
      chart.timeScale().scrollToRealTime();
      chart.priceScale('right').applyOptions({ autoScale: true });
    },
    showCrosshair: (time) => {
      const bar = time === null ? undefined : bars.find((b) => b.time === time);
      if (!bar) chart.clearCrosshairPosition();
      else chart.setCrosshairPosition(bar.close, ts(bar.time), candles);
    },
    onCrosshair: (listener) => {
      const handler = (param: MouseEventParams<Time>) => listener(typeof param.time === 'number' ? param.time : null);
      chart.subscribeCrosshairMove(handler);
      return () => chart.unsubscribeCrosshairMove(handler);
    },
    onNearStart: (listener) => {
      const handler = (range: { from: number; to: number } | null) => {
        if (range && range.from < NEAR_START_BARS) listener();
      };
      chart.timeScale().subscribeVisibleLogicalRangeChange(handler);
      return () => chart.timeScale().unsubscribeVisibleLogicalRangeChange(handler);
    },
    destroy: () => chart.remove(),
  };
}
