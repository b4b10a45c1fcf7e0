import type { i18n } from 'i18next';
import { addParts, loadParts, onPartFetched, partsVersion } from './i18n-later';

/**
 * The text only an open mega-menu shows (docs/performance-method.md, the 185 KB ceiling), left out of
 * the home page's translation.json at build time: English's by tooling/vite-menu-text-plugin.ts,
 * every other language's by tooling/vite-locales-plugin.ts (issue 41). It is fetched on the header's
 * first intent (pointer or focus on the main navigation, the drawer's button), in English and the
 * page's language, so a menu opens with its text; a language loaded later fetches it with its first
 * chunk (src/lib/i18n-later.ts). No i18next import: only types.
 */

/** Starts fetching the menu text (once per page and language; a failed fetch is forgotten so the next intent tries again). */
export function loadMenuText(): Promise<void> {
  return loadParts(['menu']);
}

/** For an intent handler: starts the fetch, ignores a failure (the menu asks again when it opens). */
export function prefetchMenuText(): void {
  loadMenuText().catch(() => {});
}

/** Puts the fetched menu text into `instance`, English and its current language (idempotent); false while either is not fetched yet. */
export function addMenuText(instance: i18n): boolean {
  return addParts(instance, ['menu']);
}

/** Subscribes to the fetches' ends (useSyncExternalStore). */
export const onMenuText = onPartFetched;

/** Moves when a fetch ends (useSyncExternalStore's snapshot); the menu text is here once addMenuText says so. */
export const menuTextVersion = partsVersion;
