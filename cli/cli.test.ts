import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bin, root, run, scratch } from './test-support';

describe('meridian --version', () => {
  it('prints the package version and exits 0', async () => {
    const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
    const r = await run(['--version']);
    expect(r.code).toBe(0);
    expect(r.out.trim()).toBe(version);
  });
});

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
    delete tr.app.chat.launcher;
    writeFileSync(file, JSON.stringify(tr));
    const r = await run(['lint'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.out).toContain('locales/tr/translation.json:1:1 app.chat.launcher: key "app.chat.launcher" is missing in tr');
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

describe('the meridian process', { timeout: 120_000 }, () => {
  it('exits 1 on lint errors and 2 on bad input', () => {
    const dir = scratch();
    writeFileSync(join(dir, 'rules/header.yaml'), 'rules: [\n');
    const lint = spawnSync(process.execPath, [bin, 'lint'], { cwd: dir, encoding: 'utf8' });
    expect(lint.status).toBe(1);
    expect(lint.stdout).toMatch(/^rules\/header\.yaml:\d+:\d+ /m);
    const decide = spawnSync(process.execPath, [bin, 'decide', '--site', 'nowhere'], { cwd: root, encoding: 'utf8' });
    expect(decide.status).toBe(2);
    expect(execFileSync(process.execPath, [bin, 'decide', '--site', 'sg'], { cwd: root, encoding: 'utf8' })).toContain('"key": "sg"');
  });
});
