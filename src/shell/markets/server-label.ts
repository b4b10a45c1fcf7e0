import type { i18n as I18n } from 'i18next';
import { dataKey } from '../../lib/i18n-keys';

/** A label to show, and the language of its words when they are not the page's. */
export interface ShownLabel {
  text: string;
  /** 'en' for server text shown on a page in another language; undefined when the words are the page's. */
  lang?: string;
}

/**
 * A label the server may also send: our translation wins where its key exists (the server sends
 * English titles in every language); server text without a key is shown as sent and marked as
 * English on a page in another language, so screen readers read it in English. Last, the fallback.
 */
export function serverLabel(
  i18n: Pick<I18n, 'exists' | 't' | 'language'>,
  key: string,
  server: string | undefined,
  fallback: string,
): ShownLabel {
  if (i18n.exists(key)) return { text: i18n.t(dataKey(key)) };
  const text = server ?? fallback;
  return i18n.language === 'en' || i18n.language.startsWith('en-') ? { text } : { text, lang: 'en' };
}
