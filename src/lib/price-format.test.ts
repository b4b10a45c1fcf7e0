import { describe, expect, it } from 'vitest';
import { braceZeros, decimalText, formatCompact, formatPrice, plainPrice, priceFormatSpec, priceText } from './price-format';

describe('brace notation for long runs of zeros (compliance §5)', () => {
  it('writes seven or more zeros as 0{n}', () => {
    expect(formatPrice(0.0000000123, 10)).toBe('0.0{7}123');
    expect(formatPrice(1.916e-10, 14)).toBe('0.0{9}19160');
    expect(formatPrice(-0.00000000512, 11)).toBe('-0.0{8}512');
  });

  it('keeps six zeros as they are', () => {
    expect(formatPrice(0.0000001248, 10)).toBe('0.0000001248');
    expect(formatPrice(95012.5, 2)).toBe('95012.50');
  });

  it('compresses any run in the decimals, trailing ones too, but never the integer part', () => {
    expect(braceZeros('1.000000005')).toBe('1.0{8}5');
    expect(braceZeros('2.0000000000')).toBe('2.0{10}');
    expect(formatPrice(0, 14)).toBe('0.0{14}');
    expect(braceZeros('100000000')).toBe('100000000');
    expect(braceZeros('0.000000010000000002')).toBe('0.0{7}10{9}2');
  });

  it('writes zero without a minus sign and nothing for a non-number', () => {
    expect(formatPrice(-0.000000000001, 4)).toBe('0.0000');
    expect(formatPrice(Number.NaN, 2)).toBe('');
    expect(plainPrice(1.916e-10, 14)).toBe('0.00000000019160');
  });

  it('writes large amounts compactly', () => {
    expect(formatCompact(1_234_567)).toBe('1.23M');
    expect(formatCompact(9_870_000_000)).toBe('9.87B');
    expect(formatCompact(512)).toBe('512');
    expect(formatCompact(3.14159)).toBe('3.14');
    expect(formatCompact(0.00000000042)).toBe('0.0{9}42');
  });

  it('gives the scale step from the decimals', () => {
    expect(priceFormatSpec(2, 'last').minMove).toBe(0.01);
    expect(priceFormatSpec(14, 'last').format(1.916e-10)).toBe('0.0{9}19160');
    expect(priceFormatSpec(2, 'mcap').format(12_345_678)).toBe('12.35M');
  });
});

describe('prices as the server sends them (compliance §5: no scientific notation anywhere)', () => {
  it.each([
    ['1.916e-10', '0.0{9}1916'],
    ['1.196e-7', '0.0000001196'],
    ['9.059e-8', '0.0{7}9059'],
    ['0.000000009059', '0.0{8}9059'],
    ['0.00001820', '0.00001820'],
    ['95000.00', '95000.00'],
    ['0.3200', '0.3200'],
    ['1.5e+21', '1500000000000000000000'],
    ['12345678901234567890123', '12345678901234567890123'],
    ['+2.5', '2.5'],
    ['-1.2E-8', '-0.0{7}12'],
    ['-0e-9', '0.0{9}'],
    ['.5', '0.5'],
    ['007.10', '7.10'],
    [' 42 ', '42'],
  ])('%j → %s', (raw, shown) => {
    expect(priceText(raw)).toBe(shown);
  });

  it('takes numbers too, however JavaScript would print them', () => {
    expect(priceText(1.916e-10)).toBe('0.0{9}1916');
    expect(priceText(1e21)).toBe('1000000000000000000000');
    expect(priceText(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('writes nothing for what is not a number', () => {
    for (const raw of ['', '-', '.', 'abc', '1e', '1.2.3', '0x10', '1e9999', 'NaN', '1,5']) expect(priceText(raw)).toBe('');
  });

  it('never writes an exponent, for any double', () => {
    for (let e = -30; e <= 30; e += 1) {
      for (const m of [1, 1.234, 9.99]) {
        const v = m * 10 ** e;
        expect(priceText(v)).not.toMatch(/e/i);
        expect(formatPrice(v, 12)).not.toMatch(/e/i);
        expect(formatCompact(v)).not.toMatch(/e/i);
      }
    }
    // toFixed gives up at 1e21 and writes '1e+22': the digits come back, without the decimals.
    expect(formatPrice(1e22, 2)).toBe('10000000000000000000000');
  });

  it('keeps the plain decimal a person would type', () => {
    expect(decimalText('1.196e-7')).toBe('0.0000001196');
    expect(decimalText('abc')).toBeUndefined();
  });
});
