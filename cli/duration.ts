const UNITS: Record<string, number> = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** A duration as people write it — `90s`, `30m`, `24h`, `7d`, or `1h30m` — in ms; null when it is not one. */
export function parseDuration(text: string): number | null {
  const parts = text.trim().match(/^(?:\d+[smhd])+$/) ? [...text.trim().matchAll(/(\d+)([smhd])/g)] : [];
  if (!parts.length) return null;
  return parts.reduce((ms, [, n, unit]) => ms + Number(n) * UNITS[unit!]!, 0);
}
