import { queryOptions } from './query-options';
import type { Facts } from '../generated/schema-types';
import { API_KEY, withFallback } from './call';
import { headerClient, type CallOptions } from './http';
import { bool, compact, envelopeRecord, int, numStr, str, stringOrNumber } from './narrow';

export const USER_INFO_PATH = '/api/web/v1/usercenter/get_info';

export type UserFacts = NonNullable<Facts['user']>;

/** get_info data: the `user` facts plus display fields (shell §3). */
export interface UserInfo extends UserFacts {
  isLogin: boolean;
  user_nick?: string;
  user_avatar?: string;
  avatar?: string;
  curr_fiat?: string;
  /** Sub-account flag as the server sends it (0 or 1); is_sub_account is the boolean. */
  is_sub?: number;
  total_usd?: string;
}

export function loggedOutUser(): UserInfo {
  return { isLogin: false };
}

/** isLogin must be present; other fields are kept only when well typed. */
export function narrowUserInfo(raw: unknown): UserInfo | undefined {
  const d = envelopeRecord(raw);
  const isLogin = d ? bool(d.isLogin) : undefined;
  if (!d || isLogin === undefined) return undefined;
  if (!isLogin) return loggedOutUser();
  const isSub = int(d.is_sub);
  const tier = int(d.tier_level);
  return compact({
    isLogin,
    uid: int(d.uid),
    nickname: str(d.nickname),
    verified: stringOrNumber(d.verified),
    tier_level: tier !== undefined && tier >= 0 ? tier : undefined,
    safe_level: int(d.safe_level) ?? 0,
    is_sub_account: bool(d.is_sub_account) ?? (isSub === undefined ? undefined : isSub === 1),
    white_list_show: bool(d.white_list_show),
    country: int(d.country),
    user_nick: str(d.user_nick),
    user_avatar: str(d.user_avatar),
    avatar: str(d.avatar),
    curr_fiat: str(d.curr_fiat),
    is_sub: isSub,
    total_usd: numStr(d.total_usd),
  });
}

/** User info; a logged-out user ({ isLogin: false }) on failure. */
export function fetchUserInfo(options?: CallOptions): Promise<UserInfo> {
  return withFallback('usercenter/get_info', () => headerClient.get(USER_INFO_PATH, options), narrowUserInfo, loggedOutUser);
}

/** Only the fields of facts.schema.json `user`, ready for Facts. */
export function toUserFacts(info: UserInfo): UserFacts {
  return compact({
    isLogin: info.isLogin,
    uid: info.uid,
    nickname: info.nickname,
    verified: info.verified,
    tier_level: info.tier_level,
    safe_level: info.safe_level,
    is_sub_account: info.is_sub_account,
    white_list_show: info.white_list_show,
    country: info.country,
  });
}

export function userInfoQueryOptions() {
  return queryOptions({
    queryKey: [API_KEY, 'usercenter/get_info'],
    queryFn: ({ signal }) => fetchUserInfo({ signal }),
    staleTime: 60_000,
  });
}
