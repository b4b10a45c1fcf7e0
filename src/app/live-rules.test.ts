// @vitest-environment jsdom
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { trusted } from 'virtual:meridian/rules-trust';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { publish } from '../config/node/publish';
import { compiledRepoConfig } from '../config/node/repo-config';
import { devSigningKey } from '../config/node/signing-key';
import { keptBundleKey } from '../decision/kept-bundle-key';
import type { LiveBundle } from '../decision/rules-sync';
import type { LiveRulesStatus } from './live-rules';
import { rulesBundleDir } from '../mocks/handlers/rules-bundle';

const reports: string[] = [];
vi.mock('../lib/error-report/report-error', () => ({ reportError: async (message: string) => void reports.push(message) }));
// The verifying code as it is, with a hook to make loading it fail (live-rules.ts loads it on demand).
vi.mock('./live-rules-check', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./live-rules-check')>();
  return { ...actual, syncFor: vi.fn(actual.syncFor) };
});
const { backoffMs, startLiveRules, VERIFIED_MARK } = await import('./live-rules');
const { rulesTrust } = await import('virtual:meridian/rules-trust');
const { buildVocabulary, restoreLiveRules, syncFor } = await import('./live-rules-check');

// From the path as a string: under jsdom the global URL is jsdom's.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const config = compiledRepoConfig(root);
const dir = mkdtempSync(join(tmpdir(), 'meridian-live-'));
let manifestAnswer: () => Response;
const asked: string[] = [];

beforeAll(async () => {
  await publish({ config, outDir: dir, key: devSigningKey(root), revision: 'unit', now: new Date() });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  reports.length = 0;
  asked.length = 0;
  localStorage.clear();
});

function serve(): void {
  manifestAnswer = () => new Response(readFileSync(join(dir, 'manifest.json')));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const name = url.replace('/rules-bundle/', '');
      asked.push(name);
      if (name === 'manifest.json') return manifestAnswer();
      return new Response(new Uint8Array(readFileSync(join(dir, name))));
    }),
  );
}

/** Only the interval and the clock are faked: Web Crypto and fetch settle in real time, which `until` waits for. */
const fakeInterval = () => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
const until = async (done: () => boolean) => {
  for (let i = 0; i < 1000 && !done(); i++) await new Promise((r) => setTimeout(r, 5));
};

/** Three checks a second apart that apply nothing, from the bundle `inUse`: what each found, as outcome:version. */
async function threeChecks(inUse: LiveBundle | null): Promise<string[]> {
  const statuses: string[] = [];
  const stop = startLiveRules({
    site: 'main',
    inUse,
    builtIn: config,
    intervalMs: 1_000,
    apply: () => expect.unreachable('nothing to apply'),
    onStatus: (s) => statuses.push(`${s.outcome}:${s.version}`),
  });
  for (let i = 0; i < 3; i++) {
    await until(() => statuses.length > i);
    await vi.advanceTimersByTimeAsync(1_000);
  }
  await until(() => statuses.length >= 3);
  stop();
  return statuses;
}

