import { describe, expect, it } from 'vitest';
import { createMarketData } from './markets';
import { createNotices, NOTICE_TYPES } from './notices';
import { createRng, DEFAULT_SEED, hashSeed } from './prng';
import { createTokenData } from './tokens';

describe('prng', () => {
  it('same seed, same sequence; different seed, different sequence', () => {
    const a = createRng(42);
    const b = createRng(42);
    const c = createRng(43);
    const seq = (r: ReturnType<typeof createRng>): number[] => Array.from({ length: 20 }, () => r.next());
    const first = seq(a);
    expect(seq(b)).toEqual(first);
    expect(seq(c)).not.toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('int stays in range and hashSeed is stable', () => {
    const r = createRng(7);
    for (let i = 0; i < 500; i += 1) {
      const n = r.int(3, 5);
      expect(n >= 3 && n <= 5).toBe(true);
    }
    expect(hashSeed('futures')).toBe(hashSeed('futures'));
    expect(hashSeed('futures')).not.toBe(hashSeed('margin'));
  });
});

describe('seeded market data', () => {
  const data = createMarketData(DEFAULT_SEED);

  it('is deterministic per seed', () => {
    expect(createMarketData(DEFAULT_SEED)).toEqual(data);
    expect(createTokenData(DEFAULT_SEED)).toEqual(createTokenData(DEFAULT_SEED));
    expect(createMarketData(DEFAULT_SEED + 1)).not.toEqual(data);
  });

  it('has a few hundred unique spot pairs with the row fields', () => {
    const rows = Object.values(data.spots).flat();
    expect(rows.length).toBeGreaterThanOrEqual(200);
    expect(rows.length).toBeLessThan(1000);
    expect(new Set(rows.map((r) => r.pair)).size).toBe(rows.length);
    for (const r of rows) {
      expect(r.trend).toBe(r.rate_percent.startsWith('-') ? 'down' : 'up');
      expect(Number(r.rate)).toBeGreaterThan(0);
      expect(r.icon).toMatch(/^\/images\/coin_icon\/64\/.+\.png$/);
    }
  });

  it('has a non-empty CONTRACT_BTC list and /futures/{SETTLE}/{name} links', () => {
    expect(data.futures.CONTRACT_BTC.length).toBeGreaterThan(0);
    for (const c of [...data.futures.CONTRACT_BTC, ...data.futures.CONTRACT_USDT]) {
      expect(c.link).toBe(`/futures/${c.settle.toUpperCase()}/${c.name}`);
    }
  });

  it('has pilot, pre-mint and pre-market lists and tabs', () => {
    const tokens = createTokenData(DEFAULT_SEED);
    expect(tokens.pilot.length).toBeGreaterThan(0);
    expect(tokens.premint.length).toBeGreaterThan(0);
    expect(tokens.pre_market.length).toBeGreaterThan(0);
    expect(data.tabs.find((t) => t.market === 'USDT')?.sub.length).toBeGreaterThan(0);
  });

  it('notices exist for every type, newest first', () => {
    for (const type of NOTICE_TYPES) {
      const list = createNotices(DEFAULT_SEED, type);
      expect(list.length).toBeGreaterThan(10);
      expect([...list].sort((a, b) => b.send_timest - a.send_timest)).toEqual(list);
    }
  });
});
