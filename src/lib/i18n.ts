import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageTag } from '../rules-model/language-tag';
import otherLanguages from 'virtual:meridian/locales';
import { addLanguage, addPart, fetchedEnglish, LATER_NAMESPACES, loadWantedParts, wantedParts } from './i18n-later';

/**
 * One JSON file per namespace and language: `locales/{lang}/{ns}.json` (`translation` is the
 * default namespace; areas such as `markets` or `prefs` own their own file, used as `t('markets:…')`).
 * English is bundled, except the namespaces only parts loaded on demand use (i18n-later.ts); other
 * languages load on demand, so the home page downloads English only, and are split the same way:
 * a language's chunk has what the first paint reads, its later namespaces and menu text come when
 * a part needs them (tooling/vite-locales-plugin.ts, issue 41).
 * Folders are named by site language code (`kr`, `zh-tw`); i18next knows each language by its BCP 47
 * tag (`ko`, `zh-TW`), the same tag the Decision's `locale.tag` carries, and looks up that tag then
 * English only (`load: 'currentOnly'`), so Traditional Chinese never falls back to Simplified.
 */
const english = import.meta.glob<Record<string, unknown>>(
  ['../../locales/en/*.json', '!../../locales/en/{account,auth,chart,chat,demo,dialogs,notfound,notifications}.json'],
  { eager: true, import: 'default' },
);

const nsOf = (file: string) => /\/([^/]+)\.json$/.exec(file)![1]!;

/** Every namespace, the ones fetched later included. */
export const NAMESPACES = [...new Set([...Object.keys(english).map(nsOf), ...LATER_NAMESPACES])].sort();

/** Every language with a locale folder, as BCP 47 tags. */
export const LANGUAGE_TAGS = [...new Set(['en', ...Object.keys(otherLanguages).map(languageTag)])].sort();

export function createI18n(): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: LANGUAGE_TAGS,
    load: 'currentOnly',
    ns: NAMESPACES,
    defaultNS: 'translation',
    resources: { en: { ...Object.fromEntries(Object.entries(english).map(([f, v]) => [nsOf(f), v])), ...fetchedEnglish() } },
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

/**
 * Whether `lang`'s text is in `instance` (English is bundled): its first chunk, and the later parts
 * the page asked for (added here once fetched). The exported functions take a site code or a tag
 * (`kr` or `ko`) and work with the tag.
 */
function hasText(instance: i18n, lang: string): boolean {
  if (lang === 'en') return true;
  let all = instance.hasResourceBundle(lang, 'translation');
  for (const part of wantedParts()) all = addPart(instance, lang, part) && all;
  return all;
}

const preloads = new WeakMap<i18n, Map<string, Promise<void>>>();

/**
 * Fetches `lang`'s first chunk and the later parts in use (once per instance) without switching to
 * it: the language menu calls it when a language is pointed at, so the switch itself need not wait
 * for the network. A failed load is forgotten (the next call tries again) and leaves English in place.
 */
export function preloadLanguage(instance: i18n, code: string): Promise<void> {
  const lang = languageTag(code);
  if (hasText(instance, lang)) return Promise.resolve();
  let byLang = preloads.get(instance);
  if (!byLang) preloads.set(instance, (byLang = new Map()));
  const running = byLang.get(lang);
  if (running) return running;
  // One loader per language folder: its first chunk, the namespaces the first paint reads (tooling/vite-locales-plugin.ts).
  const folders = Object.keys(otherLanguages).filter((f) => languageTag(f) === lang);
  const load = Promise.all(folders.map((f) => otherLanguages[f]!()))
    .then(async (modules) => {
      for (const m of modules) {
        addLanguage(lang, m.later);
        for (const [ns, data] of Object.entries(m.default)) instance.addResourceBundle(lang, ns, data, true, true);
      }
      // The later parts the page asked for (also while this loads) come with it, so a switch shows no English.
      while (!hasText(instance, lang)) await loadWantedParts(lang);
    })
    .catch((e: unknown) => {
      byLang.delete(lang);
      console.warn(`could not load language ${lang}; showing English`, e);
    });
  byLang.set(lang, load);
  return load;
}

/**
 * Switches to `lang` at once when its text is here (English always is, a pointed-at language usually
 * is); false when it has to load first. The switch is synchronous, so components re-render with it in
 * the same pass as whatever else changed in this task.
 */
export function switchIfLoaded(instance: i18n, code: string): boolean {
  const lang = languageTag(code);
  if (instance.language === lang) return true;
  if (!hasText(instance, lang)) return false;
  void instance.changeLanguage(lang);
  return true;
}

const waits = new WeakMap<i18n, Map<string, Promise<void>>>();

/**
 * Undefined when `lang`'s text is here; else its loading, settled after at most `maxMs` from the
 * first call (later calls while it runs share that deadline, so Decisions that keep replacing each
 * other cannot postpone it). A late text still arrives, and the layout switches to it then.
 */
export function languageReady(instance: i18n, code: string, maxMs: number): Promise<void> | undefined {
  const lang = languageTag(code);
  if (instance.language === lang || hasText(instance, lang)) return undefined;
  let byLang = waits.get(instance);
  if (!byLang) waits.set(instance, (byLang = new Map()));
  const running = byLang.get(lang);
  if (running) return running;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, maxMs);
  });
  const wait = Promise.race([preloadLanguage(instance, lang), late]).finally(() => {
    clearTimeout(timer);
    byLang.delete(lang);
  });
  byLang.set(lang, wait);
  return wait;
}

/** Loads `lang`'s text in use (once) and switches to it; a failed load falls back to English. */
export async function loadLanguage(instance: i18n, code: string): Promise<void> {
  const lang = languageTag(code);
  await preloadLanguage(instance, lang);
  if (instance.language !== lang) await instance.changeLanguage(lang);
}
