import { describe, expect, it } from 'vitest';
import { repoLocales } from '../config/node/repo-config';
import { languageDir, languageName, languageTag, siteLanguageCode } from './language-tag';

/** Every site language code: the folders of locales/ (a language added there is checked too). */
const CODES = repoLocales();
const RENAMED = ['kr', 'zh', 'zh-tw', 'pt-br'];

describe('languageTag', () => {
  it('gives Korean, Chinese and Brazilian Portuguese their BCP 47 tags', () => {
    expect(languageTag('kr')).toBe('ko');
    expect(languageTag('zh')).toBe('zh-CN');
    expect(languageTag('zh-tw')).toBe('zh-TW');
    expect(languageTag('pt-br')).toBe('pt-BR');
  });

  it('keeps every other locale code, each already a tag', () => {
    expect(CODES).toEqual(expect.arrayContaining([...RENAMED, 'en']));
    for (const code of CODES.filter((c) => !RENAMED.includes(c))) expect(languageTag(code), code).toBe(code);
  });

  it('is undone by siteLanguageCode, whatever the case of the tag', () => {
    for (const code of CODES) expect(siteLanguageCode(languageTag(code))).toBe(code);
    expect(siteLanguageCode('ZH-tw')).toBe('zh-tw');
    expect(siteLanguageCode('KO')).toBe('kr');
  });

  it('is a tag Intl reads as the language meant (kr would be Kanuri)', () => {
    expect(new Intl.DisplayNames(['en'], { type: 'language' }).of(languageTag('kr'))).toBe('Korean');
    expect(new Intl.DisplayNames(['en'], { type: 'language' }).of(languageTag('zh-tw'))).toMatch(/Chinese/);
    // Every locale folder's tag names a language Intl knows (an unknown one comes back as the tag itself).
    for (const code of CODES)
      expect(new Intl.DisplayNames(['en'], { type: 'language' }).of(languageTag(code)), code).not.toBe(languageTag(code));
  });
});

describe('languageName and languageDir (locales/languages.json)', () => {
  it('gives each language its own name, and the bare code for a language with no entry', () => {
    expect(languageName('de')).toBe('Deutsch');
    expect(languageName('kr')).toBe('한국어');
    expect(languageName('pt-br')).toBe('Português (Brasil)');
    expect(languageName('xx')).toBe('xx');
    expect(languageName('constructor'), 'not an inherited property').toBe('constructor');
    for (const code of CODES) expect(languageName(code), code).not.toBe(code);
  });

  it('writes Arabic, Hebrew, Persian and Urdu right to left, the others left to right', () => {
    for (const code of ['ar', 'he', 'fa', 'ur']) expect(languageDir(code), code).toBe('rtl');
    for (const code of CODES.filter((c) => c !== 'ar')) expect(languageDir(code), code).toBe('ltr');
    expect(languageDir('xx')).toBe('ltr');
  });
});
