import { describe, expect, it } from 'vitest';
import { checkLocales } from './check-locales';

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
