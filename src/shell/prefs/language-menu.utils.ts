import type { Decision } from '../../generated/schema-types';
import { languageName } from '../../rules-model/language-tag';

export interface SiteLanguage {
  /** The site's language code (the path prefix without its slash: en, zh-tw, kr …). */
  code: string;
  /** '' for the site's default language, else '/{code}'. */
  prefix: string;
  /** BCP 47 tag, for the `lang` attribute. */
  hreflang: string;
}

/** The site's languages, as the Decision lists them (on every page, a 404 without alternates included). */
export function siteLanguages(locale: Pick<Decision['locale'], 'languages'>): SiteLanguage[] {
  return locale.languages.map((l) => ({ ...l }));
}

/** A `languages` list given by the caller, with prefixes from the Decision where it knows them. */
export function languagesFromCodes(codes: readonly string[], known: readonly SiteLanguage[]): SiteLanguage[] {
  const defaultCode = known.find((l) => l.prefix === '')?.code;
  return codes.map(
    (code) => known.find((l) => l.code === code) ?? { code, prefix: code === defaultCode ? '' : `/${code}`, hreflang: code },
  );
}

/** Label of a language: the server's lang_list name, else the built-in native name, else the code. */
export function languageLabel(code: string, langList?: Readonly<Record<string, string>>): string {
  return langList?.[code] || languageName(code);
}

/** The same page under another language prefix (none for the site's default language). */
export function localizedPath(pathname: string, currentPrefix: string, nextPrefix: string): string {
  const hasCurrent = currentPrefix !== '' && (pathname === currentPrefix || pathname.startsWith(`${currentPrefix}/`));
  // One leading slash: a path like `/zh//evil.example` must not become the protocol-relative `//evil.example`.
  const rest = (hasCurrent ? pathname.slice(currentPrefix.length) : pathname).replace(/^\/+/, '/') || '/';
  if (!nextPrefix) return rest;
  return rest === '/' ? nextPrefix : `${nextPrefix}${rest}`;
}
