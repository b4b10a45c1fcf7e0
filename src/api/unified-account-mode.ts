import { useQuery } from '@tanstack/react-query';
import { accountModeQueryOptions } from './unified-account-mode-call';
import { useHttp } from './http-context';

// Only the hooks: the call itself (fetch, narrowing, query options) is in unified-account-mode-call.ts, free of React: the boot
// (src/app/main.ts) asks it before React has loaded. Import the call from there.

/** Logged-in users only: pass enabled=false for visitors. */
export function useAccountMode(enabled = true) {
  return useQuery({ ...accountModeQueryOptions(useHttp()), enabled });
}
