import { useMemo } from 'react';
import { useTabs } from '../../api/common-tabs';
import { useFutures } from '../../api/market-futures';
import { useSpots } from '../../api/market-spots';
import { usePilotMarkets } from '../../api/pilot-markets';
import { usePreMarket } from '../../api/pre-market-simple-info';
import { useDecision } from '../../decision/decision-store';
import { futuresGroups, pilotGroups, preMarketGroups, tradeGroups, type MarketGroup, type PanelKind } from './market-groups.utils';

/**
 * A panel's tabs and rows. The clients never throw (a failed call resolves to its empty fallback),
 * so "error" reaches the panel as ready-and-empty and shows the empty state.
 */
export interface GroupsState {
  loading: boolean;
  groups: MarketGroup[];
}

const useLang = (): string => useDecision((d) => d.locale.lang);
/** The query spot rows keep on trade pages (Decision var `spot_row_query`). */
export const useSpotRowQuery = (): string => useDecision((d) => String(d.vars.spot_row_query ?? ''));
/** Whether the futures list asks for test-network contracts (Decision var `futures_testnet`). */
export const useFuturesTestnet = (): boolean => useDecision((d) => d.vars.futures_testnet === 1);

export function useTradeGroups(): GroupsState {
  const lang = useLang();
  const spots = useSpots(lang);
  const tabs = useTabs(lang);
  const rowQuery = useSpotRowQuery();
  const groups = useMemo(() => tradeGroups(spots.data ?? {}, tabs.data ?? [], rowQuery), [spots.data, tabs.data, rowQuery]);
  return { loading: spots.isPending || tabs.isPending, groups };
}

export function useFuturesGroups(): GroupsState {
  const futures = useFutures(useLang(), { isTestnet: useFuturesTestnet() });
  const groups = useMemo(() => futuresGroups(futures.data ?? {}), [futures.data]);
  return { loading: futures.isPending, groups };
}

export function usePilotGroups(): GroupsState {
  const pilot = usePilotMarkets();
  const groups = useMemo(() => pilotGroups(pilot.data ?? []), [pilot.data]);
  return { loading: pilot.isPending, groups };
}

export function usePreMarketGroups(): GroupsState {
  const lists = usePreMarket(useLang());
  const groups = useMemo(() => preMarketGroups(lists.data ?? { premint: [], pre_market: [] }), [lists.data]);
  return { loading: lists.isPending, groups };
}

/** The data hook of each panel kind. */
export const GROUP_HOOKS: Readonly<Record<PanelKind, () => GroupsState>> = {
  trade: useTradeGroups,
  futures: useFuturesGroups,
  pilot: usePilotGroups,
  'pre-market': usePreMarketGroups,
};
