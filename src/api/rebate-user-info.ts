import { useQuery } from '@tanstack/react-query';
import { rebateUserInfoQueryOptions } from './rebate-user-info-call';

// The call itself (fetch, narrowing, query options) is in rebate-user-info-call.ts, free of React: the boot
// (src/boot/main.ts) asks it before React has loaded.
export * from './rebate-user-info-call';

/** Logged-in users only: pass enabled=false for visitors. */
export function useRebateUserInfo(enabled = true) {
  return useQuery({ ...rebateUserInfoQueryOptions(), enabled });
}
