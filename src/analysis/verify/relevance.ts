import type { CompiledConfig, CompiledRule } from '../../rules-model/compiled-types';
import type { Policy } from '../../generated/schema-types';
import { compareIds } from '../../engine/id-order';
import { ruleLeaves } from '../condition-leaves';
import { hiddenByIds } from '../diff-facets';
import { factRef, variableKey, type FactRead } from './fact-reads';
import { factEnum, factSchema, factType } from './fact-schema';
import { hrefReads, hrefVariables, menuHrefIds, varReads } from './href-vars';

/** What a policy looks at, the rules that can change it and every fact those rules (and the scope) read. */
export interface Slice {
  rules: string[];
  reads: FactRead[];
}

/** Dialog ids whose presence can change what the policy says about dialogs. */
function dialogIds(config: CompiledConfig, policy: Policy): Set<string> | 'all' {
  const e = policy.expect;
  if (e.maxModalDialogs !== undefined) return 'all';
  const out = new Set([...(e.dialogPresent ?? []), ...(e.dialogAbsent ?? []), ...(e.notClosable ?? []), ...(e.dialogsNotTogether ?? [])]);
  const first = e.dialogFirst ? config.dialogs[e.dialogFirst] : undefined;
  if (first) {
    // Only a dialog that sorts before it (higher priority, or equal and an id before it in decide's own order) can take its place.
    for (const d of Object.values(config.dialogs))
      if (d.priority > first.priority || (d.priority === first.priority && compareIds(d.id, first.id) <= 0)) out.add(d.id);
  }
  return out;
}

/**
 * The slice of the rules a policy depends on: rules whose events touch the ids it looks at, and
 * the facts their conditions and actions read. Events write only the Decision and its variables,
 * which no condition reads, so the closure stops after one step (docs/adr/0222-…).
 */
export function sliceFor(config: CompiledConfig, policy: Policy): Slice {
  const e = policy.expect;
  const ids = new Set<string>();
  for (const id of [...(e.hidden ?? []), ...(e.shown ?? []), ...Object.keys(e.hrefMatches ?? {})])
    for (const x of hiddenByIds(config, id)) ids.add(x);
  const dialogs = dialogIds(config, policy);
  const bars = new Set([...(e.barPresent ?? []), ...(e.barAbsent ?? [])]);
  // The variables the policy reads: robots, the language a redirect sets, those of the hrefs that
  // decide whether an item it looks at is shown (menuHrefIds: an hrefMatches item too, as it holds
  // while the item is shown), or (hrefMatches) any of them.
  const looked = [...(e.hidden ?? []), ...(e.shown ?? []), ...Object.keys(e.hrefMatches ?? {})];
  const menus = new Set(looked.flatMap((id) => [...menuHrefIds(config, id)]));
  const vars = new Set([
    ...(e.robots !== undefined ? ['robots'] : []),
    ...(e.lang !== undefined ? ['locale_target'] : []),
    ...hrefVariables(config, menus),
  ]);
  const setsRead = (set: Record<string, unknown>) => e.hrefMatches !== undefined || Object.keys(set).some((k) => vars.has(k));
  const touches = (r: CompiledRule): boolean => {
    const t = r.then;
    if (ids.size && (factRef(t.hide) || (Array.isArray(t.hide) && t.hide.some((x) => ids.has(x))))) return true;
    if (t.show?.some((x) => ids.has(x))) return true;
    if (t.dialog && (dialogs === 'all' || dialogs.has(t.dialog.id))) return true;
    if (t.bar && bars.has(t.bar)) return true;
    if (t.redirect && e.redirect !== undefined) return true;
    return !!t.set && setsRead(t.set);
  };
  const rules = Object.values(config.rules)
    .filter(touches)
    .sort((a, b) => a.id.localeCompare(b.id));
  const reads: FactRead[] = [];
  const closables = new Set<string>();
  for (const r of rules) {
    for (const { test } of ruleLeaves(r.when)) reads.push(test);
    const hide = factRef(r.then.hide);
    if (hide) reads.push({ fact: hide, operator: 'value', value: [...ids].sort() });
    const closable = factRef(r.then.dialog?.closable);
    if (closable) closables.add(closable);
    for (const v of Object.values(r.then.set ?? {})) {
      const ref = factRef(v);
      if (ref) reads.push({ fact: ref, operator: 'value', value: null });
    }
  }
  // decide reads these itself: dialogs dismissed in this page view; the language and path the locale is built from.
  if (dialogs === 'all' || dialogs.size)
    reads.push({
      fact: 'dismissed',
      operator: 'value',
      value: dialogs === 'all' ? Object.keys(config.dialogs).sort() : [...dialogs].sort(),
    });
  // decide copies the requested language into the decision (buildLocale): `lang` compares it with a constant.
  if (e.lang !== undefined) reads.push({ fact: 'locale', operator: 'sample', value: [e.lang] });
  // An href spells its variables: the language (`{lang}`), and facts variables are filled from (`vars[].fromFact`).
  if (e.hrefMatches !== undefined) reads.push(...hrefReads(config, new Set(Object.keys(e.hrefMatches))));
  // robots and the redirect language start from their declarations, which a visitor's fact may fill.
  reads.push(...varReads(config, vars));
  for (const { test } of ruleLeaves(policy.scope?.when)) reads.push(test);
  for (const fact of [...closables].sort()) reads.push(closableRead(fact, reads));
  return { rules: rules.map((r) => r.id), reads };
}

