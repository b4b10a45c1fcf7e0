import { attempt } from './call';
import { isResolution, RESOLUTIONS, type Resolution } from './chart-resolutions';
import { getJson, type CallOptions } from './http';
import { bool, envelopeRecord, int, isRecord, num, rowsOf, str } from './narrow';

export const CHART_SYMBOL_PATH = '/api/web/v1/chart/symbol';

export type ChartSymbolType = 'SPOT' | 'PILOT';
/** The last traded price, or (pilot tokens) the market capitalisation. */
export type ChartPriceType = 'last' | 'mcap';

/** Symbol info (compliance §3.2 "symbol info"). */
export interface ChartSymbolInfo {
  symbol: string;
  name: string;
  description: string;
  type: ChartSymbolType;
  exchange: string;
  base: string;
  quote: string;
  /** 10^decimals. */
  pricescale: number;
  decimals: number;
  volumePrecision: number;
  hasSeconds: boolean;
  supportedResolutions: Resolution[];
  priceTypes: ChartPriceType[];
  listedAt: number;
}

/** The backend's answer for a symbol it does not list: a normal answer, not a failure. */
export const CHART_UNKNOWN_SYMBOL = 10404;

/** Symbol info; null when the backend says the symbol does not exist; undefined for anything malformed. */
export function narrowChartSymbol(raw: unknown): ChartSymbolInfo | null | undefined {
  if (isRecord(raw) && raw.code === CHART_UNKNOWN_SYMBOL) return null;
  const d = envelopeRecord(raw);
  if (!d) return undefined;
  const symbol = str(d.symbol);
  const type = d.type === 'SPOT' || d.type === 'PILOT' ? d.type : undefined;
  const pricescale = int(d.pricescale);
  if (!symbol || !type || pricescale === undefined || pricescale < 1) return undefined;
  const decimals = Math.round(Math.log10(pricescale));
  if (10 ** decimals !== pricescale) return undefined;
  const [base = symbol, quote = ''] = symbol.split('_');
  const priceTypes = rowsOf(d.price_types, (v) => (v === 'last' || v === 'mcap' ? v : undefined)) ?? [];
  const resolutions = rowsOf(d.supported_resolutions, (v) => (isResolution(v) ? v : undefined)) ?? [];
  return {
    symbol,
    type,
    pricescale,
    decimals,
    name: str(d.name) ?? symbol.replace('_', '/'),
    description: str(d.description) ?? '',
    exchange: str(d.exchange) ?? '',
    base: str(d.base) ?? base,
    quote: str(d.quote) ?? quote,
    volumePrecision: int(d.volume_precision) ?? 2,
    hasSeconds: bool(d.has_seconds) ?? false,
    supportedResolutions: resolutions.length > 0 ? resolutions : RESOLUTIONS.filter((r) => !r.endsWith('S')),
    priceTypes: priceTypes.length > 0 ? priceTypes : ['last'],
    listedAt: num(d.listed_at) ?? 0,
  };
}

/** One symbol by pair or pilot slug; null when unknown or on failure (the chart says so; only a failure is logged). */
export async function fetchChartSymbol(symbol: string, options?: CallOptions): Promise<ChartSymbolInfo | null> {
  return (await attempt('chart/symbol', () => getJson(CHART_SYMBOL_PATH, { ...options, query: { symbol } }), narrowChartSymbol)) ?? null;
}
