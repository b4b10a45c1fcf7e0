import type { ChartBar } from '../../api/chart-bars';
import type { ChartPalette } from './chart-theme';
import type { IndicatorConfig, IndicatorId } from './indicators/inputs';
import { kdj } from './indicators/kdj';
import { macd } from './indicators/macd';
import { tdSequential, type TdResult, TD_COUNTDOWN_LENGTH, TD_SETUP_LENGTH } from './indicators/td-sequential';

/** What the engine draws: plain series in their own pane, independent of the indicator maths. */
export interface SeriesPoint {
  time: number;
  value: number;
  color?: string;
}

export interface StudyLine {
  /** `${indicator}.${line}`, e.g. 'macd.signal'. */
  key: string;
  type: 'line' | 'histogram';
  color: string;
  points: SeriesPoint[];
}

export interface StudyMarker {
  time: number;
  text: string;
  color: string;
  position: 'aboveBar' | 'belowBar';
  shape: 'arrowUp' | 'arrowDown' | 'circle';
}

export interface StudyPane {
  id: IndicatorId;
  lines: StudyLine[];
  /** Drawn on the first line of the pane. */
  markers: StudyMarker[];
}

/** An indicator computed over the bars: named value arrays, and the TD counts for markers. */
export interface StudyResult {
  config: IndicatorConfig;
  values: Record<string, Float64Array>;
  td?: TdResult;
}

const LINES: Record<IndicatorId, readonly { name: string; type: 'line' | 'histogram' }[]> = {
  kdj: [{ name: 'k', type: 'line' }, { name: 'd', type: 'line' }, { name: 'j', type: 'line' }],
  macd: [{ name: 'hist', type: 'histogram' }, { name: 'macd', type: 'line' }, { name: 'signal', type: 'line' }],
  td: [{ name: 'setup', type: 'histogram' }],
};

export function computeStudy(bars: readonly ChartBar[], config: IndicatorConfig): StudyResult {
  const n = bars.length;
  const close = new Float64Array(n);
  const high = new Float64Array(n);
  const low = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    close[i] = bars[i]!.close;
    high[i] = bars[i]!.high;
    low[i] = bars[i]!.low;
  }
  const x = config.inputs;
  if (config.id === 'kdj') {
    const r = kdj(high, low, close, { period: x.period!, k: x.k!, d: x.d! });
    return { config, values: { k: r.k, d: r.d, j: r.j } };
  }
  if (config.id === 'macd') {
    const r = macd(close, { fast: x.fast!, slow: x.slow!, signal: x.signal! });
    return { config, values: { macd: r.macd, signal: r.signal, hist: r.hist } };
  }
  const td = tdSequential(close, high, low, { lookback: x.lookback! });
  // Setup as a signed bar: sell counts up, buy counts down.
  const setup = new Float64Array(n);
  for (let i = 0; i < n; i++) setup[i] = td.sellSetup[i]! || -td.buySetup[i]!;
  return { config, values: { setup }, td };
}

function lineColor(id: IndicatorId, name: string, p: ChartPalette): string {
  if (id === 'kdj') return name === 'k' ? p.k : name === 'd' ? p.d : p.j;
  if (id === 'macd') return name === 'macd' ? p.macd : name === 'signal' ? p.signal : p.up;
  return p.tdSell;
}

function pointColor(id: IndicatorId, name: string, value: number, p: ChartPalette): string | undefined {
  if (id === 'macd' && name === 'hist') return value >= 0 ? p.up : p.down;
  if (id === 'td') return value >= 0 ? p.tdSell : p.tdBuy;
  return undefined;
}

function point(r: StudyResult, name: string, i: number, time: number, p: ChartPalette): SeriesPoint | null {
  const value = r.values[name]![i]!;
  if (!Number.isFinite(value)) return null;
  const color = pointColor(r.config.id, name, value, p);
  return color ? { time, value, color } : { time, value };
}

/**
 * TD counts as markers: the setup's 9 (the histogram shows 1–8 by its height), every countdown
 * count with 13 as an arrow, and + where a 13 was deferred by the bar-13 rule.
 */
export function tdMarkersAt(td: TdResult, i: number, time: number, p: ChartPalette): StudyMarker[] {
  const out: StudyMarker[] = [];
  if (td.sellSetup[i] === TD_SETUP_LENGTH) out.push({ time, text: '9', color: p.tdSell, position: 'aboveBar', shape: 'arrowDown' });
  if (td.buySetup[i] === TD_SETUP_LENGTH) out.push({ time, text: '9', color: p.tdBuy, position: 'belowBar', shape: 'arrowUp' });
  const sc = td.sellCountdown[i]!;
  const bc = td.buyCountdown[i]!;
  if (sc) out.push({ time, text: String(sc), color: p.tdSell, position: 'aboveBar', shape: sc === TD_COUNTDOWN_LENGTH ? 'arrowDown' : 'circle' });
  if (bc) out.push({ time, text: String(bc), color: p.tdBuy, position: 'belowBar', shape: bc === TD_COUNTDOWN_LENGTH ? 'arrowUp' : 'circle' });
  if (td.sellDeferred[i]) out.push({ time, text: '+', color: p.tdSell, position: 'aboveBar', shape: 'circle' });
  if (td.buyDeferred[i]) out.push({ time, text: '+', color: p.tdBuy, position: 'belowBar', shape: 'circle' });
  return out;
}

/** Every point of a study, for a full redraw. */
export function studyPane(r: StudyResult, bars: readonly ChartBar[], p: ChartPalette): StudyPane {
  const id = r.config.id;
  const lines = LINES[id].map(({ name, type }) => {
    const points: SeriesPoint[] = [];
    for (let i = 0; i < bars.length; i++) {
      const pt = point(r, name, i, bars[i]!.time, p);
      if (pt) points.push(pt);
    }
    return { key: `${id}.${name}`, type, color: lineColor(id, name, p), points };
  });
  return { id, lines, markers: r.td ? tdMarkers(r.td, bars, p) : [] };
}

/** Every TD marker over the bars. */
export function tdMarkers(td: TdResult, bars: readonly ChartBar[], p: ChartPalette): StudyMarker[] {
  const markers: StudyMarker[] = [];
  for (let i = 0; i < bars.length; i++) markers.push(...tdMarkersAt(td, i, bars[i]!.time, p));
  return markers;
}

/** The points of one bar (a live update of the last bar). */
export function studyPointsAt(r: StudyResult, i: number, time: number, p: ChartPalette): { key: string; point: SeriesPoint }[] {
  const out: { key: string; point: SeriesPoint }[] = [];
  for (const { name } of LINES[r.config.id]) {
    const pt = point(r, name, i, time, p);
    if (pt) out.push({ key: `${r.config.id}.${name}`, point: pt });
  }
  return out;
}

/** Values of one bar for the legend and the accessible table. */
export function studyValuesAt(r: StudyResult, i: number): Record<string, number> {
  if (r.td) {
    return {
      buySetup: r.td.buySetup[i] ?? 0, sellSetup: r.td.sellSetup[i] ?? 0,
      buyCountdown: r.td.buyCountdown[i] ?? 0, sellCountdown: r.td.sellCountdown[i] ?? 0,
    };
  }
  return Object.fromEntries(Object.entries(r.values).map(([k, v]) => [k, v[i] ?? Number.NaN]));
}
