import { createMarketData, type MarketData } from './markets';
import { DEFAULT_SEED } from './prng';
import { createTokenData, type TokenData } from './tokens';

let cached: { markets: MarketData; tokens: TokenData } | undefined;

/** The backend's seeded data, built on first use (so importing the handlers costs nothing). */
export function mockData(): { markets: MarketData; tokens: TokenData } {
  cached ??= { markets: createMarketData(DEFAULT_SEED), tokens: createTokenData(DEFAULT_SEED) };
  return cached;
}

/** msw matches relative paths only in a browser; '*' + path matches any origin everywhere. */
export const anyOrigin = (path: string): string => `*${path}`;
