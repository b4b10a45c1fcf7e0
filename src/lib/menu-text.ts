import type { i18n } from 'i18next';

/**
 * The English text only an open mega-menu shows (docs/performance-method.md, the 185 KB ceiling), left out of the home page's
 * translation.json at build time (tooling/vite-menu-text-plugin.ts). It is fetched on the header's
 * first intent (pointer or focus on the main navigation, the drawer's button), so a menu opens with
 * its text; other languages carry it in their own chunk. No i18next import: only types.
 */
let fetched: Record<string, unknown> | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Starts fetching the menu text (once per page; a failed fetch is forgotten so the next intent tries again). */
export function loadMenuText(): Promise<void> {
  loading ??= import('virtual:meridian/menu-text').then(
    (m) => {
      fetched = m.default;
      for (const l of listeners) l();
    },
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  return loading;
}

/** For an intent handler: starts the fetch, ignores a failure (the menu asks again when it opens). */
export function prefetchMenuText(): void {
  loadMenuText().catch(() => {});
}

/** Puts the fetched menu text into `instance`'s English (idempotent); false while it is not fetched yet. */
export function addMenuText(instance: i18n): boolean {
  if (!fetched) return false;
  if (!added.has(instance)) {
    instance.addResourceBundle('en', 'translation', fetched, true, false);
    added.add(instance);
  }
  return true;
}
const added = new WeakSet<i18n>();

/** Subscribes to the fetch's end (useSyncExternalStore). */
export function onMenuText(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the menu text is here. */
export const menuTextFetched = (): boolean => fetched !== null;
