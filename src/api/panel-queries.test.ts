import { QueryClient, QueryObserver, type QueryKey, type QueryObserverOptions } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { setupTestBackend } from '../mocks/test-server';
import { coinIconWhitelistQueryOptions } from './coin-icon-whitelist';
import { tabsQueryOptions } from './common-tabs';
import { futuresQueryOptions } from './market-futures';
import { spotsQueryOptions } from './market-spots';
import { pilotMarketsQueryOptions } from './pilot-markets';
import { preMarketQueryOptions } from './pre-market-simple-info';
import { userTierQueryOptions } from './user-tier';

const backend = setupTestBackend();

/**
 * The data of the mega-menu panels, the search and the profile card is site-wide and cached: a
 * panel closed while its call is under way must not cancel the call (react-query cancels a query
 * whose last observer leaves only when the query read its abort signal). The call runs to its end,
 * fills the cache for the next opening, and a failure is logged like any other
 * (docs/reliability.md, "Backend faults").
 */
/** Starts the query through one observer that leaves at once, as a panel closed mid-call does. */
function openThenClose<T, K extends QueryKey>(client: QueryClient, options: QueryObserverOptions<T, Error, T, T, K>): K {
  new QueryObserver(client, options).subscribe(() => undefined)();
  return options.queryKey;
}

const panelQueries: Record<string, (client: QueryClient) => QueryKey> = {
  'coin icon whitelist': (c) => openThenClose(c, coinIconWhitelistQueryOptions(backend.http)),
  'common/tabs': (c) => openThenClose(c, tabsQueryOptions('en', backend.http)),
  'market/spots': (c) => openThenClose(c, spotsQueryOptions('en', undefined, backend.http)),
  'market/futures': (c) => openThenClose(c, futuresQueryOptions('en', undefined, undefined, backend.http)),
  'pilot/markets': (c) => openThenClose(c, pilotMarketsQueryOptions(backend.http)),
  'pre-market lists': (c) => openThenClose(c, preMarketQueryOptions('en', undefined, backend.http)),
  'user tier': (c) => openThenClose(c, userTierQueryOptions(backend.http)),
};

describe('panel data outlives a closed panel', () => {
  it.each(Object.entries(panelQueries))('%s: the call finishes and is cached after its only observer left', async (_name, open) => {
    backend.setCookies({ meridian_persona: 'trader', uid: '1001' });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const key = open(client);
    await expect.poll(() => client.getQueryState(key)?.status, { timeout: 5_000 }).toBe('success');
    expect(client.getQueryData(key)).toBeDefined();
    client.clear();
  });
});
