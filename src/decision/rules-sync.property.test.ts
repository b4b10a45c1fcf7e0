import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vocabularyOf } from '../config/bundle/vocabulary';
import { publish, refresh } from '../config/node/publish';
import { compiledRepoConfig } from '../config/node/repo-config';
import { ephemeralSigningKey } from '../config/node/signing-key';
import type { StringStorage } from '../lib/storage';
import { checkOnce } from './manifest-request';
import { createRulesSync, type SyncOutcome } from './rules-sync';

// One site keeps each publish cheap; what matters here is which manifest a page is served.
const full = compiledRepoConfig(new URL('../..', import.meta.url).pathname);
const fewer = (n: number) => ({ ...full, sites: { main: { ...full.sites.main!, rules: full.sites.main!.rules.slice(n) } } });
const known = vocabularyOf(full);
const key = ephemeralSigningKey();
const HOUR = 3600_000;
const T0 = Date.parse('2026-11-26T10:00:00Z');
/** Fresh for 6 h: the drawn clock goes past it. */
const EXPIRES_IN = 6 * HOUR;

interface Snapshot {
  text: string;
  version: number;
  withdrawn: number[];
  issuedAt: number;
}

let dir = '';
/** Everything the publisher put out, in order: new versions, hourly refreshes, two rollbacks. */
const snapshots: Snapshot[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'meridian-sync-prop-'));
  const snap = (at: number) => {
    const text = readFileSync(join(dir, 'manifest.json'), 'utf8');
    const m = JSON.parse(text) as { version: number; withdrawn: number[] };
    snapshots.push({ text, version: m.version, withdrawn: m.withdrawn, issuedAt: at });
  };
  const put = async (at: number, rules: number, revision: string, withdraw: number[] = []) => {
    await publish({ config: fewer(rules), outDir: dir, key, revision, now: new Date(at), expiresInMs: EXPIRES_IN, withdraw });
    snap(at);
  };
  const fresh = async (at: number) => {
    await refresh({ outDir: dir, key, now: new Date(at), expiresInMs: EXPIRES_IN });
    snap(at);
  };
  await put(T0, 0, 'r1'); // v1
  await fresh(T0 + HOUR);
  await put(T0 + 2 * HOUR, 1, 'r2'); // v2
  await fresh(T0 + 3 * HOUR);
  await put(T0 + 4 * HOUR, 0, 'r1', [2]); // v3: back to r1, v2 withdrawn
  await fresh(T0 + 5 * HOUR);
  await put(T0 + 6 * HOUR, 2, 'r4'); // v4
  await fresh(T0 + 7 * HOUR);
  await put(T0 + 8 * HOUR, 0, 'r1', [4]); // v5: back to r1 again, v2 and v4 withdrawn
  await fresh(T0 + 9 * HOUR);
  await fresh(T0 + 12 * HOUR);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * What a host does next: answer a tab's check with any manifest published by then (a replay, or the
 * newest), with or without the site files; let time pass; or open a tab again (a new load restoring
 * what storage kept).
 */
type Step =
  | { kind: 'check'; tab: number; serve: 'newest' | 'fresh' | 'any'; pick: number; withhold: boolean }
  | { kind: 'wait'; hours: number }
  | { kind: 'load'; tab: number };
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('check' as const),
      tab: fc.nat(1),
      pick: fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
      serve: fc.constantFrom('newest', 'newest', 'fresh', 'fresh', 'any'),
      withhold: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('wait' as const), hours: fc.integer({ min: 1, max: 6 }).map((h) => h / 2) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('load' as const), tab: fc.nat(1) }) },
);

