import { chartSymbols } from './candles-symbols';
import { hashSeed } from './prng';
import { mockData } from './store';

/**
 * The embedded backend's coin icons: every coin it lists (spot bases and quotes, futures, pilot
 * tokens, pre-mint and pre-market currencies, the chart's fiat quotes) gets a drawn icon at
 * /images/coin_icon/64/{coin}.png; any other coin gets a 404, so the client shows its default
 * icon (compliance §5). The drawing is an SVG: a circle in a colour taken from the ticker, with
 * the ticker's first letters.
 */
let listed: Set<string> | undefined;

/** Lower-case tickers of every coin the backend lists. */
export function listedCoins(): ReadonlySet<string> {
  if (!listed) {
    const { markets, tokens } = mockData();
    const all: string[] = [];
    for (const row of Object.values(markets.spots).flat()) all.push(row.curr_a, row.curr_b);
    for (const row of [...markets.futures.CONTRACT_USDT, ...markets.futures.CONTRACT_BTC]) all.push(row.coin_name, row.curr_a, row.curr_b);
    for (const row of tokens.pilot) all.push(row.curr_a, row.curr_b);
    for (const row of [...tokens.premint, ...tokens.pre_market]) all.push(row.currency, ...row.market.split('_'));
    for (const s of chartSymbols()) all.push(s.base, s.quote);
    listed = new Set(all.filter(Boolean).map((c) => c.toLowerCase()));
  }
  return listed;
}

/** A ticker's colour: the hue from its hash, saturation and lightness fixed so white letters stay readable. */
export function iconColor(coin: string): string {
  const hue = hashSeed(coin.toUpperCase()) % 360;
  return hslHex(hue, 0.62, 0.42);
}

function hslHex(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number): string => {
    const k = (n + h / 30) % 12;
    const v = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** The 64 px icon of `coin`: a coloured circle with its first one or two letters. */
export function coinIconSvg(coin: string): string {
  const letters = coin
    .toUpperCase()
    .slice(0, 2)
    .replace(/[&<>"']/g, (c) => ESCAPES[c]!);
  const size = letters.length > 1 ? 24 : 30;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
    `<circle cx="32" cy="32" r="32" fill="${iconColor(coin)}"/>` +
    `<text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="700" fill="#fff">${letters}</text>` +
    '</svg>'
  );
}
