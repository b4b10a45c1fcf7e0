// F1: `publish --to` builds the next version on the store's manifest only when a trusted key signed
// it; a forged manifest (junk signatures) would hand it a version number and an empty withdrawn list.
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { manifestText, type RulesManifest } from '../src/config/bundle/manifest';
import { publish } from '../src/config/node/publish';
import { compiledRepoConfig } from '../src/config/node/repo-config';
import { devSigningKey } from '../src/config/node/signing-key';
import { uploadBundle } from './bundle-transfer';
import { openS3Store } from './object-store';
import { startS3 } from './s3-test-server';
import { committedScratch, root, run, tempDir } from './test-support';

describe('publish --to checks the store’s manifest first (against s3rver)', { timeout: 300_000 }, () => {
  it('F1b: a forged live manifest (version 3, nothing withdrawn, junk signatures) is refused: nothing written or uploaded', async () => {
    const s3 = await startS3(['rules']);
    const dir = committedScratch();
    const key = devSigningKey(dir); // the checkout's development key: what the CLI trusts with no $MERIDIAN_RULES_PUBLIC_KEYS
    const out = tempDir();
    const config = compiledRepoConfig(root);
    for (const [i, withdraw] of [[], [], [2]].entries())
      await publish({ config, outDir: out, key, revision: `r${i}`, now: new Date(Date.UTC(2026, 10, 20, 10 + i)), withdraw });
    await uploadBundle(await openS3Store('s3://rules/live', s3.endpoint), out);
    const genuine = JSON.parse(
      await (await s3.client.send(new GetObjectCommand({ Bucket: 'rules', Key: 'live/manifest.json' }))).Body!.transformToString(),
    ) as RulesManifest;
    const forged: RulesManifest = {
      ...genuine,
      withdrawn: [],
      signatures: [{ keyId: '0123456789abcdef', signature: `${'A'.repeat(86)}==` }],
    };
    await s3.client.send(new PutObjectCommand({ Bucket: 'rules', Key: 'live/manifest.json', Body: manifestText(forged) }));
    const stored = s3.stored.length;

    const r = await run(['publish', '--to', 's3://rules/live', '--endpoint', s3.endpoint], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      'publish refused: s3://rules/live/manifest.json: signed by 0123456789abcdef, none of them a trusted key (the development key',
    );
    expect(r.err).toContain('nothing was written or uploaded');
    expect(existsSync(join(dir, 'dist-rules'))).toBe(false);
    expect(s3.stored.slice(stored)).toEqual([]);

    // The genuine manifest put back: the next version is 4 and keeps version 2 withdrawn.
    await s3.client.send(new PutObjectCommand({ Bucket: 'rules', Key: 'live/manifest.json', Body: manifestText(genuine) }));
    const next = await run(['publish', '--to', 's3://rules/live', '--endpoint', s3.endpoint], { cwd: dir });
    expect(next.code, next.err).toBe(0);
    expect(next.out).toMatch(/^published version 4 /m);
    const live = JSON.parse(
      await (await s3.client.send(new GetObjectCommand({ Bucket: 'rules', Key: 'live/manifest.json' }))).Body!.transformToString(),
    ) as RulesManifest;
    expect(live).toMatchObject({ version: 4, withdrawn: [2] });
  });
  it('--dry-run prints the published revision escaped: a signed manifest’s revision with terminal sequences is not written raw', async () => {
    const dir = committedScratch();
    const key = devSigningKey(dir);
    const revision = 'abc\u001b]0;owned\u0007\u001b[2J\n::error::forged+dirty';
    await publish({
      config: compiledRepoConfig(root),
      outDir: join(dir, 'dist-rules'),
      key,
      revision,
      dirty: true,
      now: new Date(Date.UTC(2026, 10, 20, 10)),
    });
    const r = await run(['publish', '--dry-run'], { cwd: dir });
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('no decision diff: version 1 was published from abc\\u001b]0;owned');
    expect(r.out).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
    expect(r.out).not.toMatch(/^::error::/m);
  });
});
