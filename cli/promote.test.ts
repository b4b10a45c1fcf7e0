import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it, vi } from 'vitest';
import { FILE_CACHE, MANIFEST_CACHE } from '../src/config/bundle/bundle-files';
import type { RulesManifest } from '../src/config/bundle/manifest';
import { addSignature, publish, refresh } from '../src/config/node/publish';
import { compiledRepoConfig } from '../src/config/node/repo-config';
import { ephemeralSigningKey } from '../src/config/node/signing-key';
import { editInStore, uploadBundle } from './bundle-transfer';
import { openS3Store, StoreError } from './object-store';
import { pullChecked } from './commands/publish';
import { startS3, type TestS3 } from './s3-test-server';
import { committedScratch, git, root, run, tempDir } from './test-support';

const config = compiledRepoConfig(root);
const [ann, bob] = [ephemeralSigningKey(), ephemeralSigningKey()];

/** A folder with ann's and bob's private keys as PEM files, for `sign --key-file`. */
function keyFolder(): string {
  const dir = tempDir();
  writeFileSync(join(dir, 'ann.pem'), ann.privateKey.export({ format: 'pem', type: 'pkcs8' }));
  writeFileSync(join(dir, 'bob.pem'), bob.privateKey.export({ format: 'pem', type: 'pkcs8' }));
  return dir;
}

/** Publishes the next version signed by ann into `dir` (run's clock: 2026-11-22) and uploads it to `s3://rules/<prefix>`. */
async function stage(
  s3: TestS3,
  dir: string,
  prefix: string,
  minute: number,
  revision = 'abc1234',
  withdraw: number[] = [],
): Promise<RulesManifest> {
  const { manifest } = await publish({
    config,
    outDir: dir,
    key: ann,
    revision,
    now: new Date(Date.UTC(2026, 10, 22, 9, minute)),
    withdraw,
  });
  await uploadBundle(await openS3Store(`s3://rules/${prefix}`, s3.endpoint), dir);
  return manifest;
}

const text = async (s3: TestS3, key: string) =>
  (await s3.client.send(new GetObjectCommand({ Bucket: 'rules', Key: key }))).Body!.transformToString();

