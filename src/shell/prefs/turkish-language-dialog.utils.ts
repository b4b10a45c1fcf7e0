/** The language whose choice may need the stay/go question (shell §4, §5). */
export const TURKISH = 'tr';
/** Dialog id in the Decision (rules/dialogs-prompts.yaml `turkish-language-choice`). */
export const TURKISH_DIALOG = 'turkish_language';

/** The Turkey site (sites/tr.yaml hosts). Only these hosts, or the current origin in the demo, may be linked. */
export const TURKEY_SITE_ORIGIN = 'https://tr.meridian.example';
const ALLOWED_HOSTS: readonly string[] = ['tr.meridian.example'];

/** The demo build picks the site with `?site=` on one origin; production picks it by host (src/app/main.tsx). */
export function isDemoBuild(): boolean {
  return import.meta.env.VITE_SITE_BY_HOST !== 'true';
}

/** Where 'Go to the Turkey site' leads: the Turkey host, or in the demo `?site=tr` on this origin. */
export function turkeySiteHref(opts: { demo: boolean; origin: string }): string {
  return opts.demo ? `${opts.origin}/?site=tr` : `${TURKEY_SITE_ORIGIN}/`;
}

/** `href` if it is an https link to an allowed host or a link to this origin; null otherwise. */
export function allowedTurkeyHref(href: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin === origin && /^https?:$/.test(url.protocol)) return url.href;
  return url.protocol === 'https:' && ALLOWED_HOSTS.includes(url.host) ? url.href : null;
}
