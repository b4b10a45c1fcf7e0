import type { Decision } from '../../generated/schema-types';
import { siteLanguageCode } from '../../lib/language-tag';

/** Native names when site settings have not answered (or did not name a language). */
export const NATIVE_NAMES: Readonly<Record<string, string>> = {
  en: 'English', zh: '简体中文', 'zh-tw': '繁體中文', tr: 'Türkçe', ar: 'العربية', ja: '日本語', kr: '한국어',
  pt: 'Português', 'pt-br': 'Português (Brasil)', es: 'Español', ru: 'Русский', vi: 'Tiếng Việt', it: 'Italiano',
  nl: 'Nederlands', fr: 'Français', de: 'Deutsch',
};

export interface SiteLanguage {
  /** The site's language code (the path prefix without its slash: en, zh-tw, kr …). */
  code: string;
  /** '' for the site's default language, else '/{code}'. */
  prefix: string;
  /** BCP 47 tag, for the `lang` attribute. */
  hreflang: string;
}

const pathOf = (href: string): string => {
  try {
    const p = new URL(href).pathname;
    return p === '/' ? '' : p;
  } catch {
    return '';
  }
};

/**
 * The site's languages, read from the Decision's alternates: each alternate is the current page
 * under one language, so what precedes the page path is that language's prefix. The language
 * without a prefix is the site's default.
 */
export function siteLanguages(locale: Decision['locale']): SiteLanguage[] {
  const canonical = pathOf(locale.canonical);
  const page = canonical.startsWith(locale.prefix) ? canonical.slice(locale.prefix.length) : canonical;
  const out: SiteLanguage[] = [];
  for (const alt of locale.alternates) {
    if (alt.hreflang === 'x-default') continue;
    const path = pathOf(alt.href);
    const prefix = page && path.endsWith(page) ? path.slice(0, path.length - page.length) : path;
    const code = prefix ? prefix.slice(1) : locale.prefix === '' ? locale.lang : siteLanguageCode(alt.hreflang);
    if (!out.some((l) => l.code === code)) out.push({ code, prefix, hreflang: alt.hreflang });
  }
  return out;
}

/** A `languages` list given by the caller, with prefixes from the Decision where it knows them. */
export function languagesFromCodes(codes: readonly string[], known: readonly SiteLanguage[]): SiteLanguage[] {
  const defaultCode = known.find((l) => l.prefix === '')?.code;
  return codes.map((code) => known.find((l) => l.code === code) ?? { code, prefix: code === defaultCode ? '' : `/${code}`, hreflang: code });
}

/** Label of a language: the server's lang_list name, else the built-in native name, else the code. */
export function languageLabel(code: string, langList?: Readonly<Record<string, string>>): string {
  return langList?.[code] || NATIVE_NAMES[code] || code;
}

/** The same page under another language prefix (none for the site's default language). */
export function localizedPath(pathname: string, currentPrefix: string, nextPrefix: string): string {
  const hasCurrent = currentPrefix !== '' && (pathname === currentPrefix || pathname.startsWith(`${currentPrefix}/`));
  // One leading slash: a path like `/zh//evil.example` must not become the protocol-relative `//evil.example`.
  const rest = (hasCurrent ? pathname.slice(currentPrefix.length) : pathname).replace(/^\/+/, '/') || '/';
  if (!nextPrefix) return rest;
  return rest === '/' ? nextPrefix : `${nextPrefix}${rest}`;
}
