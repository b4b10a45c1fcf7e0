import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_KEY, attempt, withFallback } from './call';
import { getJson, type CallOptions, browserHttp, type HttpConfig } from './http';
import { envelope, numStr, obj, type Answer } from './answer-schema';
import { useHttp } from './http-context';

export const TOTAL_FUNDS_PATH = '/apiw/v2/account/total_funds';

/** Amounts as decimal strings (no float rounding of balances). */
const totalFunds = obj({ total_btc: numStr, total_usd: numStr });
export type TotalFunds = Answer<typeof totalFunds>;

export function zeroFunds(): TotalFunds {
  return { total_btc: '0', total_usd: '0' };
}

export const narrowTotalFunds = envelope(totalFunds);

/** Total funds; zeros on failure. */
export function fetchTotalFunds(options?: CallOptions): Promise<TotalFunds> {
  return withFallback('account/total_funds', () => getJson(TOTAL_FUNDS_PATH, options), narrowTotalFunds, zeroFunds, options);
}

/** Thrown by the balance's query when the call fails: the failure is the query's error state, not a zero. */
export class TotalFundsUnavailable extends Error {
  constructor() {
    super('account/total_funds unavailable');
    this.name = 'TotalFundsUnavailable';
  }
}

/**
 * Total funds for the balance on screen: a failed call throws, so the UI can tell "unavailable" (with
 * Retry) from a real zero. The spec's zeros stay what fetchTotalFunds gives any other caller.
 */
export async function fetchTotalFundsOrFail(options?: CallOptions): Promise<TotalFunds> {
  const funds = await attempt('account/total_funds', () => getJson(TOTAL_FUNDS_PATH, options), narrowTotalFunds, options);
  if (funds === undefined) throw new TotalFundsUnavailable();
  return funds;
}

export function totalFundsQueryOptions(http: HttpConfig = browserHttp) {
  return queryOptions({
    queryKey: [API_KEY, 'account/total_funds'],
    queryFn: ({ signal }) => fetchTotalFundsOrFail({ signal, http }),
    staleTime: 30_000,
  });
}

/** Logged-in users only. */
export function useTotalFunds(enabled = true) {
  return useQuery({ ...totalFundsQueryOptions(useHttp()), enabled });
}
