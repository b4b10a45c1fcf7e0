import { readdirSync, readFileSync } from 'node:fs';
import otherLanguages from 'virtual:meridian/locales';
import { describe, expect, it } from 'vitest';
import { createI18n, LANGUAGE_TAGS, preloadLanguage } from '../src/lib/i18n';
import { languageTag } from '../src/rules-model/language-tag';

const root = new URL('..', import.meta.url).pathname;
const folders = readdirSync(`${root}locales`).filter((d) => d !== 'en');

describe('virtual:meridian/locales (one loader per language)', () => {
  it('has every language folder but English, each with every namespace file as written', async () => {
    expect(Object.keys(otherLanguages).sort()).toEqual([...folders].sort());
    for (const lang of folders) {
      const files = readdirSync(`${root}locales/${lang}`).filter((f) => f.endsWith('.json'));
      const expected = Object.fromEntries(
        files.map((f) => [f.slice(0, -5), JSON.parse(readFileSync(`${root}locales/${lang}/${f}`, 'utf8')) as unknown]),
      );
      expect((await otherLanguages[lang]!()).default).toEqual(expected);
    }
  });

  it('gives i18n every language tag and loads all of a language at once', async () => {
    expect(LANGUAGE_TAGS).toEqual(['en', ...folders.map(languageTag)].sort());
    const i18n = createI18n();
    await preloadLanguage(i18n, 'zh-tw');
    const files = readdirSync(`${root}locales/zh-tw`).map((f) => f.slice(0, -5));
    for (const ns of files) expect(i18n.hasResourceBundle('zh-TW', ns)).toBe(true);
    expect(i18n.hasResourceBundle('zh', 'translation')).toBe(false);
  });
});
