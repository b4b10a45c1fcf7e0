import { describe, expect, it } from 'vitest';
import { formatError } from './config-error';
import { compile, type ConfigSource } from './compile';
import { CONFIG_LIMITS, FACTS_LIMITS } from './limits';
import { parseYaml } from './yaml-source';
import { readSources } from './node/read-sources';

// Issue 21 items 4 and 9: a configuration file is hostile input. Each limit is a located error
// before the expensive work; vitest's time-out is the hang guard (today's code took 20 s to a
// minute on the 40,000-key file, or never finished), durations are not asserted.

const at = (text: string, needle: string) => {
  const i = text.indexOf(needle);
  const before = text.slice(0, i).split('\n');
  return `${before.length}:${before.at(-1)!.length + 1}`;
};
const errorsOf = (file: string, text: string, limits = CONFIG_LIMITS) => parseYaml(file, text, limits).errors.map(formatError);

const keys = (n: number, indent = '') => Array.from({ length: n }, (_, i) => `${indent}key${i}: v\n`).join('');

describe('configuration limits', () => {
  it('refuses a map with 40,000 keys at the map, once the parser passes the limit', () => {
    const text = `id: 1\nextra:\n${keys(40_000, '  ')}`;
    const { parsed, errors } = parseYaml('sites/zz.yaml', text);
    expect(errors.map(formatError)).toEqual(['sites/zz.yaml:3:3 extra: map has more than 5,000 keys; the limit is 5,000']);
    expect(parsed.value).toBeUndefined();
  });

  it('accepts a map at the limit', () => {
    expect(errorsOf('sites/zz.yaml', keys(CONFIG_LIMITS.entries))).toEqual([]);
  });

  it('refuses a sequence longer than the limit', () => {
    const text = `hidden: [${Array.from({ length: CONFIG_LIMITS.entries + 1 }, () => 'x').join(', ')}]\n`;
    expect(errorsOf('sites/zz.yaml', text)).toEqual([`sites/zz.yaml:1:9 hidden: sequence has 5,001 items; the limit is 5,000`]);
  });

  it('refuses deep nesting at the first level over the limit, in flow and block style', () => {
    const flow = `a: ${'['.repeat(100)}${']'.repeat(100)}\n`;
    expect(errorsOf('rules/zz.yaml', flow)).toEqual([expect.stringMatching(/^rules\/zz\.yaml:1:\d+ .*nesting deeper than 64 levels/)]);
    const block = Array.from({ length: 80 }, (_, i) => `${' '.repeat(i)}k${i}:`).join('\n') + ' 1\n';
    expect(errorsOf('rules/zz.yaml', block)).toEqual([expect.stringMatching(/^rules\/zz\.yaml:\d+:\d+ .*nesting deeper than 64 levels/)]);
  });

  it('refuses 400,000 nested brackets (under the size limit) before the parser walks them', () => {
    // yaml's parser is quadratic in flow nesting: today this ran out of memory or took seconds.
    const text = `a: ${'['.repeat(400_000)}${']'.repeat(400_000)}\n`;
    expect(errorsOf('rules/zz.yaml', text)).toEqual([expect.stringMatching(/^rules\/zz\.yaml:1:\d+ .*nesting deeper than 64 levels/)]);
  });

  it('refuses more nodes than the limit while parsing, in maps each under the entries limit', () => {
    const text = Array.from({ length: 30 }, (_, m) => `m${m}:\n${keys(2_000, '  ')}`).join('');
    expect(errorsOf('sites/zz.yaml', text)).toEqual([
      expect.stringMatching(/^sites\/zz\.yaml:\d+:\d+ the file has more than 50,000 nodes; the limit is 50,000$/),
    ]);
  });

  it('refuses a file over the size limit, located where the limit is passed, without parsing it', () => {
    const line = `${'x'.repeat(99)}\n`;
    const text = `a: |\n${line.replace(/^/, '  ').repeat(Math.ceil(CONFIG_LIMITS.chars / 100) + 10)}`;
    const errs = errorsOf('sites/zz.yaml', text);
    expect(errs).toHaveLength(1);
    expect(errs[0]).toMatch(
      new RegExp(
        `^sites/zz\\.yaml:\\d+:\\d+ file has ${text.length.toLocaleString('en-US')} characters; the limit is 1,048,576 \\(1 MiB\\)$`,
      ),
    );
  });

  it('reports duplicate keys at the second key, in block and flow maps, at any depth', () => {
    const text = 'a: 1\nb:\n  c: 2\n  d: { e: 1, f: 2, e: 3 }\n  c: 4\na: 5\n';
    expect(errorsOf('sites/zz.yaml', text)).toEqual([
      `sites/zz.yaml:${at(text, 'e: 3')} b.d: Map keys must be unique: "e" is also at line 4`,
      'sites/zz.yaml:5:3 b: Map keys must be unique: "c" is also at line 3',
      'sites/zz.yaml:6:1 Map keys must be unique: "a" is also at line 1',
    ]);
  });

  it('finds every duplicate among 5,000 keys', () => {
    const text = `${keys(4_998)}key17: again\nkey4000: again\n`;
    expect(errorsOf('sites/zz.yaml', text)).toEqual([
      'sites/zz.yaml:4999:1 Map keys must be unique: "key17" is also at line 18',
      'sites/zz.yaml:5000:1 Map keys must be unique: "key4000" is also at line 4001',
    ]);
  });

  it('lists at most 100 errors of one file, then how many more', () => {
    const text = Array.from({ length: 300 }, () => 'a: 1\n').join('');
    const errs = errorsOf('sites/zz.yaml', text);
    expect(errs).toHaveLength(101);
    expect(errs[100]).toBe('sites/zz.yaml:102:1 … and 199 more errors in this file');
  });

  it("counts a parse's left-out errors again when a compile caps them", () => {
    const base = readSources(process.cwd());
    const sources: ConfigSource[] = base.map((s) =>
      s.file === 'sites/bs.yaml' ? { file: s.file, text: `${s.text}${'hosts: []\n'.repeat(300)}` } : s,
    );
    const r = compile(sources);
    const errs = r.ok ? [] : r.errors.filter((e) => e.file === 'sites/bs.yaml').map(formatError);
    expect(errs).toHaveLength(101);
    expect(errs[100]).toMatch(/^sites\/bs\.yaml:\d+:1 … and 200 more errors in this file$/);
  });

  it('lists at most 100 schema errors of one file in a compile', () => {
    const base = readSources(process.cwd());
    const sources: ConfigSource[] = base.map((s) => (s.file === 'sites/bs.yaml' ? { file: s.file, text: `${s.text}${keys(3_000)}` } : s));
    const r = compile(sources);
    expect(r.ok).toBe(false);
    const errs = r.ok ? [] : r.errors.filter((e) => e.file === 'sites/bs.yaml').map(formatError);
    expect(errs).toHaveLength(101);
    expect(errs[100]).toMatch(/^sites\/bs\.yaml:\d+:1 … and 2,900 more errors in this file$/);
  });
});

