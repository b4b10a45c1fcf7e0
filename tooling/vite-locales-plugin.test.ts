import { readdirSync, readFileSync } from 'node:fs';
import otherLanguages from 'virtual:meridian/locales';
import { describe, expect, it } from 'vitest';
import { menuOnlyKeys } from '../src/config/menu-text-split';
import { compiledRepoConfig } from '../src/config/node/repo-config';
import { createI18n, LANGUAGE_TAGS, preloadLanguage } from '../src/lib/i18n';
import { LATER_NAMESPACES } from '../src/lib/later-namespaces';
import { languageTag } from '../src/rules-model/language-tag';
import { meridianLocales } from './vite-locales-plugin';

const root = new URL('..', import.meta.url).pathname;
const folders = readdirSync(`${root}locales`, { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'en')
  .map((d) => d.name);
const later: readonly string[] = LATER_NAMESPACES;
const asWritten = (lang: string) =>
  Object.fromEntries(
    readdirSync(`${root}locales/${lang}`)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f.slice(0, -5), JSON.parse(readFileSync(`${root}locales/${lang}/${f}`, 'utf8')) as Record<string, unknown>]),
  );

type Text = { [key: string]: string | Text };
/** The dotted keys of a nested text. */
const keysOf = (text: Text, path = ''): string[] =>
  Object.entries(text).flatMap(([k, v]) => (typeof v === 'string' ? [`${path}${k}`] : keysOf(v, `${path}${k}.`)));

/** The plugin's module for `id`, as the build loads it. */
function load(id: string, opts?: { stripMenus?: boolean }): string {
  const plugin = meridianLocales(root, opts);
  const resolved = (plugin.resolveId as (id: string) => string | null)(id);
  expect(resolved, id).toBeTruthy();
  return (plugin.load as unknown as (this: { addWatchFile: () => void }, id: string) => string).call({ addWatchFile: () => {} }, resolved!);
}
/** The object a generated `export default {…};` line holds. */
const defaultOf = (code: string) => JSON.parse(/^export default (.*);$/m.exec(code)![1]!) as Record<string, Text>;

describe('virtual:meridian/locales (one loader per language, each language split as English is)', () => {
  it("has every language folder but English; a language's first chunk holds the namespaces the first paint reads, its later ones load apart", async () => {
    expect(Object.keys(otherLanguages).sort()).toEqual([...folders].sort());
    for (const lang of folders) {
      const files = asWritten(lang);
      const module = await otherLanguages[lang]!();
      expect(module.default, lang).toEqual(Object.fromEntries(Object.entries(files).filter(([ns]) => !later.includes(ns))));
      // Unit tests keep the menu text in translation.json, as for English (vitest.config.ts).
      expect(Object.keys(module.later).sort(), lang).toEqual(
        Object.keys(files)
          .filter((ns) => later.includes(ns))
          .sort(),
      );
      for (const ns of Object.keys(module.later)) expect((await module.later[ns]!()).default, `${lang} ${ns}`).toEqual(files[ns]);
    }
  });

  it("in the build, a language's menu text is a part of its own: translation.json's menu-only keys, the same as English's", () => {
    const menuKeys = menuOnlyKeys(compiledRepoConfig(root));
    const whole = asWritten('tr').translation as Text;
    const first = defaultOf(load('virtual:meridian/locales/tr'));
    const menus = defaultOf(load('virtual:meridian/locales/tr/menu'));
    expect(Object.keys(first).sort()).toEqual(['footer', 'header', 'markets', 'prefs', 'translation']);
    const [restKeys, menuText] = [keysOf(first.translation as Text), keysOf(menus)];
    expect(menuText.length).toBeGreaterThan(20);
    expect(menuText.every((k) => menuKeys.has(k))).toBe(true);
    expect(restKeys.some((k) => menuKeys.has(k))).toBe(false);
    expect([...restKeys, ...menuText].sort()).toEqual(keysOf(whole).sort());
    expect(load('virtual:meridian/locales/tr')).toContain(`"menu": () => import("virtual:meridian/locales/tr/menu")`);
    expect(defaultOf(load('virtual:meridian/locales/tr/dialogs'))).toEqual(asWritten('tr').dialogs);
    // Without stripping (unit tests) there is no menu part.
    expect(
      (meridianLocales(root, { stripMenus: false }).resolveId as (id: string) => string | null)('virtual:meridian/locales/tr/menu'),
    ).toBeNull();
  });

  it('gives i18n every language tag; loading a language brings its first chunk and the later parts in use', async () => {
    expect(LANGUAGE_TAGS).toEqual(['en', ...folders.map(languageTag)].sort());
    const i18n = createI18n();
    await preloadLanguage(i18n, 'zh-tw');
    // The test setup asked for every later namespace (src/test-support/later-namespaces.ts).
    for (const ns of Object.keys(asWritten('zh-tw'))) expect(i18n.hasResourceBundle('zh-TW', ns), ns).toBe(true);
    expect(i18n.hasResourceBundle('zh', 'translation')).toBe(false);
  });
});
