import { fetchChartBars, type ChartBar, type ChartBarsAnswer, type ChartBarsRequest } from '../../api/chart-bars';
import { fetchChartConfig, type ChartConfig } from '../../api/chart-config';
import { fetchChartMarks, type ChartMarksRequest, type TimescaleMark } from '../../api/chart-marks';
import { isSecondsResolution, nextBarTime, resolutionSeconds, type Resolution } from '../../api/chart-resolutions';
import { fetchChartSearch, type ChartSearchItem } from '../../api/chart-search';
import { fetchChartSymbol, type ChartPriceType, type ChartSymbolInfo } from '../../api/chart-symbol';
import { debounce } from '../../lib/debounce';
import { browserHttp, type HttpConfig } from '../../api/http';

/**
 * The chart's datafeed, with the callbacks the spec names (compliance §7): getSymbolInfo, getBars,
 * subscribeBars / unsubscribeBars, searchSymbols and getTimescaleMarks, plus onReady for the
 * configuration. Callback-shaped like a TradingView datafeed; backed by src/api/chart-*.ts.
 */

/** Compliance §9: symbol search waits 1000 ms after the last keystroke before asking. */
export const SEARCH_DELAY_MS = 1000;
/** Live bars are polled: every second for second intervals, every 2 s otherwise (our choice). */
export const POLL_SECONDS_MS = 1000;
export const POLL_MS = 2000;
/** Bars a live poll asks for: enough to bridge a short background-tab pause. */
const POLL_COUNT = 20;

/** A resolved symbol with the price type the chart shows it in. */
export interface ResolvedSymbol extends ChartSymbolInfo {
  priceType: ChartPriceType;
}

export interface PeriodParams {
  from?: number;
  /** Bars opening strictly before this time (UTC seconds). */
  to: number;
  countBack: number;
  firstDataRequest: boolean;
}

export interface BarsMeta {
  noData: boolean;
}

export interface DatafeedApi {
  config: () => Promise<ChartConfig>;
  symbol: (symbol: string) => Promise<ChartSymbolInfo | null>;
  bars: (req: ChartBarsRequest) => Promise<ChartBarsAnswer | undefined>;
  search: (query: string, type: string) => Promise<ChartSearchItem[]>;
  marks: (req: ChartMarksRequest) => Promise<TimescaleMark[]>;
}

/** The chart calls, made with `http` (the page's unless a test gives its own). */
export function httpDatafeedApi(http: HttpConfig = browserHttp): DatafeedApi {
  return {
    config: () => fetchChartConfig({ http }),
    symbol: (s) => fetchChartSymbol(s, { http }),
    bars: (req) => fetchChartBars(req, { http }),
    search: (q, type) => fetchChartSearch(q, type, { http }),
    marks: (req) => fetchChartMarks(req, { http }),
  };
}

export interface DatafeedEnv {
  /** UTC milliseconds. */
  now: () => number;
  /** A hidden tab is not polled. */
  visible: () => boolean;
}

const browserEnv: DatafeedEnv = {
  now: () => Date.now(),
  visible: () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
};

export interface Datafeed {
  onReady: (callback: (config: ChartConfig) => void) => void;
  searchSymbols: (userInput: string, exchange: string, symbolType: string, onResult: (items: ChartSearchItem[]) => void) => void;
  getSymbolInfo: (symbol: string, onResolve: (info: ChartSymbolInfo) => void, onError: (reason: string) => void) => void;
  getBars: (
    info: ResolvedSymbol,
    resolution: Resolution,
    period: PeriodParams,
    onResult: (bars: ChartBar[], meta: BarsMeta) => void,
    onError: (reason: string) => void,
  ) => void;
  subscribeBars: (
    info: ResolvedSymbol,
    resolution: Resolution,
    onTick: (bar: ChartBar) => void,
    listenerGuid: string,
    onResetCacheNeeded: () => void,
  ) => void;
  unsubscribeBars: (listenerGuid: string) => void;
  getTimescaleMarks: (
    info: ResolvedSymbol,
    from: number,
    to: number,
    onData: (marks: TimescaleMark[]) => void,
    resolution: Resolution,
  ) => void;
  /** Stops every timer (the widget was removed). */
  destroy: () => void;
}