describe('aliases', () => {
  const bomb =
    [
      'a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]',
      ...'bcdefghi'.split('').map((c, i) => `${c}: &${c} [${Array(9).fill(`*${'abcdefghi'[i]}`).join(', ')}]`),
    ].join('\n') + '\n';

  it('refuses a billion laughs at the alias that passes the node limit, without throwing', () => {
    const { parsed, errors } = parseYaml('sites/zz.yaml', bomb);
    expect(parsed.value).toBeUndefined();
    expect(errors.map(formatError)).toEqual([
      expect.stringMatching(/^sites\/zz\.yaml:5:\d+ e\[5\]: alias \*d makes the file 5\d,\d\d\d nodes; the limit is 50,000$/),
    ]);
  });

  it('refuses an alias inside the node it names', () => {
    expect(errorsOf('rules/zz.yaml', 'a: &x [1, *x]\n')).toEqual(['rules/zz.yaml:1:11 a[1]: alias *x is inside the node it names']);
  });

  it('refuses more aliases than the limit', () => {
    const text = `a: &s x\nb: [${Array(CONFIG_LIMITS.aliases + 1)
      .fill('*s')
      .join(', ')}]\n`;
    expect(errorsOf('rules/zz.yaml', text)).toEqual([
      expect.stringMatching(/^rules\/zz\.yaml:2:\d+ b\[100\]: the file has more than 100 aliases; the limit is 100$/),
    ]);
  });

  it('still reads a few plain aliases', () => {
    const { parsed, errors } = parseYaml('rules/zz.yaml', 'a: &s [1, 2]\nb: *s\nc: { d: *s }\n');
    expect(errors).toEqual([]);
    expect(parsed.value).toEqual({ a: [1, 2], b: [1, 2], c: { d: [1, 2] } });
  });

  it('names an alias to no anchor without throwing', () => {
    const errs = errorsOf('rules/zz.yaml', 'a: 1\nb: *nope\n');
    expect(errs.length).toBeGreaterThan(0);
    expect(errs[0]).toMatch(/^rules\/zz\.yaml:2:4 /);
  });
});

describe('facts limits', () => {
  it('are tighter: 1,000 entries per map and 4,096 characters per string', () => {
    const cookies = Array.from({ length: 1_001 }, (_, i) => `  c${i}: v`).join('\n');
    expect(errorsOf('<stdin>', `cookies:\n${cookies}\n`, FACTS_LIMITS)).toEqual([
      '<stdin>:2:3 cookies: map has 1,001 keys; the limit is 1,000',
    ]);
    expect(errorsOf('<stdin>', `cookies: { a: ${'x'.repeat(4_097)} }\n`, FACTS_LIMITS)).toEqual([
      '<stdin>:1:15 cookies.a: string has 4,097 characters; the limit is 4,096',
    ]);
  });
});
