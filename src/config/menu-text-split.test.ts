import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compiledRepoConfig } from './node/repo-config';
import { ACCOUNT_MENU_IDS, FIRST_PAINT_MENU_KEYS, menuOnlyKeys, splitText } from './menu-text-split';

const root = join(import.meta.dirname, '../..');
const english = JSON.parse(readFileSync(join(root, 'locales/en/translation.json'), 'utf8')) as Parameters<typeof splitText>[0];
const config = compiledRepoConfig(root);
const at = (text: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown> | undefined)?.[p], text);

describe('the mega-menus text split (docs/performance-method.md)', () => {
  const keys = menuOnlyKeys(config);
  const { rest, menus } = splitText(english, keys);

  it('moves the titles and descriptions under the main menus, every one an English key', () => {
    expect(keys.size).toBeGreaterThan(100);
    expect([...keys].filter((k) => typeof at(english, k) !== 'string')).toEqual([]);
    for (const k of keys) expect([at(menus, k), at(rest, k)]).toEqual([at(english, k), undefined]);
  });

  it('keeps what the first paint reads: top-level titles, badges, other groups, the footer, the home page trade button', () => {
    const main = config.navigation.filter((i) => i.group === 'main');
    for (const k of [...main.map((i) => i.title), ...FIRST_PAINT_MENU_KEYS, 'nav.badge.new', 'nav.more.title'])
      expect(at(rest, k), k).toBe(at(english, k));
    const account = config.navigation.filter((i) => ACCOUNT_MENU_IDS.includes(i.id));
    expect(account.map((i) => i.id).sort()).toEqual([...ACCOUNT_MENU_IDS].sort());
    const others = config.navigation
      .filter((i) => i.group !== 'main' && !ACCOUNT_MENU_IDS.includes(i.id))
      .flatMap((i) => [i, ...(i.children ?? [])]);
    expect([...others, ...account].map((i) => i.title).filter((k) => keys.has(k))).toEqual([]);
  });

  it("moves the account menus' items (funds, orders, profile): MenuItems waits for them", () => {
    const items = config.navigation.filter((i) => ACCOUNT_MENU_IDS.includes(i.id)).flatMap((i) => i.children ?? []);
    expect(items.filter((i) => keys.has(i.title)).length).toBeGreaterThan(10);
  });

  it('loses nothing: the two halves merged are the file', () => {
    const merge = (a: Record<string, unknown>, b: Record<string, unknown>): Record<string, unknown> => {
      const out = { ...a };
      for (const [k, v] of Object.entries(b))
        out[k] =
          typeof v === 'object' && v && typeof out[k] === 'object'
            ? merge(out[k] as Record<string, unknown>, v as Record<string, unknown>)
            : v;
      return out;
    };
    expect(JSON.stringify(sortDeep(merge(rest, menus)))).toBe(JSON.stringify(sortDeep(english)));
  });
});

function sortDeep(v: unknown): unknown {
  if (typeof v !== 'object' || v === null) return v;
  return Object.fromEntries(
    Object.entries(v)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, x]) => [k, sortDeep(x)]),
  );
}
