// F5: `meridian sign` is the second pair of eyes. It signs only a release whose signatures by trusted
// keys hold and which is exactly what its stated git revision builds; before, it checked the shape
// only, so one key holder could stage a release with every rule of a site gone, claim a harmless
// revision, and have the second officer's routine `sign` complete the four eyes.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { manifestText, releaseOf, type RulesManifest } from '../src/config/bundle/manifest';
import { buildBundle, publish, signRelease } from '../src/config/node/publish';
import { releaseDifferences } from '../src/config/node/rebuild-check';
import { compiledRepoConfig } from '../src/config/node/repo-config';
import { compileOrThrow } from '../src/config/compile';
import { readSources } from '../src/config/node/read-sources';
import { ephemeralSigningKey } from '../src/config/node/signing-key';
import { committedScratch, fixtures, git, root, run, tempDir } from './test-support';

const [ann, bob, eve] = [ephemeralSigningKey(), ephemeralSigningKey(), ephemeralSigningKey()];
const pemOf = (k: typeof ann) => k.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();

/** A committed checkout with version 1 published from HEAD by ann; the key files outside it; ann and bob trusted. */
async function staged() {
  const dir = committedScratch();
  const keys = tempDir();
  for (const [name, k] of [
    ['ann', ann],
    ['bob', bob],
    ['eve', eve],
  ] as const)
    writeFileSync(join(keys, `${name}.pem`), pemOf(k));
  const revision = git(dir, 'rev-parse', 'HEAD').slice(0, 12);
  const config = compiledRepoConfig(dir);
  const out = join(dir, 'dist-rules');
  await publish({ config, outDir: out, key: ann, revision, now: new Date('2026-11-22T09:00:00Z') });
  vi.stubEnv('MERIDIAN_RULES_PUBLIC_KEYS', `${ann.publicKey},${bob.publicKey}`);
  return {
    dir,
    keys,
    revision,
    config,
    out,
    manifest: () => JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as RulesManifest,
  };
}
const sign = (dir: string, keys: string, who: string) =>
  run(['sign', 'dist-rules/manifest.json', '--key-file', join(keys, `${who}.pem`)], { cwd: dir });

