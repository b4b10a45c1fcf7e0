import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cacheDir } from '../src/config/node/compiled-cache';
import { CliExit, type CliIO } from './io';
import { compileOrExit } from './compile-or-exit';
import { loadConfigOrExit } from './load-config';
import { editYaml, scratch } from './test-support';

const io = (cwd: string): CliIO & { errors: string[] } => {
  const errors: string[] = [];
  return { cwd, out: () => {}, err: (t) => errors.push(t), readStdin: async () => '', now: () => new Date(), errors };
};

describe('loadConfigOrExit with a build id (the prebuilt CLI)', () => {
  it('compiles once, then answers from the cache; an edited file compiles again', { timeout: 60_000 }, async () => {
    const dir = scratch();
    const first = await loadConfigOrExit(io(dir), dir, 2, 'build-a');
    expect(readdirSync(cacheDir(dir))).toHaveLength(1);
    expect((await loadConfigOrExit(io(dir), dir, 2, 'build-a')).config).toStrictEqual(first.config);
    editYaml(dir, 'sites/mt.yaml', (doc) => doc.addIn(['hidden'], 'referral'));
    const edited = (await loadConfigOrExit(io(dir), dir, 2, 'build-a')).config;
    expect(edited.sites.mt!.hidden).toContain('referral');
    expect(first.config.sites.mt!.hidden).not.toContain('referral');
    expect(readdirSync(cacheDir(dir))).toHaveLength(2);
    // Another build of the CLI does not trust the first one's output.
    await loadConfigOrExit(io(dir), dir, 2, 'build-b');
    expect(readdirSync(cacheDir(dir))).toHaveLength(3);
  });

  it('never caches an invalid configuration, and still reports it', { timeout: 60_000 }, async () => {
    const dir = scratch();
    editYaml(dir, 'sites/mt.yaml', (doc) => doc.set('id', 'not a number'));
    const cli = io(dir);
    await expect(loadConfigOrExit(cli, dir, 2, 'build-a')).rejects.toThrow(CliExit);
    expect(cli.errors.join('\n')).toMatch(/sites\/mt\.yaml:\d+:\d+/);
    expect(existsSync(cacheDir(dir))).toBe(false);
    await expect(loadConfigOrExit(cli, dir, 2, 'build-a')).rejects.toThrow(CliExit);
  });

  it('without a build id (the tsx run) compiles every time and writes nothing', { timeout: 60_000 }, async () => {
    const dir = scratch();
    await loadConfigOrExit(io(dir), dir, 2, undefined);
    compileOrExit(io(dir), dir, 2, undefined);
    expect(existsSync(cacheDir(dir))).toBe(false);
  });
});
