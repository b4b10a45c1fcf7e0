import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { vocabularyOf } from '../config/bundle/vocabulary';
import { publish, refresh } from '../config/node/publish';
import { compiledRepoConfig } from '../config/node/repo-config';
import { ephemeralSigningKey } from '../config/node/signing-key';
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
        expiresAtInUse: sync.current()?.expiresAt,
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

const newKey = ephemeralSigningKey;
const key = newKey();

/** Every check's wall clock: an hour after the bundles are published (they are fresh for 24 h). */
const PUBLISHED = new Date('2026-11-26T10:00:00Z');
const NOW = PUBLISHED.getTime() + 3600_000;

async function publishedDir(signer = key, over: Partial<Parameters<typeof publish>[0]> = {}): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'meridian-sync-'));
  dirs.push(dir);
  await publish({ config, outDir: dir, key: signer, revision: 'r1', now: PUBLISHED, ...over });
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
    const etag = `"${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}"`;
    if ((init?.headers as Record<string, string> | undefined)?.['if-none-match'] === etag) return new Response(null, { status: 304 });
    return new Response(new Uint8Array(bytes), { headers: { etag } });
  }) as typeof fetch;
  return { fetch: fetchFn, asked };
}

function memoryStorage(): StringStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

/** A page's options: trusting `key`, at NOW, with storage of its own unless given. */
function pageOptions(over: Partial<RulesSyncOptions> & Pick<RulesSyncOptions, 'fetch'>): RulesSyncOptions {
  return {
    site: 'main',
    baseUrl: '/rules-bundle/',
    trust: { keys: [key.publicKey], threshold: 1 },
    wallClock: () => NOW,
    known,
    storage: memoryStorage(),
    ...over,
  };
}

function sync(dir: string, over: Partial<RulesSyncOptions> = {}) {
  const h = host(dir);
  const storage = memoryStorage();
  return {
    h,
    storage,
    sync: syncWithCheck(pageOptions({ fetch: h.fetch, storage, ...over })),
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
    // The browser's configuration carries no spec sources (docs/contract.md, the Decision's trace): compared without them.
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
    const next = syncWithCheck(pageOptions({ fetch: host(dir).fetch, storage: first.storage }));
    expect((await next.restore())?.version).toBe(1);
    // A kept copy changed in storage is refused and dropped.
    const kept = JSON.parse(first.storage.map.get('meridian.rules.main')!) as { manifest: string; file: string };
    first.storage.map.set('meridian.rules.main', JSON.stringify({ ...kept, file: kept.file.replace('"main"', '"mainx"') }));
    const tampered = syncWithCheck(pageOptions({ fetch: host(dir).fetch, storage: first.storage }));
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
    const s = syncWithCheck(pageOptions({ fetch: h.fetch }));
    expect(await s.check()).toEqual({ kind: 'unchanged' });
    expect(s.current()).toBeNull();
  });

  it('a manifest that answers 500, or not at all, is a failure that changes nothing', async () => {
    const dir = await publishedDir();
    const h500 = host(dir, (n) => (n === 'manifest.json' ? new Response('oops', { status: 500 }) : undefined));
    const s500 = syncWithCheck(pageOptions({ fetch: h500.fetch }));
    expect(await s500.check()).toEqual({ kind: 'failed', detail: 'manifest: HTTP 500' });
    const hang = host(dir, (n) => (n === 'manifest.json' ? 'hang' : undefined));
    const sHang = syncWithCheck(pageOptions({ fetch: hang.fetch, storage: memoryStorage(), timeoutMs: 50 }));
    expect(await sHang.check()).toEqual({ kind: 'failed', detail: 'manifest: no answer in 50 ms' });
    expect(sHang.current()).toBeNull();
  });
});

