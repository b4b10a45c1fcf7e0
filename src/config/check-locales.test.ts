import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { repoConfig } from '../test-support/repo-config';
import { checkLanguageList, checkLocales } from './check-locales';
import { readLocales } from './node/read-locales';

describe('checkLocales', () => {
  const en = { a: { b: 'Hello {{name}}' }, c: 'C' };
  it('passes complete translations', () => {
    expect(
      checkLocales({ 'en/translation': en, 'tr/translation': { a: { b: 'Merhaba {{name}}' }, c: 'Ç' } }, ['en', 'tr'], new Map()),
    ).toEqual([]);
  });
  it("accepts a language's own plural forms and no _one where it has none", () => {
    const enP = { n_one: '{{count}} item', n_other: '{{count}} items' };
    expect(
      checkLocales(
        {
          'en/translation': enP,
          'ru/translation': { n_one: '{{count}} a', n_few: '{{count}} b', n_many: '{{count}} c', n_other: '{{count}} d' },
          'zh/translation': { n_other: '{{count}} 项' },
        },
        ['en', 'ru', 'zh'],
        new Map(),
      ),
    ).toEqual([]);
    expect(
      checkLocales(
        {
          'en/translation': { ...enP, g: 'Hi {{name}}' },
          'ru/translation': { n_one: 'one item', g_one: '{{name}}', g: 'x', n_weird: 'x' },
        },
        ['en', 'ru'],
        new Map(),
      ).map((e) => e.message),
    ).toEqual([
      'key "n_other" is missing in ru',
      'placeholders differ from English ({{name}} vs {{}})',
      'key "g_one" is not in English',
      'key "n_weird" is not in English',
    ]);
  });

  it('reports missing keys, missing files, lost placeholders, extra keys and keys the config uses', () => {
    const errs = checkLocales(
      { 'en/translation': en, 'en/prefs': { x: 'X' }, 'tr/translation': { a: { b: 'Merhaba' }, z: 'extra' } },
      ['en', 'tr'],
      new Map([['nav.nope', 'sites/links/navigation.yaml']]),
    );
    expect(errs.map((e) => `${e.file} ${e.message}`)).toEqual([
      'locales/en/translation.json key "nav.nope" used by sites/links/navigation.yaml is missing in English',
      'locales/tr/translation.json placeholders differ from English ({{name}} vs {{}})',
      'locales/tr/translation.json key "c" is missing in tr',
      'locales/tr/translation.json key "z" is not in English',
      'locales/tr/prefs.json missing: tr has no prefs.json (1 keys)',
    ]);
  });
});

describe('checkLanguageList (locales/languages.json)', () => {
  const offered = new Map([
    ['en', 'sites/main.yaml'],
    ['kr', 'sites/main.yaml'],
  ]);
  const messages = (list: unknown, folders = ['en', 'kr']) =>
    checkLanguageList(list, offered, folders).map((e) => `${e.path}: ${e.message}`);

  it('passes a name for every language, a tag where the code is not one, a direction', () => {
    expect(messages({ en: { name: 'English' }, kr: { name: '한국어', tag: 'ko' }, ar: { name: 'العربية', dir: 'rtl' } })).toEqual([]);
  });

  it('names a language a site offers, or a locale folder, that has no entry', () => {
    expect(messages({ en: { name: 'English' } }, ['en', 'kr', 'pl'])).toEqual([
      'kr: language "kr" (sites/main.yaml) has no entry: add its name, and its tag if "kr" is not one',
      "pl: locales/pl/ has no entry: add the language's name",
    ]);
    expect(messages(undefined)).toEqual([': missing: every language needs its name here']);
  });

  it('refuses an entry without a name, a tag that is not BCP 47, another direction and unknown fields', () => {
    expect(
      messages({
        en: { name: ' ' },
        kr: { name: '한국어', tag: 'ko_KR', dir: 'up', flag: '🇰🇷' },
        xx: 'Xx',
      }),
    ).toEqual([
      'en.name: "en" has no name (as its speakers write it)',
      'kr.tag: "kr": tag "ko_KR" is not a BCP 47 tag',
      'kr.dir: "kr": dir must be rtl or ltr',
      'kr.flag: "kr": unknown field "flag" (name, tag, dir)',
      'xx: "xx" must be { name, tag?, dir? }',
    ]);
    expect(messages(['en'])).toEqual([': must be an object of language code → { name, tag?, dir? }']);
  });

  it("the repository's list passes against its sites and folders", () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const { languages, files } = readLocales(root);
    const sites = Object.values(repoConfig().sites);
    const used = new Map(sites.flatMap((s) => s.languages.map((l) => [l, `sites/${s.key}.yaml`] as const)));
    const folders = [...new Set(Object.keys(files).map((k) => k.split('/')[0]!))];
    expect(checkLanguageList(languages, used, folders)).toEqual([]);
  });
});
