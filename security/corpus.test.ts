// The hostile configuration corpus (issue 21): one case per attack, run through the real `meridian`
// program in-process on a scratch copy of the repository's configuration. Each case must be refused
// with its location, print no stack trace and leak nothing it names as absent. README.md beside
// this file describes the case format; docs/reliability.md lists the cases.
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { run, scratch } from '../cli/test-support';

interface Case {
  item: number;
  title: string;
  files?: Record<string, string>;
  filesBase64?: Record<string, string>;
  symlinks?: Record<string, string>;
  fifos?: string[];
  args?: string[];
  stdin?: string;
  expect: { exit: number; output: string; absent?: string[] };
}

const folder = join(dirname(fileURLToPath(import.meta.url)), 'corpus');
const names = existsSync(folder) ? readdirSync(folder).filter((f) => /\.ya?ml$/.test(f)).sort() : [];
const cases = names.map((name) => [name, parse(readFileSync(join(folder, name), 'utf8')) as Case] as const);

/** Writes a case's files, links and pipes over the scratch copy. */
function lay(dir: string, c: Case): void {
  const at = (path: string) => {
    const full = join(dir, path);
    mkdirSync(dirname(full), { recursive: true });
    return full;
  };
  for (const [path, text] of Object.entries(c.files ?? {})) writeFileSync(at(path), text);
  for (const [path, b64] of Object.entries(c.filesBase64 ?? {})) writeFileSync(at(path), Buffer.from(b64, 'base64'));
  for (const [path, target] of Object.entries(c.symlinks ?? {})) symlinkSync(target, at(path));
  for (const path of c.fifos ?? []) execFileSync('mkfifo', [at(path)]);
}

describe('hostile configuration corpus', () => {
  it('has cases for every item of issue 21', () => {
    const items = new Set(cases.map(([, c]) => c.item));
    expect([...items].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it.each(cases)('%s', async (name, c) => {
    expect(name.startsWith(`${c.item}-`), 'file name starts with the item number').toBe(true);
    const dir = scratch();
    lay(dir, c);
    const started = performance.now();
    const r = await run(c.args ?? ['lint'], { cwd: dir, stdin: c.stdin });
    const ms = performance.now() - started;
    const output = r.out + r.err;
    // Durations are reported, not asserted (docs/reliability.md); vitest's time-out guards hangs.
    console.log(`corpus ${name}: exit ${r.code} in ${ms.toFixed(0)} ms`);
    expect(r.code, output).toBe(c.expect.exit);
    expect(output).toMatch(new RegExp(c.expect.output));
    expect(output, 'no stack trace').not.toMatch(/^\s+at .+[(:]\d+/m);
    for (const s of c.expect.absent ?? []) expect(output).not.toContain(s);
  }, 10_000);
});
