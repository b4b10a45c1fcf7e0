import { createCoins } from './coins';
import { DEFAULT_SEED, hashSeed } from './prng';
import { FIATS } from './sites';
import { mockData } from './store';

// Symbol and price types are the client's: one definition for both sides of the call.
export type { ChartPriceType, ChartSymbolType } from '../../api/chart-symbol';
import type { ChartPriceType, ChartSymbolType } from '../../api/chart-symbol';

export interface ChartSymbol {
  symbol: string;
  type: ChartSymbolType;
  base: string;
  quote: string;
  name: string;
  /** Reference price of the seeded path (the market list's rate). */
  price: number;
  /** Decimals of the price: about five significant digits. */
  decimals: number;
  /** First bar (UTC seconds); there are no bars before it. */
  listedAt: number;
  /** Base volume traded in a typical day. */
  dailyVolume: number;
  /** Circulating supply (pilot tokens: MCap = price × supply). */
  supply: number;
  /** The pilot page slug (/pilot/{seo}). */
  seo?: string;
  priceTypes: ChartPriceType[];
}

const DAY = 86_400;
/** 2020-01-01 and 2025-06-01 UTC: spot pairs list from the first, pilot tokens from the second. */
const SPOT_LISTING = 1_577_836_800;
const PILOT_LISTING = 1_748_736_000;

/** About five significant digits, at least two decimals. */
export function priceDecimals(price: number): number {
  if (!(price > 0)) return 2;
  return Math.min(18, Math.max(2, 4 - Math.floor(Math.log10(price))));
}

const FIAT_QUOTES = ['TRY', 'SGD', 'JPY', 'EUR', 'BRL'] as const;
const FIAT_PAIR_COINS = 12;

/** Minimum daily turnover in USD, so a pair the market list gives little volume still trades. */
const MIN_TURNOVER_USD = 2e7;

/** Base volume per day from the list's quote volume, with a floor on the USD turnover. */
function spotDailyVolume(volQuote: string, rate: string, usdPrice: string): number {
  const price = Number(rate);
  const usd = Number(usdPrice);
  if (!(price > 0) || !(usd > 0)) return 1;
  const quoteUsd = usd / price;
  return Math.max(Number(volQuote) * quoteUsd, MIN_TURNOVER_USD) / usd;
}

function build(): ChartSymbol[] {
  const { markets, tokens } = mockData();
  const out: ChartSymbol[] = [];
  for (const rows of Object.values(markets.spots)) {
    for (const [i, row] of rows.entries()) {
      const price = Number(row.rate);
      const h = hashSeed(row.pair);
      out.push({
        symbol: row.pair,
        type: 'SPOT',
        base: row.curr_a,
        quote: row.curr_b,
        name: row.name,
        price,
        decimals: priceDecimals(price),
        // The well-known head of each quote market trades since 2020; the rest list later.
        listedAt: row.opening_time > 0 ? row.opening_time : SPOT_LISTING + (i < 30 ? 0 : (h % 1500) * DAY),
        dailyVolume: spotDailyVolume(row.vol_b, row.rate, row.p_rate),
        supply: 10 ** (8 + (h % 3)),
        priceTypes: ['last'],
      });
    }
  }
  // Regional sites trade the head coins against their fiat (BTC_TRY on tr, BTC_SGD on sg, BTC_JPY on jp/ae).
  for (const fiat of FIAT_QUOTES) {
    for (const coin of createCoins(DEFAULT_SEED).slice(0, FIAT_PAIR_COINS)) {
      const price = coin.price * FIATS[fiat]!.perUsd;
      out.push({
        symbol: `${coin.symbol}_${fiat}`,
        type: 'SPOT',
        base: coin.symbol,
        quote: fiat,
        name: coin.name,
        price,
        decimals: priceDecimals(price),
        listedAt: SPOT_LISTING,
        dailyVolume: MIN_TURNOVER_USD / 4 / coin.price,
        supply: 10 ** 9,
        priceTypes: ['last'],
      });
    }
  }
  for (const row of tokens.pilot) {
    const price = Number(row.rate);
    const h = hashSeed(row.pair);
    out.push({
      symbol: row.pair,
      type: 'PILOT',
      base: row.curr_a,
      quote: row.curr_b,
      name: row.name,
      price,
      decimals: priceDecimals(price),
      listedAt: PILOT_LISTING + (h % 200) * DAY,
      dailyVolume: (1e5 + (h % 9) * 1e5) / Math.max(price, 1e-12),
      supply: 10 ** (9 + (h % 4)),
      seo: row.seo_path,
      priceTypes: ['last', 'mcap'],
    });
  }
  return out;
}

let cached: { list: ChartSymbol[]; byKey: Map<string, ChartSymbol> } | undefined;

function index(): { list: ChartSymbol[]; byKey: Map<string, ChartSymbol> } {
  if (!cached) {
    const list = build();
    const byKey = new Map<string, ChartSymbol>();
    // Spot pairs first: a pilot token never shadows a listed pair of the same name.
    for (const s of list) {
      if (!byKey.has(s.symbol)) byKey.set(s.symbol, s);
      if (s.seo) byKey.set(s.seo, s);
    }
    cached = { list, byKey };
  }
  return cached;
}

/** Every chartable symbol: all spot pairs of every quote market, then the pilot tokens. */
export function chartSymbols(): readonly ChartSymbol[] {
  return index().list;
}

/** A symbol by pair (BTC_USDT, case-insensitive) or by pilot slug. */
export function findChartSymbol(key: string): ChartSymbol | undefined {
  const { byKey } = index();
  return byKey.get(key) ?? byKey.get(key.toUpperCase()) ?? byKey.get(key.toLowerCase());
}
