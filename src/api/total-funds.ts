import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_KEY, withFallback } from './call';
import { getJson, type CallOptions } from './http';
import { envelopeRecord, numStr } from './narrow';

export const TOTAL_FUNDS_PATH = '/apiw/v2/account/total_funds';

/** Amounts as decimal strings (no float rounding of balances). */
export interface TotalFunds {
  total_btc: string;
  total_usd: string;
}

export function zeroFunds(): TotalFunds {
  return { total_btc: '0', total_usd: '0' };
}

export function narrowTotalFunds(raw: unknown): TotalFunds | undefined {
  const d = envelopeRecord(raw);
  if (!d) return undefined;
  const btc = numStr(d.total_btc);
  const usd = numStr(d.total_usd);
  return btc !== undefined && usd !== undefined ? { total_btc: btc, total_usd: usd } : undefined;
}

/** Total funds; zeros on failure. */
export function fetchTotalFunds(options?: CallOptions): Promise<TotalFunds> {
  return withFallback('account/total_funds', () => getJson(TOTAL_FUNDS_PATH, options), narrowTotalFunds, zeroFunds);
}

export function totalFundsQueryOptions() {
  return queryOptions({
    queryKey: [API_KEY, 'account/total_funds'],
    queryFn: ({ signal }) => fetchTotalFunds({ signal }),
    staleTime: 30_000,
  });
}

/** Logged-in users only. */
export function useTotalFunds(enabled = true) {
  return useQuery({ ...totalFundsQueryOptions(), enabled });
}
