/**
 * Random policies for the oracle, beside the repository's: what one id, dialog or bar must be
 * for the visitors of a random scope. They look where the repository's policies do not (a menu
 * shown, a footer link hidden), so a slice that forgets a kind of rule is found there too.
 */
import fc from 'fast-check';
import type { CompiledConfig, CompiledItem } from '../../rules-model/compiled-types';
import type { Condition, Policy, PolicyExpect, PolicyScope } from '../../generated/schema-types';
import { testArb } from './oracle-edits';

/** Every item id of the navigation and the footers; `menus`: only those without a link that hold children. */
function itemIds(config: CompiledConfig, menus = false): string[] {
  const out = new Set<string>();
  const walk = (items: readonly CompiledItem[]) => {
    for (const i of items) {
      if (!menus || (i.children?.length && !i.href)) out.add(i.id);
      if (i.children) walk(i.children);
    }
  };
  walk(config.navigation);
  for (const set of Object.values(config.footers)) for (const c of set.columns) walk(c.links);
  return [...out].sort();
}

/** A policy about one thing, for the visitors of up to two random tests on up to three sites. */
export function policyArbitrary(config: CompiledConfig): fc.Arbitrary<Policy> {
  const ids = itemIds(config);
  const menus = itemIds(config, true);
  const dialogs = Object.keys(config.dialogs).sort();
  const bars = Object.keys(config.bars).sort();
  const expect: fc.Arbitrary<PolicyExpect> = fc.oneof(
    fc.constantFrom(...ids).map((id) => ({ shown: [id] as [string] })),
    fc.constantFrom(...menus).map((id) => ({ shown: [id] as [string] })),
    fc.constantFrom(...ids).map((id) => ({ hidden: [id] as [string] })),
    fc.constantFrom(...dialogs).map((id) => ({ dialogAbsent: [id] as [string] })),
    fc.constantFrom(...dialogs).map((id) => ({ dialogFirst: id })),
    fc.constantFrom(...bars).map((id) => ({ barAbsent: [id] as [string] })),
    fc.constant({ redirect: null }),
  );
  const sites = fc.subarray(Object.keys(config.sites), { minLength: 1, maxLength: 3 }) as fc.Arbitrary<[string, ...string[]]>;
  const scope: fc.Arbitrary<PolicyScope> = fc.oneof(
    sites.map((s) => ({ sites: s })),
    fc
      .tuple(sites, fc.array(testArb(config), { minLength: 1, maxLength: 2 }))
      .map(([s, all]) => ({ sites: s, when: { all: all as [Condition, ...Condition[]] } })),
  );
  return fc.record({ expect, scope }).map(({ expect: e, scope: s }) => ({
    id: 'oracle-policy',
    description: 'A random policy of the oracle.',
    source: 'shell §1',
    scope: s,
    expect: e,
  }));
}
