import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_KEY, withFallback } from './call';
import { getJson, type CallOptions, browserHttp, type HttpConfig } from './http';
import { check, envelope, int, num, numStr, obj, opt, type Answer } from './answer-schema';
import { useHttp } from './http-context';

export const USER_TIER_PATH = '/api/web/v1/usercenter/get_user_tier';

function parseData(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

/** VIP tier details (shell §3); every field optional, the profile card shows 0.00 for missing amounts. */
const userTier = obj({
  tier_level: opt(check(int, (n) => n >= 0)),
  tier_all_trade_usdt: opt(numStr),
  /** Percent. */
  tier_next_progress: opt(num),
  tier_next_usdt: opt(numStr),
  tier_next_fiat: opt(numStr),
  tier_next_gt_min: opt(numStr),
  tier_next_gt_only: opt(numStr),
  tier_next_asset_only_usd: opt(numStr),
});

export type UserTier = Answer<typeof userTier>;

/** Code 0, then data — an object or a JSON string of one (compliance §7). */
export const narrowUserTier = envelope((data) => userTier(parseData(data)), [0]);

/** User tier; {} on failure. */
export function fetchUserTier(options?: CallOptions): Promise<UserTier> {
  return withFallback(
    'usercenter/get_user_tier',
    () => getJson(USER_TIER_PATH, options),
    narrowUserTier,
    () => ({}),
    options,
  );
}

export function userTierQueryOptions(http: HttpConfig = browserHttp) {
  return queryOptions({
    queryKey: [API_KEY, 'usercenter/get_user_tier'],
    // Panel data: no abort signal, so a panel closed mid-call does not cancel it (panel-queries.test.ts).
    queryFn: () => fetchUserTier({ http }),
    staleTime: 300_000,
  });
}

/** Logged-in users only. */
export function useUserTier(enabled = true) {
  return useQuery({ ...userTierQueryOptions(useHttp()), enabled });
}
