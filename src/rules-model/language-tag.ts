import LANGUAGES from '../../locales/languages.json' with { type: 'json' };

/**
 * Site language codes are the path prefixes and locale folders the spec names (`kr`, `zh-tw`,
 * `pt-br`); a BCP 47 language tag is what `<html lang>`, hreflang, Intl and i18next read. What each
 * language is called, its tag where the code is not one (`kr` is Kanuri as a tag) and its direction
 * are data, in locales/languages.json (lint checks every offered language has an entry); every
 * other code is its own tag.
 */
interface LanguageEntry {
  name: string;
  tag?: string;
  dir?: 'rtl' | 'ltr';
}
const ENTRIES: Readonly<Record<string, LanguageEntry>> = LANGUAGES as Record<string, LanguageEntry>;
const entry = (code: string): LanguageEntry | undefined => (Object.hasOwn(ENTRIES, code) ? ENTRIES[code] : undefined);
const CODE_OF_TAG: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(ENTRIES).flatMap(([code, e]) => (e.tag ? [[e.tag.toLowerCase(), code]] : [])),
);

/** The BCP 47 tag of a site language code: `kr` → `ko`, `zh-tw` → `zh-TW`, `en` → `en`. */
export function languageTag(code: string): string {
  return entry(code.toLowerCase())?.tag ?? code;
}

/** The site language code of a BCP 47 tag (case-insensitive): `ko` → `kr`, `zh-TW` → `zh-tw`. */
export function siteLanguageCode(tag: string): string {
  return CODE_OF_TAG[tag.toLowerCase()] ?? tag.toLowerCase();
}

/** The language's name as its speakers write it (`de` → Deutsch); the code itself when it has none. */
export function languageName(code: string): string {
  return entry(code)?.name ?? code;
}

/** The direction of the language's script. */
export function languageDir(code: string): 'rtl' | 'ltr' {
  return entry(code)?.dir ?? 'ltr';
}
