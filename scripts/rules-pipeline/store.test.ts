// The scripts the publish, refresh and rollback workflows run, against a real S3-compatible server
// (s3rver), from a committed copy of the repository's configuration, with the settings as the
// workflows pass them (environment), signing keys as secrets would give them.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CopyObjectCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import type { RulesManifest } from '../../src/config/bundle/manifest';
import { addSignature, publish } from '../../src/config/node/publish';
import { compiledRepoConfig } from '../../src/config/node/repo-config';
import { ephemeralSigningKey } from '../../src/config/node/signing-key';
import { uploadBundle } from '../../cli/bundle-transfer';
import { openS3Store } from '../../cli/object-store';
import { startS3, type TestS3 } from '../../cli/s3-test-server';
import { committedScratch, fixtures, git, root, tempDir } from '../../cli/test-support';
import { pipelineSettings } from './path-harness';
import { script } from './run-script';

const [ci, bob] = [ephemeralSigningKey(), ephemeralSigningKey()];
const pem = (k: typeof ci) => k.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();

/** The repository variables and secrets of the workflows, for a store at `s3.endpoint`: `ci` signs, `bob` approves. */
const settings = (s3: TestS3, approvals: number) => pipelineSettings(s3.endpoint, ci, approvals, [bob.publicKey]);

const read = async (s3: TestS3, key: string) =>
  JSON.parse(await (await s3.client.send(new GetObjectCommand({ Bucket: 'rules', Key: key }))).Body!.transformToString()) as RulesManifest;
/** committedScratch() ignoring node_modules/ too, as the repository does (meridian keeps its cache there). */
function checkout(): string {
  const dir = committedScratch();
  writeFileSync(join(dir, '.gitignore'), '.meridian/\nnode_modules/\n');
  git(dir, 'commit', '-q', '-am', 'ignore node_modules');
  return dir;
}
const live = (s3: TestS3) => s3.stored.filter((k) => k.startsWith('live/'));

