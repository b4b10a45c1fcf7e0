import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartPriceType } from '../../api/chart-symbol';
import type { EngineFactory } from './chart-engine';
import type { ChartSlot } from './chart-state';
import type { ChartPalette } from './chart-theme';
import { ChartLegend, ChartValuesTable, formatTime, srOnly, useValueText, valuesAt } from './chart-values';
import type { Datafeed, ResolvedSymbol } from './datafeed';
import { priceFormatSpec } from '../../lib/price-format';
import { useChartCell } from './use-chart-cell';

export interface MenuRequest {
  index: number;
  anchor: { top: number; left: number };
  /** The price at the pointer (or the inspected close from the keyboard); null outside the price pane. */
  price: number | null;
  priceText: string;
  info: ResolvedSymbol | null;
}

export interface CellApi {
  screenshot: () => HTMLCanvasElement | null;
  resetView: () => void;
  lastClose: () => number | null;
}

export interface ChartCellProps {
  index: number;
  slot: ChartSlot;
  active: boolean;
  palette: ChartPalette;
  feed: Datafeed;
  engineFactory: EngineFactory;
  pilotPriceType: ChartPriceType;
  marks: boolean;
  locale: string;
  now: () => number;
  onActivate: (index: number) => void;
  onInfo: (index: number, info: ResolvedSymbol | null) => void;
  onMenu: (request: MenuRequest) => void;
  register: (index: number, api: CellApi | null) => void;
}

