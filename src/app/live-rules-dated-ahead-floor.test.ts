// @vitest-environment jsdom
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { MAX_EXPIRES_IN_MS } from '../config/bundle/manifest';
import { MANIFEST_FILE, publish } from '../config/node/publish';
import { compiledRepoConfig } from '../config/node/repo-config';
import { devSigningKey } from '../config/node/signing-key';
import type { CompiledConfig } from '../rules-model/compiled-types';
import { keptBundleKey } from '../decision/kept-bundle-key';
import type { LiveRulesStatus, RulesInUse } from './live-rules';

// A kept version held back at load (the clock too slow for it: dated-ahead) is the floor of the
// checks that follow. An independent attacker found the floor held only in the instance that
// restored, which the boot threw away: the checks started from the built-in version, and a host
// serving an older version, fresh at the slow clock, had it applied over the newer kept one.
vi.mock('../lib/error-report/report-error', () => ({ reportError: async () => undefined }));
const { rulesTrust } = await import('virtual:meridian/rules-trust');
const { restoreLiveRules, syncFor } = await import('./live-rules-check');
const { startLiveRules } = await import('./live-rules');

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const config = compiledRepoConfig(root);
/** Version 1's rules: one rule fewer on every site (older rules). */
const older: CompiledConfig = {
  ...config,
  sites: Object.fromEntries(Object.entries(config.sites).map(([k, s]) => [k, { ...s, rules: s.rules.slice(1) }])),
};
const dir = mkdtempSync(join(tmpdir(), 'meridian-floor-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const DAY = 86_400_000;
const R = Date.parse('2026-12-01T12:00:00Z'); // the real time

const serve = (manifestText: string) =>
  vi.fn(async (url: string) => {
    const name = String(url).replace(rulesTrust.bundleUrl, '');
    if (name === MANIFEST_FILE) return new Response(manifestText);
    try {
      return new Response(new Uint8Array(readFileSync(join(dir, name))));
    } catch {
      return new Response('', { status: 404 });
    }
  });

describe('a kept version held back at load', () => {
  it('is the floor of the checks: an older version a host serves is not applied', async () => {
    const key = devSigningKey(root);
    // Version 1: three days ago, fresh 24 h (superseded since). Version 2: an hour ago, fresh 29 days.
    await publish({ config: older, outDir: dir, key, revision: 'aaaaaaa1111', now: new Date(R - 3 * DAY) });
    const v1 = readFileSync(join(dir, MANIFEST_FILE), 'utf8');
    await publish({ config, outDir: dir, key, revision: 'bbbbbbb2222', now: new Date(R - 3600_000), expiresInMs: MAX_EXPIRES_IN_MS });
    const v2 = readFileSync(join(dir, MANIFEST_FILE), 'utf8');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(R);
      vi.stubGlobal('fetch', serve(v2));
      expect(await syncFor('main', rulesTrust).offer(v2)).toMatchObject({ kind: 'applied', bundle: { version: 2 } });
      // Next load, the clock 2.5 days slow: version 2 is not used, kept, and held as the floor.
      vi.setSystemTime(R - 2.5 * DAY);
      const restored = await restoreLiveRules('main', rulesTrust);
      expect(restored).toEqual({ bundle: null, floor: 2 });
      expect(JSON.parse(window.localStorage.getItem(keptBundleKey('main'))!).manifest).toBe(v2);
      // The checks start from it (render-app passes the boot's floor), and the host serves version 1.
      vi.stubGlobal('fetch', serve(v1));
      const applied: RulesInUse[] = [];
      const statuses: LiveRulesStatus[] = [];
      const stop = startLiveRules({
        site: 'main',
        inUse: null,
        builtIn: config,
        floor: restored.floor,
        intervalMs: 60_000,
        apply: (r) => applied.push(r),
        onStatus: (s) => statuses.push(s),
      });
      for (let i = 0; i < 2000 && !statuses.length; i++) await new Promise((r) => setTimeout(r, 5));
      stop();
      expect(statuses[0]).toMatchObject({ outcome: 'unchanged' });
      expect(applied).toEqual([]);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });
});
