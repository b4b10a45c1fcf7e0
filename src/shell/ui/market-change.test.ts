import { describe, expect, it } from 'vitest';
import { changeBaseOf, changeFigures, changeForBase, formatChange } from './market-change';

describe('change for the chosen time base (shell §3)', () => {
  const figures = changeFigures({ rate_percent: '+2.50', change_utc0: '-1.10', change_utc8: '+0.40' });

  it('picks the figure of each base', () => {
    expect(figures).toEqual({ '24h': '+2.50', utc0: '-1.10', utc8: '+0.40' });
    expect(changeForBase(figures, '24h')).toBe('+2.50');
    expect(changeForBase(figures, 'utc0')).toBe('-1.10');
    expect(changeForBase(figures, 'utc8')).toBe('+0.40');
  });

  it('shows nothing rather than another base when the server sent no figure for the base', () => {
    const only24h = changeFigures({ rate_percent: '+2.50' });
    expect(changeForBase(only24h, 'utc8')).toBeUndefined();
    expect(changeForBase(undefined, '24h')).toBeUndefined();
    expect(changeFigures({})).toEqual({});
  });

  it('reads the Decision value, anything unknown being 24h', () => {
    expect(changeBaseOf('utc8')).toBe('utc8');
    expect(changeBaseOf('utc0')).toBe('utc0');
    for (const v of ['UTC8', '', null, undefined, 8, {}]) expect(changeBaseOf(v)).toBe('24h');
  });
});

describe('formatChange', () => {
  it('formats a change with a visible sign, never colour alone', () => {
    expect(formatChange('+2.345')).toEqual({ direction: 'rise', text: '+2.35%' });
    expect(formatChange('-1.2')).toEqual({ direction: 'fall', text: '\u22121.20%' });
    expect(formatChange('0')).toEqual({ direction: 'flat', text: '0.00%' });
    expect(formatChange('n/a')).toEqual({ direction: 'flat', text: 'n/a%' });
  });
});
