import { describe, expect, it } from 'vitest';
import { createI18n, loadLanguage, preloadLanguage } from '../../lib/i18n';

describe('preloadLanguage (the language menu calls it on hover, focus and press)', () => {
  it('loads every namespace of the language once, without switching to it', async () => {
    const i18n = createI18n();
    const first = preloadLanguage(i18n, 'de');
    expect(preloadLanguage(i18n, 'de')).toBe(first); // one load however often it is pointed at
    await first;
    expect(i18n.language).toBe('en');
    expect(i18n.hasResourceBundle('de', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('de', 'prefs')).toBe(true);
  });

  it('makes the switch itself need no further load', async () => {
    const i18n = createI18n();
    await preloadLanguage(i18n, 'fr');
    await loadLanguage(i18n, 'fr');
    expect(i18n.language).toBe('fr');
    expect(i18n.t('prefs:language.title')).not.toBe(createI18n().t('prefs:language.title'));
  });

  it('has nothing to load for English', async () => {
    const i18n = createI18n();
    await preloadLanguage(i18n, 'en');
    expect(i18n.language).toBe('en');
  });
});
