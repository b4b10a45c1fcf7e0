import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it, vi } from 'vitest';
import { MANIFEST_LIMIT_BYTES, SITE_FILE_LIMIT_BYTES } from '../src/config/bundle/bundle-files';
import { MAX_HISTORY_VERSIONS } from '../src/config/bundle/history';
import { publish } from '../src/config/node/publish';
import { readBytes } from '../src/config/node/read-published';
import { compiledRepoConfig } from '../src/config/node/repo-config';
import { ephemeralSigningKey } from '../src/config/node/signing-key';
import { listedNames, listedVersionFiles, storedSeriesBytes, uploadBundle } from './bundle-transfer';
import { MAX_LISTED_KEYS, openS3Store, StoreError, type ObjectStore } from './object-store';
import { startS3, type TestS3 } from './s3-test-server';
import { root, run, tempDir } from './test-support';

// What the CLI downloads is bounded as a page's reads are (src/config/bundle/bounded-read.ts): a
// manifest or version file at 64 KB, a site file at 1 MB, a series at MAX_HISTORY_VERSIONS version
// files. An independent attacker replaced a staged site file with 64 MiB: promote read all of it
// into memory before comparing it with the size the signed manifest declares.
const full = compiledRepoConfig(root);
const config = { ...full, sites: { main: full.sites.main! } };
const ann = ephemeralSigningKey();
const NOW = new Date(Date.UTC(2026, 10, 22, 9));

async function staged(s3: TestS3, prefix: string) {
  const dir = tempDir();
  const { manifest } = await publish({ config, outDir: dir, key: ann, revision: 'abc1234', now: NOW });
  const store = await openS3Store(`s3://rules/${prefix}`, s3.endpoint);
  await uploadBundle(store, dir);
  return { manifest, store };
}

describe('the CLI reads no more of a store than a bundle file may take', { timeout: 120_000 }, () => {
  it('promote refuses a staged site file far past the limit without reading it (its size says so)', async () => {
    const s3 = await startS3(['rules']);
    const { manifest } = await staged(s3, 'big-site');
    const site = manifest.sites.main!;
    const big = new Uint8Array(64 * 1024 * 1024).fill(0x20);
    await s3.client.send(new PutObjectCommand({ Bucket: 'rules', Key: `big-site/${site.file}`, Body: big }));
    const r = await run(
      ['promote', '--from', 's3://rules/big-site', '--to', 's3://rules/big-live', '--endpoint', s3.endpoint, '--key', ann.publicKey],
      { cwd: tempDir() },
    );
    expect(r.code, r.err).toBe(1);
    expect(r.err).toContain(`s3://rules/big-site/${site.file}: ${big.byteLength} bytes, over the limit of ${SITE_FILE_LIMIT_BYTES} bytes`);
  });

  it('a manifest or version file over 64 KB is refused, and a site file at the limit is read', async () => {
    const s3 = await startS3(['rules']);
    const { store, manifest } = await staged(s3, 'big-manifest');
    const padded = new Uint8Array(MANIFEST_LIMIT_BYTES + 1).fill(0x20);
    await s3.client.send(new PutObjectCommand({ Bucket: 'rules', Key: 'big-manifest/versions/7.json', Body: padded }));
    await expect(storedSeriesBytes(store)).rejects.toThrow(
      new StoreError(
        `s3://rules/big-manifest/versions/7.json: ${MANIFEST_LIMIT_BYTES + 1} bytes, over the limit of ${MANIFEST_LIMIT_BYTES} bytes: not a bundle file meridian published`,
        1,
      ),
    );
    const site = manifest.sites.main!;
    expect((await store.get(site.file))!.byteLength).toBe(site.size);
    // A caller's tighter limit: the declared size.
    await expect(store.get(site.file, site.size - 1)).rejects.toThrow(/over the limit of/);
  });

  it('a listing of more version files than a series may hold is refused before any is read', async () => {
    const reads: string[] = [];
    const names = new Set(Array.from({ length: MAX_HISTORY_VERSIONS + 1 }, (_, i) => `versions/${i + 1}.json`));
    const store: ObjectStore = {
      label: 's3://memory/huge',
      list: async () => names,
      get: async (n) => (reads.push(n), null),
      getTagged: async (n) => (reads.push(n), null),
      put: async () => undefined,
    };
    await expect(listedVersionFiles(store)).rejects.toThrow(/lists more than 20000 objects under versions\//);
    await expect(storedSeriesBytes(store)).rejects.toThrow(StoreError);
    expect(reads).toEqual([]);
    names.delete(`versions/${MAX_HISTORY_VERSIONS + 1}.json`);
    expect(await listedVersionFiles(store)).toHaveLength(MAX_HISTORY_VERSIONS);
  });
});

/**
 * A fake S3 endpoint whose listing under `staging/` has `pages` pages of 1,000 keys, key(page, i)
 * each (only those under the Prefix asked for; a page with none ends the listing unless `emptyEnds` is
 * false), and counts the pages it served.
 */
async function listingStore(pages: number, key: (page: number, i: number) => string, emptyEnds = true) {
  let served = 0;
  const server = createServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    const prefix = url.searchParams.get('prefix') ?? '';
    const page = Number(url.searchParams.get('continuation-token') ?? '0');
    served++;
    const keys = Array.from({ length: 1000 }, (_, i) => `staging/${key(page, i)}`).filter((k) => k.startsWith(prefix));
    const last = page + 1 >= pages || (emptyEnds && keys.length === 0);
    res.writeHead(200, { 'content-type': 'application/xml' });
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>rules</Name><Prefix>${prefix}</Prefix><KeyCount>${keys.length}</KeyCount><MaxKeys>1000</MaxKeys><IsTruncated>${!last}</IsTruncated>${last ? '' : `<NextContinuationToken>${page + 1}</NextContinuationToken>`}${keys.map((k) => `<Contents><Key>${k}</Key><Size>1</Size></Contents>`).join('')}</ListBucketResult>`,
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { endpoint, served: () => served, close: () => server.close() };
}

describe('a listing is read no further than a series may hold', { timeout: 120_000 }, () => {
  // A second attack: list() paged through the whole listing before anything was counted, and keys
  // that are not version files were never counted at all.
  const credentials = () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'x');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'y');
    vi.stubEnv('AWS_REGION', 'us-east-1');
  };

  it('stops paging version files past MAX_HISTORY_VERSIONS', async () => {
    credentials();
    const s = await listingStore(100, (p, i) => `versions/${p * 1000 + i + 1}.json`);
    try {
      const store = await openS3Store('s3://rules/staging', s.endpoint);
      await expect(listedVersionFiles(store)).rejects.toThrow('s3://rules/staging: lists more than 20000 objects under versions/');
      expect(s.served()).toBeLessThanOrEqual(MAX_HISTORY_VERSIONS / 1000 + 1);
    } finally {
      s.close();
      vi.unstubAllEnvs();
    }
  });

  it('counts every key: a flood of other names is refused once past MAX_LISTED_KEYS, and version files are listed apart', async () => {
    credentials();
    const s = await listingStore(400, (p, i) => `junk/${'x'.repeat(100)}-${p}-${i}`);
    try {
      const store = await openS3Store('s3://rules/staging', s.endpoint);
      await expect(listedNames(store)).rejects.toThrow(`s3://rules/staging: lists more than ${MAX_LISTED_KEYS} objects`);
      expect(s.served()).toBeLessThanOrEqual(MAX_LISTED_KEYS / 1000 + 1);
      // Only versions/ is listed for the version files: none of the junk is read.
      const before = s.served();
      expect(await listedVersionFiles(store)).toEqual([]);
      expect(s.served() - before).toBe(1);
    } finally {
      s.close();
      vi.unstubAllEnvs();
    }
  });
});