describe('meridian sign checks what it approves', { timeout: 300_000 }, () => {
  it('F5: a release with main’s rules emptied, claiming the merged revision, is refused with what differs; nothing signed', async () => {
    const { dir, keys, revision, config, out, manifest } = await staged();
    try {
      const genuine = await sign(dir, keys, 'bob');
      expect(genuine.code, genuine.err).toBe(0);
      expect(genuine.out).toContain(`checked: signed by trusted`);
      expect(genuine.out).toContain(`rebuilt from ${revision}, its ${Object.keys(config.sites).length} site files and vocabulary match`);
      expect(manifest().signatures).toHaveLength(2);

      // ann's key alone (the CI publish job: its signing secret and staging write access).
      const evil = structuredClone(config);
      evil.sites.main!.rules = [];
      const { manifest: forged, files } = await buildBundle(
        { config: evil, outDir: out, key: ann, revision, now: new Date('2026-11-22T09:30:00Z') },
        manifest(),
      );
      for (const [f, t] of files) writeFileSync(join(out, f), t);
      writeFileSync(join(out, 'manifest.json'), manifestText(forged));
      const refused = await sign(dir, keys, 'bob');
      expect(refused.code).toBe(1);
      expect(refused.err).toMatch(
        new RegExp(
          `^sign refused: version 2 is not what its revision ${revision} builds: sites\\.main: SHA-256 [0-9a-f]{16}… \\(\\d+ B\\), but ${revision} builds [0-9a-f]{16}…`,
        ),
      );
      expect(refused.err).toContain('; nothing was signed');
      expect(manifest().signatures).toHaveLength(1);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('refuses a release no trusted key signed, one whose trusted signature does not hold, a dirty one, and one whose revision is missing', async () => {
    const { dir, keys, out, manifest } = await staged();
    try {
      const write = (m: RulesManifest) => writeFileSync(join(out, 'manifest.json'), manifestText(m));
      const v1 = manifest();
      write({ ...v1, signatures: [await signRelease(releaseOf(v1), eve)] });
      expect((await sign(dir, keys, 'bob')).err).toMatch(
        /^sign refused: manifest\.json: signed by [0-9a-f]{16}, none of them a trusted key/,
      );
      write({ ...v1, createdAt: '2026-11-22T09:59:00.000Z' });
      expect((await sign(dir, keys, 'bob')).err).toMatch(
        /^sign refused: manifest\.json: the signature of trusted key [0-9a-f]{16} does not hold/,
      );
      const missing = { ...releaseOf(v1), revision: 'deadbeefdead' };
      write({ ...v1, ...missing, signatures: [await signRelease(missing, ann)] });
      const fetch = await sign(dir, keys, 'bob');
      expect(fetch.code).toBe(1);
      expect(fetch.err).toContain("version 1's revision deadbeefdead is not in this repository");
      expect(fetch.err).toContain('`git fetch origin deadbeefdead`, then sign again');
      const dirty = { ...releaseOf(v1), revision: `${v1.revision}+dirty`, dirty: true as const };
      write({ ...v1, ...dirty, signatures: [await signRelease(dirty, ann)] });
      expect((await sign(dir, keys, 'bob')).err).toContain('which git cannot give back: there is nothing to check it against');
      expect(manifest().signatures).toHaveLength(1);
      // A key that signed already adds nothing, and is not asked to check: the built CLI's run relies on it.
      expect((await sign(dir, keys, 'ann')).out).toContain('already signed by this key');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('signs only the current version: a manifest put back after a rollback withdrew it, a withdrawn or older version file, are refused; nothing signed', async () => {
    const { dir, keys, revision, config, out } = await staged();
    try {
      // Version 2 (a rollback from the same revision) withdraws 1; both are what the revision builds.
      await publish({ config, outDir: out, key: ann, revision, now: new Date('2026-11-22T09:10:00Z'), withdraw: [1] });
      const read = (f: string) => readFileSync(join(out, f), 'utf8');
      const at = (file: string, who = 'bob') => run(['sign', `dist-rules/${file}`, '--key-file', join(keys, `${who}.pem`)], { cwd: dir });
      const v2 = read('manifest.json');

      const withdrawnFile = await at('versions/1.json');
      expect(withdrawnFile.code).toBe(1);
      expect(withdrawnFile.err).toMatch(/^sign refused: versions\/1\.json is version 1, which version 2 \(versions\/2\.json\) withdrew: /);
      expect(withdrawnFile.err).toContain('; nothing was signed');

      copyFileSync(join(out, 'versions/1.json'), join(out, 'manifest.json'));
      const putBack = await at('manifest.json');
      expect(putBack.code).toBe(1);
      expect(putBack.err).toMatch(/^sign refused: manifest\.json is version 1, which version 2 \(versions\/2\.json\) withdrew: /);
      expect(JSON.parse(read('versions/1.json')).signatures).toHaveLength(1);
      expect(JSON.parse(read('manifest.json')).signatures).toHaveLength(1);

      // Version 3 withdraws nothing: version 2's file is older than it, so not the current one either.
      writeFileSync(join(out, 'manifest.json'), v2);
      await publish({ config, outDir: out, key: ann, revision, now: new Date('2026-11-22T09:20:00Z') });
      const older = await at('versions/2.json');
      expect(older.code).toBe(1);
      expect(older.err).toMatch(/^sign refused: versions\/2\.json is version 2, older than versions\/3\.json \(version 3\): /);
      expect(JSON.parse(read('versions/2.json')).signatures).toHaveLength(1);

      // The current one is signed (by its version file's name too).
      const current = await at('versions/3.json');
      expect(current.code, current.err).toBe(0);
      expect(JSON.parse(read('versions/3.json')).signatures).toHaveLength(2);
      expect(JSON.parse(read('manifest.json')).signatures).toHaveLength(2);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('says what a rollback withdraws; refuses a release that takes a withdrawal back, or withdraws a version ahead of it', async () => {
    const { dir, keys, revision, config, out, manifest } = await staged();
    try {
      await publish({ config, outDir: out, key: ann, revision, now: new Date('2026-11-22T09:10:00Z'), withdraw: [1] });
      const rollback = await sign(dir, keys, 'bob');
      expect(rollback.code, rollback.err).toBe(0);
      expect(rollback.out).toContain('; it WITHDRAWS version 1 (a rollback)');

      // ann's key alone re-signs version 3 with version 1's withdrawal taken back.
      await publish({ config, outDir: out, key: ann, revision, now: new Date('2026-11-22T09:20:00Z') });
      const write = async (withdrawn: number[]) => {
        const changed = { ...releaseOf(manifest()), withdrawn };
        const text = manifestText({ ...manifest(), ...changed, signatures: [await signRelease(changed, ann)] });
        writeFileSync(join(out, 'manifest.json'), text);
        writeFileSync(join(out, 'versions/3.json'), text);
      };
      await write([]);
      const takenBack = await sign(dir, keys, 'bob');
      expect(takenBack.code).toBe(1);
      expect(takenBack.err).toMatch(
        /^sign refused: version 3 takes back the withdrawal of 1 that versions\/2\.json \(version 2\) made: a withdrawal is never taken back/,
      );
      // A list reaching ahead of its own version would block every later version: not a manifest at all.
      await write([1, 4, 5]);
      const ahead = await sign(dir, keys, 'bob');
      expect(ahead.code).not.toBe(0);
      expect(ahead.err).toContain('withdrawn: version 3 withdraws 4, not a version before it');
      expect(manifest().signatures).toHaveLength(1);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('a tag named like the revision’s hash does not make sign rebuild another commit', async () => {
    const { dir, keys, revision, out } = await staged();
    try {
      // ann's key alone: a doctored commit on a side branch, tagged with the reviewed commit's 12 hex.
      const main = git(dir, 'rev-parse', '--abbrev-ref', 'HEAD');
      git(dir, 'checkout', '-q', '-b', 'side');
      fixtures.window7d(dir);
      git(dir, 'commit', '-q', '-am', 'doctored');
      git(dir, 'tag', revision, 'HEAD');
      const doctored = compileOrThrow(readSources(dir));
      git(dir, 'checkout', '-q', main);
      await publish({ config: doctored, outDir: out, key: ann, revision, now: new Date('2026-11-22T09:30:00Z') });
      const refused = await sign(dir, keys, 'bob');
      expect(refused.code).toBe(1);
      expect(refused.err).toMatch(
        new RegExp(`^sign refused: version 2 is not what its revision ${revision} builds: sites\\.\\w+: SHA-256`),
      );
      expect(JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')).signatures).toHaveLength(1);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('property: any drawn change to a site’s hash or size or to the vocabulary is reported by name', async () => {
    const config = compiledRepoConfig(root);
    const out = tempDir();
    const { manifest } = await publish({ config, outDir: out, key: ann, revision: 'abcdef123456', now: new Date('2026-11-22T09:00:00Z') });
    expect(await releaseDifferences(manifest, config, 'abcdef123456')).toEqual([]);
    const sites = Object.keys(manifest.sites);
    const kinds = ['features', 'dialogs', 'bars', 'factPaths', 'operators'] as const;
    const change = fc.oneof(
      fc
        .record({ site: fc.constantFrom(...sites), sha256: fc.stringMatching(/^[0-9a-f]{64}$/) })
        .map((c) => ({ ...c, kind: 'sha' as const })),
      fc.record({ site: fc.constantFrom(...sites), size: fc.integer({ min: 1, max: 1e7 }) }).map((c) => ({ ...c, kind: 'size' as const })),
      fc.constantFrom(...sites).map((site) => ({ site, kind: 'drop' as const })),
      fc
        .record({ vocab: fc.constantFrom(...kinds), name: fc.stringMatching(/^[a-z_]{3,12}$/) })
        .map((c) => ({ ...c, kind: 'vocab' as const })),
    );
    await fc.assert(
      fc.asyncProperty(change, async (c) => {
        const m = structuredClone(manifest);
        if (c.kind === 'sha' && c.sha256 !== m.sites[c.site]!.sha256) m.sites[c.site]!.sha256 = c.sha256;
        else if (c.kind === 'size' && c.size !== m.sites[c.site]!.size) m.sites[c.site]!.size = c.size;
        else if (c.kind === 'drop') delete m.sites[c.site];
        else if (c.kind === 'vocab' && !m.vocabulary[c.vocab].includes(c.name)) m.vocabulary[c.vocab] = [...m.vocabulary[c.vocab], c.name];
        else return;
        const found = await releaseDifferences(m, config, 'abcdef123456');
        expect(found.join('; ')).toContain(c.kind === 'vocab' ? `vocabulary.${c.vocab}: +${c.name}` : `sites.${c.site}:`);
      }),
      { numRuns: 60 },
    );
  });
});
