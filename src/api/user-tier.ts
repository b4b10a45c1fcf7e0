import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_KEY, withFallback } from './call';
import { getJson, type CallOptions } from './http';
import { compact, int, isRecord, num, numStr } from './narrow';

export const USER_TIER_PATH = '/api/web/v1/usercenter/get_user_tier';

/** VIP tier details (shell §3); every field optional, the profile card shows 0.00 for missing amounts. */
export interface UserTier {
  tier_level?: number;
  tier_all_trade_usdt?: string;
  /** Percent. */
  tier_next_progress?: number;
  tier_next_usdt?: string;
  tier_next_fiat?: string;
  tier_next_gt_min?: string;
  tier_next_gt_only?: string;
  tier_next_asset_only_usd?: string;
}

function parseData(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

/** Code 0, then data — an object or a JSON string of one (compliance §7). */
export function narrowUserTier(raw: unknown): UserTier | undefined {
  if (!isRecord(raw) || int(raw.code) !== 0) return undefined;
  const d = parseData(raw.data);
  if (!isRecord(d)) return undefined;
  const level = int(d.tier_level);
  return compact({
    tier_level: level !== undefined && level >= 0 ? level : undefined,
    tier_all_trade_usdt: numStr(d.tier_all_trade_usdt),
    tier_next_progress: num(d.tier_next_progress),
    tier_next_usdt: numStr(d.tier_next_usdt),
    tier_next_fiat: numStr(d.tier_next_fiat),
    tier_next_gt_min: numStr(d.tier_next_gt_min),
    tier_next_gt_only: numStr(d.tier_next_gt_only),
    tier_next_asset_only_usd: numStr(d.tier_next_asset_only_usd),
  });
}

/** User tier; {} on failure. */
export function fetchUserTier(options?: CallOptions): Promise<UserTier> {
  return withFallback(
    'usercenter/get_user_tier',
    () => getJson(USER_TIER_PATH, options),
    narrowUserTier,
    () => ({}),
  );
}

export function userTierQueryOptions() {
  return queryOptions({
    queryKey: [API_KEY, 'usercenter/get_user_tier'],
    // Panel data: no abort signal, so a panel closed mid-call does not cancel it (panel-queries.test.ts).
    queryFn: () => fetchUserTier(),
    staleTime: 300_000,
  });
}

/** Logged-in users only. */
export function useUserTier(enabled = true) {
  return useQuery({ ...userTierQueryOptions(), enabled });
}
