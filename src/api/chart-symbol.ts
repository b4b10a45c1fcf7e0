import { attempt } from './call';
import { RESOLUTIONS } from './chart-resolutions';
import { getJson, type CallOptions } from './http';
import { bool, check, envelope, filled, int, isRecord, map, num, obj, oneOf, opt, or, someRows, str, type Answer } from './answer-schema';

export const CHART_SYMBOL_PATH = '/api/web/v1/chart/symbol';

const SYMBOL_TYPES = ['SPOT', 'PILOT'] as const;
export type ChartSymbolType = (typeof SYMBOL_TYPES)[number];
const PRICE_TYPES = ['last', 'mcap'] as const;
/** The last traded price, or (pilot tokens) the market capitalisation. */
export type ChartPriceType = (typeof PRICE_TYPES)[number];

/** The fields a symbol and a search hit share; `withName` fills a missing name from the symbol. */
export const chartSymbolFields = {
  symbol: filled,
  type: oneOf(SYMBOL_TYPES),
  name: opt(str),
  description: or(str, () => ''),
  exchange: or(str, () => ''),
};

/** The display name: the one sent, else the pair written with a slash (BTC_USDT → BTC/USDT). */
export function withName<T extends { symbol: string; name?: string }>(row: T): T & { name: string } {
  return { ...row, name: row.name ?? row.symbol.replace('_', '/') };
}

/** 10^decimals, so a price scale that is not a power of ten fails the answer. */
const pricescale = check(int, (p) => p >= 1 && 10 ** Math.round(Math.log10(p)) === p);

/** Symbol info (compliance §3.2 "symbol info"). */
const narrowSymbolInfo = map(
  obj({
    ...chartSymbolFields,
    pricescale,
    base: opt(str),
    quote: opt(str),
    volume_precision: or(int, () => 2),
    has_seconds: or(bool, () => false),
    // Unknown items dropped; none left (or none sent) takes the default.
    supported_resolutions: or(someRows(oneOf(RESOLUTIONS)), () => RESOLUTIONS.filter((r) => !r.endsWith('S'))),
    price_types: or(someRows(oneOf(PRICE_TYPES)), (): ChartPriceType[] => ['last']),
    listed_at: or(num, () => 0),
  }),
  (d) => {
    const [base = d.symbol, quote = ''] = d.symbol.split('_');
    return {
      ...withName({ symbol: d.symbol, type: d.type, name: d.name, description: d.description, exchange: d.exchange }),
      pricescale: d.pricescale,
      decimals: Math.round(Math.log10(d.pricescale)),
      base: d.base ?? base,
      quote: d.quote ?? quote,
      volumePrecision: d.volume_precision,
      hasSeconds: d.has_seconds,
      supportedResolutions: d.supported_resolutions,
      priceTypes: d.price_types,
      listedAt: d.listed_at,
    };
  },
);

export type ChartSymbolInfo = Answer<typeof narrowSymbolInfo>;

/** The backend's answer for a symbol it does not list: a normal answer, not a failure. */
export const CHART_UNKNOWN_SYMBOL = 10404;

const narrowSymbolAnswer = envelope(narrowSymbolInfo);

/** Symbol info; null when the backend says the symbol does not exist; undefined for anything malformed. */
export const narrowChartSymbol = (raw: unknown): ChartSymbolInfo | null | undefined =>
  isRecord(raw) && raw.code === CHART_UNKNOWN_SYMBOL ? null : narrowSymbolAnswer(raw);

/** One symbol by pair or pilot slug; null when unknown or on failure (the chart says so; only a failure is logged). */
export async function fetchChartSymbol(symbol: string, options?: CallOptions): Promise<ChartSymbolInfo | null> {
  return (
    (await attempt('chart/symbol', () => getJson(CHART_SYMBOL_PATH, { ...options, query: { symbol } }), narrowChartSymbol, options)) ?? null
  );
}
