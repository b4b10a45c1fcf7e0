// @vitest-environment jsdom
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAYOUT_KEY, PILOT_PRICE_TYPE_KEY, QUICK_ORDER_KEY, STATE_KEY } from './chart-state';
import { hourlyBars, memoryApi, renderChart, symbolInfo } from '../../test-support/shell/chart-test-support';
import { QUICK_ORDER_EVENT } from './quick-order-panel';
import { linePoints, type StudyPane } from './study-series';

afterEach(cleanup);
// The whole widget renders in jsdom (MUI, emotion): slower than the default 1 s allows on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const cell = (i = 0) => screen.getAllByTestId('chart-cell')[i]!;
const ready = (i = 0) => waitFor(() => expect(cell(i).dataset.ready).toBe('true'));
// fireEvent: a context menu at given coordinates (the chart reads the price under the pointer), synchronous so waitFor can retry it.
const rightClick = (i = 0, y = 120) => fireEvent.contextMenu(within(cell(i)).getByRole('group'), { clientX: 200, clientY: y });
const menuEntries = () =>
  within(screen.getByRole('menu'))
    .queryAllByRole('menuitem')
    .map((m) => m.dataset.entry);

describe('chart widget: loading and errors', () => {
  it('shows loading, then draws the bars with the symbol in the legend and the values table', async () => {
    const { engines } = renderChart();
    expect(await screen.findByText('Loading prices…')).toBeTruthy();
    await ready();
    const e = engines[0]!;
    expect(e.setBars.mock.calls.at(-1)![0]).toHaveLength(120);
    expect(e.resetView).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('chart-legend').textContent).toMatch(/BTC\/USDT · 1 hour/);
    const table = screen.getByTestId('chart-values');
    expect(within(table).getByText('Close').nextSibling?.textContent).toBe(hourlyBars(120).at(-1)!.close.toFixed(2));
    expect(within(cell()).getByRole('group', { name: 'BTC/USDT price chart, 1 hour' })).toBeTruthy();
  });

  it('draws the bars once when the datafeed configuration (timescale marks) answers after them', async () => {
    let answer!: () => void;
    const gate = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const base = memoryApi();
    const marks = vi.fn(async () => []);
    const { engines } = renderChart({ api: { ...base, marks, config: async () => gate.then(base.config) } });
    await ready();
    expect(engines[0]!.setBars).toHaveBeenCalledTimes(1);
    expect(marks).not.toHaveBeenCalled();
    await act(async () => answer());
    await waitFor(() => expect(marks).toHaveBeenCalledTimes(1));
    expect(engines[0]!.setBars).toHaveBeenCalledTimes(1);
    expect(engines[0]!.setStudies).toHaveBeenCalledTimes(1);
  });

  it('says so when prices cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderChart({ api: memoryApi({ bars: () => (fail ? undefined : hourlyBars(50)) }) });
    expect(await screen.findByText('Prices could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await ready();
    expect(cell().dataset.bars).toBe('50');
  });

  it('names an unknown symbol', async () => {
    renderChart({ symbol: 'NOPE_USDT' });
    expect(await screen.findByText('There is no symbol called NOPE_USDT.')).toBeTruthy();
  });

  it('says when an interval has no trades yet', async () => {
    renderChart({ api: memoryApi({ bars: () => [] }) });
    expect(await screen.findByText('No trades yet at this interval.')).toBeTruthy();
  });
});

