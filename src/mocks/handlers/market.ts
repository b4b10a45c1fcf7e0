import { http, HttpResponse } from 'msw';
import { marketNow, requestCookies, ok200 } from '../context';
import { livePilot, liveSpots } from '../data/live-markets';
import { coinIconSvg, listedCoins } from '../data/coin-icons';
import { anyOrigin, mockData } from '../data/store';

/** Where the client asks for coin icons (compliance §7: images/coin_icon/64/{coin}.png, with a version query). */
export const COIN_ICON_PREFIX = '/images/coin_icon/64/';
const ICON_FILE = /^([a-z0-9][a-z0-9_.-]{0,31})\.png$/;

function page<T>(rows: readonly T[], url: URL, defaultLimit: number): { list: T[]; total: number; page: number; limit: number } {
  const limit = Math.max(1, Number(url.searchParams.get('limit')) || defaultLimit);
  const current = Math.max(1, Number(url.searchParams.get('page')) || 1);
  return { list: rows.slice((current - 1) * limit, current * limit), total: rows.length, page: current, limit };
}

/** Market lists: spots, futures, tabs, pilot, pre-mint and pre-market; the icons of the coins they list. */
export const marketHandlers = [
  http.get(anyOrigin('/apiw/v2/market/futures'), () => ok200(mockData().markets.futures)),
  // Prices and changes from the chart's own path at the market time (live-markets.ts): lists and chart agree.
  http.get(anyOrigin('/apiw/v2/market/spots'), ({ request, cookies }) => ok200(liveSpots(marketNow(requestCookies(request, cookies))))),
  http.get(anyOrigin('/apiw/v2/common/tabs'), () => ok200(mockData().markets.tabs)),
  http.get(anyOrigin('/apiw/v2/pilot/markets'), ({ request, cookies }) =>
    ok200({ list: livePilot(marketNow(requestCookies(request, cookies))) }),
  ),
  http.get(anyOrigin('/apiw/v2/pre-mint/service/currencies/simple-info'), ({ request }) =>
    ok200(page(mockData().tokens.premint, new URL(request.url), 100)),
  ),
  http.get(anyOrigin('/apiw/v2/pre-market/service/currencies/simple-info'), ({ request }) =>
    ok200(page(mockData().tokens.pre_market, new URL(request.url), 100)),
  ),
  http.get(anyOrigin(`${COIN_ICON_PREFIX}:file`), ({ params }) => {
    const coin = ICON_FILE.exec(String(params.file))?.[1];
    // An unlisted coin is a 404: the client's image fails and it shows its default icon.
    if (!coin || !listedCoins().has(coin)) return new HttpResponse(null, { status: 404 });
    // The version query changes hourly for whitelisted coins; the drawing itself never does.
    return new HttpResponse(coinIconSvg(coin), { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' } });
  }),
];