function memoryStorage(): StringStorage {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

describe('rules sync over drawn sequences of manifests served to the tabs of one browser', () => {
  it('never uses a version withdrawn by a manifest it verified, nor one older than it used, nor applies one past its expiry; a load restores the newest version the browser applied unless withdrawn', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 24 }), fc.array(step, { minLength: 1, maxLength: 14 }), async (start, steps) => {
        // The browser's first visit, on the half hour: up to 12 h after the first publish.
        let now = T0 + HOUR / 2 + (start * HOUR) / 2;
        const storage = memoryStorage();
        /** Withdrawn lists of every manifest a tab of this browser verified. */
        const browserWithdrawn = new Set<number>();
        /** The newest version any tab applied. */
        let newestApplied = 0;
        let serving = snapshots[0]!;
        let withhold = false;
        const fetchFn = (async (url: string, init?: RequestInit) => {
          const name = String(url).replace('/rules-bundle/', '');
          if (name === 'manifest.json') {
            const etag = `"${createHash('sha256').update(serving.text).digest('hex').slice(0, 16)}"`;
            if ((init?.headers as Record<string, string> | undefined)?.['if-none-match'] === etag)
              return new Response(null, { status: 304 });
            return new Response(serving.text, { headers: { etag } });
          }
          if (withhold) return new Response('', { status: 503 });
          return new Response(new Uint8Array(readFileSync(join(dir, name))));
        }) as typeof fetch;

        const openTab = async () => {
          const sync = createRulesSync({
            site: 'main',
            baseUrl: '/rules-bundle/',
            trust: { keys: [key.publicKey], threshold: 1 },
            known,
            fetch: fetchFn,
            storage,
            wallClock: () => now,
          });
          const kept = storage.getItem('meridian.rules.main');
          const restored = await sync.restore();
          // Restoring verifies the kept manifest: its list is learnt like any other.
          const verified = new Set<number>(
            kept ? (JSON.parse((JSON.parse(kept) as { manifest: string }).manifest) as { withdrawn: number[] }).withdrawn : [],
          );
          for (const v of verified) browserWithdrawn.add(v);
          return { sync, etag: null as string | null, used: restored?.version ?? 0, restored, verified };
        };
        const tabs = [await openTab(), await openTab()];

        for (const s of steps) {
          if (s.kind === 'wait') {
            now += s.hours * HOUR;
            continue;
          }
          if (s.kind === 'load') {
            const tab = await openTab();
            tabs[s.tab] = tab;
            const got = tab.restored?.version ?? 0;
            expect(browserWithdrawn.has(got), `restored withdrawn version ${got}`).toBe(false);
            if (newestApplied > 0 && !browserWithdrawn.has(newestApplied))
              expect(got, 'a load restores the newest applied version').toBe(newestApplied);
            continue;
          }
          const tab = tabs[s.tab]!;
          // The newest manifest, a replay of one still fresh, or a replay of any published so far.
          const published = snapshots.filter((p) => p.issuedAt <= now);
          const fresh = published.filter((p) => p.issuedAt + EXPIRES_IN > now);
          const from = s.serve === 'newest' ? published.slice(-1) : s.serve === 'fresh' && fresh.length > 0 ? fresh : published;
          serving = from[Math.floor(s.pick * from.length)]!;
          withhold = s.withhold;
          const cur = tab.sync.current();
          let outcome: SyncOutcome | null = null;
          const r = await checkOnce({
            fetch: fetchFn,
            baseUrl: '/rules-bundle/',
            etag: tab.etag,
            timeoutMs: 5_000,
            versionInUse: Math.max(tab.used, cur?.version ?? 0),
            expiresAtInUse: cur?.expiresAt,
            offer: async (text) => {
              outcome = await tab.sync.offer(text);
              // Every manifest served is genuine: an offered one is verified, its list learnt.
              for (const v of (JSON.parse(text) as { withdrawn: number[] }).withdrawn) {
                browserWithdrawn.add(v);
                tab.verified.add(v);
              }
              return outcome;
            },
          });
          tab.etag = r.etag;
          const o = outcome as SyncOutcome | null;
          if (o?.kind === 'applied' || o?.kind === 'refreshed')
            expect(Date.parse(o.bundle.expiresAt), 'applied past its expiry').toBeGreaterThan(now);
          if (o?.kind === 'applied') newestApplied = Math.max(newestApplied, o.bundle.version);
          const after = tab.sync.current();
          if (after)
            expect(tab.verified.has(after.version), `version ${after.version} in use, withdrawn by a manifest this tab verified`).toBe(
              false,
            );
          // The drop reads storage: once this tab was offered a manifest, neither is one another tab learnt is withdrawn.
          if (o && after) expect(browserWithdrawn.has(after.version), `version ${after.version} in use, withdrawn`).toBe(false);
          if (after) expect(after.version, 'older than a version this tab used').toBeGreaterThanOrEqual(tab.used);
          else if (tab.used > 0)
            expect(browserWithdrawn.has(tab.used), `version ${tab.used} left for the built-in rules, not withdrawn`).toBe(true);
          tab.used = Math.max(tab.used, after?.version ?? 0);
        }
      }),
      { numRuns: 200 },
    );
  });
});
