import { useQuery } from '@tanstack/react-query';
import { crossMarginInfoQueryOptions } from './cross-margin-info-call';
import { useHttp } from './http-context';

// Only the hooks: the call itself (fetch, narrowing, query options) is in cross-margin-info-call.ts, free of React: the boot
// (src/app/main.ts) asks it before React has loaded. Import the call from there.

/** Logged-in users only: pass enabled=false for visitors. */
export function useCrossMarginInfo(enabled = true) {
  return useQuery({ ...crossMarginInfoQueryOptions(useHttp()), enabled });
}
