import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { addMenuText, loadMenuText, menuTextVersion, onMenuText } from '../../lib/menu-text';

/**
 * Whether the text of `keys` (a menu's item titles and descriptions; a page named after an item, its frame and title) can be shown:
 * every one is in the current language's own resources (a key the first paint shares, or tests, which read whole files), or the
 * menu text was fetched in English and the page's language and is added in this render (docs/performance-method.md, the 185 KB
 * ceiling; issue 41). Until then the menu asks for it; the header's first intent has usually fetched it before any menu opens.
 * English alone is not enough on another language's page, nor one key the first paint shares for a whole menu: another
 * language's text, or a key, would show first.
 */
export function useMenuText(keys: string | readonly string[] | undefined): boolean {
  const { i18n } = useTranslation();
  useSyncExternalStore(onMenuText, menuTextVersion, menuTextVersion);
  const own = (key: string) => i18n.exists(key, { lngs: [i18n.language] });
  const ready = addMenuText(i18n) || keys === undefined || (typeof keys === 'string' ? own(keys) : keys.every(own));
  useEffect(() => {
    if (!ready) loadMenuText().catch((e: unknown) => console.warn('could not load the menu text', e));
  }, [ready]);
  return ready;
}
