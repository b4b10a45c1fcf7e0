import { config } from 'virtual:meridian/config';
import type { CompiledSite } from '../rules-model/compiled-types';
import { isDemoEnv } from './demo-env';

export { isDemoEnv } from './demo-env';

/**
 * Links between regional sites. Production picks the site by host; the demo build serves every
 * site on one origin and picks it with `?site=`. One place knows both, so no component guesses.
 * The hosts are the compiled configuration's (sites/*.yaml `hosts`), which the boot's chunk
 * already carries (`virtual:meridian/config`).
 */
export function isDemoBuild(): boolean {
  return isDemoEnv(import.meta.env);
}

/** The sites these links know: each with its key and hosts, the first host being its home. */
export type SiteHosts = Readonly<Record<string, Pick<CompiledSite, 'key' | 'hosts'>>>;

/** A site's production home page, `https://` its first host; undefined for a site the configuration does not have. */
export function siteHome(key: string, sites: SiteHosts = config.sites): string | undefined {
  const host = sites[key]?.hosts[0];
  return host === undefined ? undefined : `https://${host}/`;
}

/** A site's production hosts (none for a site the configuration does not have). */
export function siteHosts(key: string, sites: SiteHosts = config.sites): readonly string[] {
  return sites[key]?.hosts ?? [];
}

/**
 * The home page of another site: its host in production, `/?site=` on this origin in the demo.
 * A key the configuration does not have gives `/?site=` too (the site selection falls back to main).
 */
export function siteHomeHref(key: string, demo = isDemoBuild(), sites: SiteHosts = config.sites): string {
  return demo ? `/?site=${key}` : (siteHome(key, sites) ?? `/?site=${key}`);
}

/**
 * A full-page link as the current build can follow it: in the demo build a link to another site's
 * production host (the regional switch's confirmHref, a server link) becomes the same path with
 * `?site=` on this origin; anything else, and every link in production, is unchanged.
 */
export function buildHref(href: string, demo = isDemoBuild(), sites: SiteHosts = config.sites): string {
  if (!demo) return href;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href;
  }
  const site = Object.values(sites).find((s) => s.hosts.includes(url.host));
  if (!site) return href;
  url.searchParams.set('site', site.key);
  // `https://www.meridian.example//evil.example/` has the path `//evil.example/`: on this origin
  // that would be a protocol-relative link to another host, so the path keeps one leading slash.
  return `${url.pathname.replace(/^\/+/, '/')}${url.search}${url.hash}`;
}
