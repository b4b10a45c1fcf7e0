import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { narrowFutures } from '../../api/market-futures';
import { narrowPilotMarkets } from '../../api/pilot-markets';
import { narrowSimpleInfo } from '../../api/pre-market-simple-info';
import { narrowSpots } from '../../api/market-spots';
import { futuresToListRow, pilotToListRow, preMarketToListRow, spotToListRow } from '../../shell/markets/market-rows.utils';
import { coinIconUrl } from '../../lib/static-config/coin-icons';
import { isBackendPath } from '../faults';
import { handlers } from '../handlers';
import { coinIconSvg, iconColor, listedCoins } from './coin-icons';
import { mockData } from './store';

const get = (path: string) => getResponse(handlers, new Request(`http://localhost${path}`));

/** The coin of every row the four market lists show, as the client builds them. */
function rowCoins(): string[] {
  const { markets, tokens } = mockData();
  const spots = Object.values(narrowSpots({ code: 200, data: markets.spots })!)
    .flat()
    .map((r) => spotToListRow(r));
  const futures = Object.values(narrowFutures({ code: 200, data: markets.futures })!)
    .flat()
    .map(futuresToListRow);
  const pilot = narrowPilotMarkets({ code: 200, data: { list: tokens.pilot } })!.map(pilotToListRow);
  const premint = narrowSimpleInfo({ code: 200, data: { list: tokens.premint } })!.map((r) => preMarketToListRow(r, 'premint'));
  const pre = narrowSimpleInfo({ code: 200, data: { list: tokens.pre_market } })!.map((r) => preMarketToListRow(r, 'pre_market'));
  return [...spots, ...futures, ...pilot, ...premint, ...pre].map((r) => r.coin);
}

describe('coin icons of the embedded backend', () => {
  it('lists every coin a market row shows: spot, futures, pilot, pre-mint and pre-market', () => {
    const coins = rowCoins();
    expect(coins.length).toBeGreaterThan(300);
    expect(coins.filter((c) => !listedCoins().has(c.toLowerCase()))).toEqual([]);
  });

  it('serves an SVG at the URL the client asks for, with or without the version query', async () => {
    const pilot = mockData().tokens.pilot[0]!.curr_a;
    for (const url of [coinIconUrl(pilot, 7), coinIconUrl('BTC', 493930, ['BTC']), coinIconUrl('usdt', 1)]) {
      expect(isBackendPath(new URL(url, 'http://x').pathname)).toBe(true);
      const res = (await get(url))!;
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(await res.text()).toMatch(/^<svg [^>]*viewBox="0 0 64 64">.*<\/svg>$/);
    }
  });

  it('answers 404 for a coin it does not list, so the client shows its default icon', async () => {
    for (const url of ['/images/coin_icon/64/nosuchcoin.png', '/images/coin_icon/64/btc.gif', '/images/coin_icon/64/..%2Fx.png']) {
      expect((await get(url))!.status, url).toBe(404);
    }
  });

  it('draws each coin the same way every time, in a colour of its own, with its first letters', () => {
    expect(coinIconSvg('pepe')).toBe(coinIconSvg('pepe'));
    expect(coinIconSvg('pepe')).toContain('>PE</text>');
    expect(iconColor('PEPE')).toMatch(/^#[0-9a-f]{6}$/);
    const colours = new Set([...listedCoins()].map(iconColor));
    expect(colours.size).toBeGreaterThan(listedCoins().size / 4);
    expect(coinIconSvg('a<b')).toContain('>A&lt;</text>');
  });
});
