import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CliExit, type CliIO } from './io';
import { createProgram } from './program';

const root = fileURLToPath(new URL('..', import.meta.url));

async function run(args: string[], opts: { cwd?: string; stdin?: string } = {}): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CliIO = {
    cwd: opts.cwd ?? root,
    out: (t) => { out += `${t}\n`; },
    err: (t) => { err += `${t}\n`; },
    readStdin: async () => opts.stdin ?? '',
    now: () => new Date('2026-11-22T10:00:00Z'),
  };
  try {
    await createProgram(io).parseAsync(['node', 'meridian', ...args]);
    return { code: 0, out, err };
  } catch (e) {
    if (e instanceof CliExit) return { code: e.code, out, err };
    throw e;
  }
}

/** A copy of the repo's configuration to break. */
function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'meridian-'));
  cpSync(join(root, 'sites'), join(dir, 'sites'), { recursive: true });
  cpSync(join(root, 'rules'), join(dir, 'rules'), { recursive: true });
  cpSync(join(root, 'locales'), join(dir, 'locales'), { recursive: true });
  return dir;
}

describe('meridian lint', () => {
  it('passes on the repository configuration', async () => {
    const r = await run(['lint']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/files ok/);
  });

  it('fails with file:line:col on a broken file and exits 1', async () => {
    const dir = scratch();
    const file = join(dir, 'sites/uk.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^copyrightFrom: .*$/m, 'copyrightFrom: "2013"'));
    const r = await run(['lint'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^sites\/uk\.yaml:\d+:16 copyrightFrom: must be integer \(got "2013"\)$/m);
    const json = await run(['lint', '--format', 'json'], { cwd: dir });
    expect(JSON.parse(json.out)).toMatchObject({ ok: false, errors: [{ file: 'sites/uk.yaml', path: 'copyrightFrom', check: 'schema' }] });
  });

  it('reports a translation key missing in any language', async () => {
    const dir = scratch();
    const file = join(dir, 'locales/tr/translation.json');
    const tr = JSON.parse(readFileSync(file, 'utf8'));
    delete tr.app.notFound.title;
    writeFileSync(file, JSON.stringify(tr));
    const r = await run(['lint'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.out).toContain('locales/tr/translation.json:1:1 app.notFound.title: key "app.notFound.title" is missing in tr');
  });

  it('reports only the named paths when given', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'sites/uk.yaml'), readFileSync(join(dir, 'sites/uk.yaml'), 'utf8').replace(/^chatroom: .*$/m, 'chatroom: 1'));
    expect((await run(['lint', 'rules'], { cwd: dir })).code).toBe(0);
    expect((await run(['lint', 'sites/uk.yaml'], { cwd: dir })).code).toBe(1);
  });
});

describe('meridian decide', () => {
  it('prints the Decision alone on stdout as JSON', async () => {
    const r = await run(['decide', '--site', 'tr']);
    expect(r.code).toBe(0);
    const d = JSON.parse(r.out);
    expect(d.site).toEqual({ key: 'tr', id: 177, name: 'Meridian TR' });
    expect(d.locale.lang).toBe('tr');
  });

  it('reads YAML facts from stdin and explains in text', async () => {
    const r = await run(['decide', '--facts', '-', '--format', 'text'], { stdin: 'site: 0\npath: /myaccount/myfunds\n' });
    expect(r.code).toBe(0);
    expect(r.out).toContain('Redirect: /login');
    expect(r.out).toContain('because page-guard (compliance §6 (page guard))');
    expect(r.out).toMatch(/stored\.session_uid isEmpty true — is null ✓/);
  });

  it('exits 2 with a clear message for an unknown site or invalid facts', async () => {
    const unknown = await run(['decide', '--site', 'mars']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/unknown site "mars"/);
    const bad = await run(['decide', '--facts', '-'], { stdin: 'user:\n  isLogin: yes please\n' });
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/<stdin>:2:12 user\.isLogin: must be boolean/);
    const missing = await run(['decide', '--facts', 'no-such-file.json']);
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/cannot read facts from no-such-file\.json/);
  });
});

describe('meridian test', () => {
  it('ends with the N passed, N failed line', async () => {
    const r = await run(['test']);
    expect(r.out.trim().split('\n').at(-1)).toMatch(/^\d+ passed, \d+ failed$/);
  });
});

describe('the meridian process', () => {
  it('exits 1 on lint errors and 2 on bad input', () => {
    const dir = scratch();
    writeFileSync(join(dir, 'rules/header.yaml'), 'rules: [\n');
    const bin = join(root, 'cli/bin.js');
    const lint = spawnSync(process.execPath, [bin, 'lint'], { cwd: dir, encoding: 'utf8' });
    expect(lint.status).toBe(1);
    expect(lint.stdout).toMatch(/^rules\/header\.yaml:\d+:\d+ /m);
    const decide = spawnSync(process.execPath, [bin, 'decide', '--site', 'nowhere'], { cwd: root, encoding: 'utf8' });
    expect(decide.status).toBe(2);
    expect(execFileSync(process.execPath, [bin, 'decide', '--site', 'sg'], { cwd: root, encoding: 'utf8' })).toContain('"key": "sg"');
  });
});
