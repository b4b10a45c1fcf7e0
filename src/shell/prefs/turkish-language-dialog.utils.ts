/** The language whose choice may need the stay/go question (shell §4, §5). */
export const TURKISH = 'tr';
/** Dialog id in the Decision (rules/dialogs-prompts.yaml `turkish-language-choice`). */
export const TURKISH_DIALOG = 'turkish_language';

import { siteHome, siteHomeHref, siteHosts } from '../../lib/site-links';

export { isDemoBuild } from '../../lib/site-links';

/** The Turkey site's key (sites/tr.yaml). */
const TURKEY_SITE = 'tr';
/** The Turkey site's home origin (its first host in sites/tr.yaml); '' when the configuration has no tr site. */
export const TURKEY_SITE_ORIGIN = ((home) => (home ? new URL(home).origin : ''))(siteHome(TURKEY_SITE));
/** Only the Turkey site's hosts, or the current origin in the demo, may be linked. */
const ALLOWED_HOSTS: readonly string[] = siteHosts(TURKEY_SITE);

/** Where 'Go to the Turkey site' leads: the Turkey host, or in the demo `?site=tr` on this origin. */
export function turkeySiteHref(opts: { demo: boolean; origin: string }): string {
  return opts.demo ? `${opts.origin}${siteHomeHref(TURKEY_SITE, true)}` : siteHomeHref(TURKEY_SITE, false);
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
