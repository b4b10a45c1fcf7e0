/**
 * The one price formatter of the site (compliance §5): the chart's axis, crosshair and legend, the
 * market panels, the market search and every other list of prices write prices through it. Any
 * run of seven or more zeros in the decimals is written in brace notation (0.00000000123 →
 * "0.0{8}123", 0 with 14 decimals → "0.0{14}"), and no price is ever written in scientific
 * notation, whatever the server sent ("1.916e-10" → "0.0{9}1916").
 */
export const BRACE_MIN_ZEROS = 7;

const RUN = new RegExp(`0{${BRACE_MIN_ZEROS},}`, 'g');

/** Brace notation for a decimal string already rounded ("-0.000000001" → "-0.0{8}1"). */
export function braceZeros(text: string): string {
  const dot = text.indexOf('.');
  if (dot < 0) return text;
  return text.slice(0, dot + 1) + text.slice(dot + 1).replace(RUN, (run) => `0{${run.length}}`);
}

// A decimal number as servers write it, with an optional exponent ("95000.00", ".5", "1.196e-7").
const NUMBER = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d{1,3}))?$/;

/**
 * A number's text as a plain decimal: the digits the server sent, the exponent (if any) moved into
 * the decimal point ("1.196e-7" → "0.0000001196", "1.5e+21" → "1500000000000000000000"). A
 * leading '+' and needless leading zeros go; a minus sign stays unless the value is zero.
 * undefined for anything that is not a number, or whose exponent has more than three digits.
 */
export function decimalText(raw: string | number): string | undefined {
  const text = typeof raw === 'number' ? (Number.isFinite(raw) ? String(raw) : '') : raw.trim();
  const m = NUMBER.exec(text);
  if (!m) return undefined;
  const [, sign = '', int = '', frac = '', exp] = m;
  if (int === '' && frac === '') return undefined;
  let digits = int + frac;
  let point = int.length + Number(exp ?? 0);
  if (point <= 0) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  } else if (point > digits.length) {
    digits += '0'.repeat(point - digits.length);
  }
  const whole = digits.slice(0, point).replace(/^0+(?=\d)/, '') || '0';
  const decimals = digits.slice(point);
  const out = decimals ? `${whole}.${decimals}` : whole;
  return sign === '-' && /[1-9]/.test(out) ? `-${out}` : out;
}

/**
 * A price as the server sent it (string or number), written for display: a plain decimal with
 * the server's own digits and brace notation. '' for a value that is not a number.
 */
export function priceText(raw: string | number): string {
  const text = decimalText(raw);
  return text === undefined ? '' : braceZeros(text);
}

/** A price with `decimals` places, brace notation applied; '' for a non-finite value. */
export function formatPrice(value: number, decimals: number): string {
  const plain = plainPrice(value, decimals);
  return plain && braceZeros(plain);
}

/** The plain decimal string (no braces) for inputs: what a person would type. */
export function plainPrice(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return '';
  // toFixed writes 1e21 and above with an exponent; decimalText takes it back to digits.
  const fixed = decimalText(value.toFixed(Math.min(100, Math.max(0, decimals)))) ?? '';
  // -0.00 reads as a negative price; it is zero.
  return /^-0\.?0*$/.test(fixed) ? fixed.slice(1) : fixed;
}

const UNITS: readonly [number, string][] = [
  [1e12, 'T'],
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'K'],
];

/** Large amounts (volume, market capitalisation): 1234567 → "1.23M"; small ones keep four significant digits, no trailing zeros. */
export function formatCompact(value: number): string {
  if (!Number.isFinite(value)) return '';
  const abs = Math.abs(value);
  for (const [size, unit] of UNITS) if (abs >= size) return `${(value / size).toFixed(2)}${unit}`;
  if (abs >= 100) return value.toFixed(0);
  if (abs >= 1) return value.toFixed(2);
  const small = decimalText(value.toPrecision(4)) ?? '';
  return braceZeros(small.includes('.') ? small.replace(/\.?0+$/, '') : small);
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
