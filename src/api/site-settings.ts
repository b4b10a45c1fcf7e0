import { useQuery } from '@tanstack/react-query';
import { siteSettingsQueryOptions } from './site-settings-call';

// The call itself (fetch, narrowing, query options) is in site-settings-call.ts, free of React: the boot
// (src/boot/main.ts) asks it before React has loaded.
export * from './site-settings-call';

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions());
}
