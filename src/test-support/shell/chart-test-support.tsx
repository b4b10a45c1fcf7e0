import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import type { ChartBar } from '../../api/chart-bars';
import { defaultChartConfig } from '../../api/chart-config';
import type { ChartSymbolInfo } from '../../api/chart-symbol';
import { createI18n } from '../../lib/i18n';
import { ThemeRoot } from '../../app/providers';
import { MuiScope } from '../../shell/ui/mui/mui-scope';
import { memoryStorage, type MemoryStorage } from '../memory-storage';
import type { ChartEngine, EngineFactory } from '../../shell/chart/chart-engine';
import type { ChartWidgetProps } from '../../shell/chart/chart-widget';
import { ChartWidget } from '../../shell/chart/chart-widget';
import { createDatafeed, type DatafeedApi } from '../../shell/chart/datafeed';

export const HOUR = 3600;
export const NOW_S = 1_773_230_400; // 2026-03-11T12:00:00Z

export function symbolInfo(symbol: string, patch: Partial<ChartSymbolInfo> = {}): ChartSymbolInfo {
  const [base = symbol, quote = 'USDT'] = symbol.split('_');
  return {
    symbol,
    name: `${base}/${quote}`,
    description: '',
    type: 'SPOT',
    exchange: 'Meridian',
    base,
    quote,
    pricescale: 100,
    decimals: 2,
    volumePrecision: 4,
    hasSeconds: true,
    supportedResolutions: ['60'],
    priceTypes: ['last'],
    listedAt: 0,
    ...patch,
  };
}

export function hourlyBars(n: number, start = 100): ChartBar[] {
  return Array.from({ length: n }, (_, i) => {
    const open = start + Math.sin(i / 5) * 10;
    const close = start + Math.sin((i + 1) / 5) * 10;
    return {
      time: NOW_S - (n - 1 - i) * HOUR,
      open,
      close,
      high: Math.max(open, close) + 1,
      low: Math.min(open, close) - 1,
      volume: 10 + i,
    };
  });
}

/** A datafeed API in memory: known symbols, bars on demand, optional failures. */
export function memoryApi(
  opts: { symbols?: Record<string, ChartSymbolInfo>; bars?: () => ChartBar[] | undefined; alerts?: boolean } = {},
): DatafeedApi {
  const symbols = opts.symbols ?? {
    BTC_USDT: symbolInfo('BTC_USDT'),
    ETH_USDT: symbolInfo('ETH_USDT'),
    SOL_USDT: symbolInfo('SOL_USDT'),
    BNB_USDT: symbolInfo('BNB_USDT'),
  };
  return {
    config: async () => ({ ...defaultChartConfig(), supportsAlerts: opts.alerts ?? false }),
    symbol: async (s) => symbols[s] ?? null,
    bars: async (req) => {
      if (req.from !== undefined) return { bars: [], more: true };
      const bars = (opts.bars ?? (() => hourlyBars(120)))();
      return bars ? { bars: bars.filter((b) => b.time < req.to), more: false } : undefined;
    },
    search: async (q) =>
      Object.values(symbols)
        .filter((s) => s.symbol.startsWith(q.toUpperCase()))
        .map((s) => ({ symbol: s.symbol, name: s.name, description: '', type: s.type, exchange: '' })),
    marks: async () => [],
  };
}

export type FakeEngine = { [K in keyof ChartEngine]: ReturnType<typeof vi.fn> } & { price: number | null };

export function fakeEngines() {
  const engines: FakeEngine[] = [];
  const factory: EngineFactory = async () => {
    const e = {
      price: 101.5 as number | null,
      setPalette: vi.fn(),
      setPriceFormat: vi.fn(),
      setBars: vi.fn(),
      updateBar: vi.fn(),
      setStudies: vi.fn(),
      updateStudyPoints: vi.fn(),
      setStudyMarkers: vi.fn(),
      setMarks: vi.fn(),
      screenshot: vi.fn(() => document.createElement('canvas')),
      resetView: vi.fn(),
      showCrosshair: vi.fn(),
      onCrosshair: vi.fn(() => () => undefined),
      onNearStart: vi.fn(() => () => undefined),
      destroy: vi.fn(),
      priceAt: vi.fn((): number | null => e.price),
    } as unknown as FakeEngine;
    engines.push(e);
    return e as unknown as ChartEngine;
  };
  return { engines, factory };
}

export function renderChart(
  props: Partial<ChartWidgetProps> & { api?: DatafeedApi; mode?: 'light' | 'dark'; storage?: MemoryStorage } = {},
) {
  const { engines, factory } = fakeEngines();
  const storage = props.storage ?? memoryStorage();
  const openWindow = vi.fn((): Window | null => ({}) as Window);
  const feed = createDatafeed(props.api ?? memoryApi(), { now: () => NOW_S * 1000, visible: () => true });
  const i18n = createI18n();
  const ui = (mode: 'light' | 'dark'): ReactNode => (
    <I18nextProvider i18n={i18n}>
      <ThemeRoot prefs={{ mode, rise: 'green-up' }} dir="ltr">
        <MuiScope>
          <ChartWidget
            variant={props.variant ?? 'platform'}
            symbol={props.symbol ?? 'BTC_USDT'}
            deps={{ feed, engineFactory: factory, storage, openWindow, now: () => NOW_S * 1000 }}
          />
        </MuiScope>
      </ThemeRoot>
    </I18nextProvider>
  );
  const result = render(ui(props.mode ?? 'light'));
  return { ...result, engines, storage, openWindow, setMode: (mode: 'light' | 'dark') => result.rerender(ui(mode)) };
}
