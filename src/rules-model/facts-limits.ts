// How much of a facts object decide() reads. Facts come from a visitor's browser (every cookie, the
// query of a link anyone can craft) or a scenario file; a decision must stay cheap whatever they
// hold. The numbers and their margins are documented with the configuration limits in
// src/config/limits.ts; they live here because the site's bundle (sanitize-facts) needs them.

/** Entries read of one map (cookies, storage, query, experiments) or list (menu, dismissed …). A browser keeps about 180 cookies per site. */
export const FACT_ENTRIES = 1_000;

/** Characters of one string value; a browser caps a cookie at 4,096 bytes. */
export const FACT_STRING_CHARS = 4_096;

/** `40000` → `40,000`, the way limits are written in messages (no Intl: the site bundle runs this). */
export function count(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
}
