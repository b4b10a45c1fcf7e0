/**
 * Candle intervals of the chart (compliance §9: 1S … 1M, default 60) and the bar-time arithmetic
 * the embedded backend and the widget share. Times are UTC seconds. Minute intervals are written
 * as plain numbers ('60' is one hour), as the spec and TradingView-style datafeeds do.
 */
export const RESOLUTIONS = [
  '1S',
  '10S',
  '30S',
  '1',
  '3',
  '5',
  '15',
  '30',
  '60',
  '120',
  '240',
  '360',
  '480',
  '720',
  '1D',
  '2D',
  '3D',
  '5D',
  '1W',
  '1M',
] as const;
export type Resolution = (typeof RESOLUTIONS)[number];

/** Compliance §9: the default candle interval is 60 minutes. */
export const DEFAULT_RESOLUTION: Resolution = '60';

const DAY = 86_400;
const WEEK = 7 * DAY;
/** 1970-01-05T00:00:00Z, the first Monday after the epoch: weeks start on Monday. */
const FIRST_MONDAY = 4 * DAY;

export function isResolution(value: unknown): value is Resolution {
  return RESOLUTIONS.some((r) => r === value);
}

/** Nominal length in seconds (a month counts as 30 days; use nextBarTime for calendar months). */
export function resolutionSeconds(r: Resolution): number {
  if (r.endsWith('S')) return Number(r.slice(0, -1));
  if (r.endsWith('D')) return Number(r.slice(0, -1)) * DAY;
  if (r === '1W') return WEEK;
  if (r === '1M') return 30 * DAY;
  return Number(r) * 60;
}

/** Second-based intervals need a data source that has them (symbol info `has_seconds`). */
export function isSecondsResolution(r: Resolution): boolean {
  return r.endsWith('S');
}

/** Open time of the bar that contains `t`. Days count from the epoch, weeks from Monday, months from the 1st. */
export function barOpenTime(t: number, r: Resolution): number {
  const s = Math.floor(t);
  if (r === '1M') {
    const d = new Date(s * 1000);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) / 1000;
  }
  if (r === '1W') return Math.floor((s - FIRST_MONDAY) / WEEK) * WEEK + FIRST_MONDAY;
  const len = resolutionSeconds(r);
  return Math.floor(s / len) * len;
}

/** Open time of the bar after the one opening at `open`. */
export function nextBarTime(open: number, r: Resolution): number {
  if (r === '1M') {
    const d = new Date(open * 1000);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) / 1000;
  }
  return open + resolutionSeconds(r);
}

/** Open time of the bar before the one opening at `open`. */
export function previousBarTime(open: number, r: Resolution): number {
  if (r === '1M') {
    const d = new Date(open * 1000);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1) / 1000;
  }
  return open - resolutionSeconds(r);
}
