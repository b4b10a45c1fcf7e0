import type { ChartBar } from '../../api/chart-bars';
import type { TimescaleMark } from '../../api/chart-marks';
import { barOpenTime, resolutionSeconds, type Resolution } from '../../api/chart-resolutions';
import type { ChartPriceType, ChartSymbolInfo } from '../../api/chart-symbol';
import type { Datafeed, ResolvedSymbol } from './datafeed';

/** Bars asked for when a chart opens and each time the visitor scrolls to the oldest one. */
export const PAGE_BARS = 500;

export type SeriesStatus = 'loading' | 'ready' | 'empty' | 'error' | 'unknown_symbol';

export interface SeriesListener {
  status: (status: SeriesStatus, info: ResolvedSymbol | null) => void;
  /** All bars replaced (first load, older bars prepended, reload). */
  reset: (bars: readonly ChartBar[]) => void;
  /** The last bar changed (`appended`: a new bar started). */
  tick: (bars: readonly ChartBar[], appended: boolean) => void;
  marks: (marks: TimescaleMark[]) => void;
}

export interface SeriesRequest {
  symbol: string;
  interval: Resolution;
  /** The price type a PILOT symbol is shown in (politPriceType); spot pairs always use the last price. */
  pilotPriceType: ChartPriceType;
  marks: boolean;
  /** UTC milliseconds. */
  now: () => number;
}

export interface SeriesHandle {
  loadMore: () => void;
  /** Timescale marks on or off without reloading the bars (off clears them). */
  setMarks: (enabled: boolean) => void;
  retry: () => void;
  close: () => void;
}

let guids = 0;

export function resolvePriceType(info: ChartSymbolInfo, pilot: ChartPriceType): ChartPriceType {
  return info.type === 'PILOT' && info.priceTypes.includes(pilot) ? pilot : 'last';
}

/** Marks moved onto the open time of the bar they fall in, so they sit on a candle. */
export function alignMarks(marks: TimescaleMark[], interval: Resolution): TimescaleMark[] {
  return marks.map((m) => ({ ...m, time: barOpenTime(m.time, interval) }));
}

/**
 * One chart's data through the datafeed: resolve, first page, live ticks, older pages on demand,
 * timescale marks. Framework-free; the chart cell connects it to the engine and React state.
 */
export function openSeries(feed: Datafeed, req: SeriesRequest, on: SeriesListener): SeriesHandle {
  let closed = false;
  let info: ResolvedSymbol | null = null;
  let bars: ChartBar[] = [];
  let more = false;
  let loadingMore = false;
  let guid = '';
  let generation = 0;
  let marksOn = req.marks;
  let marksTo = 0;

  const fetchMarks = (symbol: ResolvedSymbol): void => {
    const first = bars[0];
    if (!first) return;
    const gen = generation;
    feed.getTimescaleMarks(
      symbol,
      first.time,
      marksTo,
      (marks) => {
        if (!closed && marksOn && gen === generation) on.marks(alignMarks(marks, req.interval));
      },
      req.interval,
    );
  };

  const unsubscribe = (): void => {
    if (guid) feed.unsubscribeBars(guid);
    guid = '';
  };

  const onTick = (bar: ChartBar): void => {
    if (closed) return;
    const last = bars.at(-1);
    if (last && bar.time < last.time) return;
    const appended = !last || bar.time > last.time;
    bars = appended ? [...bars, bar] : [...bars.slice(0, -1), bar];
    on.tick(bars, appended);
  };

  const loadBars = (symbol: ResolvedSymbol): void => {
    const gen = ++generation;
    unsubscribe();
    const to = Math.floor(req.now() / 1000) + resolutionSeconds(req.interval);
    feed.getBars(
      symbol,
      req.interval,
      { to, countBack: PAGE_BARS, firstDataRequest: true },
      (page, meta) => {
        if (closed || gen !== generation) return;
        bars = page;
        more = !meta.noData && page.length >= PAGE_BARS;
        on.status(page.length > 0 ? 'ready' : 'empty', symbol);
        on.reset(bars);
        guid = `chart-${++guids}`;
        feed.subscribeBars(symbol, req.interval, onTick, guid, () => loadBars(symbol));
        marksTo = to;
        if (marksOn) fetchMarks(symbol);
      },
      () => {
        if (!closed && gen === generation) on.status('error', symbol);
      },
    );
  };

  const start = (): void => {
    on.status('loading', null);
    feed.getSymbolInfo(
      req.symbol,
      (resolved) => {
        if (closed) return;
        info = { ...resolved, priceType: resolvePriceType(resolved, req.pilotPriceType) };
        loadBars(info);
      },
      () => {
        if (!closed) on.status('unknown_symbol', null);
      },
    );
  };

  start();
  return {
    loadMore: () => {
      const first = bars[0];
      if (!info || !first || !more || loadingMore) return;
      loadingMore = true;
      const gen = generation;
      feed.getBars(
        info,
        req.interval,
        { to: first.time, countBack: PAGE_BARS, firstDataRequest: false },
        (page, meta) => {
          loadingMore = false;
          if (closed || gen !== generation) return;
          more = !meta.noData && page.length >= PAGE_BARS;
          const older = page.filter((b) => b.time < first.time);
          if (older.length === 0) return;
          bars = [...older, ...bars];
          on.reset(bars);
        },
        () => {
          loadingMore = false;
        },
      );
    },
    setMarks: (enabled) => {
      if (enabled === marksOn) return;
      marksOn = enabled;
      if (!enabled) on.marks([]);
      else if (info && marksTo > 0) fetchMarks(info);
    },
    retry: () => {
      if (info) {
        on.status('loading', info);
        loadBars(info);
      } else {
        start();
      }
    },
    close: () => {
      closed = true;
      unsubscribe();
    },
  };
}
