import type { MarketTab } from '../../api/common-tabs';
import type { FuturesData } from '../../api/market-futures';
import type { SpotsData } from '../../api/market-spots';
import type { PilotRow } from '../../api/pilot-markets';
import type { PreMarketLists } from '../../api/pre-market-simple-info';
import {
  categoriesOf,
  futuresToListRow,
  pilotToListRow,
  preMarketToListRow,
  spotToListRow,
  type ListRow,
  type MatchMode,
} from './market-rows.utils';

/** Which list a second-nav panel shows (shell §2: depends on the hovered item). */
export type PanelKind = 'trade' | 'pilot' | 'pre-market' | 'futures';

/** A chip: `label` is server text (a tab's sub title); without it the key is translated (markets:category.*). */
export interface ChipDef {
  key: string;
  label?: string;
}

/** One tab of a panel. `label` is server text; `labelKey` a markets-namespace key. */
export interface MarketGroup {
  key: string;
  label?: string;
  labelKey?: string;
  rows: ListRow[];
  chips: ChipDef[];
  match: MatchMode;
  /** Target of the list's 'View All' link (path without language prefix). */
  viewAllHref: string;
}

/** Where each kind's 'View All' goes (shell §2 routes: markets page, futures centre, pilot, pre-mint). */
export const VIEW_ALL_HREF: Readonly<Record<PanelKind, string>> = {
  trade: '/price',
  futures: '/futures_center',
  pilot: '/pilot',
  'pre-market': '/premint',
};

const derivedChips = (rows: readonly ListRow[]): ChipDef[] => categoriesOf(rows).map((key) => ({ key }));

/**
 * Spot tabs from common/tabs (area web_trade): a tab's market is a key of the spots answer and its
 * sub tabs are the chips. Without tabs (the call failed: []) every spots category is a tab.
 * `rowQuery` is the Decision's `spot_row_query`.
 */
export function tradeGroups(spots: SpotsData, tabs: readonly MarketTab[], rowQuery = ''): MarketGroup[] {
  const defs = tabs.length > 0 ? tabs : Object.keys(spots).map((market) => ({ market, title: market, sub: [] }));
  return defs.map((tab) => {
    const rows = (spots[tab.market] ?? []).map((row) => spotToListRow(row, rowQuery));
    const chips = tab.sub.length > 0 ? tab.sub.map((s) => ({ key: s.market, label: s.title })) : derivedChips(rows);
    return { key: tab.market, label: tab.title, rows, chips, match: 'market', viewAllHref: VIEW_ALL_HREF.trade };
  });
}

/** One tab per non-empty contract list (CONTRACT_USDT → USDT), chips from the contracts' categories. */
export function futuresGroups(data: FuturesData): MarketGroup[] {
  return Object.entries(data)
    .filter(([, list]) => list.length > 0)
    .map(([type, list]) => {
      const rows = list.map(futuresToListRow);
      const label = list[0]!.settle.toUpperCase() || type.replace(/^CONTRACT_/, '');
      return { key: type, label, rows, chips: derivedChips(rows), match: 'market', viewAllHref: VIEW_ALL_HREF.futures };
    });
}

/** Pilot tokens: one list, chips from `cate`, searched by ranking plus show_pair/address. */
export function pilotGroups(list: readonly PilotRow[]): MarketGroup[] {
  const rows = list.map(pilotToListRow);
  return [{ key: 'pilot', labelKey: 'group.pilot', rows, chips: derivedChips(rows), match: 'pilot', viewAllHref: VIEW_ALL_HREF.pilot }];
}

/** Pre-mint and pre-market tabs, keyed premint and premarket (shell §9), searched by currency. */
export function preMarketGroups(lists: PreMarketLists): MarketGroup[] {
  const group = (key: string, list: 'premint' | 'pre_market'): MarketGroup => {
    const rows = lists[list].map((row) => preMarketToListRow(row, list));
    return { key, labelKey: `group.${key}`, rows, chips: derivedChips(rows), match: 'currency', viewAllHref: VIEW_ALL_HREF['pre-market'] };
  };
  return [group('premint', 'premint'), group('premarket', 'pre_market')];
}
