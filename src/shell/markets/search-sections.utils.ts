import type { FuturesData } from '../../api/market-futures';
import type { SpotsData } from '../../api/market-spots';
import type { PilotRow } from '../../api/pilot-markets';
import type { PreMarketLists } from '../../api/pre-market-simple-info';
import { futuresGroups, pilotGroups, preMarketGroups, tradeGroups, type MarketGroup } from './market-groups.utils';
import { searchRows, type ListRow, type MatchMode } from './market-rows.utils';
import { normalizeQuery } from './market-search.utils';

/** The aggregated search's sections, in display order. */
export type SectionKey = 'spot' | 'futures' | 'pilot' | 'preMarket';

export interface SearchSection {
  key: SectionKey;
  rows: ListRow[];
  match: MatchMode;
}

export interface SectionResult {
  key: SectionKey;
  rows: ListRow[];
  /** Matches before the per-section limit. */
  total: number;
}

/** Rows shown per section; the full lists live in the second-nav panels and 'View All' pages. */
export const SECTION_LIMIT = 8;

const flatten = (groups: readonly MarketGroup[]): ListRow[] => groups.flatMap((g) => g.rows);

export interface SearchSources {
  spots?: SpotsData;
  futures?: FuturesData;
  pilot?: readonly PilotRow[];
  preMarket?: PreMarketLists;
}

/**
 * One section per source: every spot category, every contract list, pilot tokens, pre-mint then
 * pre-market. `spotRowQuery` is the Decision's `spot_row_query`.
 */
export function sectionsFrom(sources: SearchSources, spotRowQuery = ''): SearchSection[] {
  return [
    { key: 'spot', rows: flatten(tradeGroups(sources.spots ?? {}, [], spotRowQuery)), match: 'market' },
    { key: 'futures', rows: flatten(futuresGroups(sources.futures ?? {})), match: 'market' },
    { key: 'pilot', rows: flatten(pilotGroups(sources.pilot ?? [])), match: 'pilot' },
    { key: 'preMarket', rows: flatten(preMarketGroups(sources.preMarket ?? { premint: [], pre_market: [] })), match: 'currency' },
  ];
}

/**
 * Each section searched the way its panel searches (same ranking), cut to `limit`; sections
 * without a match are left out. An empty query gives no results (the panel shows recent searches).
 */
export function searchSections(sections: readonly SearchSection[], query: string, limit = SECTION_LIMIT): SectionResult[] {
  if (!normalizeQuery(query)) return [];
  return sections
    .map((s) => {
      const found = searchRows(s.rows, query, s.match);
      return { key: s.key, rows: found.slice(0, limit), total: found.length };
    })
    .filter((s) => s.total > 0);
}
