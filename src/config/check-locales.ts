import type { ConfigError } from './config-error';

export type LocaleFiles = Record<string, Record<string, unknown>>; // "lang/ns" → JSON

function keyPaths(value: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) keyPaths(v, prefix ? `${prefix}.${k}` : k, out);
  } else out.set(prefix, value);
  return out;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;
const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

/** A language's own plural forms of an English plural key are its keys too (i18next: `key_few` …). */
function pluralBase(key: string, english: ReadonlyMap<string, unknown>): string | null {
  const m = PLURAL.exec(key);
  return m && (english.has(`${m[1]}_other`) || english.has(`${m[1]}_one`)) ? m[1]! : null;
}

/**
 * Every key of every English namespace exists in every other language with a non-empty string and
 * the same {{placeholders}}; keys the configuration uses (`usedKeys`, default namespace) exist in English.
 */
export function checkLocales(files: LocaleFiles, languages: readonly string[], usedKeys: ReadonlyMap<string, string>): ConfigError[] {
  const errors: ConfigError[] = [];
  const err = (file: string, path: string, message: string) =>
    errors.push({ file, line: 1, col: 1, path, message, severity: 'error', check: 'semantic' });
  const namespaces = Object.keys(files)
    .filter((k) => k.startsWith('en/'))
    .map((k) => k.slice(3));
  const english = new Map(namespaces.map((ns) => [ns, keyPaths(files[`en/${ns}`])]));
  for (const [key, where] of usedKeys) {
    if (!english.get('translation')?.has(key))
      err('locales/en/translation.json', key, `key "${key}" used by ${where} is missing in English`);
  }
  for (const lang of languages) {
    if (lang === 'en') continue;
    for (const ns of namespaces) {
      const file = `locales/${lang}/${ns}.json`;
      const data = files[`${lang}/${ns}`];
      if (!data) {
        err(file, '', `missing: ${lang} has no ${ns}.json (${english.get(ns)!.size} keys)`);
        continue;
      }
      const theirs = keyPaths(data);
      const en = english.get(ns)!;
      for (const [key, enValue] of en) {
        const v = theirs.get(key);
        // English `_one` is not required where the language has no singular form (zh, ja …): `_other` is.
        if (v === undefined && key.endsWith('_one') && theirs.has(`${key.slice(0, -4)}_other`)) continue;
        if (typeof v !== 'string' || !v.trim()) err(file, key, `key "${key}" is missing in ${lang}`);
        else {
          // A plural form may spell its number out ("one message"), so only it may drop {{count}}.
          const skip = PLURAL.test(key) ? 'count' : '';
          const names = (text: string): string =>
            [...text.matchAll(PLACEHOLDER)]
              .map((m) => m[1] ?? '')
              .filter((x) => x !== skip)
              .sort()
              .join(',');
          const want = names(String(enValue));
          const got = names(v);
          if (want !== got) err(file, key, `placeholders differ from English ({{${want}}} vs {{${got}}})`);
        }
      }
      for (const [key, v] of theirs) {
        if (en.has(key)) continue;
        if (!pluralBase(key, en)) err(file, key, `key "${key}" is not in English`);
        else if (typeof v !== 'string' || !v.trim()) err(file, key, `key "${key}" is empty`);
      }
    }
  }
  return errors;
}

/** A BCP 47 tag as `<html lang>` takes it: a language, then subtags (zh-CN, pt-BR, sr-Latn). */
const TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
const FIELDS = new Set(['name', 'tag', 'dir']);

/**
 * locales/languages.json: one entry per language code, `{ name, tag?, dir? }`: the name as the
 * language's speakers write it (the language menu shows it), the BCP 47 tag where the code is not
 * one (`kr` → `ko`), `dir: rtl` for a right-to-left script. Every language a site offers (`used`:
 * code → the site file offering it) and every locale folder (`folders`) has an entry: without one
 * the menu would show the bare code, and the page the code as its lang.
 */
export function checkLanguageList(list: unknown, used: ReadonlyMap<string, string>, folders: readonly string[]): ConfigError[] {
  const file = 'locales/languages.json';
  const errors: ConfigError[] = [];
  const err = (path: string, message: string) =>
    errors.push({ file, line: 1, col: 1, path, message, severity: 'error', check: 'semantic' });
  if (list === undefined)
    return [
      { file, line: 1, col: 1, path: '', message: 'missing: every language needs its name here', severity: 'error', check: 'semantic' },
    ];
  if (!list || typeof list !== 'object' || Array.isArray(list)) {
    err('', 'must be an object of language code → { name, tag?, dir? }');
    return errors;
  }
  const entries = list as Record<string, unknown>;
  for (const [code, entry] of Object.entries(entries)) {
    const e = entry as Record<string, unknown> | null;
    if (!e || typeof e !== 'object' || Array.isArray(e)) {
      err(code, `"${code}" must be { name, tag?, dir? }`);
      continue;
    }
    if (typeof e.name !== 'string' || !e.name.trim()) err(`${code}.name`, `"${code}" has no name (as its speakers write it)`);
    if (e.tag !== undefined && (typeof e.tag !== 'string' || !TAG.test(e.tag)))
      err(`${code}.tag`, `"${code}": tag ${JSON.stringify(e.tag)} is not a BCP 47 tag`);
    if (e.dir !== undefined && e.dir !== 'rtl' && e.dir !== 'ltr') err(`${code}.dir`, `"${code}": dir must be rtl or ltr`);
    for (const k of Object.keys(e)) if (!FIELDS.has(k)) err(`${code}.${k}`, `"${code}": unknown field "${k}" (name, tag, dir)`);
  }
  for (const [code, where] of used)
    if (!Object.hasOwn(entries, code))
      err(code, `language "${code}" (${where}) has no entry: add its name, and its tag if "${code}" is not one`);
  for (const code of folders)
    if (!used.has(code) && !Object.hasOwn(entries, code)) err(code, `locales/${code}/ has no entry: add the language's name`);
  return errors;
}
