import { describe, expect, it } from 'vitest';
import { escapeControls, excerpt } from './excerpt';

describe('excerpt', () => {
  it('shows short values as JSON', () => {
    expect(excerpt('2013')).toBe('"2013"');
    expect(excerpt(2013)).toBe('2013');
    expect(excerpt(null)).toBe('null');
    expect(excerpt([1, 'a'])).toBe('[1,"a"]');
    expect(excerpt({ a: 1 })).toBe('{"a":1}');
    expect(excerpt(undefined)).toBe('undefined');
  });

  it('cuts long values to the limit, ending in …', () => {
    const s = excerpt('x'.repeat(10_000));
    expect(s).toBe(`"${'x'.repeat(38)}…`);
    expect(Array.from(s)).toHaveLength(40);
    expect(excerpt('abcdef', 5)).toBe('"abc…');
    const obj = excerpt(Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`k${i}`, 'v'.repeat(100)])));
    expect(obj.startsWith('{"k0":"vvv')).toBe(true);
    expect(Array.from(obj)).toHaveLength(40);
  });

  it('reads only what it shows of a huge value (no whole-value serialisation)', () => {
    let reads = 0;
    const big = new Proxy(
      Array.from({ length: 100_000 }, (_, i) => i),
      {
        get(t, k, r) {
          if (typeof k === 'string' && /^\d+$/.test(k)) reads++;
          return Reflect.get(t, k, r);
        },
      },
    );
    excerpt(big);
    expect(reads).toBeLessThan(50);
  });

  it('never cuts an escape sequence or a surrogate pair in half', () => {
    for (let n = 3; n < 20; n++) {
      const s = excerpt('a\u001b\u001b\u001b😀😀😀\n\n\n', n);
      expect(s).not.toMatch(/\\(u[0-9a-f]{0,3})?…/);
      expect(s).not.toMatch(/[\ud800-\udbff]…/);
    }
  });

  it('shows control, line-breaking and direction characters as escapes', () => {
    const s = excerpt('a\nb\rc\u001b[31md\u0085e\u2028f\u202eg\u0000', 200);
    expect(s).toBe('"a\\nb\\rc\\u001b[31md\\u0085e\\u2028f\\u202eg\\u0000"');
    expect(s).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e]/);
  });
});

describe('escapeControls', () => {
  it('leaves ordinary text alone and escapes what a terminal or log would act on', () => {
    expect(escapeControls('sites/tr.yaml:14:3 hidden[2]: unknown id "notifcation" — ok ✓ 中文')).toBe(
      'sites/tr.yaml:14:3 hidden[2]: unknown id "notifcation" — ok ✓ 中文',
    );
    expect(escapeControls('x\n::error file=README.md::INJECTED')).toBe('x\\n::error file=README.md::INJECTED');
    expect(escapeControls('\u001b]8;;https://evil.example\u0007link\t\u007f\u009b\u2029\u2066\ufeff')).toBe(
      '\\u001b]8;;https://evil.example\\u0007link\\t\\u007f\\u009b\\u2029\\u2066\\ufeff',
    );
  });
});
