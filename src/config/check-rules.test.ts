// Rules as hostile input (issue 21 items 5, 7 and 9): what lint refuses in a rule's condition, and where it says so.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readSources } from './node/read-sources';
import { compile } from './compile';
import { formatError } from './config-error';

const root = fileURLToPath(new URL('../..', import.meta.url));
const base = readSources(root);

/** Lint messages for one rule file holding one rule per condition, each written on one line (line 5 + 4·i). */
function lintConditions(...conditions: string[]): string[] {
  const text = [
    'rules:',
    ...conditions.flatMap((c, i) =>
      [`  - id: hostile-${i}`, '    description: d', '    source: shell §6', `    when: ${c}`].concat('    then: { hide: [referral] }'),
    ),
  ].join('\n');
  const r = compile([...base, { file: 'rules/zz-hostile.yaml', text }]);
  return r.ok ? [] : r.errors.map(formatError);
}

describe('matches patterns (item 5)', { timeout: 60_000 }, () => {
  it('refuses patterns that can take exponential or polynomial time, at the value', () => {
    const errs = lintConditions("{ fact: path, operator: matches, value: '^(a+)+$' }");
    expect(errs).toEqual([
      expect.stringMatching(
        /^rules\/zz-hostile\.yaml:5:\d+ rules\[0\]\.when\.value: matches: pattern "\^\(a\+\)\+\$" can take exponential time \(nested quantifier\)/,
      ),
    ]);
    const friends = ['(a*)*', '(.*)*b', '^(a|a)*$', '^(a?a?)+$', '^(a{1,30}){1,30}$', '(\\w+\\s?)+$', '\\d*\\d*x'];
    const all = lintConditions(...friends.map((p) => `{ fact: path, operator: matches, value: '${p}' }`));
    expect(all).toHaveLength(friends.length);
    friends.forEach((p, i) =>
      expect(all[i], p).toMatch(new RegExp(`^rules/zz-hostile\\.yaml:${5 + 5 * i}:\\d+ .*can take (exponential|polynomial) time`)),
    );
  });

  it('refuses backreferences, quantified lookbehinds and over-long patterns', () => {
    const errs = lintConditions(
      "{ fact: path, operator: matches, value: '^(a)\\1$' }",
      "{ fact: path, operator: matches, value: '(?<=a+)b' }",
      `{ fact: path, operator: matches, value: '^/${'x'.repeat(200)}' }`,
    );
    expect(errs).toEqual([
      expect.stringMatching(/:5:\d+ .*backreference/),
      expect.stringMatching(/:10:\d+ .*lookbehind/),
      expect.stringMatching(/:15:\d+ .*202 characters long; a pattern may have at most 200/),
    ]);
  });

  it('refuses a pattern taken from a fact: a visitor would choose it', () => {
    const errs = lintConditions('{ fact: path, operator: matches, value: { fact: query.q } }');
    expect(errs).toEqual([
      expect.stringMatching(/^rules\/zz-hostile\.yaml:5:\d+ rules\[0\]\.when\.value: matches: the pattern must be written in the rule/),
    ]);
  });

  it('keeps simple patterns, including a repeated group that cannot overlap itself', () => {
    expect(
      lintConditions(
        "{ fact: path, operator: matches, value: '^/futures/[^/]+/[^/_]+/?$' }",
        "{ fact: path, operator: matches, value: '^/(en|zh)/trade(/.*)?$' }",
        "{ fact: path, operator: matches, value: '\\.html$' }",
      ),
    ).toEqual([]);
  });
});

describe('fact paths (item 7)', { timeout: 60_000 }, () => {
  it('refuses names every object inherits, wherever they stand in the path', () => {
    const errs = lintConditions(
      '{ fact: user.constructor, operator: isEmpty, value: false }',
      '{ fact: toString, operator: isEmpty, value: false }',
      '{ fact: user.__proto__, operator: isEmpty, value: false }',
      '{ fact: query.constructor, operator: isEmpty, value: false }',
      '{ fact: site.hasOwnProperty, operator: isEmpty, value: false }',
      '{ fact: path, operator: equal, value: { fact: compliance.toString } }',
    );
    expect(errs).toEqual([
      expect.stringMatching(/:5:\d+ rules\[0\]\.when\.fact: unknown field "constructor" in fact "user\.constructor"/),
      expect.stringMatching(/:10:\d+ rules\[1\]\.when\.fact: unknown fact "toString"/),
      expect.stringMatching(/:15:\d+ rules\[2\]\.when\.fact: unknown field "__proto__" in fact "user\.__proto__"/),
      expect.stringMatching(/:20:\d+ rules\[3\]\.when\.fact: "constructor" .*inherit/),
      expect.stringMatching(/:25:\d+ rules\[4\]\.when\.fact: unknown site field "hasOwnProperty"/),
      expect.stringMatching(/:30:\d+ rules\[5\]\.when\.value\.fact: unknown field "toString" in fact "compliance\.toString"/),
    ]);
  });
});

describe('operand types (item 9)', { timeout: 60_000 }, () => {
  it('refuses comparisons that can never hold because the types differ, at the value', () => {
    const errs = lintConditions(
      '{ fact: user.tier_level, operator: equal, value: "3" }',
      '{ fact: user.isLogin, operator: greaterThan, value: [1, 2] }',
      '{ fact: device.width, operator: pathUnder, value: 7 }',
    );
    expect(errs).toEqual([
      expect.stringMatching(
        /^rules\/zz-hostile\.yaml:5:\d+ rules\[0\]\.when\.value: user\.tier_level is a number; equal "3" compares it with a string and never holds$/,
      ),
      expect.stringMatching(/^rules\/zz-hostile\.yaml:10:\d+ rules\[1\]\.when\.value: user\.isLogin is a boolean; greaterThan \[1,2\] /),
      expect.stringMatching(/^rules\/zz-hostile\.yaml:15:\d+ rules\[2\]\.when\.value: device\.width is a number; pathUnder 7 /),
    ]);
  });
});
