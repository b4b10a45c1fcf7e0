import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledRepoConfig } from '../../config/node/repo-config';
import { publish, type Published } from '../../config/node/publish';
import { rawPublicKey } from '../../config/node/signing-key';
import { faultHandler, faultCookie } from '../faults';
import { FILE_CACHE, MANIFEST_CACHE, rulesBundleDir, rulesBundleHandlers } from './rules-bundle';

const dir = mkdtempSync(join(tmpdir(), 'meridian-rules-bundle-'));
const handlers = [faultHandler, ...rulesBundleHandlers(() => dir)];
const get = async (path: string, headers: Record<string, string> = {}): Promise<Response> => {
  const res = await getResponse(handlers, new Request(`http://localhost/rules-bundle/${path}`, { headers }));
  if (!res) throw new Error(`no handler answered ${path}`);
  return res;
};
let published: Published;

beforeAll(async () => {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  published = await publish({
    config: compiledRepoConfig(),
    outDir: dir,
    key: { privateKey, publicKey: rawPublicKey(publicKey), source: 'file' },
    revision: 'test',
    now: new Date('2026-11-26T10:00:00Z'),
  });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the embedded backend serves dist-rules/', () => {
  it('the manifest with an ETag and a short cache life, 304 when it has not changed, 200 again after a publish', async () => {
    const first = await get('manifest.json');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe(MANIFEST_CACHE);
    expect(((await first.json()) as { version: number }).version).toBe(1);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect((await get('manifest.json', { 'if-none-match': etag })).status).toBe(304);
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify({ ...published.manifest, version: 2 }));
    const changed = await get('manifest.json', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect((await get('versions/1.json')).status).toBe(200);
  });

  it('each site file as published, immutable', async () => {
    const entry = published.manifest.sites.main!;
    const res = await get(entry.file);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(FILE_CACHE);
    expect((await res.arrayBuffer()).byteLength).toBe(entry.size);
  });

  it('nothing else: other names, paths out of the folder, files not published', async () => {
    // A "../" is gone from the URL before any handler sees it: nothing under /rules-bundle/ answers.
    expect(await getResponse(handlers, new Request('http://localhost/rules-bundle/../package.json'))).toBeUndefined();
    for (const path of ['..%2Fpackage.json', 'main.json', 'main.0123456789abcdef.json', 'versions/0.json', '.meridian/keys/rules-dev.pem'])
      expect((await get(path)).status, path).toBe(404);
  });

  it('obeys the meridian_fault cookie, so tests can break it', async () => {
    const res = await get('manifest.json', { cookie: faultCookie({ '/rules-bundle/manifest.json': '500' }) });
    expect(res.status).toBe(500);
  });

  it('answers 204 for the manifest while nothing is published (no 404 in the console of every page)', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'meridian-rules-empty-'));
    try {
      const res = await getResponse(
        rulesBundleHandlers(() => empty),
        new Request('http://localhost/rules-bundle/manifest.json'),
      );
      expect(res?.status).toBe(204);
      expect(res?.headers.get('cache-control')).toBe('no-store');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('reads dist-rules/ of the repository unless $MERIDIAN_RULES_DIR says otherwise', () => {
    expect(rulesBundleDir({})).toMatch(/\/dist-rules$/);
    expect(rulesBundleDir({ MERIDIAN_RULES_DIR: '/tmp/x' })).toBe('/tmp/x');
  });
});
