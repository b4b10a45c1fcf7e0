import { KDJ_DEFAULTS } from './kdj';
import { MACD_DEFAULTS } from './macd';
import { TD_DEFAULTS } from './td-sequential';

/** The chart's own indicators (compliance §4.7). */
export const INDICATOR_IDS = ['kdj', 'macd', 'td'] as const;
export type IndicatorId = (typeof INDICATOR_IDS)[number];

/** Compliance §5: periods 1 to 2000, signal (smoothing) lengths 1 to 50. */
export const INPUT_LIMITS = { period: { min: 1, max: 2000 }, signal: { min: 1, max: 50 } } as const;
export type InputKind = keyof typeof INPUT_LIMITS;

/** An input's name; its label is `chart:inputs.<key>`. */
export type InputKey = 'period' | 'k' | 'd' | 'fast' | 'slow' | 'signal' | 'lookback';

export interface InputSpec {
  key: InputKey;
  kind: InputKind;
  default: number;
}

export const INDICATOR_INPUTS: Record<IndicatorId, readonly InputSpec[]> = {
  kdj: [
    { key: 'period', kind: 'period', default: KDJ_DEFAULTS.period },
    { key: 'k', kind: 'signal', default: KDJ_DEFAULTS.k },
    { key: 'd', kind: 'signal', default: KDJ_DEFAULTS.d },
  ],
  macd: [
    { key: 'fast', kind: 'period', default: MACD_DEFAULTS.fast },
    { key: 'slow', kind: 'period', default: MACD_DEFAULTS.slow },
    { key: 'signal', kind: 'signal', default: MACD_DEFAULTS.signal },
  ],
  td: [{ key: 'lookback', kind: 'period', default: TD_DEFAULTS.lookback }],
};

export type IndicatorInputs = Record<string, number>;

export interface IndicatorConfig {
  id: IndicatorId;
  inputs: IndicatorInputs;
}

export interface InputError {
  key: string;
  kind: InputKind;
  min: number;
  max: number;
}

export type Validation = { ok: true; inputs: IndicatorInputs } | { ok: false; errors: InputError[] };

export function isIndicatorId(value: unknown): value is IndicatorId {
  return INDICATOR_IDS.some((id) => id === value);
}

export function defaultInputs(id: IndicatorId): IndicatorInputs {
  return Object.fromEntries(INDICATOR_INPUTS[id].map((s) => [s.key, s.default]));
}

const WHOLE = /^\d{1,6}$/;

function parse(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return WHOLE.test(text) ? Number(text) : undefined;
}

/** Every input must be a whole number within its kind's limits; all errors are reported at once. */
export function validateInputs(id: IndicatorId, raw: Readonly<Record<string, unknown>>): Validation {
  const inputs: IndicatorInputs = {};
  const errors: InputError[] = [];
  for (const spec of INDICATOR_INPUTS[id]) {
    const { min, max } = INPUT_LIMITS[spec.kind];
    const n = parse(raw[spec.key]);
    if (n === undefined || n < min || n > max) errors.push({ key: spec.key, kind: spec.kind, min, max });
    else inputs[spec.key] = n;
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, inputs };
}

/** Stored settings: valid ones are kept, anything else falls back to the defaults. */
export function restoreInputs(id: IndicatorId, stored: unknown): IndicatorInputs {
  if (typeof stored !== 'object' || stored === null) return defaultInputs(id);
  const v = validateInputs(id, stored as Record<string, unknown>);
  return v.ok ? v.inputs : defaultInputs(id);
}
