import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { vocabularyOf } from '../config/bundle/vocabulary';
import { publish } from '../config/node/publish';
import { compiledRepoConfig } from '../config/node/repo-config';
import { rawPublicKey, type SigningKey } from '../config/node/signing-key';
import { decide } from '../engine/decide';
import type { StringStorage } from '../lib/storage';
import { checkOnce } from './manifest-request';
import { createRulesSync, type RulesSyncOptions } from './rules-sync';

/** A sync with the page's check (manifest-request.ts checkOnce): ask, then offer a newer manifest. */
function syncWithCheck(o: RulesSyncOptions) {
  const sync = createRulesSync(o);
  let etag: string | null = null;
  return Object.assign(sync, {
    async check() {
      const versionInUse = sync.current()?.version ?? o.builtInVersion ?? 0;
      const r = await checkOnce({
        fetch: o.fetch,
        baseUrl: o.baseUrl,
        etag,
        timeoutMs: o.timeoutMs ?? 5_000,
        versionInUse,
        offer: (t) => sync.offer(t),
      });
      etag = r.etag;
      return r.outcome;
    },
  });
}

const config = compiledRepoConfig();
const known = vocabularyOf(config);
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function newKey(): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return { privateKey, publicKey: rawPublicKey(publicKey), source: 'file' };
}
const key = newKey();

async function publishedDir(signer = key): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'meridian-sync-'));
  dirs.push(dir);
  await publish({ config, outDir: dir, key: signer, revision: 'r1', now: new Date('2026-11-26T10:00:00Z') });
  return dir;
}

/** A static host over `dir`: ETags, 304, and a hook to break an answer. */
function host(dir: string, broken?: (name: string) => Response | 'hang' | undefined) {
  const asked: string[] = [];
  const fetchFn = (async (url: string, init?: RequestInit) => {
    const name = String(url).replace('/rules-bundle/', '');
    asked.push(name);
    const breakage = broken?.(name);
    if (breakage === 'hang') return new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
    if (breakage) return breakage;
    let bytes: Buffer;
    try {
      bytes = readFileSync(join(dir, name));
    } catch {
      return new Response('{}', { status: 404 });
    }
    const etag = `"${bytes.length}-${bytes.subarray(-40).toString('hex')}"`;
    if ((init?.headers as Record<string, string> | undefined)?.['if-none-match'] === etag) return new Response(null, { status: 304 });
    return new Response(new Uint8Array(bytes), { headers: { etag } });
  }) as typeof fetch;
  return { fetch: fetchFn, asked };
}

function memoryStorage(): StringStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

function sync(dir: string, over: Partial<RulesSyncOptions> = {}) {
  const h = host(dir);
  const storage = memoryStorage();
  return {
    h,
    storage,
    sync: syncWithCheck({ site: 'main', baseUrl: '/rules-bundle/', trusted: [key.publicKey], known, fetch: h.fetch, storage, ...over }),
  };
}

