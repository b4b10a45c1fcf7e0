import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../locales/en/translation.json';

/** Non-default languages load on demand: the home page downloads English only. */
const bundles = import.meta.glob<{ default: Record<string, unknown> }>(['../../locales/*/translation.json', '!../../locales/en/translation.json']);

/** The i18next instance with English bundled; `loadLanguage` fetches another before switching. */
export function createI18n(): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

export async function loadLanguage(instance: i18n, lang: string): Promise<void> {
  if (lang !== 'en' && !instance.hasResourceBundle(lang, 'translation')) {
    const load = bundles[`../../locales/${lang}/translation.json`];
    if (load) {
      try {
        instance.addResourceBundle(lang, 'translation', (await load()).default, true, true);
      } catch (e) {
        console.warn(`could not load language ${lang}; showing English`, e);
      }
    }
  }
  if (instance.language !== lang) await instance.changeLanguage(lang);
}