const key = (info: ResolvedSymbol, r: Resolution): string => `${info.symbol}|${r}|${info.priceType}`;

/** A live tick folded into the bar it belongs to: the open stays, extremes widen, close and volume follow. */
export function mergeTick(last: ChartBar, tick: ChartBar): ChartBar {
  if (tick.time !== last.time) return tick;
  return {
    time: last.time,
    open: last.open,
    high: Math.max(last.high, tick.high),
    low: Math.min(last.low, tick.low),
    close: tick.close,
    volume: Math.max(last.volume, tick.volume),
  };
}

export function createDatafeed(api: DatafeedApi = httpDatafeedApi(), env: DatafeedEnv = browserEnv): Datafeed {
  const lastBars = new Map<string, ChartBar>();
  const subscriptions = new Map<string, ReturnType<typeof setInterval>>();
  let searchToken = 0;
  const runSearch = debounce((token: number, query: string, type: string, onResult: (items: ChartSearchItem[]) => void) => {
    void api.search(query, type).then((items) => {
      if (token === searchToken) onResult(items);
    });
  }, SEARCH_DELAY_MS);

  const subscribe: Datafeed['subscribeBars'] = (info, resolution, onTick, guid, onResetCacheNeeded) => {
    const k = key(info, resolution);
    let busy = false;
    const poll = async (): Promise<void> => {
      if (busy || !env.visible()) return;
      busy = true;
      try {
        const last = lastBars.get(k);
        const nowS = Math.floor(env.now() / 1000);
        const answer = await api.bars({
          symbol: info.symbol,
          resolution,
          priceType: info.priceType,
          from: last?.time,
          to: nowS + resolutionSeconds(resolution),
          countBack: POLL_COUNT,
        });
        if (!answer || !subscriptions.has(guid)) return;
        const fresh = answer.bars.filter((b) => !last || b.time >= last.time);
        // More bars were missed than one poll covers: the chart must load again.
        if (last && fresh.length > 0 && fresh[0]!.time > nextBarTime(last.time, resolution)) {
          onResetCacheNeeded();
          return;
        }
        let current = last;
        for (const bar of fresh) {
          current = current ? mergeTick(current, bar) : bar;
          lastBars.set(k, current);
          onTick(current);
        }
      } finally {
        busy = false;
      }
    };
    unsubscribe(guid);
    subscriptions.set(
      guid,
      setInterval(() => void poll(), isSecondsResolution(resolution) ? POLL_SECONDS_MS : POLL_MS),
    );
  };

  const unsubscribe = (guid: string): void => {
    const timer = subscriptions.get(guid);
    if (timer !== undefined) clearInterval(timer);
    subscriptions.delete(guid);
  };

  return {
    onReady: (callback) => void api.config().then(callback),
    searchSymbols: (userInput, _exchange, symbolType, onResult) => {
      searchToken += 1;
      runSearch(searchToken, userInput.trim(), symbolType, onResult);
    },
    getSymbolInfo: (symbol, onResolve, onError) => {
      void api.symbol(symbol).then((info) => (info ? onResolve(info) : onError('unknown_symbol')));
    },
    getBars: (info, resolution, period, onResult, onError) => {
      void api
        .bars({ symbol: info.symbol, resolution, priceType: info.priceType, from: period.from, to: period.to, countBack: period.countBack })
        .then((answer) => {
          if (!answer) return onError('bars_unavailable');
          const k = key(info, resolution);
          const newest = answer.bars.at(-1);
          const known = lastBars.get(k);
          if (newest && (period.firstDataRequest || !known || newest.time >= known.time)) lastBars.set(k, newest);
          onResult(answer.bars, { noData: answer.bars.length === 0 && !answer.more });
        });
    },
    subscribeBars: subscribe,
    unsubscribeBars: unsubscribe,
    getTimescaleMarks: (info, from, to, onData, resolution) => {
      void api.marks({ symbol: info.symbol, resolution, from, to }).then(onData);
    },
    destroy: () => {
      runSearch.cancel();
      for (const guid of [...subscriptions.keys()]) unsubscribe(guid);
    },
  };
}