describe('rules sync (the browser side of live rule bundles)', () => {
  it('applies a published bundle, which decides as the built-in configuration does; then 304 is unchanged', async () => {
    const dir = await publishedDir();
    const { sync: s, h } = sync(dir);
    const outcome = await s.check();
    expect(outcome.kind).toBe('applied');
    const live = s.current()!;
    expect(live.version).toBe(1);
    const facts = { site: 'main', path: '/', locale: 'en', now: '2026-11-26T10:00:00Z' } as never;
    // The browser's configuration carries no spec sources (ADR 0217): compared without them.
    const fromSources = await decide(config, facts);
    expect(await decide(live.config, facts)).toEqual({
      ...fromSources,
      trace: fromSources.trace.map((t) => ({ ...t, source: undefined })),
    });
    expect(await s.check()).toEqual({ kind: 'unchanged' });
    expect(h.asked).toEqual(['manifest.json', manifestSite(dir), 'manifest.json']);
  });

  it('keeps the verified bundle for the next visit, and verifies it again then', async () => {
    const dir = await publishedDir();
    const first = sync(dir);
    await first.sync.check();
    const next = syncWithCheck({
      site: 'main',
      baseUrl: '/rules-bundle/',
      trusted: [key.publicKey],
      known,
      fetch: host(dir).fetch,
      storage: first.storage,
    });
    expect((await next.restore())?.version).toBe(1);
    // A kept copy changed in storage is refused and dropped.
    const kept = JSON.parse(first.storage.map.get('meridian.rules.main')!) as { manifest: string; file: string };
    first.storage.map.set('meridian.rules.main', JSON.stringify({ ...kept, file: kept.file.replace('"main"', '"mainx"') }));
    const tampered = syncWithCheck({
      site: 'main',
      baseUrl: '/rules-bundle/',
      trusted: [key.publicKey],
      known,
      fetch: host(dir).fetch,
      storage: first.storage,
    });
    expect(await tampered.restore()).toBeNull();
    expect(first.storage.map.has('meridian.rules.main')).toBe(false);
  });

  it.each([
    ['a site file with one byte changed', 'refused', async (dir: string) => flipByte(join(dir, manifestSite(dir)))],
    ['a manifest signed by another key', 'refused', async (dir: string) => copyManifest(await publishedDir(newKey()), dir)],
    ['a malformed manifest', 'refused', async (dir: string) => writeFileSync(join(dir, 'manifest.json'), '{"format":1,')],
    ['a missing site file', 'failed', async (dir: string) => rmSync(join(dir, manifestSite(dir)))],
  ])('%s is %s and nothing changes', async (_name, kind, breakIt) => {
    const dir = await publishedDir();
    await breakIt(dir);
    const { sync: s, storage } = sync(dir);
    expect((await s.check()).kind).toBe(kind);
    expect(s.current()).toBeNull();
    expect(storage.map.size).toBe(0);
  });

  it('says how long it spent verifying, the fetch of the site file left out', async () => {
    const dir = await publishedDir();
    let ticks = 0;
    const h = host(dir);
    const slowFetch = (async (url: string, init?: RequestInit) => {
      ticks += 100; // a clock read during the fetch would count this
      return h.fetch(url, init);
    }) as typeof fetch;
    const { sync: s } = sync(dir, { fetch: slowFetch, now: () => ticks++ });
    await s.prepare();
    const outcome = await s.check();
    expect(outcome).toMatchObject({ kind: 'applied' });
    // Two spans of one tick each: the manifest's shape, version and vocabulary before the fetch, and the
    // signature and the hash, checked side by side once the file is in.
    expect(outcome.verifyMs).toBe(2);
  });

  it('a site file that does not answer is a failure, not an exception; a bad signature still says so first', async () => {
    const dir = await publishedDir();
    const h = host(dir, (name) => (name === manifestSite(dir) ? 'hang' : undefined));
    const { sync: s } = sync(dir, { fetch: h.fetch, timeoutMs: 50 });
    expect(await s.check()).toMatchObject({ kind: 'failed', detail: expect.stringContaining('no answer in 50 ms') });
    expect(s.current()).toBeNull();
    const other = await publishedDir(newKey());
    const hanging = host(other, (name) => (name === manifestSite(other) ? 'hang' : undefined));
    const { sync: signedElsewhere } = sync(other, { fetch: hanging.fetch, timeoutMs: 50 });
    expect(await signedElsewhere.check()).toMatchObject({ kind: 'refused', refusal: 'unknown-key' });
  });

  it('a name this build does not know is refused', async () => {
    const dir = await publishedDir();
    const { sync: s } = sync(dir, { known: { ...known, dialogs: known.dialogs.slice(1) } });
    expect(await s.check()).toMatchObject({ kind: 'refused', refusal: 'unknown-vocabulary' });
  });

  it('an older or equal version is never applied', async () => {
    const dir = await publishedDir();
    const { sync: s } = sync(dir, { builtInVersion: 1 });
    expect(await s.check()).toEqual({ kind: 'unchanged' });
    expect(s.current()).toBeNull();
  });

  it('nothing published (204) is no change', async () => {
    const dir = await publishedDir();
    const h = host(dir, (n) => (n === 'manifest.json' ? new Response(null, { status: 204 }) : undefined));
    const s = syncWithCheck({
      site: 'main',
      baseUrl: '/rules-bundle/',
      trusted: [key.publicKey],
      known,
      fetch: h.fetch,
      storage: memoryStorage(),
    });
    expect(await s.check()).toEqual({ kind: 'unchanged' });
    expect(s.current()).toBeNull();
  });

  it('a manifest that answers 500, or not at all, is a failure that changes nothing', async () => {
    const dir = await publishedDir();
    const h500 = host(dir, (n) => (n === 'manifest.json' ? new Response('oops', { status: 500 }) : undefined));
    const s500 = syncWithCheck({
      site: 'main',
      baseUrl: '/rules-bundle/',
      trusted: [key.publicKey],
      known,
      fetch: h500.fetch,
      storage: memoryStorage(),
    });
    expect(await s500.check()).toEqual({ kind: 'failed', detail: 'manifest: HTTP 500' });
    const hang = host(dir, (n) => (n === 'manifest.json' ? 'hang' : undefined));
    const sHang = syncWithCheck({
      site: 'main',
      baseUrl: '/rules-bundle/',
      trusted: [key.publicKey],
      known,
      fetch: hang.fetch,
      storage: memoryStorage(),
      timeoutMs: 50,
    });
    expect(await sHang.check()).toEqual({ kind: 'failed', detail: 'manifest: no answer in 50 ms' });
    expect(sHang.current()).toBeNull();
  });
});

function manifestSite(dir: string): string {
  return (JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { sites: { main: { file: string } } }).sites.main.file;
}

function flipByte(file: string): void {
  const bytes = readFileSync(file);
  bytes[200] = bytes[200]! ^ 1;
  writeFileSync(file, bytes);
}

function copyManifest(from: string, to: string): void {
  writeFileSync(join(to, 'manifest.json'), readFileSync(join(from, 'manifest.json')));
}
