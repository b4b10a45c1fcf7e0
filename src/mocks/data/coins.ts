import { createRng, type Rng } from './prng';

export interface Coin {
  symbol: string;
  name: string;
  /** USD price. */
  price: number;
  sectors: string[];
}

export const SECTORS = ['layer1', 'layer2', 'defi', 'meme', 'ai', 'gaming', 'rwa', 'infra'] as const;

/** Real-looking head of the list; the tail is generated. [symbol, name, price, sectors] */
const KNOWN: readonly (readonly [string, string, number, string])[] = [
  ['BTC', 'Bitcoin', 95000, 'layer1'],
  ['ETH', 'Ethereum', 3400, 'layer1'],
  ['SOL', 'Solana', 180, 'layer1'],
  ['XRP', 'XRP', 2.3, 'layer1'],
  ['BNB', 'BNB', 640, 'layer1'],
  ['DOGE', 'Dogecoin', 0.32, 'meme'],
  ['ADA', 'Cardano', 0.95, 'layer1'],
  ['TRX', 'TRON', 0.24, 'layer1'],
  ['TON', 'Toncoin', 5.6, 'layer1'],
  ['AVAX', 'Avalanche', 38, 'layer1'],
  ['LINK', 'Chainlink', 21, 'infra'],
  ['DOT', 'Polkadot', 7.1, 'layer1'],
  ['MATIC', 'Polygon', 0.52, 'layer2'],
  ['ARB', 'Arbitrum', 0.78, 'layer2'],
  ['OP', 'Optimism', 1.9, 'layer2'],
  ['UNI', 'Uniswap', 12.5, 'defi'],
  ['AAVE', 'Aave', 310, 'defi'],
  ['PEPE', 'Pepe', 0.0000182, 'meme'],
  ['SHIB', 'Shiba Inu', 0.0000221, 'meme'],
  ['WIF', 'dogwifhat', 2.4, 'meme'],
  ['FET', 'Fetch.ai', 1.35, 'ai'],
  ['RNDR', 'Render', 7.2, 'ai'],
  ['TAO', 'Bittensor', 480, 'ai'],
  ['IMX', 'Immutable', 1.6, 'gaming'],
  ['SAND', 'The Sandbox', 0.58, 'gaming'],
  ['AXS', 'Axie Infinity', 6.8, 'gaming'],
  ['ONDO', 'Ondo', 1.4, 'rwa'],
  ['GT', 'GateToken', 21.5, 'layer1'],
  ['LTC', 'Litecoin', 102, 'layer1'],
  ['ATOM', 'Cosmos', 6.9, 'layer1'],
];

const SYLLABLES = ['ZO', 'KA', 'RI', 'LU', 'NE', 'MO', 'TA', 'VE', 'XI', 'QU', 'PA', 'SO', 'DI', 'FA', 'GO', 'HY', 'BE', 'CY'];
const SUFFIXES = ['Protocol', 'Network', 'Finance', 'Chain', 'Labs', 'DAO', 'Swap', 'AI', 'World', 'Coin'];

function synthetic(rng: Rng, taken: Set<string>): Coin {
  let symbol = '';
  do {
    symbol = rng.pick(SYLLABLES) + rng.pick(SYLLABLES) + (rng.chance(0.4) ? rng.pick(SYLLABLES).slice(0, 1) : '');
  } while (taken.has(symbol));
  taken.add(symbol);
  const name = `${symbol.charAt(0)}${symbol.slice(1).toLowerCase()} ${rng.pick(SUFFIXES)}`;
  const sectors = [rng.pick(SECTORS)];
  if (rng.chance(0.2)) sectors.push(rng.pick(SECTORS));
  return { symbol, name, price: rng.logUniform(0.0005, 150), sectors: [...new Set(sectors)] };
}

/** The coin universe: the known head plus generated coins, `total` in all. */
export function createCoins(seed: number, total = 130): Coin[] {
  const rng = createRng(seed);
  const taken = new Set(KNOWN.map(([s]) => s));
  const coins: Coin[] = KNOWN.map(([symbol, name, price, sector]) => ({ symbol, name, price, sectors: [sector] }));
  while (coins.length < total) coins.push(synthetic(rng, taken));
  return coins;
}

export const coinIcon = (symbol: string): string => `/images/coin_icon/64/${symbol.toLowerCase()}.png`;
