import {
  CandlestickSeries,
  type CandlestickData,
  ColorType,
  createChart,
  createSeriesMarkers,
  CrosshairMode,
  HistogramSeries,
  LineSeries,
  type IChartApi,
  type ISeriesApi,
  type ISeriesMarkersPluginApi,
  type MouseEventParams,
  type SeriesMarker,
  type SeriesType,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import type { ChartBar } from '../../api/chart-bars';
import type { TimescaleMark } from '../../api/chart-marks';
import type { ChartEngine, EngineInit } from './chart-engine';
import type { ChartPalette } from './chart-theme';
import type { IndicatorId } from './indicators/inputs';
import { formatCompact, type PriceFormatSpec } from '../../lib/price-format';
import { linePoints, type SeriesPoint, type StudyLine, type StudyMarker, type StudyPane } from './study-series';

/** The lightweight-charts (v5) renderer: candles and volume in pane 0, one pane per indicator. */

const ts = (t: number) => t as UTCTimestamp;
const VOLUME_SCALE = 'volume';
const NEAR_START_BARS = 10;
/** Price pane three times the height of each indicator pane. */
const PRICE_STRETCH = 3;
/**
 * Volume and indicator points handed to lightweight-charts: the latest WINDOW bars (several screens
 * at the default zoom) plus whatever the view shows; older ones follow when the visitor scrolls or
 * zooms out towards them. The candles always get every bar. lightweight-charts rebuilds every point
 * of a series on each data change and each live update, so points nobody sees cost on every frame
 * (issue 10).
 */
export const WINDOW = 1000;
/** Load older points once the view comes this close to the oldest loaded one. */
const WINDOW_MARGIN = WINDOW / 4;

function alpha(hex: string, a: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${a})`;
}

function chartOptions(p: ChartPalette) {
  return {
    layout: {
      background: { type: ColorType.Solid, color: p.background },
      textColor: p.text,
      fontSize: 11,
      panes: { separatorColor: p.border, separatorHoverColor: alpha(p.crosshair, 0.2) },
    },
    grid: { vertLines: { color: p.grid }, horzLines: { color: p.grid } },
    rightPriceScale: { borderColor: p.border },
    timeScale: { borderColor: p.border },
    crosshair: {
      mode: CrosshairMode.Normal,
      vertLine: { color: p.crosshair, labelBackgroundColor: p.crosshair },
      horzLine: { color: p.crosshair, labelBackgroundColor: p.crosshair },
    },
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
  lines: StudyLine[];
  series: Map<string, ISeriesApi<SeriesType>>;
  markers: ISeriesMarkersPluginApi<Time> | null;
  /** Every marker of the study; only those from the loaded window are handed over. */
  allMarkers: StudyMarker[];
}

/** The first index whose time is at or after `time` (items sorted by time). */
export function firstAtOrAfter(items: readonly { time: number }[], time: number): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (items[mid]!.time < time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first index in ascending times at or after `time`. */
export function firstTimeAtOrAfter(times: ArrayLike<number>, time: number): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (times[mid]! < time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** lightweight-charts takes our points as they are: `time` is already UTC seconds (UTCTimestamp). */
const asData = <T>(items: readonly object[]) => items as unknown as T[];

/**
 * The library's attribution link (a#tv-attr-logo, kept for its licence) sits in the chart canvas,
 * which the cell hides from assistive technology (its values are in a table beside it): a link
 * inside aria-hidden must not take keyboard focus either. The library builds the link again when
 * the theme changes, so every link it adds is taken out of the tab order.
 */
export function keepAttributionUnfocusable(container: HTMLElement): () => void {
  const fix = () =>
    container.querySelectorAll<HTMLElement>('a#tv-attr-logo').forEach((a) => {
      a.tabIndex = -1;
    });
  fix();
  const observer = new MutationObserver(fix);
  observer.observe(container, { childList: true, subtree: true });
  return () => observer.disconnect();
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
  const stopAttributionFix = keepAttributionUnfocusable(container);
  const candles = chart.addSeries(CandlestickSeries, { priceFormat: customFormat(init.priceFormat) });
  const volume = chart.addSeries(HistogramSeries, {
    priceScaleId: VOLUME_SCALE,
    priceFormat: { type: 'custom', formatter: formatCompact, minMove: 0.0001 },
    lastValueVisible: false,
    priceLineVisible: false,
  });
  chart.priceScale(VOLUME_SCALE).applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
  const marks = createSeriesMarkers(candles, [], { autoScale: true });
  let studies: StudySeries[] = [];

  const candleColors = () => ({
    upColor: palette.up,
    downColor: palette.down,
    borderUpColor: palette.up,
    borderDownColor: palette.down,
    wickUpColor: palette.up,
    wickDownColor: palette.down,
  });
  candles.applyOptions(candleColors());
  let volumeUp = alpha(palette.up, 0.35);
  let volumeDown = alpha(palette.down, 0.35);
  const volumePoint = (b: ChartBar) => ({ time: ts(b.time), value: b.volume, color: b.close >= b.open ? volumeUp : volumeDown });
  const findSeries = (key: string): ISeriesApi<SeriesType> | undefined => {
    for (const s of studies) {
      const found = s.series.get(key);
      if (found) return found;
    }
    return undefined;
  };

  /** Time of the oldest bar whose volume and indicator points are loaded (the start of the window). */
  let windowFrom = 0;
  let extending = false;

  const markersFrom = (list: StudyMarker[]) => {
    const out: SeriesMarker<Time>[] = [];
    for (const m of list) if (m.time >= windowFrom) out.push(toMarker(m));
    return out;
  };
  const loadVolume = () => {
    const from = firstAtOrAfter(bars, windowFrom);
    const data = [];
    for (let i = from; i < bars.length; i++) data.push(volumePoint(bars[i]!));
    volume.setData(data);
  };
  const loadStudies = () => {
    for (const s of studies) {
      for (const line of s.lines) {
        s.series.get(line.key)?.setData(asData(linePoints(line, firstTimeAtOrAfter(line.times, windowFrom))));
      }
      s.markers?.setMarkers(markersFrom(s.allMarkers));
    }
  };
  /**
   * Where the window starts: the latest WINDOW bars, back to a margin before what the view shows,
   * and never later than before when the same bars were only extended (an older page prepended).
   */
  const windowStart = (kept: number | null) => {
    const n = bars.length;
    const range = chart.timeScale().getVisibleLogicalRange();
    let from = n - WINDOW;
    if (range) from = Math.min(from, Math.floor(range.from) - WINDOW_MARGIN);
    if (kept !== null) from = Math.min(from, firstAtOrAfter(bars, kept));
    return bars[Math.max(0, from)]?.time ?? 0;
  };
  chart.timeScale().subscribeVisibleLogicalRangeChange((range) => {
    if (!range || extending || windowFrom <= (bars[0]?.time ?? 0)) return;
    if (range.from >= firstAtOrAfter(bars, windowFrom) + WINDOW_MARGIN) return;
    extending = true;
    try {
      windowFrom = bars[Math.max(0, Math.floor(range.from) - WINDOW)]?.time ?? 0;
      loadVolume();
      loadStudies();
    } finally {
      extending = false;
    }
  });

  return {
    setPalette: (next) => {
      palette = next;
      volumeUp = alpha(palette.up, 0.35);
      volumeDown = alpha(palette.down, 0.35);
      chart.applyOptions(chartOptions(palette));
      candles.applyOptions(candleColors());
      loadVolume();
    },
    setPriceFormat: (spec) => candles.applyOptions({ priceFormat: customFormat(spec) }),
    setBars: (next) => {
      const prev = bars;
      // An older page prepended: the window keeps reaching at least as far back as it did.
      const extended = prev.length > 0 && next.length >= prev.length && next[next.length - prev.length]?.time === prev[0]!.time;
      bars = next;
      // The bars go over as they are (extra fields such as volume are ignored by the candles).
      candles.setData(asData<CandlestickData<Time>>(next));
      windowFrom = windowStart(extended ? windowFrom : null);
      loadVolume();
      // The indicator panes follow with setStudies (recomputed over the new bars) and load the same window.
    },
    updateBar: (b) => {
      const last = bars.at(-1);
      bars = last && last.time === b.time ? [...bars.slice(0, -1), b] : [...bars, b];
      candles.update(b as unknown as CandlestickData<Time>);
      volume.update(volumePoint(b));
    },
    setStudies: (panes: StudyPane[], format) => {
      const optionsOf = (pane: StudyPane, line: StudyLine) => ({
        color: line.color,
        priceLineVisible: false,
        lastValueVisible: line.type === 'line',
        priceFormat: customFormat(
          pane.id === 'macd'
            ? format
            : { format: (v: number) => v.toFixed(pane.id === 'td' ? 0 : 2), minMove: pane.id === 'td' ? 1 : 0.01 },
        ),
      });
      const keys = (list: { lines: { key: string }[] }[]) => list.map((x) => x.lines.map((l) => l.key).join()).join('|');
      if (studies.length > 0 && keys(studies) === keys(panes)) {
        // Same indicators (new bars, older page, palette): the series stay, only options and data change.
        studies = studies.map((s, index) => {
          const pane = panes[index]!;
          for (const line of pane.lines) s.series.get(line.key)?.applyOptions(optionsOf(pane, line));
          return { ...s, lines: pane.lines, allMarkers: pane.markers };
        });
      } else {
        for (const s of studies) {
          s.markers?.detach();
          for (const series of s.series.values()) chart.removeSeries(series);
        }
        studies = panes.map((pane, index) => {
          const series = new Map<string, ISeriesApi<SeriesType>>();
          for (const line of pane.lines) {
            const options = optionsOf(pane, line);
            const s =
              line.type === 'histogram'
                ? chart.addSeries(HistogramSeries, options, index + 1)
                : chart.addSeries(LineSeries, { ...options, lineWidth: 1 }, index + 1);
            series.set(line.key, s);
          }
          const first = series.values().next().value;
          return {
            id: pane.id,
            lines: pane.lines,
            series,
            markers: first ? createSeriesMarkers(first, [], { autoScale: true }) : null,
            allMarkers: pane.markers,
          };
        });
        chart.panes().forEach((pane, i) => pane.setStretchFactor(i === 0 ? PRICE_STRETCH : 1));
      }
      loadStudies();
    },
    updateStudyPoints: (points) => {
      for (const { key, point } of points) findSeries(key)?.update(point as SeriesPoint & { time: UTCTimestamp });
    },
    setStudyMarkers: (id, markers) => {
      const s = studies.find((x) => x.id === id);
      if (!s) return;
      s.allMarkers = markers;
      s.markers?.setMarkers(markersFrom(markers));
    },
    setMarks: (list: TimescaleMark[]) => {
      marks.setMarkers(
        list.map((m) => ({
          time: ts(m.time),
          position: 'belowBar',
          shape: 'circle',
          color: palette.marks[m.color],
          text: m.label,
          size: 0.6,
        })),
      );
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
    onPaneWidth: (listener) => {
      // The time scale spans the pane, so its width is the chart's less the price axis.
      const handler = (width: number) => listener(width);
      chart.timeScale().subscribeSizeChange(handler);
      listener(chart.timeScale().width());
      return () => chart.timeScale().unsubscribeSizeChange(handler);
    },
    onNearStart: (listener) => {
      const handler = (range: { from: number; to: number } | null) => {
        if (range && range.from < NEAR_START_BARS) listener();
      };
      chart.timeScale().subscribeVisibleLogicalRangeChange(handler);
      return () => chart.timeScale().unsubscribeVisibleLogicalRangeChange(handler);
    },
    destroy: () => {
      stopAttributionFix();
      chart.remove();
    },
  };
}
