import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_EXPIRES_IN_MS, MAX_FRESH_MS, type RulesManifest } from '../config/bundle/manifest';
import { acceptable, type Trust } from '../config/bundle/verify';
import { vocabularyOf } from '../config/bundle/vocabulary';
import { addSignature, MANIFEST_FILE, publish, refresh } from '../config/node/publish';
import { compiledRepoConfig } from '../config/node/repo-config';
import { ephemeralSigningKey } from '../config/node/signing-key';
import type { StringStorage } from '../lib/storage';
import { createRulesSync } from './rules-sync';

// A timestamp dated ahead: one signature by a timestamp key (the hourly job's secret, or any release
// key when no timestamp keys are set) with a clock set to 2099 made a release fresh for decades —
// the 30-day ceiling was counted from the timestamp's own issuedAt. It is counted from the reader's
// clock now: a page applies, refreshes or restores nothing fresh more than 30 days ahead of it.
const full = compiledRepoConfig();
const config = { ...full, sites: { main: full.sites.main! } };
const known = vocabularyOf(full);
const [ann, bob, stamp] = [ephemeralSigningKey(), ephemeralSigningKey(), ephemeralSigningKey()];
const trust: Trust = { keys: [ann.publicKey, bob.publicKey], threshold: 2, timestampKeys: [stamp.publicKey] };
const T0 = new Date('2026-11-26T10:00:00Z');
const DAY = 86_400_000;
const FUTURE = new Date('2099-12-01T00:00:00Z');
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A genuine release two officers signed, published at T0 and fresh for 24 h. */
async function approved(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'meridian-ahead-'));
  dirs.push(dir);
  await publish({ config, outDir: dir, key: ann, timestampKey: stamp, revision: 'abc1234', now: T0 });
  await addSignature(join(dir, MANIFEST_FILE), bob);
  return dir;
}

const read = (dir: string) => readFileSync(join(dir, MANIFEST_FILE), 'utf8');

function page(dir: string, now: number, storage = memoryStorage()) {
  const fetchFn = (async (url: string) => {
    try {
      const bytes = readFileSync(join(dir, String(url).replace('/rules-bundle/', '')));
      return new Response(new Uint8Array(bytes), { headers: { etag: `"${createHash('sha256').update(bytes).digest('hex')}"` } });
    } catch {
      return new Response('{}', { status: 404 });
    }
  }) as typeof fetch;
  return createRulesSync({ site: 'main', baseUrl: '/rules-bundle/', trust, known, fetch: fetchFn, wallClock: () => now, storage });
}

