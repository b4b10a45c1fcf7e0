import { http } from 'msw';
import { ok200 } from '../context';
import { anyOrigin, mockData } from '../data/store';

function page<T>(rows: readonly T[], url: URL, defaultLimit: number): { list: T[]; total: number; page: number; limit: number } {
  const limit = Math.max(1, Number(url.searchParams.get('limit')) || defaultLimit);
  const current = Math.max(1, Number(url.searchParams.get('page')) || 1);
  return { list: rows.slice((current - 1) * limit, current * limit), total: rows.length, page: current, limit };
}

/** Market lists: spots, futures, tabs, pilot, pre-mint and pre-market. */
export const marketHandlers = [
  http.get(anyOrigin('/apiw/v2/market/futures'), () => ok200(mockData().markets.futures)),
  http.get(anyOrigin('/apiw/v2/market/spots'), () => ok200(mockData().markets.spots)),
  http.get(anyOrigin('/apiw/v2/common/tabs'), () => ok200(mockData().markets.tabs)),
  http.get(anyOrigin('/apiw/v2/pilot/markets'), () => ok200({ list: mockData().tokens.pilot })),
  http.get(anyOrigin('/apiw/v2/pre-mint/service/currencies/simple-info'), ({ request }) =>
    ok200(page(mockData().tokens.premint, new URL(request.url), 100))),
  http.get(anyOrigin('/apiw/v2/pre-market/service/currencies/simple-info'), ({ request }) =>
    ok200(page(mockData().tokens.pre_market, new URL(request.url), 100))),
];
