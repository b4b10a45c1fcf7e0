import { useMemo } from 'react';
import { useFutures } from '../../api/market-futures';
import { useSpots } from '../../api/market-spots';
import { usePilotMarkets } from '../../api/pilot-markets';
import { usePreMarket } from '../../api/pre-market-simple-info';
import { useDecision } from '../../decision/decision-store';
import { sectionsFrom, type SearchSection } from './search-sections.utils';
import { useFuturesTestnet, useSpotRowQuery } from './use-market-groups';

/**
 * The four lists the aggregated search covers. Mounted only while the search panel is open, so
 * the header pays for no list until someone searches. `loading` while any list is still pending.
 */
export function useSearchSections(): { loading: boolean; sections: SearchSection[] } {
  const lang = useDecision((d) => d.locale.lang);
  const spots = useSpots(lang);
  const futures = useFutures(lang, { isTestnet: useFuturesTestnet() });
  const rowQuery = useSpotRowQuery();
  const pilot = usePilotMarkets();
  const preMarket = usePreMarket(lang);
  const sections = useMemo(
    () => sectionsFrom({ spots: spots.data, futures: futures.data, pilot: pilot.data, preMarket: preMarket.data }, rowQuery),
    [spots.data, futures.data, pilot.data, preMarket.data, rowQuery],
  );
  return { loading: spots.isPending || futures.isPending || pilot.isPending || preMarket.isPending, sections };
}
