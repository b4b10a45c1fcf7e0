import { useTranslation } from 'react-i18next';
import { addNamespaces, loadNamespaces, type LaterNamespace } from '../../lib/i18n-later';

/**
 * Makes the English text of `ns` available to this component and everything below it, suspending
 * until it is fetched (docs/performance-method.md, the 185 KB ceiling). A part whose loader fetched it already (`lazyNamed(…, { ns })`)
 * never suspends here: the text is added in this render.
 */
export function useNamespaces(ns: readonly LaterNamespace[]): void {
  const { i18n } = useTranslation();
  // Suspends by throwing the load (React's Suspense protocol), not with use(): a use() that suspended
  // on mount and is skipped once the text is in makes React warn ("conditional use of use").
  if (!addNamespaces(i18n, ns)) throw loadNamespaces(ns);
}
