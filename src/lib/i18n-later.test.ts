import { readdirSync } from 'node:fs';
import { expect, it, vi } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;

// A fresh copy of the module state each time (the test setup fetched every namespace already).
async function fresh() {
  vi.resetModules();
  const later = await import('./i18n-later');
  const { createI18n } = await import('./i18n');
  return { ...later, createI18n };
}

it('lists exactly the English files its glob fetches, and each exists', async () => {
  const { LATER_NAMESPACES, loadNamespaces, fetchedEnglish } = await fresh();
  const files = readdirSync(`${root}locales/en`).map((f) => f.replace(/\.json$/, ''));
  for (const n of LATER_NAMESPACES) expect(files).toContain(n);
  expect(fetchedEnglish()).toEqual({});
  await loadNamespaces(LATER_NAMESPACES);
  expect(Object.keys(fetchedEnglish()).sort()).toEqual([...LATER_NAMESPACES]);
});

it('an instance has a later namespace only once it is fetched and added; the home page namespaces from the start', async () => {
  const { createI18n, loadNamespaces, addNamespaces } = await fresh();
  const i18n = createI18n();
  expect(i18n.t('header:menu')).toBe('Menu');
  expect(i18n.hasResourceBundle('en', 'dialogs')).toBe(false);
  expect(addNamespaces(i18n, ['dialogs'])).toBe(false);
  const load = loadNamespaces(['dialogs', 'auth']);
  expect(loadNamespaces(['auth', 'dialogs'])).toBe(load);
  await load;
  expect(addNamespaces(i18n, ['dialogs', 'auth'])).toBe(true);
  expect(i18n.t('dialogs:common.close')).toBe('Close');
  // A new instance starts with what was fetched.
  expect(createI18n().t('auth:login')).toBe('Log In');
});

it('no later namespace is bundled with the home page: i18n.ts leaves out exactly these files', async () => {
  const { LATER_NAMESPACES, createI18n } = await fresh();
  // The test setup fetched every later namespace; a fresh module state has none, so what a new
  // instance holds is only what i18n.ts bundled.
  const i18n = createI18n();
  for (const n of LATER_NAMESPACES) expect(i18n.hasResourceBundle('en', n), n).toBe(false);
  const { readFileSync } = await import('node:fs');
  const globs = [...readFileSync(`${root}src/lib/i18n.ts`, 'utf8').matchAll(/'!\.\.\/\.\.\/locales\/en\/\{([^}]+)\}\.json'/g)];
  expect(globs.map((m) => m[1]!.split(',').sort())).toEqual([[...LATER_NAMESPACES].sort()]);
});