describe('a store that pages for ever (a third attack: repeated or empty pages never grew the count)', { timeout: 120_000 }, () => {
  it('is refused once the keys answered, repeats counted, or the pages asked pass what the limit fills', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'x');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'y');
    vi.stubEnv('AWS_REGION', 'us-east-1');
    const repeating = await listingStore(2_000, (_p, i) => `versions/${i + 1}.json`);
    const empty = await listingStore(3_000, () => 'none/x', false);
    try {
      await expect(listedVersionFiles(await openS3Store('s3://rules/staging', repeating.endpoint))).rejects.toThrow(
        'lists more than 20000 objects under versions/',
      );
      expect(repeating.served()).toBeLessThanOrEqual(MAX_HISTORY_VERSIONS / 1000 + 1);
      await expect(listedVersionFiles(await openS3Store('s3://rules/staging', empty.endpoint))).rejects.toThrow(StoreError);
      expect(empty.served()).toBeLessThanOrEqual(MAX_HISTORY_VERSIONS / 1000 + 1);
    } finally {
      repeating.close();
      empty.close();
      vi.unstubAllEnvs();
    }
  });
});

describe('readBytes (status, history and diff over a folder or https)', () => {
  it('refuses a file or an answer past its limit, and reads one at it', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'manifest.json'), new Uint8Array(MANIFEST_LIMIT_BYTES + 1));
    await expect(readBytes(join(dir, 'manifest.json'))).rejects.toThrow(/over the limit of 65536 bytes/);
    writeFileSync(join(dir, 'main.0123456789abcdef.json'), new Uint8Array(MANIFEST_LIMIT_BYTES + 1));
    expect((await readBytes(join(dir, 'main.0123456789abcdef.json'))).byteLength).toBe(MANIFEST_LIMIT_BYTES + 1);
    // An endless answer with no Content-Length: read as a stream and stopped.
    let sent = 0;
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(16 * 1024, 0x20);
      const pump = () => {
        while (sent < 8 * SITE_FILE_LIMIT_BYTES && res.write(chunk)) sent += chunk.byteLength;
        if (sent >= 8 * SITE_FILE_LIMIT_BYTES) res.end();
      };
      res.on('drain', pump);
      res.on('close', () => res.off('drain', pump));
      pump();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      await expect(readBytes(`http://127.0.0.1:${port}/rules/manifest.json`)).rejects.toThrow(/more than 65536 bytes, over the limit/);
      expect(sent).toBeLessThan(8 * SITE_FILE_LIMIT_BYTES);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