describe('chart widget: interval and indicators', () => {
  it('switches interval (default 60) and reloads', async () => {
    const user = userEvent.setup();
    const { engines } = renderChart();
    await ready();
    const select = within(screen.getByTestId('chart-interval')).getByRole('combobox');
    expect((select as HTMLSelectElement).value).toBe('60');
    expect((select as HTMLSelectElement).options).toHaveLength(20);
    await user.selectOptions(select, '1D');
    await waitFor(() => expect(cell().dataset.interval).toBe('1D'));
    await ready();
    expect(engines[0]!.setBars).toHaveBeenCalledTimes(2);
  });

  it('adds KDJ, MACD and TD Sequential each in its own pane, and removes one', async () => {
    const user = userEvent.setup();
    const { engines } = renderChart();
    await ready();
    for (const id of ['kdj', 'macd', 'td']) await user.click(screen.getByTestId(`chart-indicator-${id}`));
    const panes = engines[0]!.setStudies.mock.calls.at(-1)![0] as StudyPane[];
    expect(panes.map((p) => p.id)).toEqual(['kdj', 'macd', 'td']);
    expect(panes[1]!.lines.map((l) => l.key)).toEqual(['macd.hist', 'macd.macd', 'macd.signal']);
    // MACD 12/26/9 starts at bar 33 of 120.
    expect(linePoints(panes[1]!.lines[1]!)).toHaveLength(120 - 33);
    expect(screen.getByTestId('chart-legend').textContent).toMatch(/KDJ \(9, 3, 3\) K/);
    await user.click(screen.getByTestId('chart-indicator-kdj'));
    expect((engines[0]!.setStudies.mock.calls.at(-1)![0] as { id: string }[]).map((p) => p.id)).toEqual(['macd', 'td']);
  });

  it('refuses a bad input with a clear message and keeps the last valid settings', async () => {
    const user = userEvent.setup();
    const { engines } = renderChart();
    await ready();
    await user.click(screen.getByTestId('chart-indicator-macd'));
    await user.click(screen.getByTestId('chart-settings-macd'));
    const dialog = screen.getByRole('dialog', { name: 'MACD settings' });
    await user.clear(within(dialog).getByLabelText('Signal length'));
    await user.type(within(dialog).getByLabelText('Signal length'), '51');
    await user.clear(within(dialog).getByLabelText('Fast length'));
    await user.type(within(dialog).getByLabelText('Fast length'), '5');
    const calls = engines[0]!.setStudies.mock.calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByText('Signal length must be a whole number from 1 to 50.')).toBeTruthy();
    expect(within(dialog).getByTestId('chart-settings-error').textContent).toBe('Not applied. MACD keeps its last valid settings.');
    expect(engines[0]!.setStudies.mock.calls.length).toBe(calls);
    await user.clear(within(dialog).getByLabelText('Signal length'));
    await user.type(within(dialog).getByLabelText('Signal length'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('chart-legend').textContent).toMatch(/MACD \(5, 26, 5\)/);
  });
});

