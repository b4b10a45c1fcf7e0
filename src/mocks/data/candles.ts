import { barOpenTime, nextBarTime, previousBarTime, resolutionSeconds, type Resolution } from '../../api/chart-resolutions';
import type { ChartPriceType, ChartSymbol } from './candles-symbols';
import { hashSeed } from './prng';
import type { ChartBar } from '../../api/chart-bars';

/**
 * Seeded candles. The price is a pure function of time (a sum of smooth value-noise octaves with
 * Brownian scaling, from 1 s to ~97 days), so any interval, any range and the live bar agree with
 * one another without storing anything: the live bar is the same function read at "now".
 */

/** The server's candle is the client's bar: one shape for both sides of the call. */
export type Candle = ChartBar;

const DAY = 86_400;
/** Daily volatility of the path (3 %). */
const DAILY_SIGMA = 0.03;
const OCTAVES = 24;
/** Samples per bar for its high and low. */
const SAMPLES = 8;
/** Server cap on bars per answer. */
export const MAX_BARS = 2000;

/** A hash of (seed, integer) to [-1, 1]. Integers up to 2^32 (UTC seconds until 2106). */
function lattice(seed: number, i: number): number {
  let h = Math.imul(seed ^ (i >>> 0), 0x27d4eb2d) ^ Math.imul((i / 4294967296) | 0, 0x165667b1);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h ^= h >>> 16;
  return ((h >>> 0) / 4294967295) * 2 - 1;
}

function valueNoise(seed: number, x: number): number {
  const i = Math.floor(x);
  const f = x - i;
  const u = f * f * (3 - 2 * f);
  const a = lattice(seed, i);
  return a + (lattice(seed, i + 1) - a) * u;
}

interface Path {
  seeds: Int32Array;
  amps: Float64Array;
  /** 1 / period of each octave (periods 1 s, 2 s, 4 s … 2^23 s). */
  freqs: Float64Array;
  base: number;
}

const paths = new Map<string, Path>();

function pathOf(sym: ChartSymbol): Path {
  let p = paths.get(sym.symbol);
  if (!p) {
    const root = hashSeed(sym.symbol);
    const seeds = new Int32Array(OCTAVES);
    const amps = new Float64Array(OCTAVES);
    const freqs = new Float64Array(OCTAVES);
    for (let k = 0; k < OCTAVES; k++) {
      seeds[k] = hashSeed(String(k), root) | 0;
      amps[k] = 0.7 * DAILY_SIGMA * Math.sqrt(2 ** k / DAY);
      freqs[k] = 1 / 2 ** k;
    }
    p = { seeds, amps, freqs, base: sym.price };
    paths.set(sym.symbol, p);
  }
  return p;
}

/** The seeded price at second `t` (continuous in t). */
export function priceAt(sym: ChartSymbol, t: number): number {
  const p = pathOf(sym);
  let log = 0;
  for (let k = 0; k < OCTAVES; k++) log += p.amps[k]! * valueNoise(p.seeds[k]!, t * p.freqs[k]!);
  return p.base * Math.exp(log);
}

