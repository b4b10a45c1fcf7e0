import { describe, expect, it } from 'vitest';
import { filterFiats, fiatRows, formatRate } from './fiat-menu.utils';

const LIST = {
  USD: { fiat: 'USD', symbol: '$' },
  EUR: { fiat: 'EUR', symbol: '€' },
  TRY: { fiat: 'TRY', symbol: '₺' },
  EURT: { fiat: 'EURT', symbol: 'E' },
};

describe('filterFiats', () => {
  const rows = fiatRows(LIST);
  it.each([
    ['', ['USD', 'EUR', 'TRY', 'EURT']],
    ['  ', ['USD', 'EUR', 'TRY', 'EURT']],
    ['eur', ['EUR', 'EURT']],
    ['Ur', ['EUR', 'EURT']],
    ['RY', ['TRY']],
    ['$', []],
    ['usdt', []],
  ])('query %j matches the code as a substring, case-insensitive', (q, codes) => {
    expect(filterFiats(rows, q).map((r) => r.fiat)).toEqual(codes);
  });
});

describe('fiatRows', () => {
  it('keeps the server order and symbols and adds usable rates only', () => {
    expect(fiatRows(LIST, { EUR: 0.92, TRY: Number.NaN, USD: 0 })).toEqual([
      { fiat: 'USD', symbol: '$' },
      { fiat: 'EUR', symbol: '€', rate: 0.92 },
      { fiat: 'TRY', symbol: '₺' },
      { fiat: 'EURT', symbol: 'E' },
    ]);
  });
});

describe('formatRate', () => {
  it('groups digits for the language and keeps 6 significant digits', () => {
    expect(formatRate(25400, 'en')).toBe('25,400');
    expect(formatRate(0.9212345, 'en')).toBe('0.921235');
    expect(formatRate(1.5, 'not a tag!')).toBe('1.5');
  });
});
