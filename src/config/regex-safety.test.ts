import { describe, expect, it } from 'vitest';
import { MAX_PATTERN_LENGTH, patternProblem } from './regex-safety';

describe('patternProblem', () => {
  it('refuses shapes that backtrack super-linearly in V8, naming the cause', () => {
    const refused: [string, RegExp][] = [
      ['^(a+)+$', /^can take exponential time \(nested quantifier\); "a\+" repeats inside "\(a\+\)\+"/],
      ['(a+)+', /exponential time \(nested quantifier\)/], // unanchored: harmless alone, refused all the same
      ['(a*)*', /exponential time \(nested quantifier\)/],
      ['(.*)*', /exponential time \(nested quantifier\)/],
      ['^(a?a?)+$', /exponential time \(nested quantifier\)/], // 155 s at 24 characters; automaton analysis misses it
      ['^(a{1,30}){1,30}$', /polynomial time \(nested quantifier\)/],
      ['^(a|a)*$', /exponential time \(alternatives that can match the same text under a quantifier\)/],
      ['^(?:ab|ac)+$', /alternatives that can match the same text/], // conservative: same first character
      ['^(a|)+$', /alternatives that can match the same text/],
      ['\\d*\\d*x', /polynomial time \(quantifiers that can match the same text\); "\\\\d\*" and "\\\\d\*"/],
      ['[\\s\\S]{1,100}x[\\s\\S]{1,100}y', /polynomial time/], // bounded repetitions count as unbounded
      ['^(a)\\1$', /^uses a backreference "\\\\1"/],
      ['(?<=a+)b', /^repeats "a\+" inside a lookbehind/],
      ['^(?i:a|A)+$', /^sets flags inline \("\(\?i:a\|A\)"\); a pattern is compiled with the u flag only/], // case-folded, the alternatives overlap
      ['x'.repeat(MAX_PATTERN_LENGTH + 1), /^is 201 characters long; a pattern may have at most 200$/],
    ];
    for (const [pattern, message] of refused) expect(patternProblem(pattern), pattern).toMatch(message);
  });

  it('accepts linear patterns: separators, optional groups, disjoint alternatives, bounded counts', () => {
    const fine = [
      '^/futures/[^/]+/[^/_]+/?$',
      '^/(en|zh)/trade(/.*)?$',
      '\\.html$',
      'a+b',
      '^(?:a|b)*c$',
      '\\d{1,3}\\.\\d{1,3}',
      '^/(?:trade|futures|margin)/[A-Z]+_[A-Z]+$',
      '.*x.*',
      '^[^/]+$',
      '(?<=/)x',
      '^(?:ab)+$',
      'x'.repeat(MAX_PATTERN_LENGTH),
    ];
    for (const pattern of fine) expect(patternProblem(pattern), pattern).toBeNull();
  });

  it('quotes pattern pieces with control characters escaped', () => {
    expect(patternProblem('(\u001b+)+')).toMatch(/"\\u001b\+" repeats inside "\(\\u001b\+\)\+"/);
  });
});
