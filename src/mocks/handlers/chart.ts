import { http, HttpResponse } from 'msw';
import { isResolution, RESOLUTIONS } from '../../api/chart-resolutions';
import { CHART_UNKNOWN_SYMBOL } from '../../api/chart-symbol';
import { marketNow, mockContext, ok, requestCookies } from '../context';
import { candles, hasBarsBefore, MAX_BARS, timescaleMarks } from '../data/candles';
import { chartSymbols, findChartSymbol, type ChartSymbol } from '../data/candles-symbols';
import { isLoggedIn } from '../data/persona-answers';
import { anyOrigin } from '../data/store';

/** Codes of the embedded chart backend (ours: the spec shows none). */
export { CHART_UNKNOWN_SYMBOL };
export const CHART_BAD_REQUEST = 10400;

const fail = (code: number, message: string): Response => HttpResponse.json({ code, message, data: null });

function intParam(url: URL, name: string): number | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return undefined;
  const n = Number(raw);
  return Number.isFinite(n) ? Math.floor(n) : undefined;
}

export function symbolJson(s: ChartSymbol) {
  return {
    symbol: s.symbol,
    name: `${s.base}/${s.quote}`,
    description: `${s.name} / ${s.quote}`,
    type: s.type,
    exchange: 'Meridian',
    base: s.base,
    quote: s.quote,
    session: '24x7',
    timezone: 'Etc/UTC',
    pricescale: 10 ** s.decimals,
    minmov: 1,
    volume_precision: 4,
    has_seconds: true,
    has_intraday: true,
    has_daily: true,
    has_weekly_and_monthly: true,
    supported_resolutions: RESOLUTIONS,
    price_types: s.priceTypes,
    listed_at: s.listedAt,
    supply: s.supply,
    seo: s.seo ?? null,
  };
}

function searchRank(s: ChartSymbol, q: string): number {
  if (s.base === q || s.symbol === q) return 0;
  if (s.base.startsWith(q)) return 1;
  if (s.symbol.replace('_', '').startsWith(q.replace(/[_/]/g, ''))) return 2;
  return s.name.toUpperCase().includes(q) ? 3 : -1;
}

/** The chart datafeed's backend: configuration, symbols, bars, search and timescale marks. */
export const chartHandlers = [
  http.get(anyOrigin('/api/web/v1/chart/config'), ({ request, cookies }) => {
    const { persona } = mockContext(request, cookies);
    return ok({
      supported_resolutions: RESOLUTIONS,
      supports_search: true,
      supports_timescale_marks: true,
      supports_time: true,
      // Alerts belong to an account: a visitor's chart offers none.
      supports_alerts: isLoggedIn(persona),
      symbols_types: [
        { name: 'All', value: '' },
        { name: 'Spot', value: 'SPOT' },
        { name: 'Pilot', value: 'PILOT' },
      ],
    });
  }),
  http.get(anyOrigin('/api/web/v1/chart/symbol'), ({ request }) => {
    const sym = findChartSymbol(new URL(request.url).searchParams.get('symbol') ?? '');
    return sym ? ok(symbolJson(sym)) : fail(CHART_UNKNOWN_SYMBOL, 'unknown symbol');
  }),
  http.get(anyOrigin('/api/web/v1/chart/bars'), ({ request, cookies }) => {
    const url = new URL(request.url);
    const sym = findChartSymbol(url.searchParams.get('symbol') ?? '');
    if (!sym) return fail(CHART_UNKNOWN_SYMBOL, 'unknown symbol');
    const resolution = url.searchParams.get('resolution');
    const priceType = url.searchParams.get('price_type') ?? 'last';
    if (!isResolution(resolution) || (priceType !== 'last' && priceType !== 'mcap') || !sym.priceTypes.includes(priceType)) {
      return fail(CHART_BAD_REQUEST, 'bad resolution or price type');
    }
    const now = marketNow(requestCookies(request, cookies));
    const to = intParam(url, 'to') ?? now + 1;
    const bars = candles(sym, resolution, {
      from: intParam(url, 'from'),
      to,
      countBack: intParam(url, 'countback') ?? MAX_BARS,
      now,
      priceType,
    });
    if (bars.length === 0) return ok({ s: 'no_data', more: hasBarsBefore(sym, resolution, to) });
    return ok({
      s: 'ok',
      t: bars.map((b) => b.time),
      o: bars.map((b) => b.open),
      h: bars.map((b) => b.high),
      l: bars.map((b) => b.low),
      c: bars.map((b) => b.close),
      v: bars.map((b) => b.volume),
      more: hasBarsBefore(sym, resolution, bars[0]!.time),
    });
  }),
  http.get(anyOrigin('/api/web/v1/chart/search'), ({ request }) => {
    const url = new URL(request.url);
    const q = (url.searchParams.get('query') ?? '').trim().toUpperCase();
    const type = url.searchParams.get('type') ?? '';
    const limit = Math.min(50, Math.max(1, intParam(url, 'limit') ?? 30));
    const hits = chartSymbols()
      .filter((s) => !type || s.type === type)
      .map((s) => ({ s, rank: q ? searchRank(s, q) : 3 }))
      .filter((x) => x.rank >= 0)
      .sort((a, b) => a.rank - b.rank)
      .slice(0, limit)
      .map(({ s }) => ({ symbol: s.symbol, name: `${s.base}/${s.quote}`, description: s.name, type: s.type, exchange: 'Meridian' }));
    return ok(hits);
  }),
  http.get(anyOrigin('/api/web/v1/chart/marks'), ({ request, cookies }) => {
    const url = new URL(request.url);
    const sym = findChartSymbol(url.searchParams.get('symbol') ?? '');
    if (!sym) return fail(CHART_UNKNOWN_SYMBOL, 'unknown symbol');
    const from = intParam(url, 'from') ?? 0;
    const now = marketNow(requestCookies(request, cookies));
    const to = intParam(url, 'to') ?? now;
    return ok(to < from ? [] : timescaleMarks(sym, from, Math.min(to, now)));
  }),
];