/** One chart: the canvas (hidden from screen readers), its legend, the values table and keyboard inspection. */
export function ChartCell(p: ChartCellProps) {
  const { t } = useTranslation('chart');
  const container = useRef<HTMLDivElement>(null);
  const ids = useId();
  const cell = useChartCell({
    container,
    slot: p.slot,
    palette: p.palette,
    feed: p.feed,
    engineFactory: p.engineFactory,
    pilotPriceType: p.pilotPriceType,
    marks: p.marks,
    locale: p.locale,
    now: p.now,
  });
  const { bars, studies } = cell.view;
  const [hover, setHover] = useState<number | null>(null);
  const [inspect, setInspect] = useState<number | null>(null);
  const [announce, setAnnounce] = useState('');
  const text = useValueText(cell.info);
  const name = cell.info?.name ?? p.slot.symbol.replace('_', '/');
  const interval = t(`intervals.${p.slot.interval}`);

  // eslint-disable-next-line react-hooks/exhaustive-deps -- reports each new symbol info once
  useEffect(() => p.onInfo(p.index, cell.info), [cell.info]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- subscribes once the engine is ready
  useEffect(() => cell.engine.current?.onCrosshair(setHover), [cell.ready]);
  const [paneWidth, setPaneWidth] = useState<number | null>(null);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- subscribes once the engine is ready
  useEffect(() => cell.engine.current?.onPaneWidth?.(setPaneWidth), [cell.ready]);
  useEffect(() => setInspect(null), [p.slot.symbol, p.slot.interval]);
  useEffect(() => {
    p.register(p.index, {
      screenshot: () => cell.engine.current?.screenshot() ?? null,
      resetView: () => cell.engine.current?.resetView(),
      lastClose: () => cell.view.bars.at(-1)?.close ?? null,
    });
    return () => p.register(p.index, null);
  });

  const shownIndex = useMemo(() => {
    const time = inspect ?? hover;
    const i = time === null ? -1 : bars.findIndex((b) => b.time === time);
    return i >= 0 ? i : bars.length - 1;
  }, [inspect, hover, bars]);
  const values = valuesAt(bars, studies, shownIndex);

  const inspectAt = (i: number) => {
    const bar = bars[Math.max(0, Math.min(bars.length - 1, i))];
    if (!bar) return;
    setInspect(bar.time);
    cell.engine.current?.showCrosshair(bar.time);
    setAnnounce(
      t('values.announce', {
        time: formatTime(bar.time, p.locale),
        open: text.price(bar.open),
        high: text.price(bar.high),
        low: text.price(bar.low),
        close: text.price(bar.close),
      }),
    );
  };

  const openMenuAt = (anchor: { top: number; left: number }, price: number | null) => {
    const format = priceFormatSpec(cell.info?.decimals ?? 2, cell.info?.priceType ?? 'last').format;
    p.onMenu({ index: p.index, anchor, price, priceText: price === null ? '' : format(price), info: cell.info });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const current = inspect === null ? bars.length - 1 : shownIndex;
    const keys: Record<string, () => void> = {
      ArrowLeft: () => inspectAt(current - (inspect === null ? 0 : 1)),
      ArrowRight: () => inspectAt(current + 1),
      Home: () => inspectAt(0),
      End: () => inspectAt(bars.length - 1),
      Escape: () => {
        setInspect(null);
        cell.engine.current?.showCrosshair(null);
      },
    };
    const action = keys[e.key];
    if (action) {
      e.preventDefault();
      action();
    } else if (e.key === 'ContextMenu' || (e.key === 'F10' && e.shiftKey)) {
      e.preventDefault();
      const r = e.currentTarget.getBoundingClientRect();
      openMenuAt({ top: r.top + r.height / 3, left: r.left + r.width / 2 }, bars[shownIndex]?.close ?? null);
    }
  };

  const onContextMenu = (e: MouseEvent<HTMLDivElement>) => {
    e.preventDefault();
    p.onActivate(p.index);
    const top = container.current?.getBoundingClientRect().top ?? 0;
    openMenuAt({ top: e.clientY, left: e.clientX }, cell.engine.current?.priceAt(e.clientY - top) ?? null);
  };

  const shownTime = values ? formatTime(values.bar.time, p.locale) : '';
  return (
    <Box
      onPointerDown={() => p.onActivate(p.index)}
      data-testid="chart-cell"
      data-index={p.index}
      data-active={p.active}
      data-status={cell.status}
      data-ready={cell.ready && cell.status === 'ready'}
      data-symbol={p.slot.symbol}
      data-interval={p.slot.interval}
      data-bars={bars.length}
      data-indicators={p.slot.indicators.map((i) => i.id).join(',')}
      sx={{
        position: 'relative',
        minHeight: 0,
        height: '100%',
        border: 1,
        borderColor: p.active ? 'primary.main' : 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: p.palette.background,
      }}
    >
      <Box
        tabIndex={0}
        role="group"
        aria-label={t('chartLabel', { name, interval })}
        aria-describedby={`${ids}-help ${ids}-values`}
        aria-keyshortcuts="ArrowLeft ArrowRight Home End Escape Shift+F10"
        onKeyDown={onKeyDown}
        onContextMenu={onContextMenu}
        onFocus={() => p.onActivate(p.index)}
        sx={{
          position: 'absolute',
          inset: 0,
          outline: 'none',
          '&:focus-visible': { boxShadow: (th) => `inset 0 0 0 2px ${th.palette.primary.main}` },
        }}
      >
        <Box ref={container} aria-hidden="true" data-testid="chart-canvas" sx={{ position: 'absolute', inset: 0 }} />
        <ChartLegend name={name} interval={interval} values={values} info={cell.info} palette={p.palette} paneWidth={paneWidth} />
      </Box>
      <Box id={`${ids}-help`} sx={srOnly}>
        {t('values.help')}
      </Box>
      <ChartValuesTable
        id={`${ids}-values`}
        caption={t('values.caption', { name, interval, time: shownTime })}
        values={values}
        info={cell.info}
      />
      <Box aria-live="polite" sx={srOnly} data-testid="chart-announce">
        {announce}
      </Box>
      {(cell.failed || cell.status !== 'ready') && (
        <Box
          role={cell.status === 'loading' && !cell.failed ? 'status' : 'alert'}
          sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', zIndex: 4, pointerEvents: 'none' }}
        >
          <Box sx={{ textAlign: 'center', pointerEvents: 'auto', p: 2, borderRadius: 1, bgcolor: p.palette.background }}>
            <Typography sx={{ color: p.palette.text }}>
              {cell.failed || cell.status === 'ready' ? t('widgetFailed') : t(`status.${cell.status}`, { symbol: p.slot.symbol })}
            </Typography>
            {(cell.status === 'error' || cell.status === 'unknown_symbol') && !cell.failed && (
              <Button size="small" sx={{ mt: 1 }} onClick={cell.retry}>
                {t('retry')}
              </Button>
            )}
          </Box>
        </Box>
      )}
    </Box>
  );
}