describe('the store scripts (against s3rver)', { timeout: 300_000 }, () => {
  it('four eyes: publish.sh stages only; promote.sh is refused until an approver signs; refresh.sh extends what is live', async () => {
    const s3 = await startS3(['rules']);
    const dir = checkout();
    const env = settings(s3, 2);

    const published = await script('publish.sh', [], dir, env);
    expect(published.code, published.err).toBe(0);
    expect(published.out).toContain(
      'the new version is staged at s3://rules/staging; live is unchanged until 2 distinct trusted keys have signed',
    );
    expect((await read(s3, 'staging/manifest.json')).version).toBe(1);
    expect(live(s3)).toEqual([]);

    const refused = await script('promote.sh', [], dir, env);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('signed by 1 of the 2 distinct trusted keys required');
    expect(live(s3)).toEqual([]);

    const keys = tempDir();
    writeFileSync(join(keys, 'bob.pem'), pem(bob));
    // In the checkout (sign rebuilds the staged release from its revision), trusting the keys the sites trust.
    const sign = await script(
      '../../cli/bin.js',
      ['sign', 's3://rules/staging', '--key-file', join(keys, 'bob.pem'), '--endpoint', s3.endpoint],
      dir,
      { MERIDIAN_RULES_PUBLIC_KEYS: env.MERIDIAN_RULES_PUBLIC_KEYS },
    );
    expect(sign.code, sign.err).toBe(0);
    expect(sign.out).toContain('now 2 signatures');
    const promoted = await script('promote.sh', [], dir, env);
    expect(promoted.code, promoted.err).toBe(0);
    expect(promoted.out).toContain('promoted version 1');
    const before = await read(s3, 'live/manifest.json');
    expect(before.signatures).toHaveLength(2);
    expect(live(s3).at(-1)).toBe('live/manifest.json');

    const refreshed = await script('refresh.sh', [], dir, { ...env, MERIDIAN_RULES_SIGNING_KEY: '', MERIDIAN_RULES_EXPIRES_IN: '48h' });
    expect(refreshed.code, refreshed.err).toBe(0);
    const after = await read(s3, 'live/manifest.json');
    expect(after.version).toBe(1);
    expect(after.signatures).toEqual(before.signatures);
    expect(Date.parse(after.timestamp.expiresAt) - Date.parse(before.timestamp.expiresAt)).toBeGreaterThan(23 * 3600_000);
    // Staging too, a moment later: a version awaiting its approvers does not expire there.
    expect(Date.parse((await read(s3, 'staging/manifest.json')).timestamp.expiresAt)).toBeGreaterThanOrEqual(
      Date.parse(after.timestamp.expiresAt),
    );
  });

  it('one approval: each publish.sh goes live at once; rollback.sh 1 puts version 1’s rules live as version 3 and withdraws 2', async () => {
    const s3 = await startS3(['rules']);
    const dir = checkout();
    const env = settings(s3, 1);
    const first = await script('publish.sh', [], dir, env);
    expect(first.code, first.err).toBe(0);
    expect((await read(s3, 'live/manifest.json')).version).toBe(1);

    fixtures.parentFlag(dir);
    git(dir, 'commit', '-q', '-am', 'mt hides referral');
    const second = await script('publish.sh', [], dir, env);
    expect(second.code, second.err).toBe(0);
    const v2 = await read(s3, 'live/manifest.json');
    expect(v2.version).toBe(2);

    const back = await script('rollback.sh', ['v1'], dir, env);
    expect(back.code, back.err).toBe(0);
    const v3 = await read(s3, 'live/manifest.json');
    expect(v3.version).toBe(3);
    expect(v3.withdrawn).toEqual([2]);
    expect(v3.sites.mt!.sha256).toBe((await read(s3, 'live/versions/1.json')).sites.mt!.sha256);
    expect(v3.sites.mt!.sha256).not.toBe(v2.sites.mt!.sha256);

    const usage = await script('rollback.sh', [], dir, env);
    expect(usage.code).toBe(2);
    const unsigned = await script('publish.sh', [], dir, { ...env, MERIDIAN_RULES_SIGNING_KEY: '' });
    expect(unsigned).toMatchObject({ code: 2, err: expect.stringContaining('$MERIDIAN_RULES_SIGNING_KEY is not set') });
    const badThreshold = await script('promote.sh', [], dir, { ...env, MERIDIAN_APPROVALS: 'two' });
    expect(badThreshold).toMatchObject({ code: 2, err: expect.stringContaining('must be a whole number') });
  });

  it('F1: refresh.sh refuses to renew withdrawn version 2 put back as live/manifest.json (v3 withdrew it), and uploads nothing', async () => {
    const s3 = await startS3(['rules']);
    const dir = checkout();
    const env = settings(s3, 2);
    // v1, v2, then v3 withdrawing 2, each signed by the CI key and approved by bob, live.
    const out = tempDir();
    const config = compiledRepoConfig(root);
    for (const [i, withdraw] of [[], [], [2]].entries()) {
      await publish({ config, outDir: out, key: ci, revision: `r${i}`, now: new Date(Date.UTC(2026, 10, 20, 10 + i)), withdraw });
      await addSignature(join(out, 'manifest.json'), bob);
    }
    await uploadBundle(await openS3Store('s3://rules/live', s3.endpoint), out);
    const live3 = await read(s3, 'live/manifest.json');
    expect(live3).toMatchObject({ version: 3, withdrawn: [2] });
    // Whoever can write to the bucket copies versions/2.json (genuine, two signatures) over the manifest.
    await s3.client.send(new CopyObjectCommand({ Bucket: 'rules', CopySource: 'rules/live/versions/2.json', Key: 'live/manifest.json' }));
    const stored = s3.stored.length;

    const refused = await script('refresh.sh', [], dir, { ...env, MERIDIAN_RULES_SIGNING_KEY: '' });
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(
      'refresh refused: s3://rules/live/manifest.json is version 2, which version 3 (versions/3.json) withdrew',
    );
    expect(refused.err).toContain('nothing was written or uploaded');
    expect(s3.stored.slice(stored)).toEqual([]);
    const served = await read(s3, 'live/manifest.json');
    expect(served.version).toBe(2);
    expect(served.timestamp).toEqual((await read(s3, 'live/versions/2.json')).timestamp);

    // Without the keys the site build trusts, the refresh does not run at all.
    const keyless = await script('refresh.sh', [], dir, { ...env, MERIDIAN_RULES_PUBLIC_KEYS: '' });
    expect(keyless).toMatchObject({ code: 2, err: expect.stringContaining('$MERIDIAN_RULES_PUBLIC_KEYS is not set') });
  });
});