function round(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

/** The last price at second `t`, at the symbol's decimals: what a bar ending at `t` closes at. */
export function closeAt(sym: ChartSymbol, t: number): number {
  return round(priceAt(sym, t), sym.decimals);
}

/** One bar opening at `open`; the forming bar (now inside it) closes at `now`. null before listing or after now. */
export function candleAt(sym: ChartSymbol, open: number, r: Resolution, now: number, priceType: ChartPriceType = 'last'): Candle | null {
  if (open < barOpenTime(sym.listedAt, r) || open > now) return null;
  const end = Math.min(nextBarTime(open, r), now);
  const o = priceAt(sym, open);
  const c = priceAt(sym, end);
  let hi = Math.max(o, c);
  let lo = Math.min(o, c);
  const step = (nextBarTime(open, r) - open) / SAMPLES;
  for (let j = 1; j < SAMPLES; j++) {
    const t = open + j * step;
    if (t >= end) break;
    const v = priceAt(sym, t);
    if (v > hi) hi = v;
    if (v < lo) lo = v;
  }
  const seed = hashSeed(sym.symbol, 0x5eed);
  const barSigma = DAILY_SIGMA * Math.sqrt(resolutionSeconds(r) / DAY);
  hi *= 1 + Math.abs(lattice(seed, open)) * barSigma * 0.4;
  lo *= 1 - Math.abs(lattice(seed ^ 0x2f, open)) * barSigma * 0.4;
  const share = (end - open) / DAY;
  const volume = sym.dailyVolume * share * (0.4 + 0.6 * (lattice(seed ^ 0x77, open) + 1)) * (1 + 25 * Math.abs(Math.log(c / o)));
  const scale = priceType === 'mcap' ? sym.supply : 1;
  const decimals = priceType === 'mcap' ? 2 : sym.decimals;
  return {
    time: open,
    open: round(o * scale, decimals),
    high: round(hi * scale, decimals),
    low: round(lo * scale, decimals),
    close: round(c * scale, decimals),
    volume: Number(volume.toPrecision(6)),
  };
}

export interface CandleQuery {
  /** Earliest open time wanted (inclusive). */
  from?: number;
  /** Bars open strictly before this time. */
  to: number;
  /** At most this many bars, the latest ones. */
  countBack?: number;
  now: number;
  priceType?: ChartPriceType;
}

/** Bars in [from, to), oldest first, at most countBack (capped at MAX_BARS) of the latest. */
export function candles(sym: ChartSymbol, r: Resolution, q: CandleQuery): Candle[] {
  const limit = Math.min(MAX_BARS, Math.max(1, q.countBack ?? MAX_BARS));
  const first = barOpenTime(Math.max(q.from ?? 0, sym.listedAt), r);
  const out: Candle[] = [];
  let open = barOpenTime(Math.min(q.to - 1, q.now), r);
  while (out.length < limit && open >= first) {
    const bar = candleAt(sym, open, r, q.now, q.priceType);
    if (bar) out.push(bar);
    open = previousBarTime(open, r);
  }
  return out.reverse();
}

/** Whether any bar exists before `before` (the answer's no_data flag when a range is empty). */
export function hasBarsBefore(sym: ChartSymbol, r: Resolution, before: number): boolean {
  return barOpenTime(sym.listedAt, r) < before;
}

export interface TimescaleMarkJson {
  id: string;
  time: number;
  color: 'green' | 'blue' | 'red';
  label: string;
  tooltip: string[];
}

const EVENTS = [
  { label: 'A', color: 'blue', text: 'Announcement: {base} network upgrade' },
  { label: 'E', color: 'green', text: 'Event: {base} trading competition' },
  { label: 'M', color: 'red', text: 'Maintenance: {base} deposits paused' },
] as const;

/** Timescale marks in [from, to]: the listing day and about one seeded event every three weeks. */
export function timescaleMarks(sym: ChartSymbol, from: number, to: number): TimescaleMarkJson[] {
  const out: TimescaleMarkJson[] = [];
  const start = Math.max(from, sym.listedAt, to - 5 * 365 * DAY);
  if (sym.listedAt >= from && sym.listedAt <= to) {
    out.push({ id: `${sym.symbol}-listing`, time: sym.listedAt, color: 'green', label: 'L', tooltip: [`${sym.base}/${sym.quote} listed`] });
  }
  const seed = hashSeed(sym.symbol, 0x3a7c);
  for (let day = Math.ceil(start / DAY); day * DAY <= to; day++) {
    if (day * DAY <= sym.listedAt) continue;
    const h = Math.floor((lattice(seed, day) + 1) * 1e6);
    if (h % 21 !== 0) continue;
    const e = EVENTS[Math.floor(h / 21) % EVENTS.length]!;
    out.push({
      id: `${sym.symbol}-${day}`,
      time: day * DAY + 8 * 3600,
      color: e.color,
      label: e.label,
      tooltip: [e.text.replace('{base}', sym.base)],
    });
  }
  return out;
}
