import { describe, expect, it } from 'vitest';
import { compile } from '../src/config/compile';
import { plantedSources } from '../src/test-support/planted-config';
import { hidesHint } from '../src/test-support/planted-hint';
import { lintWarnings } from './lint-warnings';

// A path constant no browser sends (docs/policies.md, "Why the classes are complete"): the page's
// path is location.pathname, which percent-encodes `?`, `#`, spaces and non-ASCII letters but
// keeps `//` and trailing slashes. Lint warns at the constant; verify still decides it as written.
const warningsFor = (when: string): string[] => {
  const result = compile(plantedSources(['rules/header.yaml', 'rules:\n', `rules:\n${hidesHint(when)}`]));
  if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('\n'));
  return lintWarnings(result)
    .filter((w) => w.file === 'rules/header.yaml' && w.severity === 'warn')
    .map((w) => `${w.path}: ${w.message}`);
};

describe('lint: path constants no browser sends', () => {
  it('warns at a constant with a `?` (a query meant as query.<key>)', () => {
    expect(warningsFor(`{ fact: path, operator: equal, value: '/trade?tab=x' }`)).toEqual([
      `rules[0].when.value: no browser sends the path "/trade?tab=x": the page's path is location.pathname, where "?" arrives percent-encoded (%3F); a query is read as query.<key>`,
    ]);
  });

  it('warns at each list item with a `#`, a space or a non-ASCII letter, inside all/any/not', () => {
    const w = warningsFor(
      `{ all: [{ not: { fact: path, operator: in, value: ['/ok', '/a#b', '/a b'] } }, { any: [{ fact: path, operator: pathUnder, value: '/é' }] }] }`,
    );
    expect(w.map((x) => x.split(':')[0])).toEqual([
      'rules[0].when.all[0].not.value[1]',
      'rules[0].when.all[0].not.value[2]',
      'rules[0].when.all[1].any[0].value',
    ]);
  });

  it('does not warn at `//`, trailing slashes, percent-encodings or a regular expression', () => {
    expect(
      warningsFor(
        `{ any: [{ fact: path, operator: equal, value: '/trade//' }, { fact: path, operator: pathUnder, value: '/a%3Fb/' }, { fact: path, operator: matches, value: '^/a\\\\?' }] }`,
      ),
    ).toEqual([]);
  });
});

describe('lint: closable from a fact that is no boolean or number', () => {
  const closableFrom = (fact: string) => {
    const rule = `  - id: planted-closable
    description: Planted by a test.
    source: compliance §4.1
    when: { fact: user.isLogin, operator: equal, value: true }
    then: { dialog: { id: restricted_location, closable: { fact: ${fact} } } }
`;
    const result = compile(plantedSources(['rules/header.yaml', 'rules:\n', `rules:\n${rule}`]));
    if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('\n'));
    return lintWarnings(result)
      .filter((w) => w.file === 'rules/header.yaml')
      .map((w) => w.path);
  };

  it('warns for a text and a list, whose spellings of 1 decide reads as closable', () => {
    expect(closableFrom('common.is_copper')).toEqual(['rules[0].then.dialog.closable.fact']);
    expect(closableFrom('intents')).toEqual(['rules[0].then.dialog.closable.fact']);
  });

  it('does not warn for an integer or a boolean fact', () => {
    expect(closableFrom('compliance.toast.kyc_toast.risk_user_guide_be_closed')).toEqual([]);
    expect(closableFrom('user.isLogin')).toEqual([]);
  });
});
