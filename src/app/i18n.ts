import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * One JSON file per namespace and language: `locales/{lang}/{ns}.json` (`translation` is the
 * default namespace; areas such as `markets` or `prefs` own their own file, used as `t('markets:…')`).
 * English is bundled; other languages load on demand, so the home page downloads English only.
 */
const english = import.meta.glob<Record<string, unknown>>('../../locales/en/*.json', { eager: true, import: 'default' });
const others = import.meta.glob<{ default: Record<string, unknown> }>(['../../locales/*/*.json', '!../../locales/en/*.json']);

const nsOf = (file: string) => /\/([^/]+)\.json$/.exec(file)![1]!;
const langOf = (file: string) => /locales\/([^/]+)\//.exec(file)![1]!;

export const NAMESPACES = [...new Set(Object.keys(english).map(nsOf))].sort();

export function createI18n(): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: NAMESPACES,
    defaultNS: 'translation',
    resources: { en: Object.fromEntries(Object.entries(english).map(([f, v]) => [nsOf(f), v])) },
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

/** Loads every namespace of `lang` (once) and switches to it; a failed load falls back to English. */
export async function loadLanguage(instance: i18n, lang: string): Promise<void> {
  if (lang !== 'en' && !instance.hasResourceBundle(lang, 'translation')) {
    const files = Object.keys(others).filter((f) => langOf(f) === lang);
    try {
      const loaded = await Promise.all(files.map(async (f) => [nsOf(f), (await others[f]!()).default] as const));
      for (const [ns, data] of loaded) instance.addResourceBundle(lang, ns, data, true, true);
    } catch (e) {
      console.warn(`could not load language ${lang}; showing English`, e);
    }
  }
  if (instance.language !== lang) await instance.changeLanguage(lang);
}
