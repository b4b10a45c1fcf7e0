/**
 * Links between regional sites. Production picks the site by host; the demo build serves every
 * site on one origin and picks it with `?site=`. One place knows both, so no component guesses.
 */
export function isDemoBuild(): boolean {
  return import.meta.env.VITE_SITE_BY_HOST !== 'true';
}

/** Production home pages of the sites other sites link to (sites/main.yaml, sites/tr.yaml hosts). */
export const SITE_HOMES = { main: 'https://www.meridian.example/', tr: 'https://tr.meridian.example/' } as const;

/** The home page of another site: its host in production, `/?site=` on this origin in the demo. */
export function siteHomeHref(key: keyof typeof SITE_HOMES, demo = isDemoBuild()): string {
  return demo ? `/?site=${key}` : SITE_HOMES[key];
}
