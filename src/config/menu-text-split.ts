import type { CompiledConfig, CompiledItem } from '../rules-model/compiled-types';

/**
 * Keys of the main navigation's menu items that the home page's first paint reads anyway: the home
 * page's trade button shows the trade menu's spot item (src/app/shell-layout.tsx).
 */
export const FIRST_PAINT_MENU_KEYS: readonly string[] = ['nav.trade.spot.title'];

/**
 * The account menus whose items only an open menu (MenuItems, which waits for the text) or the
 * phone drawer (which loads the text with its panel) shows; their top-level titles stay. Not the
 * deposit drawer: its chooser reads its items' titles outside MenuItems.
 */
export const ACCOUNT_MENU_IDS: readonly string[] = ['funds_menu', 'orders_menu', 'spot_orders_menu', 'profile_menu'];

type Text = { [key: string]: string | Text };

/** Every title and description key of `items` and their children (badges too when `badges`). */
type Titled = Pick<CompiledItem, 'title' | 'desc' | 'badge' | 'children'>;

const keysOf = (items: readonly Titled[], out: Set<string>, badges = true): Set<string> => {
  for (const item of items) {
    out.add(item.title);
    if (item.desc) out.add(item.desc);
    if (badges && item.badge) out.add(item.badge);
    if (item.children) keysOf(item.children, out, badges);
  }
  return out;
};

/**
 * The text only an open mega-menu shows (docs/performance-method.md, the 185 KB ceiling): the titles and descriptions of the items under
 * the main navigation's menus and of the account menus (ACCOUNT_MENU_IDS), unless another item (a top-level title, the growth tabs, the account
 * menus, a footer link) or the first paint (FIRST_PAINT_MENU_KEYS) uses the same key.
 */
export function menuOnlyKeys(config: Pick<CompiledConfig, 'navigation' | 'footers'>): Set<string> {
  const { navigation } = config;
  const footers = Object.values(config.footers).flatMap((f) => f.columns.flatMap((c) => [{ title: c.title }, ...c.links]));
  const account = (i: CompiledItem) => i.group === 'account' && ACCOUNT_MENU_IDS.includes(i.id);
  const menus = navigation.filter((i) => i.group === 'main' || account(i));
  // Badges ("New", "Hot") are two words shared with the top level: they stay.
  const inMenus = keysOf(
    menus.flatMap((i) => i.children ?? []),
    new Set(),
    false,
  );
  const elsewhere = keysOf(
    footers,
    keysOf(
      navigation.filter((i) => i.group !== 'main' && !account(i)),
      new Set(menus.flatMap((i) => (i.badge ? [i.title, i.badge] : [i.title]))),
    ),
  );
  for (const k of FIRST_PAINT_MENU_KEYS) elsewhere.add(k);
  return new Set([...inMenus].filter((k) => !elsewhere.has(k)));
}

/** `translation` split in two by dotted key: the keys in `moved`, and the rest; both keep the nesting. */
export function splitText(translation: Text, moved: ReadonlySet<string>): { rest: Text; menus: Text } {
  const walk = (node: Text, path: string): { rest: Text; menus: Text } => {
    const rest: Text = {};
    const menus: Text = {};
    for (const [key, value] of Object.entries(node)) {
      const at = path ? `${path}.${key}` : key;
      if (typeof value === 'string') {
        (moved.has(at) ? menus : rest)[key] = value;
        continue;
      }
      const inner = walk(value, at);
      if (Object.keys(inner.rest).length) rest[key] = inner.rest;
      if (Object.keys(inner.menus).length) menus[key] = inner.menus;
    }
    return { rest, menus };
  };
  return walk(translation, '');
}
