import { withFallback } from './call';
import type { Resolution } from './chart-resolutions';
import { getJson, type CallOptions } from './http';
import { envelopeData, isRecord, num, rowsOf, str, stringList } from './narrow';

export const CHART_MARKS_PATH = '/api/web/v1/chart/marks';

/** A mark under the time axis (compliance §3.2 "timescale marks"). */
export interface TimescaleMark {
  id: string;
  time: number;
  color: 'green' | 'blue' | 'red';
  label: string;
  tooltip: string[];
}

function narrowMark(v: unknown): TimescaleMark | undefined {
  if (!isRecord(v)) return undefined;
  const id = str(v.id);
  const time = num(v.time);
  const label = str(v.label);
  if (!id || time === undefined || !label) return undefined;
  const color = v.color === 'green' || v.color === 'red' ? v.color : 'blue';
  return { id, time, color, label: label.slice(0, 2), tooltip: stringList(v.tooltip) ?? [] };
}

export function narrowChartMarks(raw: unknown): TimescaleMark[] | undefined {
  const env = envelopeData(raw);
  return env ? rowsOf(env.data, narrowMark) : undefined;
}

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
  );
}
