/**
 * What an href reads of the visitor through its variables (`{fiat}`, `{support_url}`): decide fills
 * each variable from its default, the site, a rule's `set` and, for `vars[].fromFact`, a fact of
 * the visitor (initialVars in decide.ts); `{lang}` and `{lang_prefix}` come from the language asked
 * for. A `*_url` variable's value is a template filled once more (templates.ts), so the names in
 * every value it can take are read too; one a fact gives can name any variable.
 */
import type { CompiledConfig, CompiledItem } from '../../rules-model/compiled-types';
import { getPath } from '../../rules-model/dot-path';
import { factRef, type FactRead } from './fact-reads';

const names = (template: unknown): string[] =>
  typeof template === 'string' ? [...template.matchAll(/\{([a-z_][a-z0-9_]*)\}/g)].map((m) => m[1]!) : [];

/** The href templates of every item with one of these ids, in the navigation and the footers. */
function templatesOf(config: CompiledConfig, ids: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const walk = (items: readonly CompiledItem[]) => {
    for (const i of items) {
      if (ids.has(i.id) && i.href) out.push(i.href);
      walk(i.children ?? []);
    }
  };
  walk(config.navigation);
  for (const f of Object.values(config.footers)) for (const c of f.columns) walk(c.links);
  return out;
}

/** Every value a variable can take before a visitor's fact: its default, each site's, each rule's constant; 'any' when a fact gives it. */
function valuesOf(config: CompiledConfig, name: string): unknown[] | 'any' {
  const decl = config.vars.find((v) => v.name === name);
  const sets = Object.values(config.rules).flatMap((r) => (r.then.set && name in r.then.set ? [r.then.set[name]] : []));
  if (decl?.fromFact || sets.some((v) => factRef(v))) return 'any';
  const sites = decl?.fromSite ? Object.values(config.sites).map((s) => getPath(s, decl.fromSite!)) : [];
  return [decl?.default, ...sites, ...sets];
}

/** The variables the hrefs of the items `ids` spell, with those in every value a `*_url` one can take. */
export function hrefVariables(config: CompiledConfig, ids: ReadonlySet<string>): Set<string> {
  const read = new Set(templatesOf(config, ids).flatMap(names));
  for (const n of [...read].filter((x) => x.endsWith('_url'))) {
    const values = valuesOf(config, n);
    if (values === 'any') for (const v of config.vars) read.add(v.name).add('lang').add('lang_prefix');
    else for (const v of values) for (const m of names(v)) read.add(m);
  }
  return read;
}

/** The facts the hrefs of the items `ids` can read through their variables, as reads of their value. */
export function hrefReads(config: CompiledConfig, ids: ReadonlySet<string>): FactRead[] {
  return varReads(config, hrefVariables(config, ids));
}

/**
 * The items whose filled href decides whether item `id` is shown: itself and every item below it
 * with a children list (an empty one too). A menu none of whose children is shown is hidden when its href fills to ''
 * (build-shell.ts visibleItems; an href of variables alone can), so the variables those hrefs spell,
 * and the rules that set them, can change a `shown` or `hidden` answer.
 */
export function menuHrefIds(config: CompiledConfig, id: string): Set<string> {
  const out = new Set<string>();
  const below = (i: CompiledItem) => {
    if (i.children) out.add(i.id); // `children: []` too: build-shell reads any list as a menu
    for (const c of i.children ?? []) below(c);
  };
  const walk = (items: readonly CompiledItem[]) => {
    for (const i of items) {
      if (i.id === id) below(i);
      walk(i.children ?? []);
    }
  };
  walk(config.navigation);
  for (const f of Object.values(config.footers)) for (const c of f.columns) walk(c.links);
  return out;
}

/**
 * The facts the variables `names` are filled from before any rule runs (`vars[].fromFact`, initialVars
 * in decide.ts; `{lang}` and `{lang_prefix}`: the language asked for), as reads of their value: a
 * policy on `robots` or `lang` reads the variable decide starts from, whatever rule sets it.
 */
export function varReads(config: CompiledConfig, names: Iterable<string>): FactRead[] {
  const facts = new Set<string>();
  for (const n of names) {
    if (n === 'lang' || n === 'lang_prefix') facts.add('locale');
    else {
      const from = config.vars.find((v) => v.name === n)?.fromFact;
      if (from) facts.add(from);
    }
  }
  return [...facts].sort().map((fact) => ({ fact, operator: 'value', value: null }));
}
