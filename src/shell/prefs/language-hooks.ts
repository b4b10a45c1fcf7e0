import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from '../../lib/router/router';
import { preloadLanguageAndDirection } from './language-preload';
import { useSiteSettings } from '../../api/site-settings';
import { useDecision } from '../../decision/decision-store';
import { languageLabel, languagesFromCodes, localizedPath, siteLanguages, type SiteLanguage } from './language-menu.utils';
import { usePrefs } from './prefs-store';
import { useLocalePrefix } from '../ui/locale-link';

export interface LabelledLanguage extends SiteLanguage {
  label: string;
}

/** The site's languages (or the caller's `codes`) with their names. */
export function useSiteLanguages(codes?: readonly string[]): LabelledLanguage[] {
  const locale = useDecision((d) => d.locale);
  const { data } = useSiteSettings();
  const langList = data?.lang_list;
  const key = codes?.join(',');
  return useMemo(() => {
    const known = siteLanguages(locale);
    const list = codes ? languagesFromCodes(codes, known) : known;
    return list.map((l) => ({ ...l, label: languageLabel(l.code, langList) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is `codes` by value
  }, [locale, langList, key]);
}

/** Chooses a language: stores it (and the rise colour it implies) and shows the same page under its prefix. */
export function useChooseLanguage(): (lang: SiteLanguage) => void {
  const prefix = useLocalePrefix();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const setLanguage = usePrefs((s) => s.setLanguage);
  const { i18n } = useTranslation();
  return useCallback(
    (lang: SiteLanguage) => {
      // The text starts loading now, while the new Decision is worked out.
      void preloadLanguageAndDirection(i18n, lang.code);
      setLanguage(lang.code);
      navigate(`${localizedPath(pathname, prefix, lang.prefix)}${search}${hash}`);
    },
    [setLanguage, navigate, pathname, search, hash, prefix, i18n],
  );
}