describe('live rules (src/app/live-rules.ts)', () => {
  it('reads nothing a user published: the run has its own empty rules folder, not dist-rules/ (issue 39 item 24)', () => {
    // `meridian publish` (README) leaves dist-rules/ in the tree; the built-in version and the embedded
    // backend's bundle folder must not come from it (vitest.config.ts sets $MERIDIAN_RULES_DIR).
    expect(rulesTrust.builtInVersion).toBe(0);
    expect(rulesBundleDir()).not.toBe(join(root, 'dist-rules'));
    expect(rulesBundleDir().startsWith(root)).toBe(false);
    expect(readdirSync(rulesBundleDir())).toEqual([]);
  });

  it('the unit-test build trusts the development key, as a demo build does', () => {
    expect(trusted).toEqual([devSigningKey(root).publicKey]);
  });

  it('applies a verified bundle at once, keeps it for the next load, and asks again each interval only while visible', async () => {
    fakeInterval();
    serve();
    const applied: number[] = [];
    const stop = startLiveRules({ site: 'main', inUse: null, builtIn: config, intervalMs: 60_000, apply: (b) => applied.push(b.version) });
    await until(() => applied.length > 0);
    expect(applied).toEqual([1]);
    // What the check spent verifying, for bench/rules-live.ts: signature and hash, the fetches left out.
    const marks = performance.getEntriesByName(VERIFIED_MARK) as PerformanceMark[];
    expect(marks.at(-1)?.detail).toMatchObject({ outcome: 'applied', ms: expect.any(Number) });
    expect(localStorage.getItem(keptBundleKey('main'))).not.toBeNull();
    const manifests = () => asked.filter((n) => n === 'manifest.json').length;
    expect(manifests()).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000);
    await until(() => manifests() === 2);
    expect(manifests()).toBe(2);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(manifests()).toBe(2);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await until(() => manifests() === 3);
    expect(manifests()).toBe(3);
    stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(manifests()).toBe(3);
    expect((await restoreLiveRules('main', rulesTrust)).bundle?.version).toBe(1);
  });

  it('reports a failure once per kind, and keeps what it uses', async () => {
    fakeInterval();
    serve();
    manifestAnswer = () => new Response('oops', { status: 500 });
    const statuses = await threeChecks(null);
    expect(statuses.length).toBeGreaterThanOrEqual(3);
    expect(new Set(statuses)).toEqual(new Set(['failed:0']));
    expect(reports).toEqual(['rule bundle failed: manifest: HTTP 500']);
  });

  it('backs off after a refused or failed check: no check, timer or tab, before the wait is over, doubling up to the interval', async () => {
    fakeInterval();
    serve();
    manifestAnswer = () => new Response('oops', { status: 500 });
    const manifests = () => asked.filter((n) => n === 'manifest.json').length;
    const stop = startLiveRules({ site: 'main', inUse: null, builtIn: config, intervalMs: 120_000, apply: () => undefined });
    await until(() => manifests() === 1);
    // A tab shown every second for ten minutes, and the interval's own timer: only the back-off's steps ask.
    const times: number[] = [];
    let seen = 1;
    for (let s = 1; s <= 600; s++) {
      await vi.advanceTimersByTimeAsync(1_000);
      document.dispatchEvent(new Event('visibilitychange'));
      await Promise.resolve();
      if (manifests() > seen) {
        await until(() => !!1);
        seen = manifests();
        times.push(s);
      }
    }
    stop();
    // 15 s, then 30, 60, then 120 (the interval) apart: about eight asks in ten minutes instead of 600.
    expect(manifests()).toBeLessThanOrEqual(9);
    expect(manifests()).toBeGreaterThanOrEqual(5);
    const gaps = times.map((t, i) => t - (times[i - 1] ?? 0));
    expect(gaps[0]).toBeGreaterThanOrEqual(15);
    expect(Math.min(...gaps.slice(1))).toBeGreaterThanOrEqual(29);
    expect(backoffMs(1, 120_000)).toBe(15_000);
    expect(backoffMs(4, 120_000)).toBe(120_000);
    expect(backoffMs(0, 120_000)).toBe(0);
    // The demo's 10 s interval: 1.25 s, doubling to 10 s.
    expect([1, 2, 3, 4, 5].map((n) => backoffMs(n, 10_000))).toEqual([1250, 2500, 5000, 10_000, 10_000]);
  });

  it('reports a bundle in use past its expiry once, and keeps it', async () => {
    fakeInterval();
    serve();
    manifestAnswer = () => new Response(null, { status: 304 });
    const statuses = await threeChecks({
      version: 1,
      revision: 'unit',
      expiresAt: new Date(Date.now() - 1000).toISOString(),
      release: '{}',
      config,
    });
    expect(new Set(statuses)).toEqual(new Set(['unchanged:1']));
    expect(reports).toEqual([expect.stringMatching(/^rule bundle stale: version 1 expired at .*; keeping it until a fresh one verifies$/)]);
  });

  it('a verified rollback whose site file is withheld takes the withdrawn version out of use: the built-in rules, reported once; the withdrawn version is not taken back', async () => {
    const key = devSigningKey(root);
    const out = mkdtempSync(join(tmpdir(), 'meridian-live-rollback-'));
    const snap = () => readFileSync(join(out, 'manifest.json'), 'utf8');
    const now = Date.now();
    await publish({ config, outDir: out, key, revision: 'r1', now: new Date(now - 3_000) });
    await publish({ config, outDir: out, key, revision: 'r2', now: new Date(now - 2_000) });
    const v2 = snap();
    await publish({ config, outDir: out, key, revision: 'r1', now: new Date(now - 1_000), withdraw: [2] });
    const v3 = snap();
    let serving = v2;
    let withhold = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const name = url.replace('/rules-bundle/', '');
        asked.push(name);
        if (name === 'manifest.json') return new Response(serving);
        return withhold ? new Response('', { status: 503 }) : new Response(new Uint8Array(readFileSync(join(out, name))));
      }),
    );
    fakeInterval();
    const applied: { version: number; revision: string | null; rules: number }[] = [];
    const statuses: LiveRulesStatus[] = [];
    // The boot's built-in rules, told apart by one rule fewer: what the page goes back to.
    const builtIn = { ...config, sites: { ...config.sites, main: { ...config.sites.main!, rules: config.sites.main!.rules.slice(1) } } };
    const stop = startLiveRules({
      site: 'main',
      inUse: null,
      builtIn,
      intervalMs: 1_000,
      apply: (b) => applied.push({ version: b.version, revision: b.revision, rules: b.config.sites.main!.rules.length }),
      onStatus: (s) => statuses.push(s),
    });
    const next = async () => {
      const seen = statuses.length;
      await vi.advanceTimersByTimeAsync(1_000);
      await until(() => statuses.length > seen);
    };
    await until(() => statuses.length > 0);
    expect(applied.map((a) => a.version)).toEqual([2]);
    serving = v3;
    withhold = true;
    await next();
    // Back to the built-in rules (version 0), said in the status and reported once.
    expect(applied.map((a) => a.version)).toEqual([2, 0]);
    expect(applied[1]).toMatchObject({ revision: null, rules: config.sites.main!.rules.length - 1 });
    expect(statuses.at(-1)).toMatchObject({ version: 0, revision: null, outcome: 'failed', refusal: 'withdrawn' });
    expect(reports).toContainEqual(
      expect.stringMatching(/^rule bundle withdrawn: version 2 was withdrawn by a rollback; the page uses the built-in rules/),
    );
    expect(localStorage.getItem(keptBundleKey('main'))).toBeNull();
    // The host goes back to serving version 2: nothing is applied, and the next load restores nothing.
    serving = v2;
    withhold = false;
    await next();
    await next();
    expect(applied.map((a) => a.version)).toEqual([2, 0]);
    expect((await restoreLiveRules('main', rulesTrust)).bundle).toBeNull();
    stop();
    rmSync(out, { recursive: true, force: true });
  });

  it('reports a bundle in use whose expiry does not read as a time as stale (fails closed)', async () => {
    fakeInterval();
    serve();
    manifestAnswer = () => new Response(null, { status: 304 });
    const statuses = await threeChecks({ version: 1, revision: 'unit', expiresAt: '2026-11-26T23:59:60Z', release: '{}', config });
    expect(new Set(statuses)).toEqual(new Set(['unchanged:1']));
    expect(reports).toEqual(['rule bundle stale: version 1 expired at 2026-11-26T23:59:60Z; keeping it until a fresh one verifies']);
  });

  it('a verifying code that fails to load is a failed check that backs off, and the next check loads it again', async () => {
    fakeInterval();
    serve();
    vi.mocked(syncFor).mockImplementationOnce(() => {
      throw new Error('chunk failed to load');
    });
    const applied: number[] = [];
    const statuses: string[] = [];
    const manifests = () => asked.filter((n) => n === 'manifest.json').length;
    const stop = startLiveRules({
      site: 'main',
      inUse: null,
      builtIn: config,
      intervalMs: 1_000,
      apply: (b) => applied.push(b.version),
      onStatus: (s) => statuses.push(`${s.outcome}:${s.detail}`),
    });
    await until(() => statuses.length > 0);
    expect(statuses).toEqual([expect.stringMatching(/^failed:.*chunk failed to load/)]);
    expect(reports).toEqual([expect.stringMatching(/^rule bundle failed: .*chunk failed to load/)]);
    // Backing off: a tab shown at once asks nothing.
    document.dispatchEvent(new Event('visibilitychange'));
    await until(() => manifests() > 1);
    expect(manifests()).toBe(1);
    // The next check loads the verifying code again, and applies.
    await vi.advanceTimersByTimeAsync(1_000);
    await until(() => applied.length > 0);
    expect(applied).toEqual([1]);
    stop();
  });

  it('a check that throws after its outcome (the page failed to take the rules) backs off and is reported', async () => {
    fakeInterval();
    serve();
    const manifests = () => asked.filter((n) => n === 'manifest.json').length;
    let tries = 0;
    const stop = startLiveRules({
      site: 'main',
      inUse: null,
      builtIn: config,
      intervalMs: 120_000,
      apply: () => {
        tries++;
        throw new Error('render failed');
      },
    });
    await until(() => reports.length > 0);
    expect(tries).toBe(1);
    expect(reports).toEqual(['rule bundle check failed: render failed']);
    document.dispatchEvent(new Event('visibilitychange'));
    await until(() => manifests() > 1);
    expect(manifests()).toBe(1);
    stop();
  });

  it("knows the view registry's names, the engine's operators and the facts schema's paths", () => {
    const known = buildVocabulary();
    expect(known.dialogs).toContain('uk_limit');
    expect(known.operators).toContain('olderThan');
    expect(known.factPaths).toContain('cookies.*');
  });
});
