/**
 * Coin icon URLs (spec compliance §3.2, §5, §7, §9). Whitelisted coins ("always update") carry an
 * hourly version so a replaced icon shows within the hour; others are cached as long as the CDN
 * allows. The whitelist itself is fetched in src/api and passed in.
 */

export const COIN_ICON_SIZE = 64;
export const COIN_ICON_DEFAULT_DISPLAY_SIZE = 24;
export const DEFAULT_ICON = '/images/coin_icon/default.png';
export const ICON_VERSION_PERIOD_MS = 3_600_000;

// Tickers become a path segment; anything else (e.g. "../x") gets the default icon.
const VALID_COIN = /^[a-z0-9][a-z0-9_.-]{0,31}$/;

/** The hour bucket of `now` (ms since epoch): changes once an hour. */
export function iconVersion(now: number): number {
  return Math.floor(now / ICON_VERSION_PERIOD_MS);
}

/** Whether `coin` is in the always-update whitelist (tickers compared case-insensitively). */
export function isWhitelisted(coin: string, whitelist: readonly string[]): boolean {
  const c = coin.trim().toLowerCase();
  return whitelist.some((w) => w.trim().toLowerCase() === c);
}

/** `/images/coin_icon/64/{coin}.png`, with `?v={version}` for whitelisted coins; DEFAULT_ICON for an unusable ticker. */
export function coinIconUrl(coin: string, version: string | number, whitelist: readonly string[] = []): string {
  const c = coin.trim().toLowerCase();
  if (!VALID_COIN.test(c)) return DEFAULT_ICON;
  const base = `/images/coin_icon/${COIN_ICON_SIZE}/${c}.png`;
  return isWhitelisted(c, whitelist) ? `${base}?v=${encodeURIComponent(String(version))}` : base;
}
