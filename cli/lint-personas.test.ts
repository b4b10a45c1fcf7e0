import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run, scratch } from './test-support';

/** A copy of the configuration whose scenarios/personas.yaml went through `edit`. */
function withPersonas(edit: (text: string) => string): string {
  const dir = scratch();
  const file = join(dir, 'scenarios/personas.yaml');
  const text = readFileSync(file, 'utf8');
  const edited = edit(text);
  expect(edited, 'the edit must change the file').not.toBe(text);
  writeFileSync(file, edited);
  return dir;
}

/** The 1-based line of the first line of scenarios/personas.yaml in `dir` matching `re`, after `from`. */
function lineOf(dir: string, re: RegExp, from = 0): number {
  const lines = readFileSync(join(dir, 'scenarios/personas.yaml'), 'utf8').split('\n');
  return lines.findIndex((l, i) => i >= from && re.test(l)) + 1;
}

describe('meridian lint: scenarios/personas.yaml', () => {
  it('reports a fact of the wrong type at its line, against the facts schema', async () => {
    const dir = withPersonas((t) => t.replace(/^( {8}isLogin:) true$/m, '$1 "yes"'));
    const r = await run(['lint'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.out).toContain(
      `scenarios/personas.yaml:${lineOf(dir, /isLogin: "yes"/)}:18 personas[1].facts.user.isLogin: must be boolean (got "yes")`,
    );
  });

  it('reports a fact the facts schema does not know', async () => {
    const dir = withPersonas((t) => t.replace(/^( {4}facts: \{\})$/m, '    facts: { wallet: 3 }'));
    const r = await run(['lint'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^scenarios\/personas\.yaml:\d+:\d+ personas\[0\]\.facts: unknown field "wallet"$/m);
  });

  it('reports a duplicate id, naming it and where the first one is', async () => {
    const dir = withPersonas((t) => t.replace(/^ {2}- id: affiliate$/m, '  - id: trader'));
    const r = await run(['lint'], { cwd: dir });
    expect(r.code).toBe(1);
    const second = lineOf(dir, /^ {2}- id: trader$/, lineOf(dir, /^ {2}- id: trader$/));
    expect(r.out).toContain(`scenarios/personas.yaml:${second}:9 personas[2].id: duplicate persona id "trader" (first at personas[1])`);
  });

  it('reports an unknown key of a persona', async () => {
    const dir = withPersonas((t) => t.replace(/^( {4}label: Sub-account)$/m, '$1\n    colour: blue'));
    const r = await run(['lint', '--format', 'json'], { cwd: dir });
    expect(r.code).toBe(1);
    const report = JSON.parse(r.out) as { ok: boolean; errors: { severity: string }[] };
    // The repository's own warnings (sites/uk.yaml's placeholder FCA note) are not this test's.
    expect({ ...report, errors: report.errors.filter((e) => e.severity === 'error') }).toMatchObject({
      ok: false,
      errors: [
        {
          file: 'scenarios/personas.yaml',
          line: lineOf(dir, /colour: blue/),
          path: 'personas[4]',
          message: 'unknown field "colour"',
          check: 'schema',
        },
      ],
    });
  });

  it('reports all of them at once, in the order of the file', async () => {
    const dir = withPersonas((t) =>
      t
        .replace(/^( {8}isLogin:) true$/m, '$1 "yes"')
        .replace(/^ {2}- id: affiliate$/m, '  - id: trader')
        .replace(/^( {4}label: Sub-account)$/m, '$1\n    colour: blue'),
    );
    const r = await run(['lint'], { cwd: dir });
    expect(r.code).toBe(1);
    const found = r.out.split('\n').filter((l) => l.startsWith('scenarios/personas.yaml:'));
    expect(found.map((l) => l.replace(/^\S+ /, ''))).toEqual([
      'personas[1].facts.user.isLogin: must be boolean (got "yes")',
      'personas[2].id: duplicate persona id "trader" (first at personas[1])',
      'personas[4]: unknown field "colour"',
    ]);
    expect(r.out).toMatch(/^3 errors in 1 file\(s\)(, \d+ warnings?)?$/m);
  });

  it('reports a missing file', async () => {
    const dir = scratch();
    rmSync(join(dir, 'scenarios/personas.yaml'));
    const r = await run(['lint'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.out).toContain('scenarios/personas.yaml:1:1 not a regular file inside the repository (missing)');
  });

  it("passes on the repository's personas, named as a path", async () => {
    const r = await run(['lint', 'scenarios/personas.yaml']);
    expect(r.code).toBe(0);
  });
});
