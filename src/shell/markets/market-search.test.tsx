// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useLocation } from '../../lib/router/router';
import { afterEach, describe, expect, it } from 'vitest';
import { mockData } from '../../mocks/data/store';
import { setupTestBackend } from '../../mocks/test-server';
import { renderShell } from '../../test-support/render-shell';
import { MarketSearch } from './market-search';
import { RECENT_SEARCHES_KEY, type RecentStorage } from './recent-searches';

const backend = setupTestBackend();
afterEach(cleanup);

function memoryStorage(initial: string[] = []): RecentStorage & { data: Map<string, string> } {
  const data = new Map<string, string>(initial.length ? [[RECENT_SEARCHES_KEY, JSON.stringify(initial)]] : []);
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const openSearch = async (user: UserEvent) => {
  const button = screen.getByRole('button', { name: /^(Search markets|搜索行情)$/ }); // English, or the Chinese page's words
  await user.click(button);
  return within(await screen.findByRole('dialog'));
};
const input = () => screen.getByRole('combobox');
async function type(user: UserEvent, text: string) {
  await user.clear(input());
  await user.type(input(), text);
}
const options = () => screen.queryAllByRole('option');
const activeOption = () => document.getElementById(input().getAttribute('aria-activedescendant') ?? '');

describe('MarketSearch', () => {
  it('renders nothing when the Decision switches search off (native-app device_type)', async () => {
    const { container, decision } = await renderShell(<MarketSearch />, { facts: { query: { device_type: 'app' } }, http: backend.http });
    expect(decision.widgets.search).toBe(false);
    expect(container.innerHTML).toBe('');
    cleanup();
    await renderShell(<MarketSearch />, { http: backend.http });
    expect(screen.getByRole('button', { name: 'Search markets' })).toBeTruthy();
  });

  it('opens a search dialog with the input focused and the recent searches listed', async () => {
    const user = userEvent.setup();
    await renderShell(<MarketSearch storage={memoryStorage(['eth', 'pepe'])} />, { http: backend.http });
    const dialog = await openSearch(user);
    expect(document.activeElement).toBe(input());
    expect(dialog.getByTestId('recent-searches').textContent).toContain('eth');
    await user.click(dialog.getByText('pepe'));
    expect((input() as HTMLInputElement).value).toBe('pepe');
  });

  it('searches every list together in ranked, grouped sections', async () => {
    const user = userEvent.setup();
    await renderShell(<MarketSearch storage={memoryStorage()} />, { http: backend.http });
    const dialog = await openSearch(user);
    await type(user, 'btc');
    await waitFor(() => expect(dialog.getAllByRole('group').map((g) => g.getAttribute('data-section'))).toEqual(['spot', 'futures']));
    const spot = dialog.getByRole('group', { name: 'Spot' });
    const pairs = within(spot)
      .getAllByRole('option')
      .map((o) => o.getAttribute('data-row'));
    expect(pairs.slice(0, 3)).toEqual(['BTC_USDT', 'BTC_USDC', 'BTC_ETH']); // base equals before quote equals
    expect(pairs.slice(3).every((p) => p!.endsWith('_BTC'))).toBe(true);
    expect(
      within(dialog.getByRole('group', { name: 'Futures' }))
        .getAllByRole('option')[0]!
        .getAttribute('href'),
    ).toBe('/futures/USDT/BTC_USDT');

    const pilot = mockData().tokens.pilot[3]!;
    await type(user, pilot.address.slice(-8));
    await waitFor(() => expect(dialog.getByRole('group', { name: 'Pilot' })).toBeTruthy());
    const pre = mockData().tokens.premint[1]!;
    await type(user, pre.currency);
    await waitFor(() => expect(dialog.getByRole('group', { name: 'Pre-market' })).toBeTruthy());
  });

  it('writes tiny prices in brace notation, as the chart does (compliance §5)', async () => {
    const user = userEvent.setup();
    // The backend's market time, pinned: PEPE_BTC is then sent as "1.5572e-10", PEPE_ETH as "6.1197e-9" (live-markets.ts).
    backend.setCookies({ meridian_market_time: String(Date.parse('2026-11-22T10:00:00Z') / 1000) });
    await renderShell(<MarketSearch storage={memoryStorage()} />, { http: backend.http });
    const dialog = await openSearch(user);
    await type(user, 'pepe');
    const price = (id: string) =>
      dialog.getByRole('group', { name: 'Spot' }).querySelector(`[data-row="${id}"] [data-testid="price"]`)?.textContent;
    await waitFor(() => expect(price('PEPE_BTC')).toBe('0.0{9}15572'));
    expect(price('PEPE_ETH')).toBe('0.0{8}61197'); // sent as "6.1197e-9"
    expect(
      dialog
        .getAllByTestId('price')
        .map((p) => p.textContent)
        .filter((p) => /e/i.test(p ?? '')),
    ).toEqual([]);
  });

  it('moves the active option with the arrow keys and opens it with Enter, remembering the query', async () => {
    const user = userEvent.setup();
    const storage = memoryStorage(['eth']);
    await renderShell(
      <>
        <MarketSearch storage={storage} />
        <Where />
      </>,
      { facts: { locale: 'zh' }, http: backend.http },
    );
    await openSearch(user);
    await type(user, 'btc');
    await waitFor(() => expect(options().length).toBeGreaterThan(3));
    expect(activeOption()!.getAttribute('data-row')).toBe('BTC_USDT');
    expect(activeOption()!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()!.getAttribute('data-row')).toBe('BTC_USDC');
    await user.keyboard('{ArrowUp}');
    await user.keyboard('{ArrowUp}'); // wraps to the last option
    expect(activeOption()).toBe(options().at(-1));
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where').textContent).toBe('/zh/trade/BTC_USDC');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(storage.data.get(RECENT_SEARCHES_KEY)!)).toEqual(['btc', 'eth']);
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const user = userEvent.setup();
    await renderShell(<MarketSearch storage={memoryStorage()} />, { http: backend.http });
    await openSearch(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Search markets' })));
  });

  it('shows the no-data text when nothing matches', async () => {
    const user = userEvent.setup();
    await renderShell(<MarketSearch storage={memoryStorage()} />, { http: backend.http });
    const dialog = await openSearch(user);
    await type(user, 'zzzqqq');
    await waitFor(() => expect(dialog.getByRole('status').textContent).toBe('No data'));
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps working when storage throws', async () => {
    const user = userEvent.setup();
    const broken: RecentStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    await renderShell(
      <>
        <MarketSearch storage={broken} />
        <Where />
      </>,
      { http: backend.http },
    );
    await openSearch(user);
    await type(user, 'eth');
    await waitFor(() => expect(options().length).toBeGreaterThan(0));
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where').textContent).toBe('/trade/ETH_USDT');
  });
});
