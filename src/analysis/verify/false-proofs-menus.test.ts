import { describe, expect, it } from 'vitest';
import { notProven, visitor } from '../../test-support/false-proof-checks';
import { plantedAll, testPolicy } from '../../test-support/planted-config';
import { verifyPolicy } from './verify';

// A menu none of whose children is shown is hidden when its href fills to '' (build-shell.ts
// visibleItems). An independent attacker made the href a variable a `set` rule fills: the slice kept
// set rules only for robots, lang and hrefMatches policies, so the rule that gives the emptied menu
// an href was left out and verify called "the menu is hidden" proven.
const rule = (id: string, intent: string, then: string) => `  - id: ${id}
    description: Planted by a test.
    source: shell §2
    when: { fact: intents, operator: contains, value: ${intent} }
    then: ${then}
`;
const TRADE_CHILDREN = 'trade_spot, trade_margin, trade_convert, trade_pilot, trade_premint, trade_etf, trade_copytrading, trade_bots';
const menuGone = testPolicy({
  scope: { sites: ['main'], when: { fact: 'intents', operator: 'contains', value: 'uk_limit' } },
  expect: { hidden: ['trade_menu'] },
});

describe('a menu whose href a set rule fills', () => {
  it('the rule that sets the variable is in the slice, and the visitor it shows the menu to is found', async () => {
    const config = plantedAll(
      [
        'sites/links/navigation.yaml',
        '  - id: trade_menu\n    title: nav.trade.title\n    href: /trade/{trade_pair}',
        '  - id: trade_menu\n    title: nav.trade.title\n    href: "{sister_url}"',
      ],
      [
        'rules/header.yaml',
        'rules:\n',
        `rules:\n${rule('planted-trade-children-off', 'uk_limit', `{ hide: [${TRADE_CHILDREN}] }`)}${rule(
          'planted-sister-markets',
          'nl_limit',
          '{ set: { sister_url: /markets } }',
        )}`,
      ],
    );
    const v = await notProven(config, menuGone, visitor({ intents: ['uk_limit', 'nl_limit'] }));
    expect(v.rules).toContain('planted-sister-markets');
    expect(v.outcome).toBe('violated');
  });

  it('without the set rule the menu is hidden for every visitor in scope: proven', async () => {
    const config = plantedAll(
      [
        'sites/links/navigation.yaml',
        '  - id: trade_menu\n    title: nav.trade.title\n    href: /trade/{trade_pair}',
        '  - id: trade_menu\n    title: nav.trade.title\n    href: "{sister_url}"',
      ],
      ['rules/header.yaml', 'rules:\n', `rules:\n${rule('planted-trade-children-off', 'uk_limit', `{ hide: [${TRADE_CHILDREN}] }`)}`],
    );
    expect((await verifyPolicy(config, menuGone)).outcome).toBe('proven');
  });
});
