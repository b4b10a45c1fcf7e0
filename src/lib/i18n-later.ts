import type { i18n } from 'i18next';
import { LATER_NAMESPACES, type LaterNamespace } from './later-namespaces';

/**
 * English namespaces that only parts fetched on demand use (docs/performance-method.md, the 185 KB ceiling): account, auth, chart,
 * chat (the window; the launcher's two keys are in translation), demo (the demo toolbar), dialogs, notfound (the 404 page) and
 * notifications. They are not part of the home page's JavaScript; a part that needs one
 * names it (`lazyNamed(…, { ns })`, the session parts' importers), its text arrives with the
 * part's code, and the part renders only once it is in, so no key shows as text. Every other
 * language is split the same way (issue 41, tooling/vite-locales-plugin.ts): its language chunk holds
 * the namespaces the first paint reads, and each later namespace and its menu text are chunks of
 * their own, fetched in the page's language when a part needs them. No i18next import here: the
 * boot's first half may start a fetch.
 */
export { LATER_NAMESPACES, type LaterNamespace };

/** A later part of a language's text: a later namespace, or `menu`, the text only an open menu shows (src/lib/menu-text.ts). */
export type LaterPart = LaterNamespace | 'menu';

/** A language's loaders of its later parts (its language module's `later`); a part it has no loader for is in its first chunk. */
export type LaterLoaders = Partial<Record<LaterPart, () => Promise<{ default: Record<string, unknown> }>>>;

// The same list as a glob (import.meta.glob takes literals only); i18n-later.test.ts keeps them equal.
const files = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../locales/en/{account,auth,chart,chat,demo,dialogs,notfound,notifications}.json',
);
const english: LaterLoaders = {
  ...Object.fromEntries(Object.entries(files).map(([file, load]) => [/\/([^/]+)\.json$/.exec(file)![1]!, load])),
  menu: () => import('virtual:meridian/menu-text'),
};

/** Languages (BCP 47 tags) whose first chunk is in, with their loaders; English always. */
const languages = new Map<string, LaterLoaders>([['en', english]]);
/** The later parts some part of the page asked for: a language loaded from now on fetches them too. */
const wanted = new Set<LaterPart>();
/** Each fetched part by `lang part`: its text, or null where the language's first chunk has it. */
const done = new Map<string, Record<string, unknown> | null>();
const loads = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

/** `start()` once per key; a failed run is forgotten, so the next call tries again. */
function once(key: string, start: () => Promise<unknown>): Promise<void> {
  let load = loads.get(key);
  if (!load) {
    load = start().then(
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

const fetchPart = (lang: string, part: LaterPart): Promise<void> =>
  once(`${lang} ${part}`, async () => {
    const load = languages.get(lang)?.[part];
    done.set(`${lang} ${part}`, load ? (await load()).default : null);
    for (const l of listeners) l();
  });

const fetchAll = (langs: string[], parts: readonly LaterPart[]) => Promise.all(langs.flatMap((l) => parts.map((p) => fetchPart(l, p))));

/**
 * Fetches `parts` in English and in every language loaded so far (the page's, and any the language
 * menu preloaded), and remembers them: a language loaded later fetches them with its first chunk.
 * The same promise for the same list while no language was added (React's `use` wants it).
 */
export function loadParts(parts: readonly LaterPart[]): Promise<void> {
  for (const p of parts) wanted.add(p);
  const langs = [...languages.keys()];
  return once(`${[...parts].sort().join()}|${langs.join()}`, () => fetchAll(langs, parts));
}

/** Fetches the text of `ns` in English and the languages loaded so far (once per page; a failed fetch is forgotten). */
export const loadNamespaces: (ns: readonly LaterNamespace[]) => Promise<void> = loadParts;

/** A language's first chunk is in (i18n.ts): from now on its later parts load through `loaders`, with English's. */
export function addLanguage(lang: string, loaders: LaterLoaders): void {
  if (!languages.has(lang)) languages.set(lang, loaders);
}

/** Fetches in `lang` every later part asked for so far, so the page may switch to it without an English flash. */
export const loadWantedParts = (lang: string): Promise<unknown> => fetchAll([lang], [...wanted]);

/** The later parts asked for so far. */
export const wantedParts = (): LaterPart[] => [...wanted];

/** The English text of the later namespaces fetched so far, by namespace (createI18n starts with them). */
export const fetchedEnglish = (): Record<string, Record<string, unknown>> =>
  Object.fromEntries(LATER_NAMESPACES.flatMap((n) => (done.get(`en ${n}`) ? [[n, done.get(`en ${n}`)!]] : [])));

const added = new WeakMap<i18n, Set<string>>();

/**
 * Puts the fetched `part` of `lang` into `instance` (idempotent): a namespace as its bundle, the menu
 * text into `translation`. False while it is not fetched.
 */
export function addPart(instance: i18n, lang: string, part: LaterPart): boolean {
  const key = `${lang} ${part}`;
  const text = done.get(key);
  if (text === undefined) return false;
  let into = added.get(instance);
  if (!into) added.set(instance, (into = new Set()));
  if (text && !into.has(key)) instance.addResourceBundle(lang, part === 'menu' ? 'translation' : part, text, true, part !== 'menu');
  into.add(key);
  return true;
}

/**
 * Puts the fetched text of `parts` into `instance`, in English and in its current language
 * (idempotent); false while one of them is not fetched in either.
 */
export function addParts(instance: i18n, parts: readonly LaterPart[]): boolean {
  const langs = languages.has(instance.language) ? ['en', instance.language] : ['en'];
  let all = true;
  for (const p of parts) for (const lang of langs) all = addPart(instance, lang, p) && all;
  return all;
}

/** Puts the fetched text of `ns` into `instance` (idempotent); false while one of them is not fetched yet. */
export const addNamespaces: (instance: i18n, ns: readonly LaterNamespace[]) => boolean = addParts;

/** Subscribes to the end of every fetch (useSyncExternalStore). */
export function onPartFetched(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Grows with every fetch (useSyncExternalStore's snapshot). */
export const partsVersion = (): number => done.size;
