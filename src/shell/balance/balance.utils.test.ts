import { describe, expect, it } from 'vitest';
import { balanceView, formatBtc, formatFiat, HIDDEN_FIGURE, PENDING_FIGURE } from './balance.utils';

const rates = { USD: 1, EUR: 0.92, TRY: 34.2 };

describe('balance formatting', () => {
  it('shows BTC with eight decimals, grouped by the language', () => {
    expect(formatBtc('0.1234', 'en')).toBe('0.12340000 BTC');
    expect(formatBtc('1234.5', 'en')).toBe('1,234.50000000 BTC');
    expect(formatBtc('1234.5', 'de')).toBe('1.234,50000000 BTC');
  });

  it('converts the USD total to the fiat at the site rate', () => {
    expect(formatFiat('1000', 'USD', rates, 'en')).toBe('≈ $1,000.00');
    expect(formatFiat('1000', 'EUR', rates, 'en')).toBe('≈ €920.00');
    expect(formatFiat('1000', 'TRY', rates, 'en')).toBe('≈ ₺34,200.00');
  });

  it('stays in USD for a fiat without a rate rather than guessing one', () => {
    expect(formatFiat('1000', 'GBP', rates, 'en')).toBe('≈ $1,000.00');
    expect(formatFiat('1000', 'GBP', undefined, 'en')).toBe('≈ $1,000.00');
    expect(formatFiat('1000', 'GBP', { GBP: 0 }, 'en')).toBe('≈ $1,000.00');
  });

  it('puts the site symbol or the code beside an amount in a code Intl does not know', () => {
    expect(formatFiat('10', 'ABCD', { ABCD: 2 }, 'en', 'Ð')).toBe('≈ Ð20.00');
    expect(formatFiat('10', 'ABCD', { ABCD: 2 }, 'en')).toBe('≈ 20.00 ABCD');
  });

  it('reads the kr locale folder as Korean, and an unknown language as English', () => {
    expect(formatFiat('1000', 'USD', rates, 'kr')).toBe('≈ $1,000.00');
    expect(formatBtc('1', 'not a language!')).toBe('1.00000000 BTC');
  });

  it('shows zeros for unreadable amounts', () => {
    expect(formatBtc('', 'en')).toBe('0.00000000 BTC');
    expect(formatFiat('abc', 'USD', rates, 'en')).toBe('≈ $0.00');
  });

  it('hides every figure behind ****, and shows -- while the call is under way', () => {
    const funds = { total_btc: '0.5', total_usd: '47500' };
    expect(balanceView(funds, { hidden: true, fiat: 'USD', lang: 'en' })).toEqual({ btc: HIDDEN_FIGURE, fiat: HIDDEN_FIGURE });
    expect(HIDDEN_FIGURE).toBe('****');
    expect(balanceView(undefined, { hidden: false, fiat: 'USD', lang: 'en' })).toEqual({ btc: PENDING_FIGURE, fiat: PENDING_FIGURE });
    expect(balanceView(funds, { hidden: false, fiat: 'EUR', rates, lang: 'en' })).toEqual({ btc: '0.50000000 BTC', fiat: '≈ €43,700.00' });
  });
});
