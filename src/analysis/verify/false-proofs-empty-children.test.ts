import { describe, expect, it } from 'vitest';
import { notProven, visitor } from '../../test-support/false-proof-checks';
import { plantedAll, testPolicy } from '../../test-support/planted-config';
import { verifyPolicy } from './verify';

// An item with an empty `children: []` list is a menu to build-shell.ts (visibleItems: `if (children)`
// holds for []), so it is hidden whenever its href fills to ''. An independent attacker found that
// menuHrefIds counted only items with children (`children?.length`): the `set` rule that gives the
// item an href was left out of the slice, and verify called "the item is hidden" proven.
const NAV = [
  'sites/links/navigation.yaml',
  '  - id: trade_menu\n',
  '  - id: planted_sister\n    title: nav.trade.title\n    href: "{sister_url}"\n    group: main\n    children: []\n  - id: trade_menu\n',
] as const;
const RULE = `  - id: planted-sister-markets
    description: Planted by a test.
    source: shell §2
    when: { fact: intents, operator: contains, value: nl_limit }
    then: { set: { sister_url: /markets } }
`;
const hiddenOnMain = testPolicy({ scope: { sites: ['main'] }, expect: { hidden: ['planted_sister'] } });

describe('an item with an empty children list', () => {
  it('the set rule that fills its href is in the slice, and the visitor it shows the item to is found', async () => {
    const config = plantedAll(NAV, ['rules/header.yaml', 'rules:\n', `rules:\n${RULE}`]);
    const v = await notProven(config, hiddenOnMain, visitor({ intents: ['nl_limit'] }));
    expect(v.rules).toContain('planted-sister-markets');
    expect(v.outcome).toBe('violated');
  });

  it('without the set rule the item is hidden for every visitor on main: proven', async () => {
    expect((await verifyPolicy(plantedAll(NAV), hiddenOnMain)).outcome).toBe('proven');
  });
});
