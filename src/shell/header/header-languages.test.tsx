// @vitest-environment jsdom
// Issue 23 (1): Traditional Chinese and Brazilian Portuguese showed English on every page, because
// their text was stored as `zh-tw` / `pt-br` while i18next looked up `zh-TW`, `zh`, `en`. The header
// is rendered in every language a site offers, every menu opened in turn; no text may be an item's
// English words where the locale file has its own. The expected words are read from the locale files on disk, not through i18next.
import { readFileSync } from 'node:fs';
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { repoLocales } from '../../config/node/repo-config';
import type { NavItem } from '../../generated/schema-types';
import { setupTestBackend } from '../../mocks/test-server';
import { stubMedia } from '../../test-support/match-media';
import { renderShell } from '../../test-support/render-shell';
import { repoConfig } from '../../test-support/repo-config';
import { useHeaderMenu } from './menu-state';
import { SiteHeader } from './site-header';

const backend = setupTestBackend();
afterEach(() => {
  cleanup();
  useHeaderMenu.getState().close();
});

const files = new Map<string, Record<string, unknown>>();
/** The text of `key` (`ns:a.b` or `a.b` in `translation`) in `locales/{code}/`, read from disk. */
function fileText(code: string, key: string): string | undefined {
  const [ns, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['translation', key];
  const file = `locales/${code}/${ns}.json`;
  if (!files.has(file)) files.set(file, JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
  const value = path
    .split('.')
    .reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), files.get(file));
  return typeof value === 'string' ? value : undefined;
}

const flat = (items: readonly NavItem[]): NavItem[] => items.flatMap((i) => [i, ...flat(i.children ?? [])]);

/** Each offered language once, with the first site that offers it. */
const config = repoConfig();
const offered = new Map<string, string>();
for (const [key, site] of Object.entries(config.sites)) for (const code of site.languages) if (!offered.has(code)) offered.set(code, key);

describe('the header in every offered language', () => {
  it('covers every locale folder but English', () => {
    const folders = repoLocales().filter((code) => code !== 'en');
    expect(folders.length).toBeGreaterThan(0);
    expect([...offered.keys()].sort()).toEqual(expect.arrayContaining(folders));
  });

  it.each([...offered].filter(([code]) => code !== 'en'))('%s (site %s): every item with its own text shows it', async (code, site) => {
    stubMedia((q) => q.includes('min-width'));
    const { decision, container } = await renderShell(<SiteHeader />, {
      facts: { site, locale: code, path: '/', device: { isPhone: false, width: 1920 } },
      http: backend.http,
    });
    expect(decision.locale.lang).toBe(code);
    const seen = new Set<string>();
    const collect = () =>
      container.querySelectorAll('a, button, h2, .menu-item-title, .menu-item-desc').forEach((e) => seen.add(e.textContent!.trim()));
    collect();
    for (const item of decision.header.filter((i) => i.children?.length)) {
      act(() => useHeaderMenu.getState().show(item.id));
      collect();
    }
    // English words of the Decision's items whose locale file says something else.
    const englishOnly = new Map(
      flat(decision.header)
        .flatMap((item) => [item.title, item.desc, item.badge])
        .filter((key): key is string => !!key)
        .map((key) => ({ key, own: fileText(code, key), english: fileText('en', key) }))
        .filter(({ own, english }) => own !== undefined && english !== undefined && own !== english)
        .map(({ key, own, english }) => [english!, { key, own }]),
    );
    expect(seen.size).toBeGreaterThan(5);
    const missing = [...seen].filter((t) => englishOnly.has(t)).map((t) => ({ shown: t, ...englishOnly.get(t) }));
    expect(missing).toEqual([]);
  });
});