describe('chart widget: layouts and auto-save (platform)', () => {
  it('shows four charts, saves 2 s later with the layout name, and restores them', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    try {
      const first = renderChart();
      await ready();
      await user.click(screen.getByTestId('chart-layout-quad'));
      expect(screen.getAllByTestId('chart-cell')).toHaveLength(4);
      expect(first.storage.getItem(STATE_KEY)).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(first.storage.getItem(LAYOUT_KEY)).toBe('quad');
      const storage = first.storage;
      cleanup();
      renderChart({ storage });
      expect(screen.getAllByTestId('chart-cell').map((c) => c.dataset.symbol)).toEqual(['BTC_USDT', 'ETH_USDT', 'SOL_USDT', 'BNB_USDT']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('saves on page unload', async () => {
    const user = userEvent.setup();
    const { storage } = renderChart();
    await ready();
    await user.click(screen.getByTestId('chart-indicator-td'));
    fireEvent(window, new Event('pagehide')); // fireEvent: leaving the page is no user-event action
    expect(JSON.parse(storage.getItem(STATE_KEY)!).slots[0].indicators).toEqual([{ id: 'td', inputs: { lookback: 4 } }]);
  });

  it('the simple variant has no layouts, no quick order and stores nothing', async () => {
    const user = userEvent.setup();
    const { storage } = renderChart({ variant: 'simple' });
    await ready();
    expect(screen.queryByTestId('chart-layout')).toBeNull();
    expect(screen.queryByTestId('chart-quick-order')).toBeNull();
    await user.click(screen.getByTestId('chart-indicator-kdj'));
    fireEvent(window, new Event('pagehide'));
    expect(storage.data.size).toBe(0);
  });
});

describe('chart widget: theme', () => {
  it('a theme change reapplies the background overrides and saves', async () => {
    const { engines, setMode, storage } = renderChart();
    await ready();
    setMode('dark');
    await waitFor(() => expect(engines[0]!.setPalette.mock.calls.at(-1)![0].background).toBe('#0f131b'));
    expect(JSON.parse(storage.getItem(STATE_KEY)!)).toMatchObject({ theme: 'dark', overrides: { 'paneProperties.background': '#0f131b' } });
    expect(screen.getByTestId('chart-widget').dataset.theme).toBe('dark');
  });
});

describe('chart widget: context menu and trading bridge', () => {
  it("offers 'place order' in a single layout and opens the quick-order panel with the clicked price", async () => {
    const user = userEvent.setup();
    const sent = vi.fn();
    window.addEventListener(QUICK_ORDER_EVENT, sent);
    const { storage } = renderChart();
    await ready();
    rightClick();
    expect(menuEntries()).toEqual(['place_order', 'screenshot', 'reset_view']);
    await user.click(screen.getByRole('menuitem', { name: 'Place order at 101.50' }));
    const panel = screen.getByTestId('chart-quick-order');
    expect((within(panel).getByTestId('chart-quick-order-price') as HTMLInputElement).value).toBe('101.50');
    await user.clear(within(panel).getByLabelText('Amount (BTC)'));
    await user.type(within(panel).getByLabelText('Amount (BTC)'), '0.5');
    await user.click(within(panel).getByRole('button', { name: 'Send to the order form' }));
    expect(sent.mock.calls[0]![0].detail).toEqual({ symbol: 'BTC_USDT', side: 'buy', price: '101.50', amount: '0.5' });
    await user.click(within(panel).getByRole('button', { name: 'Hide quick order' }));
    expect(storage.getItem(QUICK_ORDER_KEY)).toBe('false');
    expect(screen.queryByTestId('chart-quick-order')).toBeNull();
    window.removeEventListener(QUICK_ORDER_EVENT, sent);
  });

  it("hides 'place order' in a multi-chart layout, outside the price pane, and for a PILOT priced by MCap", async () => {
    const user = userEvent.setup();
    const pilot = symbolInfo('MOON_USDT', { type: 'PILOT', priceTypes: ['last', 'mcap'], decimals: 8, pricescale: 1e8 });
    const storage = (await import('../../test-support/memory-storage')).memoryStorage();
    storage.setItem(PILOT_PRICE_TYPE_KEY, 'mcap');
    const { engines } = renderChart({
      symbol: 'MOON_USDT',
      storage,
      api: memoryApi({ symbols: { MOON_USDT: pilot, ETH_USDT: symbolInfo('ETH_USDT') } }),
    });
    await ready();
    rightClick();
    expect(menuEntries()).toEqual(['screenshot', 'reset_view']);
    await user.keyboard('{Escape}');
    await user.click(within(screen.getByTestId('chart-price-type')).getByRole('button', { name: 'Price' }));
    await ready();
    rightClick();
    expect(menuEntries()).toContain('place_order');
    await user.keyboard('{Escape}');
    engines[0]!.price = null;
    rightClick(0, 500);
    expect(menuEntries()).not.toContain('place_order');
    await user.keyboard('{Escape}');
    engines[0]!.price = 101.5;
    await user.click(screen.getByTestId('chart-layout-double'));
    rightClick();
    expect(menuEntries()).toEqual(['screenshot', 'reset_view']);
  });

  it('lists the alert entry only when alerts are supported', async () => {
    const user = userEvent.setup();
    renderChart({ api: memoryApi({ alerts: true }) });
    await ready();
    await waitFor(() => {
      rightClick();
      expect(menuEntries()).toContain('add_alert');
    });
    await user.click(screen.getByRole('menuitem', { name: 'Add alert at 101.50' }));
    expect(await screen.findByText('Alert requested: BTC/USDT at 101.50.')).toBeTruthy();
  });

  it('opens the screenshot in a new tab', async () => {
    const user = userEvent.setup();
    const { openWindow, engines } = renderChart();
    await ready();
    HTMLCanvasElement.prototype.toBlob = function toBlob(cb: BlobCallback) {
      cb(new Blob(['png'], { type: 'image/png' }));
    };
    URL.createObjectURL = vi.fn(() => 'blob:chart-1');
    URL.revokeObjectURL = vi.fn();
    await user.click(screen.getByTestId('chart-screenshot'));
    await waitFor(() => expect(openWindow).toHaveBeenCalledWith('blob:chart-1'));
    expect(engines[0]!.screenshot).toHaveBeenCalled();
  });
});

describe('chart widget: keyboard and screen readers', () => {
  it('arrow keys read earlier bars aloud, Escape returns to the latest, Shift+F10 opens the menu', async () => {
    const user = userEvent.setup();
    const { engines } = renderChart();
    await ready();
    const group = within(cell()).getByRole('group');
    const bars = hourlyBars(120);
    group.focus();
    expect(document.activeElement).toBe(group); // keyboard users reach the chart itself
    await user.keyboard('{ArrowLeft}');
    await user.keyboard('{ArrowLeft}');
    expect(engines[0]!.showCrosshair).toHaveBeenLastCalledWith(bars[118]!.time);
    expect(screen.getByTestId('chart-announce').textContent).toMatch(new RegExp(`close ${bars[118]!.close.toFixed(2)}\\.$`));
    expect(within(screen.getByTestId('chart-values')).getByText('Close').nextSibling?.textContent).toBe(bars[118]!.close.toFixed(2));
    await user.keyboard('{Home}');
    expect(engines[0]!.showCrosshair).toHaveBeenLastCalledWith(bars[0]!.time);
    await user.keyboard('{Escape}');
    expect(engines[0]!.showCrosshair).toHaveBeenLastCalledWith(null);
    await user.keyboard('{Shift>}{F10}{/Shift}');
    expect(screen.getByRole('menu', { name: 'Chart menu' })).toBeTruthy();
  });
});
