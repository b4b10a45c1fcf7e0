/**
 * Price text of the chart (compliance §5): any run of seven or more zeros in the decimals is
 * written in brace notation: 0.00000000123 → "0.0{8}123", 0 with 14 decimals → "0.0{14}". Used
 * by the price axis, the crosshair label and the legend, so all three read the same.
 */
export const BRACE_MIN_ZEROS = 7;

const RUN = new RegExp(`0{${BRACE_MIN_ZEROS},}`, 'g');

/** Brace notation for a decimal string already rounded ("-0.000000001" → "-0.0{8}1"). */
export function braceZeros(text: string): string {
  const dot = text.indexOf('.');
  if (dot < 0) return text;
  return text.slice(0, dot + 1) + text.slice(dot + 1).replace(RUN, (run) => `0{${run.length}}`);
}

/** A price with `decimals` places, brace notation applied; '' for a non-finite value. */
export function formatPrice(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return '';
  const fixed = value.toFixed(Math.min(100, Math.max(0, decimals)));
  // -0.00 reads as a negative price; it is zero.
  return braceZeros(/^-0\.?0*$/.test(fixed) ? fixed.slice(1) : fixed);
}

/** The plain decimal string (no braces) for inputs: what a person would type. */
export function plainPrice(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return '';
  const fixed = value.toFixed(Math.min(100, Math.max(0, decimals)));
  return /^-0\.?0*$/.test(fixed) ? fixed.slice(1) : fixed;
}

const UNITS: readonly [number, string][] = [[1e12, 'T'], [1e9, 'B'], [1e6, 'M'], [1e3, 'K']];

/** Large amounts (volume, market capitalisation): 1234567 → "1.23M". */
export function formatCompact(value: number): string {
  if (!Number.isFinite(value)) return '';
  const abs = Math.abs(value);
  for (const [size, unit] of UNITS) if (abs >= size) return `${(value / size).toFixed(2)}${unit}`;
  return abs >= 100 ? value.toFixed(0) : abs >= 1 ? value.toFixed(2) : braceZeros(value.toPrecision(4).includes('e') ? value.toFixed(12).replace(/0+$/, '') : value.toPrecision(4));
}

/** How a series' values are written, and the smallest step the scale moves by. */
export interface PriceFormatSpec {
  format: (value: number) => string;
  minMove: number;
}

/** Prices of a symbol: its decimals; MCap (pilot tokens by market capitalisation) in compact form. */
export function priceFormatSpec(decimals: number, kind: 'last' | 'mcap'): PriceFormatSpec {
  if (kind === 'mcap') return { format: formatCompact, minMove: 0.01 };
  return { format: (v) => formatPrice(v, decimals), minMove: 10 ** -decimals };
}
