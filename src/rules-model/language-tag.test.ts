import { describe, expect, it } from 'vitest';
import { languageTag, siteLanguageCode } from './language-tag';

describe('languageTag', () => {
  it('gives Korean, Chinese and Brazilian Portuguese their BCP 47 tags', () => {
    expect(languageTag('kr')).toBe('ko');
    expect(languageTag('zh')).toBe('zh-CN');
    expect(languageTag('zh-tw')).toBe('zh-TW');
    expect(languageTag('pt-br')).toBe('pt-BR');
  });

  it('keeps codes that are already tags', () => {
    for (const code of ['en', 'tr', 'ar', 'ja', 'pt', 'es', 'ru', 'vi', 'it', 'nl', 'fr', 'de']) expect(languageTag(code)).toBe(code);
  });

  it('is undone by siteLanguageCode, whatever the case of the tag', () => {
    for (const code of ['kr', 'zh', 'zh-tw', 'pt-br', 'en', 'ar']) expect(siteLanguageCode(languageTag(code))).toBe(code);
    expect(siteLanguageCode('ZH-tw')).toBe('zh-tw');
    expect(siteLanguageCode('KO')).toBe('kr');
  });

  it('is a tag Intl reads as the language meant (kr would be Kanuri)', () => {
    expect(new Intl.DisplayNames(['en'], { type: 'language' }).of(languageTag('kr'))).toBe('Korean');
    expect(new Intl.DisplayNames(['en'], { type: 'language' }).of(languageTag('zh-tw'))).toMatch(/Chinese/);
  });
});
