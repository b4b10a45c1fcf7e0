import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { addMenuText, loadMenuText, menuTextFetched, onMenuText } from '../../lib/menu-text';

/**
 * Whether the text of `key` (a menu item's title; a page named after one, its frame and title) can be shown: it is in the current language's
 * resources (another language's chunk carries it, tests read the whole file), or the menu text was
 * fetched and is added to English in this render (docs/performance-method.md, the 185 KB ceiling). Until then the menu asks for it; the
 * header's first intent has usually fetched it before any menu opens.
 */
export function useMenuText(key: string | undefined): boolean {
  const { i18n } = useTranslation();
  const fetched = useSyncExternalStore(onMenuText, menuTextFetched, menuTextFetched);
  const ready = (fetched && addMenuText(i18n)) || key === undefined || i18n.exists(key);
  useEffect(() => {
    if (!ready) loadMenuText().catch((e: unknown) => console.warn('could not load the menu text', e));
  }, [ready]);
  return ready;
}
