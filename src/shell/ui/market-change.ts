import { useDecision } from '../../decision/decision-store';

/**
 * The change figure of a market row for the visitor's time base (shell §3 Preferences: the last
 * 24 hours, since 00:00 UTC+0 or since 00:00 UTC+8). Every surface that lists markets (the
 * mega-menu panels, the market search, the home page's table) reads it from here; the chosen base
 * reaches components as the Decision's `change_base` (rules/markets.yaml).
 */
export const CHANGE_BASES = ['24h', 'utc0', 'utc8'] as const;
export type ChangeBase = (typeof CHANGE_BASES)[number];

/** A row's change figures by time base, in percent as the server writes them ('+2.35', '-1.2'). */
export type ChangeFigures = Partial<Record<ChangeBase, string>>;

/** The fields a spot or pilot answer row carries its changes in. */
export interface ChangeFields {
  /** Last 24 hours. */
  rate_percent?: string;
  change_utc0?: string;
  change_utc8?: string;
}

/** A row's figures from its answer fields; absent fields stay absent. */
export function changeFigures(row: ChangeFields): ChangeFigures {
  const out: ChangeFigures = {};
  if (row.rate_percent !== undefined) out['24h'] = row.rate_percent;
  if (row.change_utc0 !== undefined) out.utc0 = row.change_utc0;
  if (row.change_utc8 !== undefined) out.utc8 = row.change_utc8;
  return out;
}

/**
 * The figure for `base`; undefined when the server sent none for it. Another base's figure is
 * never shown in its place: it would be a different number under the visitor's chosen label.
 */
export function changeForBase(figures: ChangeFigures | undefined, base: ChangeBase): string | undefined {
  return figures?.[base];
}

/** A Decision value as a time base: anything unknown is the default, 24h. */
export function changeBaseOf(value: unknown): ChangeBase {
  return CHANGE_BASES.find((b) => b === value) ?? '24h';
}

/** The visitor's time base, from the Decision. */
export function useChangeBase(): ChangeBase {
  return useDecision((d) => changeBaseOf(d.vars.change_base));
}

export type ChangeDirection = 'rise' | 'fall' | 'flat';

/** A change figure for display: its direction, a visible sign (+ or U+2212 minus) and the absolute value. */
export function formatChange(change: string): { direction: ChangeDirection; text: string } {
  const n = Number(change);
  if (!Number.isFinite(n)) return { direction: 'flat', text: `${change}%` };
  const abs = Math.abs(n).toFixed(2);
  if (n > 0) return { direction: 'rise', text: `+${abs}%` };
  if (n < 0) return { direction: 'fall', text: `\u2212${abs}%` };
  return { direction: 'flat', text: `${abs}%` };
}
