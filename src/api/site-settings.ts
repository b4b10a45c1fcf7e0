import { useQuery } from '@tanstack/react-query';
import { siteSettingsQueryOptions } from './site-settings-call';
import { useHttp } from './http-context';

// Only the hooks: the call itself (fetch, narrowing, query options) is in site-settings-call.ts, free of React: the boot
// (src/app/main.ts) asks it before React has loaded. Import the call from there.

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions(useHttp()));
}
