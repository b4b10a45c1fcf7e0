import { useQuery } from '@tanstack/react-query';
import { complianceCheckQueryOptions } from './compliance-check-call';
import { useHttp } from './http-context';

// Only the hooks: the call itself (fetch, narrowing, query options) is in compliance-check-call.ts, free of React: the boot
// (src/app/main.ts) asks it before React has loaded. Import the call from there.

export function useComplianceCheck(scene?: 'chat') {
  return useQuery(complianceCheckQueryOptions(scene, useHttp()));
}
