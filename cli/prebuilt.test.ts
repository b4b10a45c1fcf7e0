// cli/prebuilt.js judges the prebuilt CLI by what its sources hold, not by their times. A fake
// repository (a two-file CLI, built by the real scripts/build-cli.mjs and checked by the real
// cli/prebuilt.js and cli/bin.js, copied in) is changed as `cp -p`, `rsync -t` or tar would change
// it: other content, times kept or set back to before the build.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root, tempDir } from './test-support';

const fakeSources: Record<string, string> = {
  'package.json': '{ "type": "module" }\n',
  'cli/main.ts': "import { greeting } from '../src/greeting.ts';\n\nconsole.log(greeting());\n",
  'src/greeting.ts': "export const greeting = (): string => 'old';\n",
  'src/config/validators-code.ts': "export const validatorsModuleCode = (): string => 'export {};';\n",
};
const built = join(tmpdir(), `meridian-prebuilt-build-${process.pid}`);

/** Links the real node_modules (vite for the build, tsx for bin.js's fallback) into a fake repository. */
const linkModules = (dir: string) => symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');

/** A copy of the built fake repository, every time kept. */
function copyOfBuild(): string {
  const dir = tempDir('meridian-prebuilt-');
  cpSync(built, dir, { recursive: true, preserveTimestamps: true, filter: (f) => f !== join(built, 'node_modules') });
  linkModules(dir);
  return dir;
}

/** What the copy's cli/prebuilt.js says of its bundle: null when current. */
function whyNotCurrent(dir: string): string | null {
  const url = pathToFileURL(join(dir, 'cli/prebuilt.js')).href;
  const r = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', `const m = await import(${JSON.stringify(url)}); console.log(JSON.stringify(m.whyNotCurrent()));`],
    { encoding: 'utf8' },
  );
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as string | null;
}

/** Rewrites a file with other content, then sets its times back: to the old ones, or to `mtime`. */
function changeKeepingTime(file: string, edit: (text: string) => string, mtime?: Date): void {
  const { atime, mtime: before } = statSync(file);
  writeFileSync(file, edit(readFileSync(file, 'utf8')));
  utimesSync(file, atime, mtime ?? before);
}

const bin = (dir: string) => {
  const r = spawnSync(process.execPath, [join(dir, 'cli/bin.js')], { cwd: dir, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

describe('cli/prebuilt.js: is the prebuilt CLI current?', { timeout: 60_000 }, () => {
  beforeAll(() => {
    for (const [file, text] of Object.entries(fakeSources)) {
      mkdirSync(dirname(join(built, file)), { recursive: true });
      writeFileSync(join(built, file), text);
    }
    for (const file of ['cli/bin.js', 'cli/prebuilt.js', 'scripts/build-cli.mjs']) {
      mkdirSync(dirname(join(built, file)), { recursive: true });
      cpSync(join(root, file), join(built, file));
    }
    linkModules(built);
    const r = spawnSync(process.execPath, [join(built, 'scripts/build-cli.mjs')], { cwd: built, encoding: 'utf8' });
    expect(r.status, `${r.stdout}${r.stderr}`).toBe(0);
    expect(bin(built)).toEqual({ code: 0, out: 'old\n', err: '' });
  }, 60_000);
  afterAll(() => rmSync(built, { recursive: true, force: true }));

  it('an unchanged copy (times kept) is current, and bin.js runs the bundle', () => {
    const dir = copyOfBuild();
    expect(whyNotCurrent(dir)).toBeNull();
    expect(bin(dir)).toEqual({ code: 0, out: 'old\n', err: '' });
  });

  it('a source changed with its old time is stale, and bin.js runs the sources instead, saying why', () => {
    const dir = copyOfBuild();
    changeKeepingTime(join(dir, 'src/greeting.ts'), (t) => t.replace("'old'", "'new'"));
    expect(whyNotCurrent(dir)).toBe('cli/dist/meridian.mjs was built from other sources: src/greeting.ts changed');
    const r = bin(dir);
    expect(r.out).toBe('new\n');
    expect(r.err).toContain('meridian: cli/dist/meridian.mjs was built from other sources: src/greeting.ts changed; running from source');
    expect(r.err).toContain('npm run build:cli');
  });

  it('sources changed with a time before the build are stale, each named', () => {
    const dir = copyOfBuild();
    const longAgo = new Date('2001-01-01T00:00:00Z');
    changeKeepingTime(join(dir, 'src/greeting.ts'), (t) => t.replace("'old'", "'new'"), longAgo);
    changeKeepingTime(join(dir, 'cli/main.ts'), (t) => `${t}// edited\n`, longAgo);
    expect(whyNotCurrent(dir)).toBe('cli/dist/meridian.mjs was built from other sources: cli/main.ts and src/greeting.ts changed');
  });

  it('a deleted input is stale', () => {
    const dir = copyOfBuild();
    rmSync(join(dir, 'src/greeting.ts'));
    expect(whyNotCurrent(dir)).toBe('cli/dist/meridian.mjs was built from src/greeting.ts, which is gone');
  });

  it('a missing, unreadable or hashless manifest is stale, and says which', () => {
    const dir = copyOfBuild();
    const manifest = join(dir, 'cli/dist/meridian.inputs.json');
    const { sha256: _, ...withoutHashes } = JSON.parse(readFileSync(manifest, 'utf8')) as { sha256: unknown };
    writeFileSync(manifest, JSON.stringify(withoutHashes));
    expect(whyNotCurrent(dir)).toBe(
      'cli/dist/meridian.inputs.json records no hashes of the sources (written by an older scripts/build-cli.mjs)',
    );
    writeFileSync(manifest, '{ not json');
    expect(whyNotCurrent(dir)).toMatch(/^cli\/dist\/meridian\.inputs\.json is unreadable \(.+\)$/);
    rmSync(manifest);
    expect(whyNotCurrent(dir)).toBe('cli/dist/meridian.inputs.json is missing (it names the sources cli/dist/meridian.mjs was built from)');
    rmSync(join(dir, 'cli/dist'), { recursive: true });
    expect(whyNotCurrent(dir)).toBe('cli/dist/meridian.mjs is missing');
  });
});
