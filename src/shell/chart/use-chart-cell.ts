import { useEffect, useRef, useState, type RefObject } from 'react';
import type { ChartBar } from '../../api/chart-bars';
import type { ChartPriceType } from '../../api/chart-symbol';
import type { ChartEngine, EngineFactory } from './chart-engine';
import type { ChartSlot } from './chart-state';
import type { ChartPalette } from './chart-theme';
import type { Datafeed, ResolvedSymbol } from './datafeed';
import { priceFormatSpec, type PriceFormatSpec } from '../../lib/price-format';
import { openSeries, type SeriesHandle, type SeriesStatus } from './series-model';
import { computeStudies, drawStudies, drawTick, type TickState } from './chart-draw';
import type { StudyResult } from './study-series';

export interface CellView {
  bars: readonly ChartBar[];
  studies: StudyResult[];
}

interface CellOptions {
  container: RefObject<HTMLDivElement | null>;
  slot: ChartSlot;
  palette: ChartPalette;
  feed: Datafeed;
  engineFactory: EngineFactory;
  pilotPriceType: ChartPriceType;
  marks: boolean;
  locale: string;
  now: () => number;
}

const DEFAULT_FORMAT = priceFormatSpec(2, 'last');

function formatOf(info: ResolvedSymbol | null): PriceFormatSpec {
  return info ? priceFormatSpec(info.decimals, info.priceType) : DEFAULT_FORMAT;
}

/**
 * One chart's life (compliance §4.7): the engine is created, on ready the data is loaded, the view
 * reset and the palette (with its background overrides) applied; removal destroys it.
 */
export function useChartCell(o: CellOptions) {
  const engine = useRef<ChartEngine | null>(null);
  const series = useRef<SeriesHandle | null>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [status, setStatus] = useState<SeriesStatus>('loading');
  const [info, setInfo] = useState<ResolvedSymbol | null>(null);
  const [view, setView] = useState<CellView>({ bars: [], studies: [] });
  const latest = useRef({
    palette: o.palette,
    indicators: o.slot.indicators,
    info: null as ResolvedSymbol | null,
    tick: { tdMarkers: [] } as TickState,
    bars: [] as readonly ChartBar[],
    marks: o.marks,
  });
  latest.current.palette = o.palette;
  latest.current.indicators = o.slot.indicators;
  latest.current.marks = o.marks;

  useEffect(() => {
    const el = o.container.current;
    if (!el) return undefined;
    let alive = true;
    let created: ChartEngine | null = null;
    o.engineFactory(el, { palette: o.palette, priceFormat: DEFAULT_FORMAT, locale: o.locale }).then(
      (e) => {
        if (!alive) return e.destroy();
        created = e;
        engine.current = e;
        setReady(true);
      },
      (error: unknown) => {
        console.error('chart: the renderer could not load', error);
        if (alive) setFailed(true);
      },
    );
    return () => {
      alive = false;
      created?.destroy();
      engine.current = null;
    };
    // The engine lives as long as the cell; palette changes are applied below.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- created once per cell
  }, []);

  useEffect(() => {
    engine.current?.setPalette(o.palette);
    const e = engine.current;
    if (e && view.studies.length > 0) drawStudies(e, view.studies, view.bars, o.palette, formatOf(latest.current.info));
    // Redraw only when the palette changes; bars and studies have their own paths.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on a palette change
  }, [o.palette, ready]);

  // Data: a new series whenever the symbol, the interval or the pilot price type changes.
  useEffect(() => {
    const e = engine.current;
    if (!ready || !e) return undefined;
    let first = true;
    const recompute = (bars: readonly ChartBar[]) => computeStudies(bars, latest.current.indicators);
    const handle = openSeries(
      o.feed,
      { symbol: o.slot.symbol, interval: o.slot.interval, pilotPriceType: o.pilotPriceType, marks: latest.current.marks, now: o.now },
      {
        status: (s, resolved) => {
          setStatus(s);
          if (resolved) {
            latest.current.info = resolved;
            setInfo(resolved);
            e.setPriceFormat(formatOf(resolved));
          }
        },
        reset: (bars) => {
          latest.current.bars = bars;
          const studies = recompute(bars);
          e.setBars(bars);
          drawStudies(e, studies, bars, latest.current.palette, formatOf(latest.current.info));
          latest.current.tick = { tdMarkers: [] };
          if (first) e.resetView();
          first = false;
          setView({ bars, studies });
        },
        tick: (bars) => {
          latest.current.bars = bars;
          const studies = recompute(bars);
          latest.current.tick = drawTick(e, studies, bars, latest.current.palette, latest.current.tick);
          setView({ bars, studies });
        },
        marks: (marks) => e.setMarks(marks),
      },
    );
    series.current = handle;
    const offStart = e.onNearStart(() => handle.loadMore());
    return () => {
      offStart();
      handle.close();
      series.current = null;
    };
  }, [ready, o.feed, o.slot.symbol, o.slot.interval, o.pilotPriceType, o.now]);

  // Timescale marks switched on or off (the datafeed's config can answer after the bars): only the
  // marks change; the series is not reloaded and redrawn for it.
  useEffect(() => series.current?.setMarks(o.marks), [o.marks]);

  // Indicators added, removed or re-configured: recompute over the bars we have.
  useEffect(() => {
    const e = engine.current;
    if (!e) return;
    const bars = latest.current.bars;
    const studies = computeStudies(bars, o.slot.indicators);
    drawStudies(e, studies, bars, latest.current.palette, formatOf(latest.current.info));
    latest.current.tick = { tdMarkers: [] };
    setView({ bars, studies });
  }, [o.slot.indicators]);

  return { engine, ready, failed, status, info, view, retry: () => series.current?.retry() };
}
