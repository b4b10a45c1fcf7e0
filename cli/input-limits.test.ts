import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run, scratch } from './test-support';

// Issue 21 items 4 and 9: oversized, deeply nested, alias-bombed or non-UTF-8 input is refused by
// every command with its place and without a stack trace. vitest's time-out is the hang guard
// (today's code took most of a minute on the 40,000-key file); durations go to the report.

const noStack = (output: string) => expect(output).not.toMatch(/^\s+at .+[(:]\d+/m);

const bomb =
  [
    'a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]',
    ...'bcdefghi'.split('').map((c, i) => `${c}: &${c} [${Array(9).fill(`*${'abcdefghi'[i]}`).join(', ')}]`),
  ].join('\n') + '\n';

const BOMB_AT = /^sites\/zz\.yaml:5:\d+ e\[5\]: alias \*d makes the file [\d,]+ nodes; the limit is 50,000$/m;

describe('hostile input sizes and encodings', { timeout: 30_000 }, () => {
  it('lint refuses a site file with 40,000 keys at its line', async () => {
    const dir = scratch();
    const tr = readFileSync(join(dir, 'sites/tr.yaml'), 'utf8');
    writeFileSync(join(dir, 'sites/zz.yaml'), tr + Array.from({ length: 40_000 }, (_, i) => `key${i}: val\n`).join(''));
    const r = await run(['lint'], { cwd: dir });
    noStack(r.out + r.err);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^sites\/zz\.yaml:2:1 map has more than 5,000 keys; the limit is 5,000$/m);
    // The CI formats parse the file again for the error's region (cli/error-regions.ts): bounded too.
    const sarif = await run(['lint', '--format', 'sarif'], { cwd: dir });
    expect(sarif.code).toBe(1);
    expect(sarif.out).toContain('map has more than 5,000 keys');
  });

  it('lint, test and decide refuse an alias bomb at the alias; diff exits 2', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'sites/zz.yaml'), bomb);
    for (const [args, code] of [
      [['lint'], 1],
      [['test'], 2],
      [['decide'], 2],
      [['diff', '.', '.'], 2],
    ] as const) {
      const r = await run([...args], { cwd: dir });
      noStack(r.out + r.err);
      expect(r.code, args.join(' ')).toBe(code);
      expect(r.out + r.err, args.join(' ')).toMatch(BOMB_AT);
    }
  });

  it('diff of two folders refuses an alias bomb in a rules file with exit 2', async () => {
    const base = scratch();
    const head = scratch();
    writeFileSync(join(head, 'rules/zz.yaml'), bomb);
    const r = await run(['diff', base, head], { cwd: base });
    noStack(r.out + r.err);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^rules\/zz\.yaml:5:\d+ e\[5\]: alias \*d makes the file/m);
  });

  it('lint refuses bytes that are not UTF-8 at their line and column; a byte-order mark is fine', async () => {
    const dir = scratch();
    const bs = readFileSync(join(dir, 'sites/bs.yaml'));
    writeFileSync(join(dir, 'sites/bs.yaml'), Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bs]));
    writeFileSync(
      join(dir, 'rules/zz.yaml'),
      Buffer.concat([Buffer.from('rules:\n  - id: "caf'), Buffer.from([0xe9]), Buffer.from('"\n')]),
    );
    const r = await run(['lint'], { cwd: dir });
    noStack(r.out + r.err);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^rules\/zz\.yaml:2:13 not valid UTF-8 \(byte 0xe9 at offset 19\)$/m);
    expect(r.out).not.toMatch(/sites\/bs\.yaml/);
  });

  it('decide refuses facts over 64 KiB with exit 2, before parsing them', async () => {
    const dir = scratch();
    const cookies = Object.fromEntries(Array.from({ length: 40_000 }, (_, i) => [`ck${i}`, `value${i}`]));
    mkdirSync(join(dir, 'facts'));
    writeFileSync(join(dir, 'facts/big.json'), JSON.stringify({ site: 'tr', cookies }));
    const r = await run(['decide', '--facts', 'facts/big.json'], { cwd: dir });
    noStack(r.out + r.err);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^facts\/big\.json:1:\d+ file has [\d,]+ characters; the limit is 65,536 \(64 KiB\)$/m);
    const stdin = await run(['decide', '--facts', '-'], { cwd: dir, stdin: JSON.stringify({ site: 'tr', cookies }) });
    expect(stdin.code).toBe(2);
    expect(stdin.err).toMatch(/^<stdin>:1:\d+ file has [\d,]+ characters; the limit is 65,536 \(64 KiB\)$/m);
  });

  it('decide refuses facts with an alias bomb or more than 1,000 cookies, located', async () => {
    const dir = scratch();
    const r = await run(['decide', '--facts', '-'], { cwd: dir, stdin: `site: tr\nquery:\n${bomb.replace(/^/gm, '  ')}` });
    noStack(r.out + r.err);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^<stdin>:\d+:\d+ query\.\w\[\d\]: alias \*\w makes the file [\d,]+ nodes; the limit is 20,000$/m);
    const cookies = Array.from({ length: 1_001 }, (_, i) => `  c${i}: v`).join('\n');
    const c = await run(['decide', '--facts', '-'], { cwd: dir, stdin: `site: tr\ncookies:\n${cookies}\n` });
    expect(c.code).toBe(2);
    expect(c.err).toMatch(/^<stdin>:3:3 cookies: map has 1,001 keys; the limit is 1,000$/m);
  });
});
