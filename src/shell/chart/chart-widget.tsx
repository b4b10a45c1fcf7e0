import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import { useTheme } from '@mui/material/styles';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { ChartConfig } from '../../api/chart-config';
import { ChartCell, type CellApi, type MenuRequest } from './chart-cell';
import type { EngineFactory } from './chart-engine';
import { loadLightweightEngine } from './load-lw-engine';
import { LAYOUT_SIZE, type ChartStorage } from './chart-state';
import { createChartStore, startAutoSave, visibleSlots } from './chart-store';
import { chartPalette, withOverrides } from './chart-theme';
import { ChartToolbar } from './chart-toolbar';
import { contextMenuEntries, type MenuEntry } from './context-menu.utils';
import { createDatafeed, httpDatafeedApi, type Datafeed, type ResolvedSymbol } from './datafeed';
import { IndicatorSettings } from './indicator-settings';
import type { IndicatorId } from './indicators/inputs';
import { plainPrice } from '../../lib/price-format';
import { localStore } from '../../lib/storage';
import { QUICK_ORDER_EVENT, QuickOrderPanel } from './quick-order-panel';
import { SymbolSearch } from './symbol-search';
import { openScreenshot } from './screenshot';
import { useHttp } from '../../api/http-context';

export type ChartVariant = 'simple' | 'platform';

/** Heavy or environment-bound parts, swapped by tests (jsdom has no canvas). */
export interface ChartDeps {
  feed: Datafeed;
  engineFactory: EngineFactory;
  storage: ChartStorage | null;
  openWindow: (url: string) => Window | null;
  now: () => number;
}

interface OpenMenu extends MenuRequest {
  entries: MenuEntry[];
}

/**
 * The price chart (compliance §4.7): the simple variant is one chart; the platform variant adds
 * multi-chart layouts with auto-save, the quick-order trading bridge and timescale marks.
 */
export interface ChartWidgetProps {
  variant: ChartVariant;
  /** The route's symbol (pair or pilot slug); it fills the first chart. */
  symbol: string;
  deps?: Partial<ChartDeps>;
}

