import type { ChartBar } from '../../api/chart-bars';
import type { TimescaleMark } from '../../api/chart-marks';
import type { ChartPalette } from './chart-theme';
import type { IndicatorId } from './indicators/inputs';
import type { PriceFormatSpec } from '../../lib/price-format';
import type { SeriesPoint, StudyMarker, StudyPane } from './study-series';

/**
 * What the widget asks of a chart renderer. The real one wraps lightweight-charts (lw-engine.ts,
 * loaded in its own chunk by load-lw-engine.ts); component tests pass a recording fake, since jsdom has no canvas.
 */
export interface ChartEngine {
  setPalette: (palette: ChartPalette) => void;
  setPriceFormat: (spec: PriceFormatSpec) => void;
  /** Candles and volume, replacing everything. */
  setBars: (bars: readonly ChartBar[]) => void;
  /** The last bar changed, or a new one started. */
  updateBar: (bar: ChartBar) => void;
  /** Indicator panes, replacing the previous ones (one pane each, below the price pane). */
  setStudies: (panes: StudyPane[], format: PriceFormatSpec) => void;
  updateStudyPoints: (points: { key: string; point: SeriesPoint }[]) => void;
  setStudyMarkers: (id: IndicatorId, markers: StudyMarker[]) => void;
  /** Timescale marks, already aligned to bar times. */
  setMarks: (marks: TimescaleMark[]) => void;
  /** The price at a vertical position in the chart (px from its top); null outside the price pane. */
  priceAt: (y: number) => number | null;
  screenshot: () => HTMLCanvasElement;
  /** Back to the latest bars at the default zoom. */
  resetView: () => void;
  /** Shows the crosshair on a bar (keyboard inspection); null hides it. */
  showCrosshair: (time: number | null) => void;
  onCrosshair: (listener: (time: number | null) => void) => () => void;
  /** The price pane's width without the price axis, now and on every change (the legend stays left of the axis). */
  onPaneWidth?: (listener: (px: number) => void) => () => void;
  /** Called when the visitor scrolls near the oldest loaded bar. */
  onNearStart: (listener: () => void) => () => void;
  destroy: () => void;
}

export interface EngineInit {
  palette: ChartPalette;
  priceFormat: PriceFormatSpec;
  locale: string;
}

export type EngineFactory = (container: HTMLElement, init: EngineInit) => Promise<ChartEngine>;
