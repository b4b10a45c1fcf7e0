import { describe, expect, it } from 'vitest';
import { defaultInputs, restoreInputs, validateInputs } from './inputs';

describe('indicator inputs (compliance §5)', () => {
  it('defaults: KDJ 9/3/3, MACD 12/26/9, TD lookback 4', () => {
    expect(defaultInputs('kdj')).toEqual({ period: 9, k: 3, d: 3 });
    expect(defaultInputs('macd')).toEqual({ fast: 12, slow: 26, signal: 9 });
    expect(defaultInputs('td')).toEqual({ lookback: 4 });
  });

  it('accepts periods 1–2000 and signal lengths 1–50 at the edges', () => {
    expect(validateInputs('macd', { fast: '1', slow: '2000', signal: '50' })).toEqual({
      ok: true,
      inputs: { fast: 1, slow: 2000, signal: 50 },
    });
    expect(validateInputs('kdj', { period: 2000, k: 1, d: ' 50 ' })).toEqual({ ok: true, inputs: { period: 2000, k: 1, d: 50 } });
  });

  it('refuses just outside the limits, decimals, blanks and words; all at once', () => {
    const v = validateInputs('macd', { fast: '0', slow: '2001', signal: '51' });
    expect(v).toEqual({
      ok: false,
      errors: [
        { key: 'fast', kind: 'period', min: 1, max: 2000 },
        { key: 'slow', kind: 'period', min: 1, max: 2000 },
        { key: 'signal', kind: 'signal', min: 1, max: 50 },
      ],
    });
    for (const bad of ['', '1.5', 'abc', '-3', '1e3', 12.5]) {
      expect(validateInputs('td', { lookback: bad }).ok, String(bad)).toBe(false);
    }
  });

  it('restores valid stored settings and falls back to defaults otherwise', () => {
    expect(restoreInputs('kdj', { period: 14, k: 3, d: 3 })).toEqual({ period: 14, k: 3, d: 3 });
    expect(restoreInputs('kdj', { period: 14, k: 99, d: 3 })).toEqual({ period: 9, k: 3, d: 3 });
    expect(restoreInputs('macd', 'x')).toEqual({ fast: 12, slow: 26, signal: 9 });
  });
});
