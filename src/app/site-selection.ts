import type { CompiledConfig } from '../rules-model/compiled-types';

export const SITE_COOKIE = 'meridian_site';

/**
 * Which site a request is for: in production the host decides; in the demo `?site=` (key or id)
 * wins and is remembered in a cookie, then the cookie, then the main site.
 */
export function resolveSite(
  config: CompiledConfig,
  input: { host: string; search: string; cookie?: string; demo: boolean },
): { site: string; remember: string | null } {
  const byRef = (ref: string | null | undefined) => (ref ? (config.sites[ref] ? ref : (config.siteIdToKey[ref] ?? null)) : null);
  if (input.demo) {
    const fromQuery = byRef(new URLSearchParams(input.search).get('site'));
    if (fromQuery) return { site: fromQuery, remember: fromQuery };
    const fromCookie = byRef(input.cookie);
    if (fromCookie) return { site: fromCookie, remember: null };
  }
  const host = input.host.toLowerCase().replace(/:\d+$/, '');
  const byHost = Object.values(config.sites).find((s) => s.hosts.includes(host));
  return { site: byHost?.key ?? 'main', remember: null };
}
