import type { ChartBar } from '../../api/chart-bars';
import type { ChartEngine } from './chart-engine';
import type { ChartPalette } from './chart-theme';
import type { IndicatorConfig } from './indicators/inputs';
import type { PriceFormatSpec } from '../../lib/price-format';
import {
  barColumns,
  barTimes,
  computeStudy,
  studyPane,
  studyPointsAt,
  tdMarkers,
  tdMarkersAt,
  type StudyMarker,
  type StudyResult,
} from './study-series';

/**
 * The drawing path a chart cell runs, without React: indicators over the bars, the full redraw on
 * "reset" and the one-bar update on a live tick. bench/chart.ts runs exactly these functions.
 */

/** Every indicator of a chart over its bars; the price columns are read once for all of them. */
export function computeStudies(bars: readonly ChartBar[], indicators: readonly IndicatorConfig[]): StudyResult[] {
  if (indicators.length === 0) return [];
  const columns = barColumns(bars);
  return indicators.map((c) => computeStudy(columns, c));
}

/** Every indicator pane redrawn. `onPanes` is a hook for the benchmark (panes built, not yet handed over). */
export function drawStudies(
  e: ChartEngine,
  studies: StudyResult[],
  bars: readonly ChartBar[],
  palette: ChartPalette,
  format: PriceFormatSpec,
  onPanes?: () => void,
): void {
  const times = barTimes(bars);
  const panes = studies.map((s) => studyPane(s, bars, palette, times));
  onPanes?.();
  e.setStudies(panes, format);
}

export interface TickState {
  /** The TD markers of the last bar as last drawn: the full marker list is redrawn only when they change. */
  tdMarkers: StudyMarker[];
}

function sameMarkers(a: StudyMarker[], b: StudyMarker[]): boolean {
  return a.length === b.length && a.every((m, i) => m.text === b[i]!.text && m.position === b[i]!.position && m.time === b[i]!.time);
}

/** The last bar changed (or a new one started): candles, each study's last point and the TD markers. */
export function drawTick(
  e: ChartEngine,
  studies: StudyResult[],
  bars: readonly ChartBar[],
  palette: ChartPalette,
  state: TickState,
): TickState {
  const i = bars.length - 1;
  const bar = bars[i]!;
  e.updateBar(bar);
  e.updateStudyPoints(studies.flatMap((s) => studyPointsAt(s, i, bar.time, palette)));
  let next = state;
  for (const s of studies) {
    if (!s.td) continue;
    const now = tdMarkersAt(s.td, i, bar.time, palette);
    if (!sameMarkers(now, state.tdMarkers)) {
      next = { tdMarkers: now };
      e.setStudyMarkers('td', tdMarkers(s.td, bars, palette));
    }
  }
  return next;
}
