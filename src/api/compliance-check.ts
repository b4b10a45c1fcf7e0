import { useQuery } from '@tanstack/react-query';
import { complianceCheckQueryOptions } from './compliance-check-call';

// The call itself (fetch, narrowing, query options) is in compliance-check-call.ts, free of React: the boot
// (src/boot/main.ts) asks it before React has loaded.
export * from './compliance-check-call';

export function useComplianceCheck(scene?: 'chat') {
  return useQuery(complianceCheckQueryOptions(scene));
}
