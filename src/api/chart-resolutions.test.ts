import { describe, expect, it } from 'vitest';
import {
  barOpenTime,
  DEFAULT_RESOLUTION,
  isResolution,
  nextBarTime,
  previousBarTime,
  RESOLUTIONS,
  resolutionSeconds,
} from './chart-resolutions';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('chart resolutions (compliance §9)', () => {
  it('lists the twenty spec intervals in order, with 60 minutes as the default', () => {
    expect(RESOLUTIONS.join(' ')).toBe('1S 10S 30S 1 3 5 15 30 60 120 240 360 480 720 1D 2D 3D 5D 1W 1M');
    expect(DEFAULT_RESOLUTION).toBe('60');
    expect(isResolution('60')).toBe(true);
    expect(isResolution('45')).toBe(false);
    expect(isResolution(60)).toBe(false);
  });

  it('knows each length in seconds', () => {
    expect(RESOLUTIONS.map(resolutionSeconds)).toEqual([
      1, 10, 30, 60, 180, 300, 900, 1800, 3600, 7200, 14400, 21600, 28800, 43200, 86400, 172800, 259200, 432000, 604800, 2592000,
    ]);
  });

  it('opens bars on interval boundaries, weeks on Monday and months on the 1st (UTC)', () => {
    const t = at('2026-03-11T13:47:29Z'); // a Wednesday
    expect(barOpenTime(t, '1S')).toBe(t);
    expect(barOpenTime(t, '10S')).toBe(at('2026-03-11T13:47:20Z'));
    expect(barOpenTime(t, '15')).toBe(at('2026-03-11T13:45:00Z'));
    expect(barOpenTime(t, '60')).toBe(at('2026-03-11T13:00:00Z'));
    expect(barOpenTime(t, '240')).toBe(at('2026-03-11T12:00:00Z'));
    expect(barOpenTime(t, '1D')).toBe(at('2026-03-11T00:00:00Z'));
    expect(barOpenTime(t, '1W')).toBe(at('2026-03-09T00:00:00Z'));
    expect(barOpenTime(at('2026-03-09T00:00:00Z'), '1W')).toBe(at('2026-03-09T00:00:00Z'));
    expect(barOpenTime(at('2026-03-08T23:59:59Z'), '1W')).toBe(at('2026-03-02T00:00:00Z'));
    expect(barOpenTime(t, '1M')).toBe(at('2026-03-01T00:00:00Z'));
  });

  it('steps calendar months of different lengths, across a year end', () => {
    expect(nextBarTime(at('2026-01-01T00:00:00Z'), '1M')).toBe(at('2026-02-01T00:00:00Z'));
    expect(nextBarTime(at('2026-02-01T00:00:00Z'), '1M')).toBe(at('2026-03-01T00:00:00Z'));
    expect(nextBarTime(at('2025-12-01T00:00:00Z'), '1M')).toBe(at('2026-01-01T00:00:00Z'));
    expect(previousBarTime(at('2026-01-01T00:00:00Z'), '1M')).toBe(at('2025-12-01T00:00:00Z'));
    expect(previousBarTime(at('2026-03-09T00:00:00Z'), '1W')).toBe(at('2026-03-02T00:00:00Z'));
    expect(nextBarTime(at('2026-03-11T13:00:00Z'), '60')).toBe(at('2026-03-11T14:00:00Z'));
  });
});
