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
  /** The value at each bar (NaN: none, not drawn) and the bar times; points are made by linePoints. */
  values: Float64Array;
  times: Float64Array;
  /** Histogram point colours by sign: [value ≥ 0, value < 0]. */
  signColors?: readonly [string, string];
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
  kdj: [
    { name: 'k', type: 'line' },
    { name: 'd', type: 'line' },
    { name: 'j', type: 'line' },
  ],
  macd: [
    { name: 'hist', type: 'histogram' },
    { name: 'macd', type: 'line' },
    { name: 'signal', type: 'line' },
  ],
  td: [{ name: 'setup', type: 'histogram' }],
};

/** The price columns the indicators read, extracted once for all of them. */
export interface BarColumns {
  close: Float64Array;
  high: Float64Array;
  low: Float64Array;
}

export function barColumns(bars: readonly ChartBar[]): BarColumns {
  const n = bars.length;
  const close = new Float64Array(n);
  const high = new Float64Array(n);
  const low = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const b = bars[i]!;
    close[i] = b.close;
    high[i] = b.high;
    low[i] = b.low;
  }
  return { close, high, low };
}

export function computeStudy(bars: readonly ChartBar[] | BarColumns, config: IndicatorConfig): StudyResult {
  const { close, high, low } = 'close' in bars ? bars : barColumns(bars);
  const n = close.length;
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
  if (sc)
    out.push({ time, text: String(sc), color: p.tdSell, position: 'aboveBar', shape: sc === TD_COUNTDOWN_LENGTH ? 'arrowDown' : 'circle' });
  if (bc)
    out.push({ time, text: String(bc), color: p.tdBuy, position: 'belowBar', shape: bc === TD_COUNTDOWN_LENGTH ? 'arrowUp' : 'circle' });
  if (td.sellDeferred[i]) out.push({ time, text: '+', color: p.tdSell, position: 'aboveBar', shape: 'circle' });
  if (td.buyDeferred[i]) out.push({ time, text: '+', color: p.tdBuy, position: 'belowBar', shape: 'circle' });
  return out;
}

/** The bar times as one array, shared by every line of a redraw. */
export function barTimes(bars: readonly ChartBar[]): Float64Array {
  const times = new Float64Array(bars.length);
  for (let i = 0; i < bars.length; i++) times[i] = bars[i]!.time;
  return times;
}

/**
 * Every line of a study, for a full redraw. The lines keep the value arrays; point objects are made
 * only for the bars the chart is handed (linePoints), not for all of them up front.
 */
export function studyPane(r: StudyResult, bars: readonly ChartBar[], p: ChartPalette, times = barTimes(bars)): StudyPane {
  const id = r.config.id;
  const lines = LINES[id].map(({ name, type }): StudyLine => {
    const colored = (id === 'macd' && name === 'hist') || id === 'td';
    const signColors = colored ? (id === 'td' ? ([p.tdSell, p.tdBuy] as const) : ([p.up, p.down] as const)) : undefined;
    return {
      key: `${id}.${name}`,
      type,
      color: lineColor(id, name, p),
      values: r.values[name]!,
      times,
      ...(signColors ? { signColors } : {}),
    };
  });
  return { id, lines, markers: r.td ? tdMarkers(r.td, bars, p) : [] };
}

/** The drawable points of a line from bar index `from` on (bars without a value are left out), in lightweight-charts' shape. */
export function linePoints(line: StudyLine, from = 0): SeriesPoint[] {
  const { values, times, signColors } = line;
  const points: SeriesPoint[] = [];
  for (let i = Math.max(0, from); i < values.length; i++) {
    const value = values[i]!;
    if (!Number.isFinite(value)) continue;
    points.push(signColors ? { time: times[i]!, value, color: value >= 0 ? signColors[0] : signColors[1] } : { time: times[i]!, value });
  }
  return points;
}

/** Every TD marker over the bars (bars with no count are skipped without allocating). */
export function tdMarkers(td: TdResult, bars: readonly ChartBar[], p: ChartPalette): StudyMarker[] {
  const markers: StudyMarker[] = [];
  for (let i = 0; i < bars.length; i++) {
    if (
      td.sellSetup[i] !== TD_SETUP_LENGTH &&
      td.buySetup[i] !== TD_SETUP_LENGTH &&
      !td.sellCountdown[i] &&
      !td.buyCountdown[i] &&
      !td.sellDeferred[i] &&
      !td.buyDeferred[i]
    )
      continue;
    for (const m of tdMarkersAt(td, i, bars[i]!.time, p)) markers.push(m);
  }
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
      buySetup: r.td.buySetup[i] ?? 0,
      sellSetup: r.td.sellSetup[i] ?? 0,
      buyCountdown: r.td.buyCountdown[i] ?? 0,
      sellCountdown: r.td.sellCountdown[i] ?? 0,
    };
  }
  return Object.fromEntries(Object.entries(r.values).map(([k, v]) => [k, v[i] ?? Number.NaN]));
}