export function ChartWidget({ variant, symbol, deps }: ChartWidgetProps) {
  const { t, i18n } = useTranslation('chart');
  const theme = useTheme();
  const platform = variant === 'platform';
  const http = useHttp();
  const [feed] = useState(() => deps?.feed ?? createDatafeed(httpDatafeedApi(http)));
  const engineFactory = deps?.engineFactory ?? loadLightweightEngine;
  const now = deps?.now ?? Date.now;
  const [storage] = useState(() => (platform ? (deps && 'storage' in deps ? (deps.storage ?? null) : localStore) : null));
  const [store] = useState(() => createChartStore({ storage, symbol, theme: theme.palette.mode }));
  const s = useStore(store);
  const [config, setConfig] = useState<ChartConfig | null>(null);
  const [infos, setInfos] = useState<(ResolvedSymbol | null)[]>([]);
  const [searching, setSearching] = useState(false);
  const [settings, setSettings] = useState<IndicatorId | null>(null);
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const [orderPrice, setOrderPrice] = useState('');
  const [message, setMessage] = useState('');
  const cells = useRef<(CellApi | null)[]>([]);

  useEffect(() => feed.onReady(setConfig), [feed]);
  useEffect(() => () => feed.destroy(), [feed]);
  useEffect(() => store.getState().setSymbol(0, symbol), [store, symbol]);
  useEffect(() => {
    if (store.getState().theme !== theme.palette.mode) store.getState().applyTheme(theme.palette.mode);
  }, [store, theme.palette.mode]);
  useEffect(() => {
    if (!storage) return undefined;
    const auto = startAutoSave(store, storage);
    // pagehide fires on every unload (and, unlike beforeunload, keeps the back/forward cache working).
    window.addEventListener('pagehide', auto.flush);
    return () => {
      window.removeEventListener('pagehide', auto.flush);
      auto.flush();
      auto.stop();
    };
  }, [store, storage]);

  // Candles are graphics (the theme's 3:1 rise/fall shades); the legend's values are text (its 4.5:1 ones). See docs/accessibility.md.
  const { riseGraphic: up, fallGraphic: down, rise: upText, fall: downText } = theme.palette;
  const palette = useMemo(
    () => withOverrides(chartPalette(s.theme, { up, down, upText, downText }), s.overrides),
    [s.theme, s.overrides, up, down, upText, downText],
  );
  const count = platform ? visibleSlots(s) : 1;
  const active = Math.min(s.active, count - 1);
  const slot = s.slots[active]!;
  const info = infos[active] ?? null;
  const onInfo = useCallback(
    (index: number, next: ResolvedSymbol | null) =>
      setInfos((list) => {
        const copy = [...list];
        copy[index] = next;
        return copy;
      }),
    [],
  );
  const register = useCallback((index: number, api: CellApi | null) => {
    cells.current[index] = api;
  }, []);

  const onMenu = useCallback(
    (req: MenuRequest) => {
      const entries = contextMenuEntries({
        bridge: platform,
        layout: store.getState().layout,
        symbolType: req.info?.type ?? 'SPOT',
        priceType: req.info?.priceType ?? 'last',
        priceText: req.priceText,
        alertsSupported: config?.supportsAlerts ?? false,
      });
      setMenu({ ...req, entries });
    },
    [platform, store, config],
  );

  const screenshot = (index: number) => {
    const canvas = cells.current[index]?.screenshot();
    if (canvas)
      void openScreenshot(canvas, deps?.openWindow ?? ((url) => window.open(url, '_blank'))).then(
        (ok) => ok || setMessage(t('screenshotBlocked')),
      );
  };

  const choose = (entry: MenuEntry) => {
    if (!menu) return;
    setMenu(null);
    const decimals = menu.info?.decimals ?? 2;
    const price = menu.price ?? cells.current[menu.index]?.lastClose() ?? null;
    if (entry === 'place_order' && menu.price !== null) {
      setOrderPrice(plainPrice(menu.price, decimals));
      store.getState().setShowQuickOrder(true);
    } else if (entry === 'add_alert' && price !== null) {
      window.dispatchEvent(
        new CustomEvent('meridian:price-alert', { detail: { symbol: menu.info?.symbol, price: plainPrice(price, decimals) } }),
      );
      setMessage(t('alertSent', { name: menu.info?.name ?? '', price: menu.priceText || plainPrice(price, decimals) }));
    } else if (entry === 'screenshot') screenshot(menu.index);
    else if (entry === 'reset_view') cells.current[menu.index]?.resetView();
  };

  // Each indicator pane adds height, so the price pane keeps its size.
  const panes = Math.max(0, ...s.slots.slice(0, count).map((x) => x.indicators.length));
  const grid =
    count === 4
      ? { gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gridAutoRows: 320 + 80 * panes }
      : { gridTemplateColumns: count === 2 ? { xs: '1fr', md: '1fr 1fr' } : '1fr', gridAutoRows: 500 + 120 * panes };
  const settingsConfig = settings ? (slot.indicators.find((i) => i.id === settings) ?? null) : null;
  return (
    <Box
      component="section"
      aria-label={t('region')}
      data-testid="chart-widget"
      data-variant={variant}
      data-layout={s.layout ?? ''}
      data-theme={s.theme}
      sx={{ mt: 3 }}
    >
      <ChartToolbar
        platform={platform}
        slot={slot}
        info={info}
        layout={s.layout}
        pilotPriceType={s.pilotPriceType}
        showQuickOrder={s.showQuickOrder}
        quickOrderAvailable={count === LAYOUT_SIZE.single}
        onSearch={() => setSearching(true)}
        onInterval={(r) => s.setInterval(active, r)}
        onToggleIndicator={(id) => s.toggleIndicator(active, id)}
        onSettings={setSettings}
        onPriceType={s.setPilotPriceType}
        onLayout={s.setLayout}
        onQuickOrder={s.setShowQuickOrder}
        onScreenshot={() => screenshot(active)}
        onReset={() => cells.current[active]?.resetView()}
      />
      <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', md: 'row' }, alignItems: 'flex-start' }}>
        <Box sx={{ display: 'grid', gap: 1, flex: 1, minWidth: 0, width: '100%', ...grid }}>
          {s.slots.slice(0, count).map((cellSlot, index) => (
            <ChartCell
              key={index}
              index={index}
              slot={cellSlot}
              active={count > 1 && index === active}
              palette={palette}
              feed={feed}
              engineFactory={engineFactory}
              pilotPriceType={s.pilotPriceType}
              marks={platform && (config?.supportsTimescaleMarks ?? false)}
              locale={i18n.language}
              now={now}
              onActivate={s.setActive}
              onInfo={onInfo}
              onMenu={onMenu}
              register={register}
            />
          ))}
        </Box>
        {platform && s.showQuickOrder && count === LAYOUT_SIZE.single && (
          <QuickOrderPanel
            info={info}
            price={orderPrice}
            onClose={() => s.setShowQuickOrder(false)}
            onSend={(order) => {
              window.dispatchEvent(new CustomEvent(QUICK_ORDER_EVENT, { detail: order }));
              setMessage(
                t('quickOrder.sent', {
                  side: t(`quickOrder.${order.side}`),
                  amount: order.amount,
                  base: info?.base ?? '',
                  price: order.price,
                  quote: info?.quote ?? '',
                }),
              );
            }}
          />
        )}
      </Box>
      <Menu
        open={menu !== null}
        onClose={() => setMenu(null)}
        anchorReference="anchorPosition"
        anchorPosition={menu?.anchor}
        slotProps={{ list: { 'aria-label': t('menu.label') } }}
        data-testid="chart-menu"
      >
        {menu?.entries.map((entry) => (
          <MenuItem key={entry} onClick={() => choose(entry)} data-entry={entry}>
            {t(`menu.${entry}`, {
              price: menu.priceText || plainPrice(cells.current[menu.index]?.lastClose() ?? Number.NaN, menu.info?.decimals ?? 2),
            })}
          </MenuItem>
        ))}
      </Menu>
      <SymbolSearch
        open={searching}
        feed={feed}
        onClose={() => setSearching(false)}
        onPick={(sym) => {
          s.setSymbol(active, sym);
          setSearching(false);
        }}
      />
      <IndicatorSettings
        config={settingsConfig}
        onClose={() => setSettings(null)}
        onApply={(inputs) => {
          if (settings) s.setIndicatorInputs(active, settings, inputs);
          setSettings(null);
        }}
      />
      <Snackbar open={message !== ''} autoHideDuration={5000} onClose={() => setMessage('')} message={message} />
    </Box>
  );
}