describe('freshness, withdrawal, the dirty mark and bounded reads (ADR 0214)', () => {
  const HOUR = 3600_000;

  it('a refresh of the version in use moves its expiry without applying anything again, and is kept for the next visit', async () => {
    const dir = await publishedDir(key, { expiresInMs: 2 * HOUR });
    let now = NOW;
    const { sync: s, storage } = sync(dir, { wallClock: () => now });
    expect((await s.check()).kind).toBe('applied');
    const before = s.current()!;
    now = PUBLISHED.getTime() + 3 * HOUR;
    expect(s.stale()).toBe(true);
    await refresh({ outDir: dir, key, now: new Date(now), expiresInMs: 2 * HOUR });
    const refreshed = await s.check();
    expect(refreshed.kind).toBe('refreshed');
    expect(s.current()!.config).toBe(before.config);
    expect(s.current()!.expiresAt).toBe(new Date(now + 2 * HOUR).toISOString());
    expect(s.stale()).toBe(false);
    const kept = JSON.parse(storage.map.get('meridian.rules.main')!) as { manifest: string };
    expect(kept.manifest).toBe(readFileSync(join(dir, 'manifest.json'), 'utf8'));
  });

  it('a manifest past its expiry is never applied, however well signed', async () => {
    const dir = await publishedDir();
    const { sync: s } = sync(dir, { wallClock: () => PUBLISHED.getTime() + 25 * HOUR });
    expect(await s.check()).toMatchObject({ kind: 'refused', refusal: 'expired' });
    expect(s.current()).toBeNull();
  });

  it('a kept bundle past its expiry is restored (the newest verified rules this browser has) and said to be stale', async () => {
    const dir = await publishedDir();
    const first = sync(dir);
    await first.sync.check();
    const later = createRulesSync(
      pageOptions({ fetch: host(dir).fetch, storage: first.storage, wallClock: () => PUBLISHED.getTime() + 48 * HOUR }),
    );
    expect((await later.restore())?.version).toBe(1);
    expect(later.stale()).toBe(true);
  });

  it('a bundle in use whose expiry does not read as a time is stale, and a fresh refresh of it moves it (fails closed)', async () => {
    const dir = await publishedDir();
    const first = sync(dir);
    await first.sync.check();
    const unreadable = { ...first.sync.current()!, expiresAt: '2026-13-01T00:00:00Z' };
    const page = syncWithCheck(pageOptions({ fetch: host(dir).fetch, inUse: unreadable }));
    expect(page.stale()).toBe(true);
    await refresh({ outDir: dir, key, now: new Date(NOW) });
    expect(await page.offer(readFileSync(join(dir, 'manifest.json'), 'utf8'))).toMatchObject({ kind: 'refreshed' });
    expect(page.stale()).toBe(false);
  });

  it('a page that has seen a rollback never applies a withdrawn version again, even one not expired', async () => {
    const dir = await publishedDir();
    await publish({ config, outDir: dir, key, revision: 'r2-bad', now: PUBLISHED });
    const withdrawnText = readFileSync(join(dir, 'versions', '2.json'));
    await publish({ config, outDir: dir, key, revision: 'r1', now: PUBLISHED, withdraw: [2] });
    const page = sync(dir);
    expect((await page.sync.check()).kind).toBe('applied');
    expect(page.sync.current()!.version).toBe(3);
    // The kept bundle is gone (storage cleared by the site, say), the withdrawn list is not; a host replays version 2.
    page.storage.map.delete('meridian.rules.main');
    writeFileSync(join(dir, 'manifest.json'), withdrawnText);
    const next = sync(dir, { storage: page.storage });
    expect(await next.sync.check()).toMatchObject({ kind: 'refused', refusal: 'withdrawn' });
    expect(next.sync.current()).toBeNull();
    // A browser that never saw the rollback would take it: the list is what protects.
    expect((await sync(dir).sync.check()).kind).toBe('applied');
  });

  it('a bundle published from a dirty tree is applied by a demo build only', async () => {
    const dir = await publishedDir(key, { dirty: true });
    expect(await sync(dir).sync.check()).toMatchObject({ kind: 'refused', refusal: 'dirty' });
    expect((await sync(dir, { acceptDirty: true }).sync.check()).kind).toBe('applied');
  });

  it('a site file that goes on past its declared size is refused after one byte more, and read no further', async () => {
    const dir = await publishedDir();
    const site = manifestSite(dir);
    let pulled = 0;
    const endless = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          pull(c) {
            pulled += 65_536;
            c.enqueue(new Uint8Array(65_536).fill(32));
          },
        }),
      );
    const h = host(dir, (name) => (name === site ? endless() : undefined));
    const { sync: s } = sync(dir, { fetch: h.fetch });
    expect(await s.check()).toMatchObject({ kind: 'refused', refusal: 'too-large' });
    const declared = (JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { sites: { main: { size: number } } }).sites.main
      .size;
    expect(pulled).toBeLessThanOrEqual(declared + 4 * 65_536);
  });

  it('a manifest larger than 64 KB is not read past the limit', async () => {
    const dir = await publishedDir();
    const h = host(dir, (name) => (name === 'manifest.json' ? new Response(`{"format":2,"pad":"${'x'.repeat(70_000)}"}`) : undefined));
    const { sync: s } = sync(dir, { fetch: h.fetch });
    expect(await s.check()).toMatchObject({ kind: 'failed', detail: expect.stringContaining('over the limit of 65536 bytes') });
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

describe('a rollback reaches a page that has the withdrawn version open', () => {
  const HOUR = 3600_000;
  const T0 = PUBLISHED.getTime();

  /**
   * v1, then v2 (and an hourly refresh of it, which a host may keep), then v3 rolling back to r1 and
   * withdrawing 2. A host serves any of them, with the site files or without.
   */
  async function rolledBack() {
    const dir = await publishedDir(key, { now: new Date(T0) });
    const snap = () => readFileSync(join(dir, 'manifest.json'), 'utf8');
    await publish({ config, outDir: dir, key, revision: 'r2', now: new Date(T0 + HOUR) });
    const v2 = snap();
    await refresh({ outDir: dir, key, now: new Date(T0 + 2 * HOUR) });
    const v2refreshed = snap();
    await publish({ config, outDir: dir, key, revision: 'r1', now: new Date(T0 + 3 * HOUR), withdraw: [2] });
    const v3 = snap();
    let serve = v2;
    let withhold = false;
    const h = host(dir, (name) => {
      if (name === 'manifest.json') return new Response(serve);
      return withhold ? new Response('', { status: 503 }) : undefined;
    });
    const storage = memoryStorage();
    const page = () => syncWithCheck(pageOptions({ fetch: h.fetch, storage, wallClock: () => T0 + 4 * HOUR }));
    return {
      v2,
      v2refreshed,
      v3,
      storage,
      page,
      serve: (text: string, files = true) => {
        serve = text;
        withhold = !files;
      },
    };
  }

  it('a signed rollback whose site file is withheld still takes the withdrawn version out of use, and its kept copy; an older refresh of it is refused', async () => {
    const r = await rolledBack();
    const page = r.page();
    expect((await page.check()).kind).toBe('applied');
    expect(page.current()?.version).toBe(2);
    r.serve(r.v3, false);
    const learnt = await page.check();
    // The check itself failed (no site file), and the page learnt that the version it uses is withdrawn.
    expect(learnt).toMatchObject({ kind: 'failed', dropped: { version: 2, detail: expect.stringContaining('withdrawn') } });
    expect(page.current()).toBeNull();
    expect(r.storage.map.has('meridian.rules.main')).toBe(false);
    // The host replays the hourly refresh of version 2: refused, nothing in use changes.
    r.serve(r.v2refreshed);
    expect(await page.offer(r.v2refreshed)).toMatchObject({ kind: 'refused', refusal: 'withdrawn' });
    expect(page.current()).toBeNull();
    // Nor does the next load restore anything; the rollback, once its file is there, applies.
    expect(await r.page().restore()).toBeNull();
    r.serve(r.v3);
    expect((await page.check()).kind).toBe('applied');
    expect(page.current()?.version).toBe(3);
  });

  it('a refresh of the version in use that another tab learnt is withdrawn is refused, and the version is dropped', async () => {
    const r = await rolledBack();
    const page = r.page();
    expect((await page.check()).kind).toBe('applied');
    // Another tab of this browser verified v3 (storage has its list) while this one kept v2 open.
    r.serve(r.v3, false);
    expect((await r.page().check()).kind).toBe('failed');
    expect(r.storage.map.get('meridian.rules-withdrawn.main')).toBe('[2]');
    r.serve(r.v2refreshed);
    expect(await page.check()).toMatchObject({ kind: 'refused', refusal: 'withdrawn', dropped: { version: 2 } });
    expect(page.current()).toBeNull();
  });

  it('after the drop, no version at or below the withdrawn one is applied again in this page', async () => {
    const r = await rolledBack();
    const page = r.page();
    await page.check();
    r.serve(r.v3, false);
    await page.check();
    // Version 1 is not withdrawn and still fresh, but older than the rules this page used.
    const v1 = readFileSync(join(dirs.at(-1)!, 'versions', '1.json'), 'utf8');
    expect(await page.offer(v1)).toEqual({ kind: 'unchanged', verifyMs: expect.any(Number) });
    expect(page.current()).toBeNull();
  });
});

describe('tabs of one browser share the kept bundle', () => {
  const HOUR = 3600_000;
  const T0 = PUBLISHED.getTime();

  /** v1, two refreshes of it (half past, and the hour), then v2 and v3, each with a site file of its own (one rule fewer). */
  async function threeVersions() {
    const dir = await publishedDir(key, { now: new Date(T0) });
    const snap = () => readFileSync(join(dir, 'manifest.json'), 'utf8');
    const v1 = snap();
    await refresh({ outDir: dir, key, now: new Date(T0 + HOUR / 2) });
    const v1halfPast = snap();
    await refresh({ outDir: dir, key, now: new Date(T0 + HOUR) });
    const v1refreshed = snap();
    const fewer = (n: number) => ({
      ...config,
      sites: { ...config.sites, main: { ...config.sites.main!, rules: config.sites.main!.rules.slice(n) } },
    });
    await publish({ config: fewer(1), outDir: dir, key, revision: 'r2', now: new Date(T0 + 2 * HOUR) });
    const v2 = snap();
    await publish({ config: fewer(2), outDir: dir, key, revision: 'r3', now: new Date(T0 + 2 * HOUR) });
    const v3 = snap();
    const storage = memoryStorage();
    /** A tab whose host answers `serve()` for the manifest. */
    const tab = (serve: () => string) =>
      syncWithCheck(
        pageOptions({
          fetch: host(dir, (name) => (name === 'manifest.json' ? new Response(serve()) : undefined)).fetch,
          storage,
          wallClock: () => T0 + 2.5 * HOUR,
        }),
      );
    return { v1, v1halfPast, v1refreshed, v2, v3, tab };
  }

  it("a refresh in one tab does not pair its manifest with another tab's newer kept file: the next load restores the newer version", async () => {
    const r = await threeVersions();
    let servedToA = r.v1;
    const a = r.tab(() => servedToA);
    const b = r.tab(() => r.v2);
    expect((await a.check()).kind).toBe('applied');
    expect((await b.check()).kind).toBe('applied');
    // A CDN edge still serving the hourly refresh of v1 answers tab A.
    servedToA = r.v1refreshed;
    expect((await a.check()).kind).toBe('refreshed');
    expect((await r.tab(() => r.v2).restore())?.version).toBe(2);
  });

  it('a tab that applies an older version than another tab kept leaves the newer kept one', async () => {
    const r = await threeVersions();
    let servedToA = r.v1;
    const a = r.tab(() => servedToA);
    const b = r.tab(() => r.v3);
    expect((await a.check()).kind).toBe('applied');
    expect((await b.check()).kind).toBe('applied');
    servedToA = r.v2; // a lagging edge: newer than tab A's, older than what tab B kept
    expect((await a.check()).kind).toBe('applied');
    expect((await r.tab(() => r.v3).restore())?.version).toBe(3);
  });

  it('a refresh of the kept version moves the kept expiry, never back', async () => {
    const r = await threeVersions();
    let servedToA = r.v1;
    const a = r.tab(() => servedToA);
    const b = r.tab(() => r.v1refreshed);
    expect((await a.check()).kind).toBe('applied');
    // Tab B loads with the kept v1, and its host already has the hourly refresh.
    expect((await b.restore())?.version).toBe(1);
    expect((await b.check()).kind).toBe('refreshed');
    const later = b.current()!.expiresAt;
    // Tab A gets the refresh of half past: later than its own expiry, earlier than the kept one.
    servedToA = r.v1halfPast;
    expect((await a.check()).kind).toBe('refreshed');
    expect(a.current()!.expiresAt < later).toBe(true);
    expect((await r.tab(() => r.v3).restore())?.expiresAt).toBe(later);
  });
});
