import { dayChanges, percentText, type DayChanges } from './changes';
import { coinIcon } from './coins';
import { createRng, formatPrice, type Rng } from './prng';

export interface PilotRowJson extends DayChanges {
  curr_a: string;
  curr_b: string;
  pair: string;
  name: string;
  link: string;
  isST: boolean;
  opening_time: number;
  cate: string;
  address: string;
  show_pair: string;
  icon: string;
  chain_icon: string;
  seo_path: string;
  is_hot: boolean;
  chain: string;
  rate: string;
  rate_percent: string;
}

export interface PreMarketRowJson {
  currency: string;
  market: string;
  full_name: string;
  tags: string[];
  icon: string;
  price: string;
}

export interface TokenData {
  pilot: PilotRowJson[];
  premint: PreMarketRowJson[];
  pre_market: PreMarketRowJson[];
}

const CHAINS = ['SOL', 'ETH', 'BASE', 'BSC'] as const;
const WORDS = [
  'MOON',
  'FROG',
  'CAT',
  'PUMP',
  'BONK',
  'GIGA',
  'NEKO',
  'DEGEN',
  'WAGMI',
  'CHAD',
  'BRETT',
  'TURBO',
  'POPO',
  'KIRA',
  'MEW',
  'SLERF',
];
const HEX = '0123456789abcdef';
const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function address(rng: Rng, chain: string): string {
  const alphabet = chain === 'SOL' ? B58 : HEX;
  const length = chain === 'SOL' ? 44 : 40;
  let out = '';
  for (let i = 0; i < length; i += 1) out += alphabet.charAt(rng.int(0, alphabet.length - 1));
  return chain === 'SOL' ? out : `0x${out}`;
}

function uniqueSymbol(rng: Rng, taken: Set<string>): string {
  let symbol = '';
  do symbol = rng.pick(WORDS) + (rng.chance(0.5) ? String(rng.int(2, 99)) : rng.pick(WORDS).slice(0, 2));
  while (taken.has(symbol));
  taken.add(symbol);
  return symbol;
}

function pilotRow(rng: Rng, symbol: string, index: number): PilotRowJson {
  const chain = rng.pick(CHAINS);
  const addr = address(rng, chain);
  const seo = `${chain.toLowerCase()}-${symbol.toLowerCase()}-${addr.slice(-6).toLowerCase()}`;
  const pct = rng.next() * 120 - 40;
  return {
    curr_a: symbol,
    curr_b: 'USDT',
    pair: `${symbol}_USDT`,
    name: symbol,
    link: `/pilot/${seo}`,
    isST: false,
    opening_time: 0,
    cate: ['meme', ...(index < 10 ? ['hot'] : []), ...(index >= 50 ? ['new'] : [])].join(','),
    address: addr,
    show_pair: `${symbol}/USDT`,
    icon: coinIcon(symbol),
    chain_icon: `/images/chain_icon/${chain.toLowerCase()}.png`,
    seo_path: seo,
    is_hot: index < 10,
    chain,
    rate: formatPrice(rng.logUniform(1e-7, 2)),
    rate_percent: percentText(pct),
    ...dayChanges(seo, pct),
  };
}

function preRow(rng: Rng, symbol: string, index: number): PreMarketRowJson {
  const tags: string[] = [];
  if (index < 3) tags.push('hot');
  if (index % 4 === 0) tags.push('new');
  return {
    currency: symbol,
    market: `${symbol}_USDT`,
    full_name: `${symbol.charAt(0)}${symbol.slice(1).toLowerCase()} Network`,
    tags,
    icon: coinIcon(symbol),
    price: formatPrice(rng.logUniform(0.01, 20)),
  };
}

/** Pilot tokens (60), pre-mint (15) and pre-market (20) currencies from one seed. */
export function createTokenData(seed: number): TokenData {
  const rng = createRng(seed ^ 0x2545f491);
  const taken = new Set<string>();
  const pilot = Array.from({ length: 60 }, (_, i) => pilotRow(rng, uniqueSymbol(rng, taken), i));
  const premint = Array.from({ length: 15 }, (_, i) => preRow(rng, uniqueSymbol(rng, taken), i));
  const preMarket = Array.from({ length: 20 }, (_, i) => preRow(rng, uniqueSymbol(rng, taken), i));
  return { pilot, premint, pre_market: preMarket };
}
