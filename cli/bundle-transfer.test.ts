import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { FILE_CACHE, MANIFEST_CACHE } from '../src/config/bundle/bundle-files';
import type { RulesManifest } from '../src/config/bundle/manifest';
import { publish, readPublished } from '../src/config/node/publish';
import { compiledRepoConfig } from '../src/config/node/repo-config';
import { ephemeralSigningKey } from '../src/config/node/signing-key';
import type { CompiledConfig } from '../src/rules-model/compiled-types';
import { pullPublished, uploadBundle } from './bundle-transfer';
import { pullChecked } from './commands/publish';
import { changedMeanwhile, openS3Store, STORE_EXIT, StoreError, type ObjectStore } from './object-store';
import { startS3 } from './s3-test-server';
import { root } from './test-support';

const config = compiledRepoConfig(root);
const key = ephemeralSigningKey();
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const outDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'meridian-upload-'));
  dirs.push(d);
  return d;
};

/** The repository's configuration with only `sites` in it: a bundle with other files. */
const withSites = (sites: readonly string[]): CompiledConfig => ({
  ...config,
  sites: Object.fromEntries(sites.map((s) => [s, config.sites[s]!])),
});

const publishAt = (dir: string, c: CompiledConfig, minute: number) =>
  publish({ config: c, outDir: dir, key, revision: 'abc1234', now: new Date(Date.UTC(2026, 10, 22, 10, minute)) });

/** The files a manifest needs on the host before it may be read there. */
const needs = (m: RulesManifest): string[] => [...Object.values(m.sites).map((s) => s.file), `versions/${m.version}.json`];

/**
 * The first point of `stored` (keys in the order the server stored them) at which a manifest was
 * there while a file it names was not; `manifests`: the manifests stored, in order. Null: never.
 */
function manifestAhead(stored: readonly string[], manifests: readonly RulesManifest[], prefix: string): string | null {
  const seen = new Set<string>();
  let k = 0;
  for (const full of stored) {
    if (!full.startsWith(`${prefix}/`)) continue;
    const name = full.slice(prefix.length + 1);
    if (name === 'manifest.json') {
      const m = manifests[k++];
      if (!m) return `manifest #${k} stored, but only ${manifests.length} were uploaded`;
      const absent = needs(m).filter((n) => !seen.has(n));
      if (absent.length) return `version ${m.version}'s manifest stored before ${absent.join(', ')}`;
    }
    seen.add(name);
  }
  return null;
}

const parsedOrNull = (text: string): RulesManifest | null => {
  try {
    return JSON.parse(text) as RulesManifest;
  } catch {
    return null;
  }
};

