/**
 * Links between regional sites. Production picks the site by host; the demo build serves every
 * site on one origin and picks it with `?site=`. One place knows both, so no component guesses.
 */
export function isDemoBuild(): boolean {
  return isDemoEnv(import.meta.env);
}

/** Whether a build with these env variables is the demo (the build tooling asks with Vite's resolved env). */
export function isDemoEnv(env: Record<string, unknown>): boolean {
  return env.VITE_SITE_BY_HOST !== 'true';
}

/** Production home pages of the sites other sites link to (sites/main.yaml, tr.yaml, eu.yaml hosts). */
export const SITE_HOMES = {
  main: 'https://www.meridian.example/',
  tr: 'https://tr.meridian.example/',
  eu: 'https://eu.meridian.example/',
} as const;

/** The home page of another site: its host in production, `/?site=` on this origin in the demo. */
export function siteHomeHref(key: keyof typeof SITE_HOMES, demo = isDemoBuild()): string {
  return demo ? `/?site=${key}` : SITE_HOMES[key];
}

/**
 * A full-page link as the current build can follow it: in the demo build a link to another site's
 * production home host (the regional switch's confirmHref, a server link) becomes the same path
 * with `?site=` on this origin; anything else, and every link in production, is unchanged.
 */
export function buildHref(href: string, demo = isDemoBuild()): string {
  if (!demo) return href;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href;
  }
  const key = (Object.keys(SITE_HOMES) as (keyof typeof SITE_HOMES)[]).find((k) => new URL(SITE_HOMES[k]).host === url.host);
  if (!key) return href;
  url.searchParams.set('site', key);
  // `https://www.meridian.example//evil.example/` has the path `//evil.example/`: on this origin
  // that would be a protocol-relative link to another host, so the path keeps one leading slash.
  return `${url.pathname.replace(/^\/+/, '/')}${url.search}${url.hash}`;
}
