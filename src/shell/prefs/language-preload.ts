import type { i18n } from 'i18next';
import { languageTag } from '../../rules-model/language-tag';
import { preloadLanguage } from '../../lib/i18n';
import { loadRtlCache } from '../ui/mui/rtl-cache';

/**
 * What the language menu warms when a language is pointed at: its text and, for a right-to-left
 * language, the style pipeline MUI parts need there (a chunk of its own).
 */
export function preloadLanguageAndDirection(instance: i18n, code: string): Promise<void> {
  if (instance.dir(languageTag(code)) === 'rtl') void loadRtlCache().catch(() => undefined);
  return preloadLanguage(instance, code);
}
