import { describe, expect, it } from 'vitest';
import { DEFAULT_ICON, coinIconUrl, iconVersion, isWhitelisted } from './coin-icons';

describe('iconVersion', () => {
  const hour = Date.UTC(2026, 0, 1, 10);

  it('is constant within an hour and changes at the next', () => {
    expect(iconVersion(hour)).toBe(iconVersion(hour + 3_599_999));
    expect(iconVersion(hour + 3_600_000)).toBe(iconVersion(hour) + 1);
    expect(iconVersion(hour - 1)).toBe(iconVersion(hour) - 1);
  });

  it('is the hour count since the epoch', () => {
    expect(iconVersion(0)).toBe(0);
    expect(iconVersion(hour)).toBe(hour / 3_600_000);
  });
});

describe('coinIconUrl', () => {
  const whitelist = ['BTC', 'usdt'];

  it.each([
    ['BTC', '/images/coin_icon/64/btc.png?v=493930'],
    ['btc', '/images/coin_icon/64/btc.png?v=493930'],
    ['USDT', '/images/coin_icon/64/usdt.png?v=493930'],
    ['ETH', '/images/coin_icon/64/eth.png'],
    [' SOL ', '/images/coin_icon/64/sol.png'],
    ['1INCH', '/images/coin_icon/64/1inch.png'],
    ['', DEFAULT_ICON],
    ['../secret', DEFAULT_ICON],
    ['a/b', DEFAULT_ICON],
    ['btc?x=1', DEFAULT_ICON],
  ])('%j → %s', (coin, url) => {
    expect(coinIconUrl(coin, 493930, whitelist)).toBe(url);
  });

  it('leaves the version off without a whitelist', () => {
    expect(coinIconUrl('BTC', 1)).toBe('/images/coin_icon/64/btc.png');
  });

  it('encodes a string version', () => {
    expect(coinIconUrl('BTC', 'a b', ['btc'])).toBe('/images/coin_icon/64/btc.png?v=a%20b');
  });

  it('compares the whitelist case-insensitively', () => {
    expect(isWhitelisted('Gt', [' GT '])).toBe(true);
    expect(isWhitelisted('GTX', ['GT'])).toBe(false);
  });
});
