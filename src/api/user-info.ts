import { useIsFetching, useQuery } from '@tanstack/react-query';
import { siteSettingsQueryOptions } from './site-settings-call';
import { userInfoQueryOptions } from './user-info-call';
import { useHttp } from './http-context';

// Only the hooks: the call itself (fetch, narrowing, query options) is in user-info-call.ts, free of React: the boot
// (src/boot/main.ts) asks it before React has loaded. Import the call from there.

/** Skipped on 404, signup, auth, reset and bind paths: the caller passes enabled (shell §4). */
export function useUserInfo(enabled = true) {
  return useQuery({ ...userInfoQueryOptions(useHttp()), enabled });
}

/**
 * Whether login loading is still going on: the common data (which says whether to ask for the user)
 * has not arrived, or the user info is being fetched. Login/Signup wait for it (shell §4).
 */
export function useLoginLoading(): boolean {
  const settingsPending = useQuery(siteSettingsQueryOptions(useHttp())).isPending;
  return useIsFetching({ queryKey: userInfoQueryOptions().queryKey }) > 0 || settingsPending;
}
