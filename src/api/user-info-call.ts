import { queryOptions } from './query-options';
import type { Facts } from '../generated/schema-types';
import { API_KEY, withFallback } from './call';
import { headerClient, type CallOptions, browserHttp, type HttpConfig } from './http';
import { bool, check, compact, envelope, int, map, numStr, obj, opt, str, strOrNum, type Answer } from './answer-schema';

export const USER_INFO_PATH = '/api/web/v1/usercenter/get_info';

export type UserFacts = NonNullable<Facts['user']>;

/** get_info data: the `user` facts plus display fields (shell §3). */
const userInfoFields = obj({
  isLogin: bool,
  uid: opt(int),
  nickname: opt(str),
  verified: opt(strOrNum),
  tier_level: opt(check(int, (n) => n >= 0)),
  safe_level: opt(int),
  is_sub_account: opt(bool),
  white_list_show: opt(bool),
  country: opt(int),
  user_nick: opt(str),
  user_avatar: opt(str),
  avatar: opt(str),
  curr_fiat: opt(str),
  /** Sub-account flag as the server sends it (0 or 1); is_sub_account is the boolean. */
  is_sub: opt(int),
  total_usd: opt(numStr),
});

export type UserInfo = Answer<typeof userInfoFields>;

/** isLogin must be present; other fields are kept only when well typed. */
export const narrowUserInfo = envelope(
  map(userInfoFields, (u): UserInfo =>
    u.isLogin
      ? compact({
          ...u,
          safe_level: u.safe_level ?? 0,
          is_sub_account: u.is_sub_account ?? (u.is_sub === undefined ? undefined : u.is_sub === 1),
        })
      : loggedOutUser(),
  ),
);

export function loggedOutUser(): UserInfo {
  return { isLogin: false };
}

/** User info; a logged-out user ({ isLogin: false }) on failure. */
export function fetchUserInfo(options?: CallOptions): Promise<UserInfo> {
  return withFallback('usercenter/get_info', () => headerClient.get(USER_INFO_PATH, options), narrowUserInfo, loggedOutUser, options);
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

export function userInfoQueryOptions(http: HttpConfig = browserHttp) {
  return queryOptions({
    queryKey: [API_KEY, 'usercenter/get_info'],
    queryFn: ({ signal }) => fetchUserInfo({ signal, http }),
    staleTime: 60_000,
  });
}
