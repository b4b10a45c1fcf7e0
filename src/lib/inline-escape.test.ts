import { describe, expect, it } from 'vitest';
import { escapeHtml, scriptJson } from './inline-escape';

const HOSTILE = [
  '</script><script>alert(1)</script>',
  '<!--',
  '<script',
  '-->',
  ']]>',
  '\u2028',
  '\u2029',
  '&amp;',
  '"',
  "'",
  '\\',
  '\\u003c',
  '${x}',
  '`',
  '\u0000',
  '\ud800',
  '𝌆',
];

describe('scriptJson', () => {
  it('writes no <, >, &, U+2028 or U+2029, and evaluates to the same value', () => {
    const value = { list: HOSTILE, [HOSTILE.join('')]: HOSTILE.join(''), n: [1, -2.5, null, true] };
    const text = scriptJson(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    // Evaluated as the browser would the inline script's expression.
    // oxlint-disable-next-line typescript/no-implied-eval -- evaluating the written script is what this test is for
    expect(new Function(`return ${text}`)()).toEqual(value);
    expect(JSON.parse(text)).toEqual(value);
  });

  it('refuses a value JSON cannot write rather than emitting `undefined`', () => {
    expect(() => scriptJson(undefined)).toThrow(/no JSON form/);
  });
});

describe('escapeHtml', () => {
  it('leaves no markup character', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;');
  });
});
