import type { CompiledConfig, CompiledItem } from '../rules-model/compiled-types';
import type { Decision, NavItem } from '../generated/schema-types';
import { sameJson } from './same-json';

/** What a visitor can tell apart in a Decision, flattened for comparison (the trace left out). */
export interface Facets {
  /** Everything but the menus as one text, to tell equal facets apart cheaply. */
  text: string;
  hidden: HiddenSet;
  dialogs: string[];
  dialogDetails: Map<string, Record<string, unknown>>;
  bars: string[];
  redirect: string | null;
  locale: Record<string, unknown>;
  widgets: Record<string, boolean>;
  loginMethods: string[];
  header: FlatItems;
  footer: FlatItems;
  footerMeta: Record<string, unknown>;
  vars: Record<string, unknown>;
}

/** Each Decision widget and the hidden id that switches it off (as decide() builds `widgets`). */
export const WIDGET_HIDDEN_IDS: Readonly<Record<keyof Decision['widgets'], string>> = {
  chat: 'chat',
  search: 'search',
  depositOtherWays: 'deposit_other_ways',
  demoLabel: 'demo_label',
};

/** A duration in the largest unit that divides it: 30d, 12h, 90m, 1500ms. */
export function formatDuration(ms: number): string {
  for (const [unit, size] of [
    ['d', 86_400_000],
    ['h', 3_600_000],
    ['m', 60_000],
    ['s', 1000],
  ] as const) {
    if (ms !== 0 && ms % size === 0) return `${ms / size}${unit}`;
  }
  return `${ms}ms`;
}

function flatten(
  items: readonly NavItem[],
  parent: string | null,
  out: Map<string, Record<string, unknown>>,
  extra: Record<string, unknown> = {},
): void {
  for (const { children, id, ...rest } of items) {
    out.set(id, { ...rest, ...extra, parent });
    if (children) flatten(children, id, out, extra);
  }
}

/** Flattened menus with their text, per menu object: deciders reuse the menus of equal shells, so most lookups hit. */
export interface FlatItems {
  text: string;
  items: Map<string, Record<string, unknown>>;
}

/** A decision's hidden ids as a set and as text. */
export interface HiddenSet {
  text: string;
  ids: ReadonlySet<string>;
}

/** Per decider: flattened menus and hidden sets by object (a decider reuses both for equal shells). */
export interface FacetCache {
  menus: WeakMap<object, FlatItems>;
  hidden: WeakMap<readonly string[], HiddenSet>;
}

export const facetCache = (): FacetCache => ({ menus: new WeakMap(), hidden: new WeakMap() });

function hiddenSet(hidden: readonly string[], cache: FacetCache): HiddenSet {
  let h = cache.hidden.get(hidden);
  if (!h) cache.hidden.set(hidden, (h = { text: hidden.join(' '), ids: new Set(hidden) }));
  return h;
}

function flatHeader(header: Decision['header'], cache: FacetCache): FlatItems {
  let f = cache.menus.get(header);
  if (!f) {
    const items = new Map<string, Record<string, unknown>>();
    flatten(header, null, items);
    cache.menus.set(header, (f = { text: JSON.stringify(header), items }));
  }
  return f;
}

function flatFooter(columns: Decision['footer']['columns'], cache: FacetCache): FlatItems {
  let f = cache.menus.get(columns);
  if (!f) {
    const items = new Map<string, Record<string, unknown>>();
    for (const c of columns) flatten(c.links, null, items, { column: c.id });
    cache.menus.set(columns, (f = { text: JSON.stringify(columns), items }));
  }
  return f;
}

/** Variables that repeat the locale (compared there). */
const LOCALE_VARS = new Set(['lang', 'lang_prefix']);

/**
 * The comparable facets of a decision made at `nowMs` (acknowledgement expiry is kept relative to
 * it). Pass one cache for many decisions of a decider: it reuses the menus of equal shells.
 */
