import { describe, expect, it } from 'vitest';
import type { SpotRow } from '../../api/market-spots';
import { quoteOf, topMarkets } from './top-markets.utils';

const row = (pair: string, vol: string, extra: Partial<SpotRow> = {}): SpotRow => {
  const [a, b] = pair.split('_') as [string, string];
  return {
    curr_a: a,
    curr_b: b,
    pair,
    name: pair,
    isST: false,
    opening_time: 0,
    rate: '1',
    p_rate: '1',
    rate_percent: '0',
    vol_b: vol,
    multiple: 0,
    enable_credit: false,
    trend: 'up',
    cross_multiple: 0,
    tags: [],
    ...extra,
  };
};

describe('quoteOf', () => {
  it('is the quote of the pair, USDT without one', () => {
    expect(quoteOf('BTC_TRY')).toBe('TRY');
    expect(quoteOf('BTC_USDC')).toBe('USDC');
    expect(quoteOf('BTC')).toBe('USDT');
    expect(quoteOf(undefined)).toBe('USDT');
    expect(quoteOf('BTC_<b>')).toBe('USDT');
  });
});

describe('topMarkets', () => {
  const spots = {
    USDT: [
      row('ETH_USDT', '50'),
      row('BTC_USDT', '900'),
      row('NEW_USDT', '9999', { opening_time: 1_800_000_000 }),
      row('SOL_USDT', 'x'),
      row('XRP_USDT', '50'),
    ],
    USDC: [row('BTC_USDC', '10'), row('ETH_USDC', '20')],
    TRY: [],
  };
  it('lists the quote market by volume, most traded first, equal volumes in the server order', () => {
    expect(topMarkets(spots, 'USDT').map((r) => r.pair)).toEqual(['BTC_USDT', 'ETH_USDT', 'XRP_USDT', 'SOL_USDT']);
    expect(topMarkets(spots, 'USDC').map((r) => r.pair)).toEqual(['ETH_USDC', 'BTC_USDC']);
  });
  it('puts the pairs the server tags hot first', () => {
    const hot = { USDT: [row('ETH_USDT', '50'), row('BTC_USDT', '900'), row('DOGE_USDT', '10', { tags: ['meme', 'hot'] })] };
    expect(topMarkets(hot, 'USDT').map((r) => r.pair)).toEqual(['DOGE_USDT', 'BTC_USDT', 'ETH_USDT']);
  });
  it('leaves out pairs that have not opened and keeps at most `count`', () => {
    expect(topMarkets(spots, 'USDT', 2).map((r) => r.pair)).toEqual(['BTC_USDT', 'ETH_USDT']);
  });
  it('falls back to USDT when the quote has no market, and is empty without an answer', () => {
    expect(topMarkets(spots, 'TRY')[0]!.pair).toBe('BTC_USDT');
    expect(topMarkets(spots, 'JPY')[0]!.pair).toBe('BTC_USDT');
    expect(topMarkets(spots, 'constructor')[0]!.pair).toBe('BTC_USDT');
    expect(topMarkets(undefined, 'USDT')).toEqual([]);
    expect(topMarkets({}, 'USDT')).toEqual([]);
  });
});
