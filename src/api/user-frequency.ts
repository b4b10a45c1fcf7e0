import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_KEY, withFallback } from './call';
import { csrfClient, type CallOptions, browserHttp, type HttpConfig } from './http';
import { envelope, int, map, obj, type Schema } from './answer-schema';
import { useHttp } from './http-context';

export const USER_FREQUENCY_PATH = '/apiweb/v1/user/get_user_frequency';

/** Fund-password validity: 1 one hour, 2 every time, 0 never (compliance §3.2). */
export type FundPassFrequency = 0 | 1 | 2;

export function isFundPassFrequency(value: unknown): value is FundPassFrequency {
  return value === 0 || value === 1 || value === 2;
}

/** Code 0 and data.frequency; `{ frequency: null }` means unknown. */
export const narrowUserFrequency: Schema<{ frequency: FundPassFrequency }> = envelope(
  obj({ frequency: map(int, (n) => (isFundPassFrequency(n) ? n : undefined)) }),
  [0],
);

/** The current fund-password validity; null (unknown) on failure. Uses the 5 s CSRF client. */
export async function fetchUserFrequency(options?: CallOptions): Promise<FundPassFrequency | null> {
  const result = await withFallback<{ frequency: FundPassFrequency | null }>(
    'user/get_user_frequency',
    () => csrfClient.get(USER_FREQUENCY_PATH, options),
    narrowUserFrequency,
    () => ({ frequency: null }),
    options,
  );
  return result.frequency;
}

export function userFrequencyQueryOptions(http: HttpConfig = browserHttp) {
  return queryOptions({
    queryKey: [API_KEY, 'user/get_user_frequency'],
    queryFn: ({ signal }) => fetchUserFrequency({ signal, http }),
  });
}

/** Only while the fund-password dialog is open. */
export function useUserFrequency(enabled = true) {
  return useQuery({ ...userFrequencyQueryOptions(useHttp()), enabled });
}