/**
 * decide reads a dialog's `closable: {fact}` as `Number(value) === 1 || value === true`
 * (decide.ts). For a boolean or a number that is `in [1, true]`. For a text, every spelling of 1
 * (`'1'`, `'01'`, `' 1'`, `'1e0'` …) is closable: the texts no other read's constant equals are
 * one class for every other read, so one spelling of 1 unlike every constant is tried beside them
 * (a `sample`: each value tried is its own class); an enum's values are all tried anyway. A text a
 * pattern constrains (which spellings of 1 it keeps is unknown), a list (`Number(['1'])` is 1), an
 * object or a fact the schema does not type: unproven (operator `closable`). Stored values and the
 * path, the clock and what decide computes keep the `in` test their own classes split.
 */
function closableRead(fact: string, reads: readonly FactRead[]): FactRead {
  if (variableKey(fact) !== fact) return { fact, operator: 'in', value: [1, true] };
  const type = factType(fact);
  if (type === 'boolean' || type === 'integer' || type === 'number') return { fact, operator: 'in', value: [1, true] };
  if (type !== 'string' || (factSchema(fact)?.pattern && !factEnum(fact).length)) return { fact, operator: 'closable', value: null };
  const constants = new Set(reads.filter((r) => r.fact === fact).flatMap((r) => (Array.isArray(r.value) ? r.value : [r.value])));
  let one = '1';
  while (constants.has(one)) one = `0${one}`;
  return { fact, operator: 'sample', value: [one] };
}

/**
 * The configuration with only the slice's rules: what verify decides with (ADR 0222). Rules outside
 * the slice cannot change what the policy looks at (that is how the slice is cut), so the policy's
 * verdict is the same and each decide runs a handful of rules instead of every rule of the site.
 * Stored values no kept rule reads (and no kept dialog remembers itself by) are left out too: each
 * visitor's normalization then parses only what the slice can tell apart.
 */
export function slicedConfig(config: CompiledConfig, slice: Slice): CompiledConfig {
  const keep = new Set(slice.rules);
  const sites = Object.fromEntries(
    Object.entries(config.sites).map(([k, site]) => [k, { ...site, rules: site.rules.filter((r) => keep.has(r.id)) }]),
  );
  const rules = Object.fromEntries(Object.entries(config.rules).filter(([id]) => keep.has(id)));
  const storedNames = new Set<string>();
  for (const r of slice.reads) {
    const key = variableKey(r.fact, r.params);
    if (key?.startsWith('stored:')) storedNames.add(key.slice(7));
    const ref = factRef(r.value);
    const refKey = ref ? variableKey(ref) : null;
    if (refKey?.startsWith('stored:')) storedNames.add(refKey.slice(7));
  }
  for (const r of Object.values(rules)) {
    const remember = r.then.dialog ? config.dialogs[r.then.dialog.id]?.remember : undefined;
    if (remember) storedNames.add(remember);
  }
  return { ...config, sites, rules, stored: config.stored.filter((d) => storedNames.has(d.name)) };
}
