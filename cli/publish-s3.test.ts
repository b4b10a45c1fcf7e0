import { GetObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it, vi } from 'vitest';
import { FILE_CACHE, MANIFEST_CACHE } from '../src/config/bundle/bundle-files';
import type { RulesManifest } from '../src/config/bundle/manifest';
import { startS3 } from './s3-test-server';
import { committedScratch, run, tempDir } from './test-support';

describe('meridian publish --to s3:// (against s3rver)', { timeout: 300_000 }, () => {
  it('publishes, uploads the manifest last, and a refresh from a fresh checkout renews what the store serves', async () => {
    const s3 = await startS3(['rules']);
    const dir = committedScratch();
    const to = ['--to', 's3://rules/live', '--endpoint', s3.endpoint];
    const r = await run(['publish', ...to], { cwd: dir });
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/uploaded to s3:\/\/rules\/live: \d+ files, the manifest last \(0 already there\) in \d+ ms/);
    expect(r.out).toContain('meridian sign s3://rules/live/manifest.json');
    expect(s3.stored.at(-1)).toBe('live/manifest.json');
    const manifest = JSON.parse(
      await (await s3.client.send(new GetObjectCommand({ Bucket: 'rules', Key: 'live/manifest.json' }))).Body!.transformToString(),
    ) as RulesManifest;
    expect(manifest.version).toBe(1);
    const first = Object.values(manifest.sites)[0]!.file;
    expect(await s3.head('rules', `live/${first}`)).toEqual({ cacheControl: FILE_CACHE, contentType: 'application/json' });
    expect(await s3.head('rules', 'live/manifest.json')).toEqual({ cacheControl: MANIFEST_CACHE, contentType: 'application/json' });

    // The scheduled refresh runs in a checkout with no dist-rules/: it takes the store's manifest.
    const before = s3.stored.length;
    const refreshed = await run(['publish', '--refresh', '--expires-in', '48h', '--out', 'fresh-out', ...to], { cwd: dir });
    expect(refreshed.code, refreshed.err).toBe(0);
    expect(refreshed.err).toContain('s3://rules/live serves version 1');
    expect(refreshed.out).toMatch(/refreshed version 1 .*uploaded to s3:\/\/rules\/live: 2 files/s);
    expect(s3.stored.slice(before)).toEqual(['live/versions/1.json', 'live/manifest.json']);
  });

  it('exits 3, 4 or 5 with one line and no stack when the store is unreachable, has no such bucket, or denies access', async () => {
    const s3 = await startS3(['rules']);
    const dir = tempDir();
    const unreachable = await run(['publish', '--to', 's3://rules/live', '--endpoint', 'http://127.0.0.1:9'], { cwd: dir });
    expect(unreachable).toMatchObject({ code: 3, err: expect.stringContaining('cannot reach http://127.0.0.1:9') });
    const noBucket = await run(['publish', '--to', 's3://nothing-here/live', '--endpoint', s3.endpoint], { cwd: dir });
    expect(noBucket).toMatchObject({ code: 4, err: expect.stringContaining('no such bucket') });
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'NOT-A-KEY');
    const denied = await run(['publish', '--to', 's3://rules/live', '--endpoint', s3.endpoint], { cwd: dir });
    expect(denied).toMatchObject({ code: 5, err: expect.stringContaining('access denied') });
    for (const r of [unreachable, noBucket, denied]) expect(r.err).not.toMatch(/^\s+at /m);
    const badUrl = await run(['publish', '--to', 'https://rules/live'], { cwd: dir });
    expect(badUrl).toMatchObject({ code: 2, err: expect.stringContaining('not an s3://bucket/prefix location') });
  });
});
