import { createRng, hashSeed } from './prng';

/** A percent change as the server writes it: '+2.35', '-1.20'. */
export const percentText = (pct: number): string => `${pct >= 0 ? '+' : ''}${pct.toFixed(2)}`;

/** The change figures of a row besides the rolling 24 h one (shell §3: time base 24h, utc0, utc8). */
export interface DayChanges {
  /** Since 00:00 UTC+0. */
  change_utc0: string;
  /** Since 00:00 UTC+8. */
  change_utc8: string;
}

/**
 * The changes since midnight UTC+0 and UTC+8 of a row whose 24 h change is `pct`: near it, but not
 * equal, and drawn from the row's own key, so adding them leaves every other seeded value as it was.
 */
export function dayChanges(key: string, pct: number): DayChanges {
  const rng = createRng(hashSeed(`day-change:${key}`));
  const near = (): number => {
    const v = pct + rng.next() * 8 - 4;
    // A figure that would round to the 24 h one moves by a visible step.
    return Math.abs(v - pct) < 0.25 ? pct + (v >= pct ? 0.5 : -0.5) : v;
  };
  return { change_utc0: percentText(near()), change_utc8: percentText(near()) };
}