export function facetsOf(d: Decision, nowMs: number, cache: FacetCache = facetCache()): Facets {
  const dialogDetails = new Map(
    d.dialogs.map((x) => [
      x.id,
      {
        modal: x.modal,
        closable: x.closable,
        confirmHref: x.confirmHref ?? null,
        remember: x.remember
          ? `${x.remember.in} ${x.remember.key} (${x.remember.format}) ${x.remember.until ? `for ${formatDuration(Date.parse(x.remember.until) - nowMs)}` : 'for good'}`
          : null,
      },
    ]),
  );
  const { columns: _c, copyright, ...meta } = d.footer;
  const f: Omit<Facets, 'text'> = {
    hidden: hiddenSet(d.hidden, cache),
    dialogs: d.dialogs.map((x) => x.id),
    dialogDetails,
    bars: d.bars,
    redirect: d.redirect,
    locale: { lang: d.locale.lang, dir: d.locale.dir, redirect: d.locale.redirect, robots: d.locale.robots },
    widgets: d.widgets,
    loginMethods: d.loginMethods,
    header: flatHeader(d.header, cache),
    footer: flatFooter(d.footer.columns, cache),
    footerMeta: { ...meta, copyrightFrom: copyright.from },
    vars: Object.fromEntries(Object.entries(d.vars).filter(([k]) => !LOCALE_VARS.has(k))),
  };
  const text = JSON.stringify([
    f.hidden.text,
    d.dialogs.map((x) => x.id),
    [...dialogDetails.values()],
    f.bars,
    f.redirect,
    f.locale,
    f.widgets,
    f.loginMethods,
    f.footerMeta,
    f.vars,
  ]);
  return { ...f, text };
}

/** One atomic difference between two decisions for the same scenario. */
export interface FacetChange {
  kind:
    | 'redirect'
    | 'dialog'
    | 'dialog-detail'
    | 'dialog-order'
    | 'bar'
    | 'bar-order'
    | 'hidden'
    | 'widget'
    | 'header'
    | 'footer'
    | 'locale'
    | 'footer-meta'
    | 'login-methods'
    | 'var';
  subject: string;
  before: unknown;
  after: unknown;
}

const same = sameJson;

/** A dialog in a decision: the one that opens, raised and waiting behind it, or not raised. */
export type DialogState = 'opens' | 'waits' | 'absent';
const dialogState = (ids: readonly string[], id: string): DialogState => (ids[0] === id ? 'opens' : ids.includes(id) ? 'waits' : 'absent');

function fields(
  kind: FacetChange['kind'],
  prefix: string,
  a: Record<string, unknown>,
  b: Record<string, unknown>,
  out: FacetChange[],
): void {
  for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (!same(a[k], b[k])) out.push({ kind, subject: prefix ? `${prefix}.${k}` : k, before: a[k] ?? null, after: b[k] ?? null });
  }
}

/**
 * What differs between two flattened menus, in the order of walking `a` then `b`. `presence` marks
 * an item found on one side only: left out when its own id's hidden state changed (reported as that).
 */
type ItemChanges = { change: FacetChange; presence: boolean }[];

/**
 * Menu comparisons by pair of flattened menus. Deciders reuse the menus of equal shells, so over a
 * matrix the same pair comes back for most scenarios: compared once (the diff's largest cost before).
 */
const itemPairs = new WeakMap<FlatItems, WeakMap<FlatItems, ItemChanges>>();

function itemChanges(kind: 'header' | 'footer', fa: FlatItems, fb: FlatItems): ItemChanges {
  let byB = itemPairs.get(fa);
  if (!byB) itemPairs.set(fa, (byB = new WeakMap()));
  let found = byB.get(fb);
  if (found) return found;
  found = [];
  const [a, b] = [fa.items, fb.items];
  for (const [id, x] of a) {
    const y = b.get(id);
    if (!y) found.push({ change: { kind, subject: id, before: true, after: false }, presence: true });
    else {
      const changed: FacetChange[] = [];
      fields(kind, id, x, y, changed);
      for (const change of changed) found.push({ change, presence: false });
    }
  }
  for (const id of b.keys()) if (!a.has(id)) found.push({ change: { kind, subject: id, before: false, after: true }, presence: true });
  byB.set(fb, found);
  return found;
}

const NONE: Set<string> = new Set();

function items(kind: 'header' | 'footer', fa: FlatItems, fb: FlatItems, hiddenChanged: Set<string>, out: FacetChange[]): void {
  if (fa.text === fb.text) return;
  for (const { change, presence } of itemChanges(kind, fa, fb)) if (!presence || !hiddenChanged.has(change.subject)) out.push(change);
}

/**
 * Every difference between the facets of two decisions. Ids that exist in only one configuration
 * are not reported as hidden or shown (nobody sees them either way); their disappearance from the
 * header or footer is.
 */
