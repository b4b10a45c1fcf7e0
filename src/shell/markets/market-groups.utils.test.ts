import { describe, expect, it } from 'vitest';
import { narrowTabs } from '../../api/common-tabs';
import { narrowFutures } from '../../api/market-futures';
import { narrowSpots } from '../../api/market-spots';
import { narrowPilotMarkets } from '../../api/pilot-markets';
import { mockData } from '../../mocks/data/store';
import { futuresGroups, pilotGroups, preMarketGroups, tradeGroups, VIEW_ALL_HREF } from './market-groups.utils';
import { SECTION_LIMIT, searchSections, sectionsFrom } from './search-sections.utils';

const data = mockData();
const spots = narrowSpots({ code: 200, data: data.markets.spots })!;
const tabs = narrowTabs({ code: 200, data: data.markets.tabs })!;
const futures = narrowFutures({ code: 200, data: data.markets.futures })!;
const pilot = narrowPilotMarkets({ code: 200, data: { list: data.tokens.pilot } })!;
const preMarket = { premint: data.tokens.premint, pre_market: data.tokens.pre_market };

describe('panel groups', () => {
  it('trade: one group per common/tabs tab, sub tabs as chips with their server titles', () => {
    const groups = tradeGroups(spots, tabs);
    expect(groups.map((g) => g.key)).toEqual(['favorites', 'USDT', 'USDC', 'BTC', 'ETH']);
    const usdt = groups[1]!;
    expect(usdt.rows).toHaveLength(spots.USDT!.length);
    expect(usdt.chips[0]).toEqual({ key: 'hot', label: 'Hot' });
    expect(usdt.viewAllHref).toBe(VIEW_ALL_HREF.trade);
    expect(groups[0]!.rows).toEqual([]); // favourites are not in the spots answer
  });

  it('trade: a tab without sub tabs gets chips from its rows; no tabs means one tab per spots category', () => {
    expect(tradeGroups(spots, tabs)[2]!.chips.map((c) => c.key)).toContain('layer1');
    expect(tradeGroups(spots, []).map((g) => g.key)).toEqual(Object.keys(spots));
    expect(tradeGroups({}, [])).toEqual([]);
  });

  it('futures: one group per non-empty contract list, labelled by settle', () => {
    const groups = futuresGroups(futures);
    expect(groups.map((g) => [g.key, g.label])).toEqual([
      ['CONTRACT_USDT', 'USDT'],
      ['CONTRACT_BTC', 'BTC'],
    ]);
    expect(groups[0]!.chips[0]!.key).toBe('hot');
    expect(futuresGroups({ CONTRACT_USDT: [] })).toEqual([]);
  });

  it('pilot and pre-market groups', () => {
    expect(pilotGroups(pilot)[0]).toMatchObject({ key: 'pilot', match: 'pilot', labelKey: 'group.pilot' });
    const pre = preMarketGroups(preMarket);
    expect(pre.map((g) => [g.key, g.rows.length, g.match])).toEqual([
      ['premint', 15, 'currency'],
      ['premarket', 20, 'currency'],
    ]);
    expect(preMarketGroups({ premint: [], pre_market: [] }).every((g) => g.rows.length === 0)).toBe(true);
  });
});

describe('aggregated search sections', () => {
  const sections = sectionsFrom({ spots, futures, pilot, preMarket });

  it('covers every list, every spot category included', () => {
    expect(sections.map((s) => s.key)).toEqual(['spot', 'futures', 'pilot', 'preMarket']);
    expect(sections[0]!.rows).toHaveLength(Object.values(spots).flat().length);
    expect(sectionsFrom({}).every((s) => s.rows.length === 0)).toBe(true);
  });

  it('ranks each section the same way and cuts it to the limit', () => {
    const results = searchSections(sections, 'btc');
    const spot = results.find((r) => r.key === 'spot')!;
    // base equals, in category order (USDT, USDC, BTC, ETH), then quote equals (the BTC market)
    expect(spot.rows.slice(0, 3).map((r) => r.pair)).toEqual(['BTC_USDT', 'BTC_USDC', 'BTC_ETH']);
    expect(spot.rows.slice(3).every((r) => r.curr_b === 'BTC')).toBe(true);
    expect(spot.rows).toHaveLength(SECTION_LIMIT);
    expect(spot.total).toBeGreaterThan(SECTION_LIMIT);
    expect(results.find((r) => r.key === 'futures')!.rows[0]!.curr_a).toBe('BTC');
  });

  it('leaves out sections without a match and gives nothing for a blank query', () => {
    const currency = data.tokens.pre_market[3]!.currency;
    expect(searchSections(sections, currency).map((r) => r.key)).toContain('preMarket');
    expect(searchSections(sections, 'zzzzqqq')).toEqual([]);
    expect(searchSections(sections, '  ')).toEqual([]);
  });
});
