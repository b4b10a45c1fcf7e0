import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withFallback } from './call';
import { csrfClient, type CallOptions } from './http';
import { bool, map, obj, or, str, type Answer } from './answer-schema';
import { userFrequencyQueryOptions, type FundPassFrequency } from './user-frequency';
import { useHttp } from './http-context';

export const QUERY_SAFE_PATH = '/json_svr/query_safe';

export interface FrequencyChange {
  frequency: FundPassFrequency;
  fundpass: string;
  totp: string;
}

/** msg is what the dialog shows: the server's message, or 'Error' when there is none (compliance §4.2). */
export const narrowQuerySafe = map(obj({ result: bool, msg: or(str, () => '') }), ({ result, msg }) => ({
  result,
  msg: result ? msg : msg || 'Error',
}));
export type QuerySafeResult = Answer<typeof narrowQuerySafe>;

/** POST /json_svr/query_safe (form, csrftoken header, 5 s); { result: false, msg: 'Error' } on failure. */
export function saveFundPassFrequency(change: FrequencyChange, options?: CallOptions): Promise<QuerySafeResult> {
  const form = { action: 'tradepassfrequency', frequency: change.frequency, fundpass: change.fundpass, totp: change.totp };
  return withFallback(
    'json_svr/query_safe',
    () => csrfClient.post(QUERY_SAFE_PATH, form, options),
    narrowQuerySafe,
    () => ({ result: false, msg: 'Error' }),
    options,
  );
}

/** Saves the frequency and refreshes the stored one on success. */
export function useSaveFundPassFrequency() {
  const client = useQueryClient();
  const http = useHttp();
  return useMutation({
    mutationFn: (change: FrequencyChange) => saveFundPassFrequency(change, { http }),
    onSuccess: async (result) => {
      if (result.result) await client.invalidateQueries({ queryKey: userFrequencyQueryOptions().queryKey });
    },
  });
}
