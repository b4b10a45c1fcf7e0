import { describe, expect, it } from 'vitest';
import { notProven, visitor } from '../../test-support/false-proof-checks';
import { plantedAll, testPolicy } from '../../test-support/planted-config';

// hrefMatches holds "when the item is shown". A menu whose own href fills to '' (here
// `{sister_url}`, '' on main) is shown only while one of its children is, and a child that is
// itself a menu (`children: []`) only while ITS href fills to something. An independent attacker
// filled that submenu's href from a visitor's cookie (`vars[].fromFact`): the slice of an
// hrefMatches policy read the facts of the expected item's own href alone, not those of the menus
// below it (menuHrefIds), so the cookie was never varied and verify called "the menu links to a
// path" proven while a visitor with the cookie sees the menu with the href ''.
const NAV = [
  'sites/links/navigation.yaml',
  '  - id: trade_menu\n',
  `  - id: planted_outer
    title: nav.trade.title
    href: "{sister_url}"
    group: main
    children:
      - id: planted_inner
        title: nav.trade.title
        href: "{sister_url}{planted_x}"
        children: []
  - id: trade_menu\n`,
] as const;
const VAR = [
  'rules/vocabulary.yaml',
  'vars:\n',
  "vars:\n  - { name: planted_x, description: Planted by a test, default: '', fromFact: cookies.planted_x }\n",
] as const;
// The one regular expression over the path, made a list (as false-proofs.test.ts does): every set
// rule is in an hrefMatches slice, and this one would keep the policy unproven for the path alone.
const NO_REGEX = [
  'rules/header.yaml',
  "when: { fact: path, operator: matches, value: '^/futures/[^/]+/[^/_]+/?$' }",
  'when: { fact: path, operator: in, value: [/futures/USDT/BTC, /futures/BTC/BTCUSD] }',
] as const;
const linksToAPath = testPolicy({
  scope: { sites: ['main'], when: { fact: 'path', operator: 'equal', value: '/' } },
  expect: { hrefMatches: { planted_outer: '^/' } },
});

describe('hrefMatches on a menu that a submenu keeps shown', () => {
  it('the fact that fills the submenu href is varied: the cookie that shows the menu with href "" is found', async () => {
    const config = plantedAll(NAV, VAR, NO_REGEX);
    const v = await notProven(config, linksToAPath, visitor({ path: '/', cookies: { planted_x: 'a' } }));
    // cookies.planted_x is a text an href copies: unproven (or violated), never proven.
    expect(v.outcome === 'violated' || v.notExhaustive.includes('cookies.planted_x')).toBe(true);
  });
});
