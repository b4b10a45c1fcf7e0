import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupTestBackend } from '../mocks/test-server';
import { listCache, readListCache, writeListCache, type ListCache } from './list-cache';
import { futuresQueryOptions, isValidFuturesCache } from './market-futures';
import { isValidSpotsCache, spotsQueryOptions } from './market-spots';
import { pilotMarketsQueryOptions } from './pilot-markets';
import { isValidPreMarketCache, preMarketQueryOptions } from './pre-market-simple-info';
import { memoryStorage } from '../test-support/memory-storage';

const backend = setupTestBackend();

let storage: ReturnType<typeof memoryStorage>;
let cache: ListCache;
beforeEach(() => {
  storage = memoryStorage();
  cache = listCache({ storage, now: () => 1_000 });
});

const contracts = { CONTRACT_BTC: [{ settle: 'btc', name: 'BTC_USD' }], CONTRACT_USDT: [] };

describe('validity rules (shell §5)', () => {
  it('contracts need a non-empty CONTRACT_BTC list', () => {
    expect(isValidFuturesCache(contracts)).toBe(true);
    expect(isValidFuturesCache({ CONTRACT_USDT: [{}] })).toBe(false);
    expect(isValidFuturesCache({ CONTRACT_BTC: [] })).toBe(false);
  });

  it('pre-market needs both arrays', () => {
    expect(isValidPreMarketCache({ premint: [{}], pre_market: [] })).toBe(true);
    expect(isValidPreMarketCache({ premint: [{}] })).toBe(false);
    expect(isValidPreMarketCache({ premint: [], pre_market: [] })).toBe(false);
  });

  it('spots must be a non-empty object of rows', () => {
    expect(isValidSpotsCache({ USDT: [{}] })).toBe(true);
    expect(isValidSpotsCache({})).toBe(false);
    expect(isValidSpotsCache([])).toBe(false);
  });
});

describe('stored copies', () => {
  it('are reused only in the same language, and dropped otherwise', () => {
    writeListCache('futures', 'en', contracts, cache);
    expect(readListCache('futures', 'en', isValidFuturesCache, cache)).toEqual({ data: contracts, savedAt: 1_000 });
    expect(readListCache('futures', 'de', isValidFuturesCache, cache)).toBeUndefined();
    expect(storage.data.size).toBe(0);
  });

  it('invalid or unparsable copies are deleted', () => {
    writeListCache('futures', 'en', { CONTRACT_USDT: [{}] }, cache);
    expect(readListCache('futures', 'en', isValidFuturesCache, cache)).toBeUndefined();
    storage.setItem('meridian:v1:list:futures', '{not json');
    expect(readListCache('futures', 'en', isValidFuturesCache, cache)).toBeUndefined();
    expect(storage.data.size).toBe(0);
  });
});

describe('list queries', () => {
  it('follow the spec refetch rules', () => {
    expect(futuresQueryOptions('en', undefined, undefined, backend.http).refetchInterval).toBe(600_000);
    expect(spotsQueryOptions('en', undefined, backend.http).refetchOnWindowFocus).toBe(false);
    expect(pilotMarketsQueryOptions(backend.http).refetchOnWindowFocus).toBe(false);
    expect(preMarketQueryOptions('en', undefined, backend.http).refetchOnWindowFocus).toBe(false);
  });

  it('store a valid answer and seed the next query from it', async () => {
    const client = new QueryClient();
    const first = await client.fetchQuery(futuresQueryOptions('en', { timezone: 'UTC' }, cache, backend.http));
    expect(first.CONTRACT_BTC?.length).toBeGreaterThan(0);
    expect(readListCache('futures', 'en', isValidFuturesCache, cache)?.data).toEqual(first);
    const seeded = futuresQueryOptions('en', { timezone: 'UTC' }, cache, backend.http);
    expect(typeof seeded.initialData === 'function' ? seeded.initialData() : undefined).toEqual(first);
  });

  it('fall back to the valid stored copy when the call fails', async () => {
    writeListCache('futures', 'en', contracts, cache);
    backend.setFaults({ '/apiw/v2/market/futures': '500' });
    const client = new QueryClient();
    expect(await client.fetchQuery({ ...futuresQueryOptions('en', {}, cache, backend.http), staleTime: 0 })).toEqual(contracts);
  });

  it('fall back to {} when the call fails and the copy is in another language', async () => {
    writeListCache('futures', 'de', contracts, cache);
    backend.setFaults({ '/apiw/v2/market/futures': 'drop' });
    const client = new QueryClient();
    expect(await client.fetchQuery({ ...futuresQueryOptions('en', {}, cache, backend.http), staleTime: 0 })).toEqual({});
  });

  it('pre-market keeps one list when only the other call fails', async () => {
    backend.setFaults({ '/apiw/v2/pre-mint/service/currencies/simple-info': 'malformed' });
    const client = new QueryClient();
    const lists = await client.fetchQuery(preMarketQueryOptions('en', cache, backend.http));
    expect(lists.premint).toEqual([]);
    expect(lists.pre_market.length).toBeGreaterThan(0);
  });

  it('spots are stored per language', async () => {
    const client = new QueryClient();
    await client.fetchQuery(spotsQueryOptions('tr', cache, backend.http));
    expect(readListCache('spots', 'tr', isValidSpotsCache, cache)).toBeDefined();
    expect(readListCache('spots', 'en', isValidSpotsCache, cache)).toBeUndefined();
  });
});