describe('upload to a real S3-compatible server (cli/bundle-transfer.ts, s3rver)', { timeout: 120_000 }, () => {
  it('uploads every file with its cache header and JSON type, the manifest last; a second version sends only what is new', async () => {
    const s3 = await startS3(['rules']);
    const store = await openS3Store('s3://rules/live', s3.endpoint);
    const dir = outDir();
    const first = (await publishAt(dir, config, 0)).manifest;
    const started = performance.now();
    const up1 = await uploadBundle(store, dir);
    const ms = performance.now() - started;
    expect(up1.uploaded.at(-1)).toBe('manifest.json');
    expect(s3.stored.at(-1)).toBe('live/manifest.json');
    expect(new Set(up1.uploaded)).toEqual(new Set([...needs(first), 'manifest.json']));
    for (const file of Object.values(first.sites).map((s) => s.file))
      expect(await s3.head('rules', `live/${file}`)).toEqual({ cacheControl: FILE_CACHE, contentType: 'application/json' });
    for (const file of ['manifest.json', 'versions/1.json'])
      expect(await s3.head('rules', `live/${file}`)).toEqual({ cacheControl: MANIFEST_CACHE, contentType: 'application/json' });
    expect(manifestAhead(s3.stored, [first], 'live')).toBeNull();
    console.info(`upload of a ${up1.uploaded.length}-file bundle to s3rver: ${ms.toFixed(0)} ms`);

    // A version with one site fewer: only the files the store lacks go up, then its manifests.
    const second = (await publishAt(dir, withSites(Object.keys(config.sites).slice(1)), 1)).manifest;
    const firstFiles = new Set(Object.values(first.sites).map((s) => s.file));
    const up2 = await uploadBundle(store, dir);
    expect(up2.uploaded).toEqual([
      ...Object.values(second.sites)
        .map((s) => s.file)
        .filter((f) => !firstFiles.has(f))
        .sort(),
      'versions/2.json',
      'manifest.json',
    ]);
    expect(up2.kept).toBeGreaterThanOrEqual(firstFiles.size + 1);
    expect(manifestAhead(s3.stored, [first, second], 'live')).toBeNull();
  });

  it('the order check finds a manifest stored before its files (so the property below can fail)', () => {
    const m = { version: 1, sites: { a: { file: 'a.0123456789abcdef.json' } } } as unknown as RulesManifest;
    expect(manifestAhead(['p/a.0123456789abcdef.json', 'p/versions/1.json', 'p/manifest.json'], [m], 'p')).toBeNull();
    expect(manifestAhead(['p/versions/1.json', 'p/manifest.json', 'p/a.0123456789abcdef.json'], [m], 'p')).toMatch(
      /before a\.0123456789abcdef\.json/,
    );
  });

  it('property: through any run of publishes, no moment has a manifest on the server whose files are not there, nor a reader who sees one', async () => {
    const s3 = await startS3(['rules']);
    const sites = Object.keys(config.sites);
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.subarray(sites, { minLength: 1 }), { minLength: 1, maxLength: 3 }), async (versions) => {
        const prefix = `run-${run++}`;
        const store = await openS3Store(`s3://rules/${prefix}`, s3.endpoint);
        const dir = outDir();
        const manifests: RulesManifest[] = [];
        const missingSeen: string[] = [];
        let uploading = true;
        // A visitor reading the manifest and then its files over HTTP while the uploads run.
        const reader = (async () => {
          while (uploading) {
            // s3rver writes a file in place, so a read during a PUT can get part of it, or a body shorter
            // than its length (S3 swaps whole objects); a page refuses such a manifest and keeps its
            // rules. Site files are never rewritten: a failed read of one fails the test.
            const m = await fetch(`${s3.endpoint}/rules/${prefix}/manifest.json`)
              .then(async (res) => (res.ok ? parsedOrNull(await res.text()) : (await res.arrayBuffer(), null)))
              .catch(() => null);
            if (m) {
              for (const file of needs(m))
                if ((await fetch(`${s3.endpoint}/rules/${prefix}/${file}`)).status !== 200) missingSeen.push(`v${m.version}: ${file}`);
            }
          }
        })();
        for (const [i, subset] of versions.entries()) {
          manifests.push((await publishAt(dir, withSites(subset), i)).manifest);
          await uploadBundle(store, dir);
        }
        uploading = false;
        await reader;
        expect(manifestAhead(s3.stored, manifests, prefix)).toBeNull();
        expect(missingSeen).toEqual([]);
      }),
      { numRuns: 8 },
    );
  });

  it('a fresh checkout takes the store’s versions, so its publish numbers after them', async () => {
    const s3 = await startS3(['rules']);
    const store = await openS3Store('s3://rules/live', s3.endpoint);
    const ci1 = outDir();
    await publishAt(ci1, config, 0);
    await publishAt(ci1, config, 1);
    await uploadBundle(store, ci1);
    const ci2 = outDir();
    expect(await pullPublished(store, ci2)).toBe(2);
    expect(readPublished(ci2)?.version).toBe(2);
    expect((await publishAt(ci2, config, 2)).manifest.version).toBe(3);
    const up = await uploadBundle(store, ci2);
    expect(up.uploaded).toEqual(['versions/3.json', 'manifest.json']);
  });

  it('says why a store cannot be used: unreachable, no such bucket, access denied, each with its exit code', async () => {
    const s3 = await startS3(['rules']);
    const dir = outDir();
    await publishAt(dir, config, 0);
    const failure = async (url: string, endpoint: string) => {
      try {
        await uploadBundle(await openS3Store(url, endpoint), dir);
      } catch (e) {
        return e instanceof StoreError ? { code: e.exitCode, message: e.message } : e;
      }
      return null;
    };
    const closed = await failure('s3://rules/live', 'http://127.0.0.1:9');
    expect(closed).toMatchObject({
      code: STORE_EXIT.unreachable,
      message: expect.stringMatching(/cannot reach http:\/\/127\.0\.0\.1:9 \(ECONNREFUSED\)/),
    });
    expect(await failure('s3://no-such-bucket/live', s3.endpoint)).toMatchObject({
      code: STORE_EXIT.noBucket,
      message: expect.stringContaining('no such bucket'),
    });
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'not-the-secret');
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'NOT-A-KEY');
    expect(await failure('s3://rules/live', s3.endpoint)).toMatchObject({
      code: STORE_EXIT.denied,
      message: expect.stringContaining('access denied'),
    });
  });
});

