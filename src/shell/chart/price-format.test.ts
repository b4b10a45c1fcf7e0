import { describe, expect, it } from 'vitest';
import { braceZeros, formatCompact, formatPrice, plainPrice, priceFormatSpec } from './price-format';

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