function memoryStorage(): StringStorage {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

describe('a timestamp dated ahead', () => {
  let genuine = '';
  let ahead = '';
  beforeAll(async () => {
    const dir = await approved();
    genuine = read(dir);
    // The timestamp key's holder signs once, with the CLI's own refresh and a clock set to 2099.
    await refresh({ outDir: dir, key: stamp, now: FUTURE, expiresInMs: MAX_FRESH_MS });
    ahead = read(dir);
    dirs.push(dir);
  });

  it('is refused by a page years before it (it applied, five years on, before)', async () => {
    expect((JSON.parse(ahead) as RulesManifest).timestamp.expiresAt).toBe('2099-12-31T00:00:00.000Z');
    const fiveYearsOn = T0.getTime() + 5 * 365 * DAY;
    const dir = dirs.at(-1)!;
    const outcome = await page(dir, fiveYearsOn).offer(ahead);
    expect(outcome).toMatchObject({ kind: 'refused', refusal: 'dated-ahead' });
  });

  it('keeps nothing fresh before its last 30 days: applied inside them, as any timestamp', async () => {
    const dir = dirs.at(-1)!;
    const expiry = Date.parse('2099-12-31T00:00:00Z');
    expect(await page(dir, expiry - MAX_FRESH_MS - 1).offer(ahead)).toMatchObject({ kind: 'refused', refusal: 'dated-ahead' });
    expect(await page(dir, expiry - MAX_FRESH_MS).offer(ahead)).toMatchObject({ kind: 'applied' });
  });

  it('is refused as a refresh of the version in use, which keeps its own expiry', async () => {
    const dir = dirs.at(-1)!;
    const now = T0.getTime() + 3600_000;
    const p = page(dir, now);
    expect(await p.offer(genuine)).toMatchObject({ kind: 'applied' });
    expect(await p.offer(ahead)).toMatchObject({ kind: 'refused', refusal: 'dated-ahead' });
    expect(p.current()?.expiresAt).toBe('2026-11-27T10:00:00.000Z');
  });

  it('kept by a browser whose clock was set ahead, is not used once the clock is right', async () => {
    const dir = dirs.at(-1)!;
    const storage = memoryStorage();
    expect(await page(dir, Date.parse('2099-12-15T00:00:00Z'), storage).offer(ahead)).toMatchObject({ kind: 'applied' });
    // Restored at the same clock (fresh), and past its expiry (kept rules are kept): as before.
    expect(await page(dir, Date.parse('2099-12-15T00:00:00Z'), storage).restore()).not.toBeNull();
    expect(await page(dir, Date.parse('2100-02-01T00:00:00Z'), storage).restore()).not.toBeNull();
    // Years before it: not used (its signatures hold: the clock is what is off, so it stays kept).
    expect(await page(dir, T0.getTime(), storage).restore()).toBeNull();
    expect(await page(dir, Date.parse('2099-12-15T00:00:00Z'), storage).restore()).not.toBeNull();
  });

  it('whatever the timestamp claims and whenever it is read: accepted only while it expires within 30 days of the reader', () => {
    const base = JSON.parse(genuine) as RulesManifest;
    const ms = fc.integer({ min: Date.parse('1971-01-01T00:00:00Z'), max: Date.parse('2199-01-01T00:00:00Z') });
    fc.assert(
      fc.property(ms, fc.integer({ min: 0, max: MAX_FRESH_MS }), ms, fc.boolean(), (issued, span, now, keepExpired) => {
        const timestamp = { ...base.timestamp, issuedAt: new Date(issued).toISOString(), expiresAt: new Date(issued + span).toISOString() };
        const manifest = { ...base, timestamp };
        const r = acceptable(manifest, { site: 'main', versionInUse: 0, known, now, keepExpired });
        const expiry = issued + span;
        if (r.ok) {
          expect(expiry - now).toBeLessThanOrEqual(MAX_FRESH_MS);
          if (!keepExpired) expect(expiry).toBeGreaterThan(now);
        } else expect(r.refusal).toBe(expiry - now > MAX_FRESH_MS ? 'dated-ahead' : 'expired');
      }),
      { numRuns: 500 },
    );
  });
});

describe('a visitor whose clock is slow (an independent attacker: dated-ahead had no margin for honest clocks)', () => {
  it('takes the longest freshness meridian signs while the clock is up to a day slow', async () => {
    const dir = await approved();
    await refresh({ outDir: dir, key: stamp, now: T0, expiresInMs: MAX_EXPIRES_IN_MS });
    const text = read(dir);
    expect(await page(dir, T0.getTime() - DAY).offer(text)).toMatchObject({ kind: 'applied' });
    expect(await page(dir, T0.getTime() - DAY - 1).offer(text)).toMatchObject({ kind: 'refused', refusal: 'dated-ahead' });
  });

  it('keeps its kept bundle through a load with the clock far behind, and uses it again once the clock is right', async () => {
    const v1 = await approved();
    const v2 = await approved();
    await publish({ config, outDir: v2, key: ann, timestampKey: stamp, revision: 'def5678', now: new Date(T0.getTime() + 3600_000) });
    await addSignature(join(v2, MANIFEST_FILE), bob);
    const storage = memoryStorage();
    expect(await page(v2, T0.getTime() + 2 * 3600_000, storage).offer(read(v2))).toMatchObject({ kind: 'applied' });
    // One load with the clock 30 days slow (a dead clock battery, a VM restored from a snapshot).
    const slow = page(v1, T0.getTime() - 30 * DAY, storage);
    expect(await slow.restore()).toBeNull();
    // Once the clock is right: the kept 2 is used again (it was forgotten before), and 1 is not newer.
    const right = page(v1, T0.getTime() + 4 * 3600_000, storage);
    expect((await right.restore())?.version).toBe(2);
    expect(await right.offer(read(v1))).toMatchObject({ kind: 'unchanged' });
  });
});
