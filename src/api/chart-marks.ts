import { withFallback } from './call';
import type { Resolution } from './chart-resolutions';
import { getJson, type CallOptions } from './http';
import { envelope, filled, list, map, num, obj, oneOf, or, rows, str, type Answer } from './answer-schema';

export const CHART_MARKS_PATH = '/api/web/v1/chart/marks';

/** A mark under the time axis (compliance §3.2 "timescale marks"). */
const narrowMark = obj({
  id: filled,
  time: num,
  color: or(oneOf(['green', 'blue', 'red'] as const), (): 'blue' => 'blue'),
  /** The axis has room for two letters. */
  label: map(filled, (label) => label.slice(0, 2)),
  tooltip: or(list(str), () => []),
});

export type TimescaleMark = Answer<typeof narrowMark>;

/** A bad mark is dropped, a bad answer fails. */
export const narrowChartMarks = envelope(rows(narrowMark));

export interface ChartMarksRequest {
  symbol: string;
  resolution: Resolution;
  from: number;
  to: number;
}

/** Marks in [from, to]; [] on failure (the chart simply shows none). */
export function fetchChartMarks(req: ChartMarksRequest, options?: CallOptions): Promise<TimescaleMark[]> {
  return withFallback(
    'chart/marks',
    () => getJson(CHART_MARKS_PATH, { ...options, query: { ...req } }),
    narrowChartMarks,
    () => [],
    options,
  );
}