describe('two publishes racing on one store (a store that honours conditional writes, as AWS S3 does)', () => {
  /** An in-memory store that refuses a put whose If-Match or If-None-Match no longer holds; `before` runs once before the first put. */
  function conditionalStore() {
    const objects = new Map<string, { bytes: Uint8Array; etag: string }>();
    let before: (() => Promise<void>) | null = null;
    let n = 0;
    const store: ObjectStore = {
      label: 's3://memory/live',
      list: async () => new Set(objects.keys()),
      get: async (name) => objects.get(name)?.bytes ?? null,
      getTagged: async (name) => objects.get(name) ?? null,
      put: async (name, bytes, _cache, condition) => {
        const run = before;
        before = null;
        await run?.();
        const now = objects.get(name);
        if (condition && 'ifMatch' in condition && now?.etag !== condition.ifMatch) throw changedMeanwhile(store.label, name);
        if (condition && 'ifNoneMatch' in condition && now) throw changedMeanwhile(store.label, name);
        objects.set(name, { bytes, etag: `"${++n}"` });
      },
    };
    return { store, objects, beforeFirstPut: (f: () => Promise<void>) => (before = f) };
  }

  it('a rollback landing between a publish’s re-read and its puts keeps its own versions/<n>.json', async () => {
    const trust = { keys: [key.publicKey], threshold: 1, from: 'test' };
    const { store, objects, beforeFirstPut } = conditionalStore();
    const base = outDir();
    await publish({ config, outDir: base, key, revision: 'aaaaaaaaaaaa', now: new Date('2026-11-29T09:00:00Z'), trust });
    await publish({ config, outDir: base, key, revision: 'bbbbbbbbbbbb', now: new Date('2026-11-29T09:10:00Z'), trust });
    await uploadBundle(store, base);
    // Two jobs pull version 2: R rolls it back, P publishes a change; both number theirs 3.
    const [p, r] = [outDir(), outDir()];
    const seenP = (await pullChecked(store, p, trust, 1)).seen;
    const seenR = (await pullChecked(store, r, trust, 1)).seen;
    await publish({ config, outDir: r, key, revision: 'aaaaaaaaaaaa', now: new Date('2026-11-29T10:00:00Z'), withdraw: [2], trust });
    await publish({ config, outDir: p, key, revision: 'cccccccccccc', now: new Date('2026-11-29T10:00:01Z'), trust });
    beforeFirstPut(() => uploadBundle(store, r, seenR).then(() => undefined));
    await expect(uploadBundle(store, p, seenP)).rejects.toThrow(/changed after it was read/);
    const read = (name: string) => JSON.parse(new TextDecoder().decode(objects.get(name)!.bytes)) as RulesManifest;
    expect(read('manifest.json')).toMatchObject({ version: 3, withdrawn: [2] });
    expect(read('versions/3.json')).toMatchObject({ version: 3, revision: 'aaaaaaaaaaaa', withdrawn: [2] });
  });
});
