import { describe, expect, it } from 'vitest';
import { narrowFutures } from '../../api/market-futures';
import { narrowSpots } from '../../api/market-spots';
import { narrowPilotMarkets } from '../../api/pilot-markets';
import { mockData } from '../../mocks/data/store';
import { futuresHref, preMarketHref, spotHref } from '../ui/market-links';
import {
  categoriesOf,
  formatVolume,
  futuresToListRow,
  pilotToListRow,
  preMarketToListRow,
  rowsOfCategory,
  searchRows,
  spotToListRow,
  type ListRow,
} from './market-rows.utils';

const spots = narrowSpots({ code: 200, data: mockData().markets.spots })!;
const futures = narrowFutures({ code: 200, data: mockData().markets.futures })!;
const pilot = narrowPilotMarkets({ code: 200, data: { list: mockData().tokens.pilot } })!;

describe('row links (shell §2, §3)', () => {
  it('spot rows use link, else /trade/{pair}', () => {
    expect(spotHref({ link: '/trade/X_Y?from=list', pair: 'X_Y' })).toBe('/trade/X_Y?from=list');
    expect(spotHref({ link: undefined, pair: 'BTC_USDT' })).toBe('/trade/BTC_USDT');
    expect(spotHref({ link: undefined, pair: 'BTC_USDT' }, '?tab=isolated_margin')).toBe('/trade/BTC_USDT?tab=isolated_margin');
    expect(spotHref({ link: '/trade/X_Y', pair: 'X_Y' }, '?tab=isolated_margin')).toBe('/trade/X_Y?tab=isolated_margin');
    expect(spotHref({ link: '/trade/X_Y?from=list', pair: 'X_Y' }, '?tab=isolated_margin')).toBe('/trade/X_Y?from=list');
    // A server link that is not a path on this site is refused: the row opens its own pair page.
    for (const link of ['https://example.com/x', 'javascript:alert(1)', '//evil.example/x', '/.//evil.example/x', '/\\evil.example']) {
      expect(spotHref({ link, pair: 'X_Y' }, '?tab=isolated_margin'), link).toBe('/trade/X_Y?tab=isolated_margin');
    }
    expect(spotHref({ link: '', pair: 'BTC_USDT' })).toBe('/trade/BTC_USDT');
  });

  it('futures rows use link, else /futures/{SETTLE}/{name}', () => {
    expect(futuresHref({ link: undefined, settle: 'usdt', name: 'ETH_USDT' })).toBe('/futures/USDT/ETH_USDT');
    expect(futuresHref({ link: 'javascript:alert(1)', settle: 'usdt', name: 'ETH_USDT' })).toBe('/futures/USDT/ETH_USDT');
    expect(futuresHref({ link: '/futures/USDT/ETH_USDT?x=1', settle: 'usdt', name: 'ETH_USDT' })).toBe('/futures/USDT/ETH_USDT?x=1');
    expect(futuresToListRow(futures.CONTRACT_BTC![0]!).href).toBe('/futures/BTC/BTC_USD');
  });

  it('pre-market rows open /pre-market/{CURRENCY}; pre-mint rows /premint', () => {
    expect(preMarketHref({ currency: 'moon' }, 'pre_market')).toBe('/pre-market/MOON');
    expect(preMarketHref({ currency: 'moon' }, 'premint')).toBe('/premint');
  });
});

