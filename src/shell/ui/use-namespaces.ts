import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { addNamespaces, loadNamespaces, type LaterNamespace } from '../../lib/i18n-later';
import { settled } from '../../lib/settled';

const READY = settled(undefined);

/**
 * Makes the English text of `ns` available to this component and everything below it, suspending
 * until it is fetched (ADR 0211). A part whose loader fetched it already (`lazyNamed(…, { ns })`)
 * never suspends here: the text is added in this render.
 */
export function useNamespaces(ns: readonly LaterNamespace[]): void {
  const { i18n } = useTranslation();
  // use() on every render, with a settled promise once the text is in: a component that suspended in
  // use() and skips it when the text arrives makes React warn (issue 39 item 20).
  use(addNamespaces(i18n, ns) ? READY : loadNamespaces(ns));
  addNamespaces(i18n, ns);
}
