import { dayChanges, percentText, type DayChanges } from './changes';
import { coinIcon, createCoins, SECTORS, type Coin } from './coins';
import { createRng, formatPrice, type Rng } from './prng';

/** Answers' row shapes, as the server sends them (numbers as strings, like a real exchange). */
export interface SpotRowJson extends DayChanges {
  curr_a: string;
  curr_b: string;
  pair: string;
  name: string;
  link: string;
  isST: boolean;
  opening_time: number;
  rate: string;
  p_rate: string;
  rate_percent: string;
  vol_b: string;
  multiple: number;
  enable_credit: boolean;
  trend: 'up' | 'down';
  cross_multiple: number;
  icon: string;
  tags: string;
}

export interface FuturesRowJson {
  settle: string;
  name: string;
  coin_name: string;
  categories: string;
  is_tag_st: boolean;
  curr_a: string;
  curr_b: string;
  pair: string;
  link: string;
  isST: boolean;
  opening_time: number;
}

export interface TabJson {
  market: string;
  title: string;
  sub: TabJson[];
}

export interface MarketData {
  spots: Record<string, SpotRowJson[]>;
  futures: { CONTRACT_USDT: FuturesRowJson[]; CONTRACT_BTC: FuturesRowJson[] };
  tabs: TabJson[];
}

/** 2026-01-01T00:00:00Z: opening times are fixed, not relative to the clock. */
export const EPOCH_S = 1_767_225_600;
/** How many base coins each quote market lists. */
const QUOTES: readonly (readonly [string, number])[] = [
  ['USDT', 130],
  ['USDC', 60],
  ['BTC', 40],
  ['ETH', 30],
];

function spotRow(rng: Rng, coin: Coin, quote: string, quotePrice: number, index: number): SpotRowJson {
  const pct = rng.next() * 40 - 15;
  const margin = index < 40 ? rng.pick([3, 5, 10]) : 0;
  const isNew = index >= 120;
  const tags = [...coin.sectors];
  if (index < 12) tags.push('hot');
  if (isNew) tags.push('new');
  return {
    curr_a: coin.symbol,
    curr_b: quote,
    pair: `${coin.symbol}_${quote}`,
    name: coin.name,
    link: `/trade/${coin.symbol}_${quote}`,
    isST: !isNew && index > 100 && rng.chance(0.1),
    opening_time: isNew ? EPOCH_S + (index - 118) * 86_400 * 30 : 0,
    rate: formatPrice(coin.price / quotePrice),
    p_rate: formatPrice(coin.price),
    rate_percent: percentText(pct),
    ...dayChanges(`${coin.symbol}_${quote}`, pct),
    vol_b: (rng.logUniform(1e4, 5e8) / quotePrice).toFixed(2),
    multiple: margin,
    enable_credit: margin > 0,
    trend: pct >= 0 ? 'up' : 'down',
    cross_multiple: margin > 0 ? Math.min(margin, 5) : 0,
    icon: coinIcon(coin.symbol),
    tags: tags.join(','),
  };
}

function futuresRow(rng: Rng, coin: Coin, settle: 'usdt' | 'btc', index: number): FuturesRowJson {
  const quote = settle === 'usdt' ? 'USDT' : 'USD';
  const name = `${coin.symbol}_${quote}`;
  return {
    settle,
    name,
    coin_name: coin.symbol,
    categories: [...coin.sectors, ...(index < 8 ? ['hot'] : [])].join(','),
    is_tag_st: index > 60 && rng.chance(0.05),
    curr_a: coin.symbol,
    curr_b: quote,
    pair: name,
    link: `/futures/${settle.toUpperCase()}/${name}`,
    isST: false,
    opening_time: 0,
  };
}

function title(sector: string): string {
  return sector === 'ai' || sector === 'rwa' ? sector.toUpperCase() : sector.charAt(0).toUpperCase() + sector.slice(1);
}

/** Spot pairs (a few hundred), futures contracts and market tabs from one seed. */
export function createMarketData(seed: number): MarketData {
  const rng = createRng(seed ^ 0x5f3759df);
  const coins = createCoins(seed);
  const usd = (symbol: string): number => coins.find((c) => c.symbol === symbol)?.price ?? 1;
  const spots: Record<string, SpotRowJson[]> = {};
  for (const [quote, count] of QUOTES) {
    const quotePrice = quote === 'USDT' || quote === 'USDC' ? 1 : usd(quote);
    spots[quote] = coins
      .filter((c) => c.symbol !== quote)
      .slice(0, count)
      .map((coin, i) => spotRow(rng, coin, quote, quotePrice, i));
  }
  const sub = ['hot', 'new', ...SECTORS].map((s) => ({ market: s, title: title(s), sub: [] }));
  return {
    spots,
    futures: {
      CONTRACT_USDT: coins.slice(0, 80).map((coin, i) => futuresRow(rng, coin, 'usdt', i)),
      CONTRACT_BTC: coins.slice(0, 10).map((coin, i) => futuresRow(rng, coin, 'btc', i)),
    },
    tabs: [
      { market: 'favorites', title: 'Favorites', sub: [] },
      ...QUOTES.map(([quote]) => ({ market: quote, title: quote, sub: quote === 'USDT' ? sub : [] })),
    ],
  };
}
