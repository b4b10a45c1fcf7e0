import { describe, expect, it } from 'vitest';
import { checkLocales } from './check-locales';

describe('checkLocales', () => {
  const en = { a: { b: 'Hello {{name}}' }, c: 'C' };
  it('passes complete translations', () => {
    expect(checkLocales({ 'en/translation': en, 'tr/translation': { a: { b: 'Merhaba {{name}}' }, c: 'Ç' } }, ['en', 'tr'], new Map())).toEqual([]);
  });
  it('reports missing keys, missing files, lost placeholders, extra keys and keys the config uses', () => {
    const errs = checkLocales({ 'en/translation': en, 'en/prefs': { x: 'X' }, 'tr/translation': { a: { b: 'Merhaba' }, z: 'extra' } }, ['en', 'tr'], new Map([['nav.nope', 'sites/links/navigation.yaml']]));
    expect(errs.map((e) => `${e.file} ${e.message}`)).toEqual([
      'locales/en/translation.json key "nav.nope" used by sites/links/navigation.yaml is missing in English',
      'locales/tr/translation.json placeholders differ from English ({{name}} vs {{}})',
      'locales/tr/translation.json key "c" is missing in tr',
      'locales/tr/translation.json key "z" is not in English',
      'locales/tr/prefs.json missing: tr has no prefs.json (1 keys)',
    ]);
  });
});
