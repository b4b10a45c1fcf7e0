/**
 * Site language codes are the path prefixes and locale folders the spec names (`kr`, `zh-tw`,
 * `pt-br`); a BCP 47 language tag is what `<html lang>`, hreflang, Intl and i18next read. The codes
 * below differ from their tag (`kr` is Kanuri as a tag); every other code is its own tag.
 */
const TAG_OF_CODE: Readonly<Record<string, string>> = { kr: 'ko', zh: 'zh-CN', 'zh-tw': 'zh-TW', 'pt-br': 'pt-BR' };
const CODE_OF_TAG: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(TAG_OF_CODE).map(([code, tag]) => [tag.toLowerCase(), code]),
);

/** The BCP 47 tag of a site language code: `kr` → `ko`, `zh-tw` → `zh-TW`, `en` → `en`. */
export function languageTag(code: string): string {
  return TAG_OF_CODE[code.toLowerCase()] ?? code;
}

/** The site language code of a BCP 47 tag (case-insensitive): `ko` → `kr`, `zh-TW` → `zh-tw`. */
export function siteLanguageCode(tag: string): string {
  return CODE_OF_TAG[tag.toLowerCase()] ?? tag.toLowerCase();
}
