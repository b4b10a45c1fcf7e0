import { describe, expect, it } from 'vitest';
import { decideOnce } from '../../decision/decide-once';
import type { Facts } from '../../generated/schema-types';
import { repoConfig } from '../../test-support/repo-config';
import { languageLabel, languagesFromCodes, localizedPath, siteLanguages } from './language-menu.utils';

const localeOf = async (facts: Facts) => (await decideOnce(repoConfig(), facts)).locale;

describe('siteLanguages (from the Decision the rules give)', () => {
  it("gives the main site's codes with their prefixes; the default language has none", async () => {
    const langs = siteLanguages(await localeOf({ site: 'main', path: '/trade/BTC_USDT' }));
    expect(langs.map((l) => l.code)).toEqual(repoConfig().sites.main!.languages);
    expect(langs.find((l) => l.code === 'en')).toMatchObject({ prefix: '', hreflang: 'en' });
    expect(langs.find((l) => l.code === 'kr')).toMatchObject({ prefix: '/kr', hreflang: 'ko' });
    expect(langs.find((l) => l.code === 'zh-tw')).toMatchObject({ prefix: '/zh-tw', hreflang: 'zh-TW' });
  });

  it('gives the same list under another language and on the home page', async () => {
    const onZh = siteLanguages(await localeOf({ site: 'main', locale: 'zh', path: '/futures/USDT/BTC_USDT' }));
    const home = siteLanguages(await localeOf({ site: 'main' }));
    expect(onZh).toEqual(home);
  });

  it('gives the same list on a 404, which has no alternates', async () => {
    const missing = await localeOf({ site: 'main', path: '/no-such-page' });
    expect(missing.alternates).toEqual([]);
    expect(siteLanguages(missing)).toEqual(siteLanguages(await localeOf({ site: 'main' })));
  });

  it('on the Turkey site Turkish is the default (no prefix), also when viewing in English', async () => {
    for (const locale of ['tr', 'en']) {
      expect(siteLanguages(await localeOf({ site: 'tr', locale, path: '/trade/BTC_TRY' }))).toEqual([
        { code: 'tr', prefix: '', hreflang: 'tr' },
        { code: 'en', prefix: '/en', hreflang: 'en' },
      ]);
    }
  });
});

describe('languagesFromCodes', () => {
  it('keeps known prefixes and derives the rest', async () => {
    const known = siteLanguages(await localeOf({ site: 'tr' }));
    expect(languagesFromCodes(['en', 'tr', 'de'], known)).toEqual([
      { code: 'en', prefix: '/en', hreflang: 'en' },
      { code: 'tr', prefix: '', hreflang: 'tr' },
      { code: 'de', prefix: '/de', hreflang: 'de' },
    ]);
  });
});

describe('languageLabel', () => {
  it('prefers the server name, then the native name, then the code', () => {
    expect(languageLabel('en', { en: 'English (Global)' })).toBe('English (Global)');
    expect(languageLabel('kr', { en: 'English' })).toBe('한국어');
    expect(languageLabel('xx')).toBe('xx');
  });

  it('has a native name for every language a site offers', () => {
    const all = new Set(Object.values(repoConfig().sites).flatMap((s) => s.languages));
    for (const code of all) expect(languageLabel(code), code).not.toBe(code);
  });
});

describe('localizedPath', () => {
  it.each([
    ['/trade/BTC_USDT', '', '/zh', '/zh/trade/BTC_USDT'],
    ['/zh/trade/BTC_USDT', '/zh', '', '/trade/BTC_USDT'],
    ['/zh/trade/BTC_USDT', '/zh', '/zh-tw', '/zh-tw/trade/BTC_USDT'],
    ['/zh-tw/trade', '/zh', '/ja', '/ja/zh-tw/trade'],
    ['/', '', '/tr', '/tr'],
    ['/tr', '/tr', '', '/'],
    ['/en/markets', '/en', '', '/markets'],
    ['', '', '', '/'],
    // A path that would fold into a protocol-relative URL (another host) keeps one leading slash.
    ['/zh//evil.example/x', '/zh', '', '/evil.example/x'],
    ['//evil.example/x', '', '/de', '/de/evil.example/x'],
    ['/zh///evil.example', '/zh', '', '/evil.example'],
  ])('%s (prefix %j) → prefix %j: %s', (path, from, to, expected) => {
    expect(localizedPath(path, from, to)).toBe(expected);
  });

  it('the redirect for a language the site does not offer never leads to another host', async () => {
    // pt is offered by eu, not by main: main redirects to the same path without a prefix.
    // The facts schema refuses such a path (issue 21), so the sanitiser may drop it: either way the
    // redirect is a path on this site.
    for (const path of ['//evil.example/x', '/\\evil.example/x']) {
      const locale = await localeOf({ site: 'main', locale: 'pt', path });
      expect(locale.redirect, path).toMatch(/^\/(?![/\\])/);
    }
  });
});
