import type { i18n } from 'i18next';

/**
 * English namespaces that only parts fetched on demand use (docs/performance-method.md, the 185 KB ceiling): account, auth, chart,
 * chat (the window; the launcher's two keys are in translation), dialogs, notfound (the 404 page) and
 * notifications. They are not part of the home page's JavaScript; a part that needs one
 * names it (`lazyNamed(…, { ns })`, the session parts' importers), its English arrives with the
 * part's code, and the part renders only once it is in, so no key shows as text. Other languages
 * load every namespace at once (one chunk per language, i18n.ts). No i18next import here: the
 * boot's first half may start a fetch.
 */
export const LATER_NAMESPACES = ['account', 'auth', 'chart', 'chat', 'dialogs', 'notfound', 'notifications'] as const;
export type LaterNamespace = (typeof LATER_NAMESPACES)[number];

// The same list as a glob (import.meta.glob takes literals only); i18n-later.test.ts keeps them equal.
const files = import.meta.glob<Record<string, unknown>>('../../locales/en/{account,auth,chart,chat,dialogs,notfound,notifications}.json', {
  import: 'default',
});
const nsOf = (file: string) => /\/([^/]+)\.json$/.exec(file)![1]!;
const importers = new Map(Object.entries(files).map(([file, load]) => [nsOf(file), load]));

const fetched = new Map<string, Record<string, unknown>>();
const loads = new Map<string, Promise<void>>();

/** The English text of the later namespaces fetched so far, by namespace (createI18n starts with them). */
export function fetchedEnglish(): Record<string, Record<string, unknown>> {
  return Object.fromEntries(fetched);
}

/**
 * Fetches the English text of `ns` (once per page; the same promise for the same list, as React's
 * `use` wants). A failed fetch is forgotten, so the next call tries again.
 */
export function loadNamespaces(ns: readonly LaterNamespace[]): Promise<void> {
  const key = [...ns].sort().join(',');
  let load = loads.get(key);
  if (!load) {
    load = Promise.all(
      ns.map(async (n) => {
        if (!fetched.has(n)) fetched.set(n, await importers.get(n)!());
      }),
    ).then(
      () => undefined,
      (e: unknown) => {
        loads.delete(key);
        throw e;
      },
    );
    loads.set(key, load);
  }
  return load;
}

/** Puts the fetched English of `ns` into `instance` (idempotent); false while one of them is not fetched yet. */
export function addNamespaces(instance: i18n, ns: readonly LaterNamespace[]): boolean {
  for (const n of ns) {
    if (instance.hasResourceBundle('en', n)) continue;
    const text = fetched.get(n);
    if (!text) return false;
    instance.addResourceBundle('en', n, text, true, true);
  }
  return true;
}
