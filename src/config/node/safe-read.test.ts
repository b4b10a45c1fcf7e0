import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { readSources } from './read-sources';
import { root, run, scratch, tempDir } from '../../../cli/test-support';

const REFUSED = /not a regular file inside the repository/;
const noStack = (output: string) => expect(output).not.toMatch(/^\s+at .+[(:]\d+/m);

/** `meridian lint` in a scratch copy after `lay` put links or pipes into it. */
async function lintWith(lay: (dir: string) => void, args: string[] = ['lint']) {
  const dir = scratch();
  lay(dir);
  const r = await run(args, { cwd: dir });
  noStack(r.out + r.err);
  return { ...r, output: r.out + r.err, dir };
}

/**
 * A named pipe, with a writer that opens it after 15 s: a reader blocked on it then gets end of file
 * and the test fails instead of hanging the worker (a blocked read stops vitest's own time-out too).
 */
function pipe(path: string): void {
  execFileSync('mkfifo', [path]);
  const writer = spawn('sh', ['-c', 'sleep 15; exec 3>"$1"', 'sh', path], { stdio: 'ignore' });
  onTestFinished(() => {
    writer.kill();
  });
}

// Every case runs under vitest's time-out: a reader that opened a named pipe would block here for good.
describe('configuration files are regular files inside the repository', { timeout: 60_000 }, () => {
  it('a symlink to a file outside is refused, and nothing of the file is printed', async () => {
    process.env.MERIDIAN_TEST_SECRET = 'hunter2-do-not-print';
    const r = await lintWith((d) => symlinkSync('/proc/self/environ', join(d, 'sites/zz.yaml')));
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^sites\/zz\.yaml:1:1 not a regular file inside the repository \(symlink to outside\)$/m);
    expect(r.output).not.toContain('hunter2');
    expect(r.output).not.toContain('PATH=');
    for (const format of ['github', 'sarif', 'junit', 'json']) {
      const f = await run(['lint', '--format', format], { cwd: r.dir });
      expect(f.code, format).toBe(1);
      expect(f.out, format).toMatch(REFUSED);
      expect(f.out + f.err, format).not.toContain('hunter2');
    }
  });

  it('a dangling symlink and a symlink loop are located errors, not crashes', async () => {
    const dangling = await lintWith((d) => symlinkSync('nowhere.yaml', join(d, 'rules/zz.yaml')));
    expect(dangling.code).toBe(1);
    expect(dangling.out).toMatch(/^rules\/zz\.yaml:1:1 not a regular file inside the repository \(dangling symlink\)$/m);
    const loop = await lintWith((d) => symlinkSync('zz.yaml', join(d, 'sites/zz.yaml')));
    expect(loop.code).toBe(1);
    expect(loop.out).toMatch(/^sites\/zz\.yaml:1:1 not a regular file inside the repository \(symlink loop\)$/m);
  });

  it('a named pipe is refused without being opened', async () => {
    const r = await lintWith((d) => pipe(join(d, 'sites/zz.yaml')));
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^sites\/zz\.yaml:1:1 not a regular file inside the repository \(named pipe\)$/m);
  });

  it('a folder symlink loop is not walked into', async () => {
    const r = await lintWith((d) => symlinkSync('.', join(d, 'sites/loop')));
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^sites\/loop:1:1 /m);
  });

  it('a symlink to a file inside the repository is read', async () => {
    const r = await lintWith((d) => {
      mkdirSync(join(d, 'common'));
      copyFileSync(join(d, 'rules/widgets.yaml'), join(d, 'common/widgets.yaml'));
      rmSync(join(d, 'rules/widgets.yaml'));
      symlinkSync('../common/widgets.yaml', join(d, 'rules/widgets.yaml'));
    });
    expect(r.output).toMatch(/files ok/);
    expect(r.code).toBe(0);
  });

  it('rule tests, locales and the facts file are read the same way', async () => {
    const tests = await lintWith((d) => symlinkSync('/etc/hostname', join(d, 'rules/tests/zz.yaml')));
    expect(tests.code).toBe(1);
    expect(tests.out).toMatch(/^rules\/tests\/zz\.yaml:1:1 not a regular file inside the repository \(symlink to outside\)$/m);
    const locale = await lintWith((d) => pipe(join(d, 'locales/tr/zz.json')));
    expect(locale.code).toBe(1);
    expect(locale.out).toMatch(/^locales\/tr\/zz\.json:1:1 not a regular file inside the repository \(named pipe\)$/m);
    const facts = await lintWith((d) => pipe(join(d, 'facts.yaml')), ['decide', '--facts', 'facts.yaml']);
    expect(facts.code).toBe(2);
    expect(facts.err).toMatch(/facts\.yaml.*named pipe/);
    const outside = await lintWith((d) => symlinkSync('/proc/self/environ', join(d, 'facts.yaml')), ['decide', '--facts', 'facts.yaml']);
    expect(outside.code).toBe(2);
    expect(outside.err).toMatch(/facts\.yaml.*symlink to outside/);
    expect(outside.output).not.toContain('PATH=');
  });

  it('diff refuses a folder side holding a link to outside (exit 2)', async () => {
    const other = scratch();
    symlinkSync('/proc/self/environ', join(other, 'sites/zz.yaml'));
    const r = await run(['diff', '.', other, '--sites', 'bs'], { cwd: scratch() });
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^sites\/zz\.yaml:1:1 not a regular file inside the repository \(symlink to outside\)$/m);
    expect(r.out + r.err).not.toContain('PATH=');
  });

  it('diff of a git revision refuses a committed symlink instead of reading its target name as YAML', async () => {
    const dir = scratch();
    symlinkSync('/proc/self/environ', join(dir, 'sites/zz.yaml'));
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.email=ci@meridian.example', '-c', 'user.name=ci', '-c', 'commit.gpgsign=false', ...args], {
        cwd: dir,
        stdio: 'ignore',
      });
    git('init', '-q');
    git('add', '-A');
    git('commit', '-q', '-m', 'base');
    const r = await run(['diff', 'HEAD', '--sites', 'bs'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^sites\/zz\.yaml:1:1 not a regular file inside the repository \(symlink\)$/m);
    noStack(r.out + r.err);
  });

  it('readSources (the build, the tests) refuses with the located errors', () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'sites'));
    writeFileSync(join(dir, 'sites/ok.yaml'), readFileSync(join(root, 'sites/bs.yaml')));
    symlinkSync('/proc/self/environ', join(dir, 'sites/zz.yaml'));
    expect(() => readSources(dir)).toThrow(/sites\/zz\.yaml:1:1 not a regular file inside the repository \(symlink to outside\)/);
  });
});