export function compareFacets(a: Facets, b: Facets, known: { base: ReadonlySet<string>; head: ReadonlySet<string> }): FacetChange[] {
  const out: FacetChange[] = [];
  if (a.text === b.text) {
    // Everything but the menus is equal (it is all in `text`), the hidden ids included.
    items('header', a.header, b.header, NONE, out);
    items('footer', a.footer, b.footer, NONE, out);
    return out;
  }
  if (a.redirect !== b.redirect) out.push({ kind: 'redirect', subject: '', before: a.redirect, after: b.redirect });
  for (const id of new Set([...a.dialogs, ...b.dialogs])) {
    const [x, y] = [dialogState(a.dialogs, id), dialogState(b.dialogs, id)];
    if (x !== y) out.push({ kind: 'dialog', subject: id, before: x, after: y });
  }
  for (const [id, x] of a.dialogDetails) {
    const y = b.dialogDetails.get(id);
    if (y) fields('dialog-detail', id, x, y, out);
  }
  const inBoth = (list: string[], other: string[]) => list.filter((x) => other.includes(x));
  if (a.dialogs[0] === b.dialogs[0] && !same(inBoth(a.dialogs, b.dialogs), inBoth(b.dialogs, a.dialogs)))
    out.push({ kind: 'dialog-order', subject: '', before: a.dialogs, after: b.dialogs });
  for (const id of a.bars) if (!b.bars.includes(id)) out.push({ kind: 'bar', subject: id, before: true, after: false });
  for (const id of b.bars) if (!a.bars.includes(id)) out.push({ kind: 'bar', subject: id, before: false, after: true });
  if (!same(inBoth(a.bars, b.bars), inBoth(b.bars, a.bars))) out.push({ kind: 'bar-order', subject: '', before: a.bars, after: b.bars });
  const hiddenChanged = new Set<string>();
  const [ha, hb] = [a.hidden.ids, b.hidden.ids];
  for (const id of a.hidden.text === b.hidden.text ? [] : new Set([...ha, ...hb])) {
    if (ha.has(id) === hb.has(id)) continue;
    hiddenChanged.add(id);
    if (known.base.has(id) && known.head.has(id)) out.push({ kind: 'hidden', subject: id, before: ha.has(id), after: hb.has(id) });
  }
  fields('widget', '', a.widgets, b.widgets, out);
  items('header', a.header, b.header, hiddenChanged, out);
  items('footer', a.footer, b.footer, hiddenChanged, out);
  fields('locale', '', a.locale, b.locale, out);
  fields('footer-meta', '', a.footerMeta, b.footerMeta, out);
  if (!same(a.loginMethods, b.loginMethods))
    out.push({ kind: 'login-methods', subject: '', before: a.loginMethods, after: b.loginMethods });
  fields('var', '', a.vars, b.vars, out);
  return out;
}

/** Every id a configuration can hide: features, product codes, navigation and footer items. */
export function knownIds(config: CompiledConfig): Set<string> {
  const out = new Set<string>([...Object.keys(config.features), ...config.products.map((p) => p.code)]);
  const walk = (list: readonly CompiledItem[]) =>
    list.forEach((i) => {
      out.add(i.id);
      if (i.children) walk(i.children);
    });
  walk(config.navigation);
  for (const set of Object.values(config.footers)) for (const c of set.columns) walk(c.links);
  return out;
}

/**
 * Every id whose being hidden can hide `id` (visibleItems): the ids of the item and of its
 * ancestors, and for an item with children, the ids that hide its link and every descendant's —
 * a menu without a visible link is hidden once all its children are. Every place the item
 * appears (the navigation and every footer set) counts.
 */
export function hiddenByIds(config: CompiledConfig, id: string): Set<string> {
  const out = new Set<string>([id]);
  const below = (item: CompiledItem) => {
    item.hrefHiddenBy?.forEach((x) => out.add(x));
    for (const c of item.children ?? []) {
      c.hiddenBy.forEach((x) => out.add(x));
      below(c);
    }
  };
  const walk = (list: readonly CompiledItem[], above: string[]): void => {
    for (const i of list) {
      const chain = [...above, ...i.hiddenBy];
      if (i.id === id) {
        chain.forEach((x) => out.add(x));
        below(i);
      }
      if (i.children) walk(i.children, chain);
    }
  };
  walk(config.navigation, []);
  for (const set of Object.values(config.footers)) for (const c of set.columns) walk(c.links, []);
  return out;
}
