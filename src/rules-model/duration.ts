const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** Parses '30d', '12h', '30m', '1500ms' or a number of ms; null when it is neither. */
export function parseDuration(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value !== 'string') return null;
  const m = /^(\d+)(ms|s|m|h|d)$/.exec(value.trim());
  return m ? Number(m[1]) * UNIT_MS[m[2]!]! : null;
}

export const DAY_MS = UNIT_MS.d!;
export const HOUR_MS = UNIT_MS.h!;
