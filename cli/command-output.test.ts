import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run, scratch } from './test-support';

/** A configuration string that tries to write lines and terminal sequences of its own. */
const EVIL = 'x\n::error file=README.md,line=1::INJECTED\u001b[2J\u001b]0;title\u0007';

/** Nothing a configuration string wrote may start a line, and no terminal escape survives. */
function clean(output: string): void {
  expect(output).not.toMatch(/^::error/m);
  expect(output).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
}

describe('commands that print configuration text escape control characters', { timeout: 120_000 }, () => {
  const hostile = () => {
    const dir = scratch();
    const bs = join(dir, 'sites/bs.yaml');
    writeFileSync(bs, readFileSync(bs, 'utf8').replace(/^name: .*$/m, `name: ${JSON.stringify(EVIL)}`));
    writeFileSync(
      join(dir, 'rules/zz-hostile.yaml'),
      [
        'rules:',
        '  - id: zz-hostile',
        `    description: ${JSON.stringify(EVIL)}`,
        `    source: ${JSON.stringify(`compliance §6 ${EVIL}`)}`,
        `    when: { fact: user.nickname, operator: equal, value: ${JSON.stringify(EVIL)} }`,
        '    then: { hide: [chat] }',
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(dir, 'rules/tests/zz-hostile.yaml'),
      [
        'tests:',
        `  - name: ${JSON.stringify(EVIL)}`,
        `    facts: { site: bs, user: { isLogin: true, nickname: ${JSON.stringify(EVIL)} } }`,
        '    expect: { fired: [zz-hostile], notFired: [zz-hostile] }',
        '',
      ].join('\n'),
    );
    return dir;
  };

  it('decide --format text, explain, test', async () => {
    const dir = hostile();
    const facts = join(dir, 'facts.json');
    writeFileSync(facts, JSON.stringify({ site: 'bs', user: { isLogin: true, nickname: 'ann' } }));
    const decide = await run(['decide', '--facts', facts, '--format', 'text', '--trace', 'all'], { cwd: dir });
    expect(decide.code, decide.err).toBe(0);
    expect(decide.out).toMatch(/^Site bs \(14\) x\\n::error/m);
    clean(decide.out + decide.err);
    const explain = await run(['explain', '--facts', facts, 'chat'], { cwd: dir });
    expect(explain.code, explain.err).toBe(0);
    expect(explain.out).toContain('zz-hostile');
    clean(explain.out + explain.err);
    const test = await run(['test'], { cwd: dir });
    expect(test.code).toBe(1);
    expect(test.out).toMatch(/✗ rules\/tests\/zz-hostile\.yaml:\d+:\d+ x\\n::error/);
    clean(test.out + test.err);
  });

  it('coverage', async () => {
    const dir = hostile();
    const r = await run(['coverage', '--sites', 'bs'], { cwd: dir });
    expect(r.out).toContain('zz-hostile');
    clean(r.out + r.err);
  });
});
