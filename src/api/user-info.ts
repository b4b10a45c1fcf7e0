import { useIsFetching, useQuery } from '@tanstack/react-query';
import { siteSettingsQueryOptions } from './site-settings-call';
import { userInfoQueryOptions } from './user-info-call';
import { useHttp } from './http-context';

// Only the hooks: the call itself (fetch, narrowing, query options) is in user-info-call.ts, free of React: the boot
// (src/app/main.ts) asks it before React has loaded. Import the call from there.

/**
 * The user-info call, made only when `wanted`: the page's one decision of whether user info loads
 * (asksForUser: not on 404, sign-up, auth, reset and bind paths, and only when the common data says
 * logged in or is missing; shell §4, compliance §2.1). Only useBackendAnswers calls this; everything
 * else reads the answer with useUserInfo.
 */
export function useUserInfoCall(wanted: boolean) {
  return useQuery({ ...userInfoQueryOptions(useHttp()), enabled: wanted });
}

/**
 * The user info this page's call got, for display (avatar, nickname, VIP …). It never asks itself
 * (a reader, not a caller): on a page that skips user info it stays without data, unless an earlier
 * page of this visit had it.
 */
export function useUserInfo() {
  return useQuery({ ...userInfoQueryOptions(useHttp()), enabled: false });
}

/**
 * Whether login loading is still going on: the common data (which says whether to ask for the user)
 * has not arrived, or the user info is being fetched. Login/Signup wait for it (shell §4).
 */
export function useLoginLoading(): boolean {
  const settingsPending = useQuery(siteSettingsQueryOptions(useHttp())).isPending;
  return useIsFetching({ queryKey: userInfoQueryOptions().queryKey }) > 0 || settingsPending;
}