describe('list rows from real answers', () => {
  it('a spot row carries price, its changes by time base, volume and tags', () => {
    const btc = spotToListRow(spots.USDT![0]!);
    expect(btc).toMatchObject({ id: 'BTC_USDT', coin: 'BTC', curr_a: 'BTC', curr_b: 'USDT', href: '/trade/BTC_USDT' });
    expect(btc.price).toBe(spots.USDT![0]!.rate);
    const { rate_percent, change_utc0, change_utc8 } = spots.USDT![0]!;
    expect(btc.changes).toEqual({ '24h': rate_percent, utc0: change_utc0, utc8: change_utc8 });
    expect(new Set([rate_percent, change_utc0, change_utc8]).size).toBe(3);
    expect(btc.categories).toContain('layer1');
  });

  it('a pilot row keeps show_pair and address for token search', () => {
    const row = pilotToListRow(pilot[0]!);
    expect(row.show_pair).toBe(pilot[0]!.show_pair);
    expect(row.address).toBe(pilot[0]!.address);
    expect(row.href).toBe(`/pilot/${pilot[0]!.seo_path}`);
  });

  it('a pre-market row is searched by its currency', () => {
    const row = preMarketToListRow({ currency: 'MOON', market: 'MOON_USDC', full_name: 'Moon Network', tags: ['new'] }, 'pre_market');
    expect(row).toMatchObject({ curr_a: 'MOON', curr_b: 'USDC', name: 'Moon Network', categories: ['new'] });
    expect(searchRows([row], 'network', 'currency')).toEqual([]);
    expect(searchRows([row], 'moo', 'currency')).toEqual([row]);
  });

  it('searchRows dispatches on the match mode', () => {
    const rows = pilot.map(pilotToListRow);
    const address = rows[5]!.address!.slice(4, 16).toUpperCase();
    expect(searchRows(rows, address, 'pilot').map((r) => r.id)).toContain(rows[5]!.id);
    expect(searchRows(rows, address, 'market')).toEqual([]);
  });
});

describe('categories', () => {
  const row = (id: string, categories: string[], opening_time = 0): ListRow => ({
    id,
    coin: id,
    curr_a: id,
    curr_b: 'USDT',
    name: id,
    pair: `${id}_USDT`,
    href: '/',
    categories,
    opening_time,
  });

  it('lists hot and new first, then first appearance', () => {
    expect(categoriesOf([row('A', ['meme']), row('B', ['defi', 'new']), row('C', ['hot', 'meme'])])).toEqual([
      'hot',
      'new',
      'meme',
      'defi',
    ]);
    expect(categoriesOf([])).toEqual([]);
  });

  it('filters by chip; the new chip orders upcoming listings first', () => {
    const now = Date.UTC(2026, 2, 10);
    const rows = [row('OLD', ['new'], 0), row('LATE', ['new'], now / 1000 + 999), row('SOON', ['new'], now / 1000 + 5), row('X', ['meme'])];
    expect(rowsOfCategory(rows, null, now)).toHaveLength(4);
    expect(rowsOfCategory(rows, 'meme', now).map((r) => r.id)).toEqual(['X']);
    expect(rowsOfCategory(rows, 'new', now).map((r) => r.id)).toEqual(['SOON', 'LATE', 'OLD']);
  });

  it('real spot answer: the USDT new tag orders pairs opening after now first', () => {
    const rows = spots.USDT!.map((row) => spotToListRow(row));
    const now = Date.UTC(2026, 2, 10);
    const ordered = rowsOfCategory(rows, 'new', now);
    const upcoming = ordered.filter((r) => r.opening_time * 1000 > now);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(ordered.slice(0, upcoming.length)).toEqual(upcoming);
    expect(upcoming.map((r) => r.opening_time)).toEqual([...upcoming.map((r) => r.opening_time)].sort((a, b) => a - b));
  });
});

describe('display helpers', () => {
  it('formats volume compactly in the page language', () => {
    expect(formatVolume('1234567', 'en')).toBe('1.23M');
    expect(formatVolume('abc', 'en')).toBe('abc');
    expect(formatVolume('1500', 'not a locale!')).toBe('1.5K');
    // One format per language, each kept for the next call: switching back and forth keeps them apart.
    expect(formatVolume('1234567', 'de')).toBe('1,23\u00a0Mio.');
    expect(formatVolume('1234567', 'en')).toBe('1.23M');
    expect(formatVolume('1234567', 'de')).toBe('1,23\u00a0Mio.');
  });
});