describe('meridian promote, sign s3://, status <URL> (against s3rver)', { timeout: 120_000 }, () => {
  it('refuses below the threshold and copies nothing; an approver signs in the store; then it goes live, manifest last', async () => {
    const s3 = await startS3(['rules']);
    const cwd = keyFolder();
    const e = ['--endpoint', s3.endpoint];
    const trust = ['--key', ann.publicKey, bob.publicKey, '--threshold', '2'];
    // Staged from a commit of the repository's configuration: the approver's sign rebuilds it from there.
    const repo = committedScratch();
    const revision = git(repo, 'rev-parse', 'HEAD').slice(0, 12);
    await stage(s3, tempDir(), 'staging', 0, revision);
    const promote = ['promote', '--from', 's3://rules/staging', '--to', 's3://rules/live', ...e, ...trust];

    const refused = await run(promote, { cwd });
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/promote refused: version 1 at s3:\/\/rules\/staging: signed by 1 of the 2 distinct trusted keys required/);
    expect(s3.stored.filter((k) => k.startsWith('live/'))).toEqual([]);

    vi.stubEnv('MERIDIAN_RULES_PUBLIC_KEYS', `${ann.publicKey},${bob.publicKey}`);
    const signed = await run(['sign', 's3://rules/staging', '--key-file', join(cwd, 'bob.pem'), ...e], { cwd: repo });
    expect(signed.code, signed.err).toBe(0);
    expect(signed.out).toContain('now 2 signatures');
    expect(s3.stored.slice(-2)).toEqual(['staging/versions/1.json', 'staging/manifest.json']);
    expect(JSON.parse(await text(s3, 'staging/versions/1.json')).signatures).toHaveLength(2);

    const done = await run(promote, { cwd });
    expect(done.code, done.err).toBe(0);
    expect(done.out).toMatch(
      new RegExp(`promoted version 1 \\(${revision}\\) from s3://rules/staging to s3://rules/live: signed by 2 of 2 required`),
    );
    const live = s3.stored.filter((k) => k.startsWith('live/'));
    expect(live.slice(-2)).toEqual(['live/versions/1.json', 'live/manifest.json']);
    expect(await text(s3, 'live/manifest.json')).toBe(await text(s3, 'staging/manifest.json'));
    for (const key of live)
      expect(await s3.head('rules', key)).toEqual({
        cacheControl: key.includes('manifest') || key.includes('versions/') ? MANIFEST_CACHE : FILE_CACHE,
        contentType: 'application/json',
      });
    expect((await run(promote, { cwd })).out).toContain('nothing to copy');
  });

  it('a threshold of 1 promotes at once; an older staged version, a staged copy older than a refresh of live, or a staged file changed after signing, is refused', async () => {
    const s3 = await startS3(['rules']);
    const cwd = tempDir();
    const e = ['--endpoint', s3.endpoint, '--key', ann.publicKey, '--threshold', '1'];
    const dir = tempDir();
    await stage(s3, dir, 'old', 0); // version 1, kept apart
    await stage(s3, tempDir(), 'staging', 0);
    await publish({ config, outDir: dir, key: ann, revision: 'def5678', now: new Date(Date.UTC(2026, 10, 22, 9, 5)) });
    await uploadBundle(await openS3Store('s3://rules/staging2', s3.endpoint), dir); // version 2
    const promote = (from: string) => run(['promote', '--from', `s3://rules/${from}`, '--to', 's3://rules/live', ...e], { cwd });

    expect((await promote('staging2')).code).toBe(0);
    const older = await promote('old');
    expect(older.code).toBe(1);
    expect(older.err).toContain('s3://rules/live serves version 2, newer than the staged 1');

    // Live refreshed since: the staged copy of the same version would take the refresh back.
    await refresh({ outDir: dir, key: ann, now: new Date(Date.UTC(2026, 10, 22, 9, 30)) });
    await uploadBundle(await openS3Store('s3://rules/live', s3.endpoint), dir);
    const stale = await promote('staging2');
    expect(stale.code).toBe(1);
    expect(stale.err).toMatch(/serves version 2 fresh until 2026-11-23T09:30:00\.000Z, later than the staged copy/);

    const m = JSON.parse(await text(s3, 'staging/manifest.json')) as RulesManifest;
    const file = Object.values(m.sites)[0]!.file;
    const changed = `${(await text(s3, `staging/${file}`)).slice(0, -1)} `;
    await s3.client.send(new PutObjectCommand({ Bucket: 'rules', Key: `staging/${file}`, Body: changed }));
    const tampered = await run(['promote', '--from', 's3://rules/staging', '--to', 's3://rules/other', ...e], { cwd });
    expect(tampered.code).toBe(1);
    expect(tampered.err).toMatch(new RegExp(`${file.replace(/\./g, '\\.')} \\(\\w+\\): .*SHA-256`));
    expect(s3.stored.filter((k) => k.startsWith('other/'))).toEqual([]);
  });

  it('versions/ counts: a staged manifest put back after a rollback withdrew it is refused, and copies nothing', async () => {
    const s3 = await startS3(['rules']);
    const cwd = tempDir();
    const dir = tempDir();
    const staging = await openS3Store('s3://rules/staging', s3.endpoint);
    const promote = ['promote', '--from', 's3://rules/staging', '--to', 's3://rules/live', '--endpoint', s3.endpoint];
    const trust = ['--key', ann.publicKey, bob.publicKey, '--threshold', '2'];
    // v1 approved and live; v2 approved, not promoted; v3 (a rollback withdrawing 2) staged, awaiting bob.
    for (const [minute, withdraw, approved] of [
      [0, [], true],
      [1, [], true],
      [2, [2], false],
    ] as const) {
      await publish({
        config,
        outDir: dir,
        key: ann,
        revision: `aaaaaa${minute}`,
        now: new Date(Date.UTC(2026, 10, 22, 9, minute)),
        withdraw: [...withdraw],
      });
      if (approved) await addSignature(join(dir, 'manifest.json'), bob);
      await uploadBundle(staging, dir);
      if (minute === 0) expect((await run([...promote, ...trust], { cwd })).code).toBe(0);
    }
    // Whoever can write to the bucket copies the approved versions/2.json over staging's manifest.
    await s3.client.send(
      new CopyObjectCommand({ Bucket: 'rules', CopySource: 'rules/staging/versions/2.json', Key: 'staging/manifest.json' }),
    );
    const stored = s3.stored.length;
    const refused = await run([...promote, ...trust], { cwd });
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(
      'promote refused: the staged version 2 was withdrawn by version 3 (s3://rules/staging/versions/3.json): a withdrawn version never goes live',
    );
    expect(refused.err).toContain('nothing was copied');
    expect(s3.stored.slice(stored)).toEqual([]);
    expect(JSON.parse(await text(s3, 'live/manifest.json')).version).toBe(1);
  });

  it("versions/ counts on live too: live's manifest put back, or deleted, is not promoted onto with a version live withdrew", async () => {
    const s3 = await startS3(['rules']);
    const cwd = tempDir();
    const e = ['--endpoint', s3.endpoint, '--key', ann.publicKey, '--threshold', '1'];
    const promote = (from: string) => run(['promote', '--from', `s3://rules/${from}`, '--to', 's3://rules/live', ...e], { cwd });
    const dir = tempDir();
    await stage(s3, dir, 'v1', 0);
    await stage(s3, dir, 'v2', 1, 'def5678');
    await stage(s3, dir, 'v3', 2, 'abc1234', [2]);
    for (const v of ['v1', 'v2', 'v3']) expect((await promote(v)).code).toBe(0);
    // live/manifest.json put back to version 1: version 2 (staged, approved, withdrawn by live's v3) is newer than it.
    await s3.client.send(new CopyObjectCommand({ Bucket: 'rules', CopySource: 'rules/live/versions/1.json', Key: 'live/manifest.json' }));
    const stored = s3.stored.length;
    const onto = await promote('v2');
    expect(onto.code).toBe(1);
    expect(onto.err).toContain('promote refused: s3://rules/live/manifest.json is version 1, older than versions/3.json (version 3)');
    expect(onto.err).toContain('restore live before promoting onto it');
    // Deleted instead: live's versions/ still withdraw 2.
    await s3.client.send(new DeleteObjectCommand({ Bucket: 'rules', Key: 'live/manifest.json' }));
    const gone = await promote('v2');
    expect(gone.code).toBe(1);
    expect(gone.err).toContain('the staged version 2 was withdrawn by version 3 (s3://rules/live/versions/3.json)');
    expect(s3.stored.slice(stored)).toEqual([]);
  });

  it('sign s3:// checks the series in the store: a version file a later version withdrew is not signed', async () => {
    const s3 = await startS3(['rules']);
    const cwd = keyFolder();
    const repo = committedScratch();
    const revision = git(repo, 'rev-parse', 'HEAD').slice(0, 12);
    const dir = tempDir();
    await stage(s3, dir, 'staging', 0, revision);
    await stage(s3, dir, 'staging', 1, revision, [1]);
    vi.stubEnv('MERIDIAN_RULES_PUBLIC_KEYS', `${ann.publicKey},${bob.publicKey}`);
    const stored = s3.stored.length;
    const e = ['--endpoint', s3.endpoint, '--key-file', join(cwd, 'bob.pem')];
    const refused = await run(['sign', 's3://rules/staging/versions/1.json', ...e], { cwd: repo });
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('sign refused: versions/1.json is version 1, which version 2 (versions/2.json) withdrew');
    expect(s3.stored.slice(stored)).toEqual([]);
    const current = await run(['sign', 's3://rules/staging', ...e], { cwd: repo });
    expect(current.code, current.err).toBe(0);
    expect(s3.stored.slice(stored)).toEqual(['staging/versions/2.json', 'staging/manifest.json']);
  });

  it('a signature in the store racing a rollback does not undo it: what changed since the read is not overwritten', async () => {
    const s3 = await startS3(['rules']);
    const staging = await openS3Store('s3://rules/staging', s3.endpoint);
    const dir = tempDir();
    await stage(s3, dir, 'staging', 0); // v1, awaiting bob
    // bob's sign: the download, then (during the seconds of the rebuild) a rollback uploads v2 withdrawing 1.
    let stored = 0;
    const signing = editInStore(staging, tempDir(), 'manifest.json', async (file) => {
      await stage(s3, dir, 'staging', 1, 'def5678', [1]);
      stored = s3.stored.length;
      return addSignature(file, bob);
    });
    await expect(signing).rejects.toThrow(StoreError);
    await expect(signing).rejects.toThrow(
      's3://rules/staging/manifest.json changed after it was read (another publish, promote, signature or refresh ran meanwhile): not overwritten',
    );
    expect(s3.stored.slice(stored)).toEqual([]);
    expect(JSON.parse(await text(s3, 'staging/manifest.json'))).toMatchObject({ version: 2, withdrawn: [1] });
  });

  it('a refresh (or publish --to) racing a rollback does not put the withdrawn version back: the manifest it read changed', async () => {
    const s3 = await startS3(['rules']);
    const live = await openS3Store('s3://rules/live', s3.endpoint);
    const [ci, other] = [tempDir(), tempDir()];
    await stage(s3, other, 'live', 0);
    await stage(s3, other, 'live', 1, 'def5678');
    const trust = { keys: [ann.publicKey], threshold: 1, from: 'the test' };
    // The hourly refresh pulls v2 …
    const pulled = await pullChecked(live, ci, trust, 1);
    // … a rollback publishes v3 withdrawing 2 meanwhile …
    await stage(s3, other, 'live', 2, 'abc1234', [2]);
    const stored = s3.stored.length;
    // … and the refresh's upload of v2 is refused, not served over v3.
    await refresh({ outDir: ci, key: ann, now: new Date(Date.UTC(2026, 10, 22, 9, 30)), trust });
    const upload = uploadBundle(live, ci, pulled.seen);
    await expect(upload).rejects.toThrow('s3://rules/live/manifest.json changed after it was read');
    expect(s3.stored.slice(stored)).toEqual([]);
    expect(JSON.parse(await text(s3, 'live/manifest.json'))).toMatchObject({ version: 3, withdrawn: [2] });
  });

  it('status takes an http(s) URL: the manifest and every site file fetched and checked as for a path', async () => {
    const s3 = await startS3(['rules']);
    const cwd = tempDir();
    const m = await stage(s3, tempDir(), 'live', 0);
    const url = `${s3.endpoint}/rules/live/manifest.json`;
    const ok = await run(['status', url, '--key', ann.publicKey], { cwd });
    expect(ok.code, ok.err).toBe(0);
    expect(ok.out).toContain(`all ${Object.keys(m.sites).length} site files match the manifest`);

    const [site, entry] = Object.entries(m.sites)[0]!;
    await s3.client.send(new PutObjectCommand({ Bucket: 'rules', Key: `live/${entry.file}`, Body: '{}' }));
    const bad = await run(['status', url, '--key', ann.publicKey, '--format', 'json'], { cwd });
    expect(bad.code).toBe(1);
    const report = JSON.parse(bad.out) as { sites: { site: string; ok: boolean; detail?: string }[] };
    expect(report.sites.filter((s) => !s.ok)).toEqual([
      { site, file: entry.file, size: entry.size, ok: false, detail: expect.stringContaining('bytes') },
    ]);

    const missing = await run(['status', `${s3.endpoint}/rules/nothing/manifest.json`], { cwd });
    expect(missing).toMatchObject({ code: 2, err: expect.stringContaining('HTTP 404') });
  });
});
