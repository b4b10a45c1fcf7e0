import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { publish } from '../src/config/node/publish';
import { compiledRepoConfig } from '../src/config/node/repo-config';
import { ephemeralSigningKey } from '../src/config/node/signing-key';
import type { CompiledConfig } from '../src/rules-model/compiled-types';
import { builtInVersionOf } from './vite-rules-trust-plugin';

// The version a build says its built-in rules are. It was the version published when the build was
// made, whatever the build held: a site rebuilt after a rollback, from a tree the rollback did not
// publish (main still holding the withdrawn rules), claimed the rollback's version, so its pages
// refused the rollback as not newer and decided with the withdrawn rules.
const root = fileURLToPath(new URL('..', import.meta.url));
const config = compiledRepoConfig(root);
/** The configuration with one rule fewer on every site: another release. */
const other: CompiledConfig = {
  ...config,
  sites: Object.fromEntries(Object.entries(config.sites).map(([k, s]) => [k, { ...s, rules: s.rules.slice(1) }])),
};
const key = ephemeralSigningKey();
/** The build trusts `key` alone. */
const trust = { trusted: [key.publicKey], threshold: 1, acceptDirty: false };
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

async function published(...configs: CompiledConfig[]): Promise<Record<string, string>> {
  const dir = mkdtempSync(join(tmpdir(), 'meridian-builtin-'));
  dirs.push(dir);
  for (const [i, c] of configs.entries())
    await publish({ config: c, outDir: dir, key, revision: `r${i}`, now: new Date(Date.UTC(2026, 10, 30, 9 + i)) });
  return { MERIDIAN_RULES_DIR: dir };
}

describe('the built-in version', () => {
  it('is 0 for a manifest the build would not apply: signed by no key it trusts, edited, or dirty (a second attack)', async () => {
    // A local series signed with another key (its own, higher numbering), whose site hashes are the build's.
    const untrusted = ephemeralSigningKey();
    const dir = mkdtempSync(join(tmpdir(), 'meridian-builtin-'));
    dirs.push(dir);
    for (const [i, c] of [other, config, other, config].entries())
      await publish({ config: c, outDir: dir, key: untrusted, revision: `r${i}`, now: new Date(Date.UTC(2026, 10, 30, 9 + i)) });
    const local = await builtInVersionOf(root, { MERIDIAN_RULES_DIR: dir }, 'build', trust, () => config);
    expect(local.version).toBe(0);
    expect(local.why).toMatch(/none of them a trusted key/);
    // Edited to version 999999999: its signature no longer holds.
    const env = await published(config);
    const file = join(env.MERIDIAN_RULES_DIR!, 'manifest.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"version":1', '"version":999999999'));
    expect((await builtInVersionOf(root, env, 'build', trust, () => config)).version).toBe(0);
    // Published from a working tree with changes: only a build that accepts dirty bundles takes it.
    const dirtyEnv = { MERIDIAN_RULES_DIR: mkdtempSync(join(tmpdir(), 'meridian-builtin-')) };
    dirs.push(dirtyEnv.MERIDIAN_RULES_DIR);
    await publish({ config, outDir: dirtyEnv.MERIDIAN_RULES_DIR, key, revision: 'r0+dirty', now: new Date(), dirty: true });
    expect((await builtInVersionOf(root, dirtyEnv, 'build', trust, () => config)).version).toBe(0);
    expect((await builtInVersionOf(root, dirtyEnv, 'build', { ...trust, acceptDirty: true }, () => config)).version).toBe(1);
  });

  it('is the published version when the build holds exactly its rules', async () => {
    expect(await builtInVersionOf(root, await published(other, config), 'build', trust, () => config)).toEqual({ version: 2, why: null });
  });

  it('is 0 when the published version holds other rules (a rollback, or changes not yet published), and says so', async () => {
    const env = await published(config, other);
    const r = await builtInVersionOf(root, env, 'build', trust, () => config);
    expect(r.version).toBe(0);
    expect(r.why).toMatch(
      /^rule bundles: the published version 2 is not this build's rules \(sites\.[a-z]+: SHA-256 .*\): built-in version 0/,
    );
  });

  it('is the published version on the development server (the working tree is at least as new), and 0 with nothing published', async () => {
    expect((await builtInVersionOf(root, await published(config, other), 'serve', trust, () => config)).version).toBe(2);
    const none = mkdtempSync(join(tmpdir(), 'meridian-builtin-'));
    dirs.push(none);
    expect(await builtInVersionOf(root, { MERIDIAN_RULES_DIR: none }, 'build', trust, () => config)).toEqual({ version: 0, why: null });
  });
});
