import { describe, expect, it } from 'vitest';
import english from '../../locales/en/translation.json';
import { buildRoutes } from '../engine/page-routes';
import { repoConfig } from '../test-support/repo-config';
import { createI18n } from './i18n';
import { dataKey } from './i18n-keys';

/** Whether `key` (`a.b.c`) names a string in `resource`. */
const has = (resource: unknown, key: string): boolean =>
  typeof key
    .split('.')
    .reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), resource) === 'string';

describe('translation keys typed from locales/en (docs/shell.md, Translation keys)', () => {
  // If the typing of src/lib/i18next.d.ts were lost, every `@ts-expect-error` below would be unused and `tsc` would fail.
  const i18n = createI18n();
  const t = i18n.getFixedT('en');
  const tHeader = i18n.getFixedT('en', ['translation', 'header']);

  it('a key of locales/en compiles; a wrong one does not', () => {
    expect(t('app.error.title')).toBe('Something went wrong');
    expect(tHeader('header:vip', { level: 3 })).toBe('VIP 3');
    // @ts-expect-error not a key of translation.json
    expect(t('no.such.key')).toBe('no.such.key');
    // @ts-expect-error not a key of header.json
    expect(tHeader('header:no_such')).toBe('no_such');
    // @ts-expect-error header is not one of this t's namespaces (useTranslation(['translation', 'header']) would be)
    expect(t('header:vip', { level: 3 })).toBe('VIP 3');
  });

  it('a default value does not let a wrong key through (strictKeyChecks)', () => {
    // @ts-expect-error a default value is no excuse for a key that is not in English
    expect(t('no.such.key', 'fallback')).toBe('fallback');
  });

  it('every page title the engine hands to t exists in English (the spec routes’ keys come from code tsc cannot check)', () => {
    const missing = buildRoutes(repoConfig())
      .map((r) => r.title)
      .filter((k) => !has(english, k));
    expect(missing).toEqual([]);
    expect(t(dataKey('pages.trade'))).not.toBe('pages.trade');
  });
});
