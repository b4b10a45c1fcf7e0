// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { narrowSpots } from '../../api/market-spots';
import { mockData } from '../../mocks/data/store';
import { setupTestBackend } from '../../mocks/test-server';
import { renderShell } from '../../test-support/render-shell';
import { marketRank, RANK } from './market-search.utils';
import { SecondNavPanel } from './second-nav-panel';

const backend = setupTestBackend();
afterEach(cleanup);

const data = mockData();
const spots = narrowSpots({ code: 200, data: data.markets.spots })!;
const shownIds = () => [...document.querySelectorAll('[data-row]')].map((a) => a.getAttribute('data-row')!);
const ready = () => waitFor(() => expect(document.querySelector('[data-row]')).not.toBeNull());
async function search(user: UserEvent, text: string) {
  await user.clear(screen.getByRole('searchbox'));
  await user.type(screen.getByRole('searchbox'), text);
}

describe('SecondNavPanel', () => {
  it('trade: skeleton rows while loading, then the tabs of common/tabs and the first tab with rows', async () => {
    await renderShell(<SecondNavPanel kind="trade" />, { http: backend.http });
    expect(screen.getByTestId('market-list-loading')).toBeTruthy();
    await ready();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Favorites', 'USDT', 'USDC', 'BTC', 'ETH']);
    expect(screen.getByRole('tab', { name: 'USDT' }).getAttribute('aria-selected')).toBe('true');
    expect(shownIds()[0]).toBe('BTC_USDT');
    expect(document.querySelector('[data-row="BTC_USDT"]')!.getAttribute('href')).toBe('/trade/BTC_USDT');
  });

  it('trade in Korean: translated tab and chip names win over the server English; a ticker is marked English (issue 23)', async () => {
    await renderShell(<SecondNavPanel kind="trade" />, { facts: { locale: 'kr' }, http: backend.http });
    await ready();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['즐겨찾기', 'USDT', 'USDC', 'BTC', 'ETH']);
    expect(screen.getByRole('tab', { name: 'USDT' }).querySelector('[lang=en]')?.textContent).toBe('USDT');
    expect(screen.getByRole('tab', { name: '즐겨찾기' }).querySelector('[lang]')).toBeNull();
    const chips = [...document.querySelectorAll('[data-chip]')].map((c) => c.textContent);
    expect(chips).toEqual(expect.arrayContaining(['인기', '신규', '밈']));
    expect(chips).not.toContain('Hot');
  });

  it('trade: the search box filters live with the §5 ranking on real rows', async () => {
    const user = userEvent.setup();
    await renderShell(<SecondNavPanel kind="trade" />, { http: backend.http });
    await ready();
    await user.click(screen.getByRole('tab', { name: 'BTC' }));
    await waitFor(() => expect(shownIds()[0]).toMatch(/_BTC$/));
    await search(user, 'eth');
    // in the BTC market: ETH_BTC (base equals) before rows merely containing "eth"
    const ids = shownIds();
    expect(ids[0]).toBe('ETH_BTC');
    const btcRows = spots.BTC!;
    const ranks = ids.map((id) =>
      marketRank(
        btcRows.find((r) => r.pair === id)!,
        'eth',
      )!,
    );
    expect(ranks[0]).toBe(RANK.baseEquals);
    expect(ranks.slice(1).every((r) => r > RANK.baseEquals)).toBe(true);
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
  });

  it('trade: query "btc" in USDT puts base-equals rows first; "xbt" finds BTC by alias', async () => {
    const user = userEvent.setup();
    await renderShell(<SecondNavPanel kind="trade" />, { http: backend.http });
    await ready();
    await search(user, '  BTC ');
    expect(shownIds()[0]).toBe('BTC_USDT');
    await search(user, 'xbt');
    expect(shownIds()[0]).toBe('BTC_USDT');
  });

  it('trade: category chips from the tab narrow the list; switching tabs resets the chip', async () => {
    const user = userEvent.setup();
    await renderShell(<SecondNavPanel kind="trade" />, { http: backend.http });
    await ready();
    await user.click(document.querySelector('[data-chip="meme"]')!);
    expect(document.querySelector('[data-chip="meme"]')!.getAttribute('aria-pressed')).toBe('true');
    const memes = new Set(spots.USDT!.filter((r) => r.tags.includes('meme')).map((r) => r.pair));
    expect(shownIds().length).toBeGreaterThan(0);
    expect(shownIds().every((id) => memes.has(id))).toBe(true);
    await user.click(screen.getByRole('tab', { name: 'USDC' }));
    await waitFor(() => expect(shownIds()[0]).toMatch(/_USDC$/));
    expect(document.querySelector('[data-chip="all"]')!.getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the no-data text when the search matches nothing', async () => {
    const user = userEvent.setup();
    await renderShell(<SecondNavPanel kind="trade" />, { http: backend.http });
    await ready();
    await search(user, 'zzzqqq');
    expect(screen.getByRole('status').textContent).toBe('No data');
  });

  it('error: failed calls fall back to empty data and the panel shows the empty state', async () => {
    backend.setFaults({ '/apiw/v2/market/spots': '500', '/apiw/v2/common/tabs': '500' });
    await renderShell(<SecondNavPanel kind="trade" />, { http: backend.http });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No data'));
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
  });

  it('futures: one tab per settle currency, rows link to /futures/{SETTLE}/{name} with the language prefix', async () => {
    await renderShell(<SecondNavPanel kind="futures" />, { facts: { locale: 'zh' }, http: backend.http });
    await ready();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['USDT', 'BTC']);
    expect(document.querySelector('[data-row="usdt:BTC_USDT"]')!.getAttribute('href')).toBe('/zh/futures/USDT/BTC_USDT');
  });

  it('futures: the test network asks for test contracts (Decision var futures_testnet), other sites for live ones', async () => {
    const asked: string[] = [];
    backend.server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/apiw/v2/market/futures')) asked.push(new URL(request.url).searchParams.get('is_testnet')!);
    });
    await renderShell(<SecondNavPanel kind="futures" />, { facts: { site: 'testnet' }, http: backend.http });
    await ready();
    cleanup();
    await renderShell(<SecondNavPanel kind="futures" />, { facts: { site: 'main' }, http: backend.http });
    await ready();
    backend.server.events.removeAllListeners();
    expect(asked).toEqual(['1', '0']);
  });

  it('trade: on the isolated-margin tab rows keep the tab; portfolio margin (unified account active) opens plain spot', async () => {
    const margin = { path: '/trade/ETH_USDT', query: { tab: 'isolated_margin' }, user: { isLogin: true, uid: 1001 } };
    await renderShell(<SecondNavPanel kind="trade" />, {
      facts: { ...margin, account: { mode: 'classic', first_open: true } },
      http: backend.http,
    });
    await ready();
    expect(document.querySelector('[data-row="BTC_USDT"]')!.getAttribute('href')).toBe('/trade/BTC_USDT?tab=isolated_margin');
    cleanup();
    await renderShell(<SecondNavPanel kind="trade" />, {
      facts: { ...margin, account: { mode: 'portfolio', first_open: false } },
      http: backend.http,
    });
    await ready();
    expect(document.querySelector('[data-row="BTC_USDT"]')!.getAttribute('href')).toBe('/trade/BTC_USDT');
  });

  it('trade and pilot: tiny prices are written in brace notation, never in scientific notation (compliance §5)', async () => {
    const user = userEvent.setup();
    // At this market time the backend writes PEPE_BTC as "1.5572e-10" and the pilot token TURBOKI as "8.79e-8" (live-markets.ts).
    backend.setCookies({ meridian_market_time: String(Date.parse('2026-11-22T10:00:00Z') / 1000) });
    const price = (id: string) => document.querySelector(`[data-row="${id}"] [data-testid="price"]`)!.textContent;
    await renderShell(<SecondNavPanel kind="trade" />, { http: backend.http });
    await ready();
    await user.click(screen.getByRole('tab', { name: 'BTC' }));
    await search(user, 'pepe');
    await waitFor(() => expect(shownIds()[0]).toBe('PEPE_BTC'));
    expect(price('PEPE_BTC')).toBe('0.0{9}15572');
    cleanup();
    await renderShell(<SecondNavPanel kind="pilot" />, { http: backend.http });
    await ready();
    const turbo = data.tokens.pilot.find((t) => t.curr_a === 'TURBOKI')!;
    await search(user, 'turboki');
    expect(price(turbo.seo_path)).toBe('0.0{7}879');
    const prices = [...document.querySelectorAll('[data-testid="price"]')].map((p) => p.textContent);
    expect(prices.filter((p) => /e/i.test(p ?? ''))).toEqual([]);
  });

  it('pilot: finds a token by part of its contract address', async () => {
    const user = userEvent.setup();
    await renderShell(<SecondNavPanel kind="pilot" />, { http: backend.http });
    await ready();
    const token = data.tokens.pilot[7]!;
    await search(user, token.address.slice(-10).toUpperCase());
    expect(shownIds()).toContain(token.seo_path);
    expect(document.querySelector(`[data-row="${token.seo_path}"]`)!.getAttribute('href')).toBe(`/pilot/${token.seo_path}`);
  });

  it('pre-market: pre-mint and pre-market tabs, searched by currency', async () => {
    const user = userEvent.setup();
    await renderShell(<SecondNavPanel kind="pre-market" />, { http: backend.http });
    await ready();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Pre-Mint', 'Pre-Market']);
    await user.click(screen.getByRole('tab', { name: 'Pre-Market' }));
    const row = data.tokens.pre_market[2]!;
    await search(user, row.currency.toLowerCase());
    await waitFor(() => expect(shownIds()[0]).toBe(`pre_market:${row.currency}`));
    expect(document.querySelector(`[data-row="pre_market:${row.currency}"]`)!.getAttribute('href')).toBe(`/pre-market/${row.currency}`);
  });
});
