// @vitest-environment jsdom
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { publish } from '../config/node/publish';
import { compiledRepoConfig } from '../config/node/repo-config';
import { devSigningKey } from '../config/node/signing-key';
import type { LiveRulesStatus } from './live-rules';

// A build whose built-in rules are version 2 (it holds exactly that release), and a rollback that
// withdraws 2 whose site file the host withholds: the page has no other rules, and says so.
const reports: string[] = [];
vi.mock('../lib/error-report/report-error', () => ({ reportError: async (message: string) => void reports.push(message) }));
vi.mock('virtual:meridian/rules-trust', async (importOriginal) => {
  const actual = await importOriginal<typeof import('virtual:meridian/rules-trust')>();
  return { ...actual, builtInVersion: 2, rulesTrust: { ...actual.rulesTrust, builtInVersion: 2 } };
});
const { startLiveRules } = await import('./live-rules');

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const config = compiledRepoConfig(root);
const dir = mkdtempSync(join(tmpdir(), 'meridian-live-builtin-'));
beforeAll(async () => {
  const key = devSigningKey(root);
  const now = Date.now();
  await publish({ config, outDir: dir, key, revision: 'aaaaaaa1111', now: new Date(now - 2 * 3600_000) });
  await publish({ config, outDir: dir, key, revision: 'bbbbbbb2222', now: new Date(now - 3600_000) });
  await publish({ config, outDir: dir, key, revision: 'aaaaaaa1111', now: new Date(now), withdraw: [2] });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('built-in rules a rollback withdrew (src/app/live-rules.ts)', () => {
  it('are reported, and the status says withdrawn, while the rollback cannot be applied', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const name = url.replace('/rules-bundle/', '');
        return name === 'manifest.json' ? new Response(readFileSync(join(dir, name))) : new Response('', { status: 404 });
      }),
    );
    const statuses: LiveRulesStatus[] = [];
    const stop = startLiveRules({
      site: 'main',
      inUse: null,
      builtIn: config,
      intervalMs: 60_000,
      apply: () => expect.unreachable('nothing to apply: the rollback cannot be fetched'),
      onStatus: (s) => statuses.push(s),
    });
    for (let i = 0; i < 1000 && !statuses.length; i++) await new Promise((r) => setTimeout(r, 5));
    stop();
    expect(statuses[0]).toMatchObject({ version: 2, outcome: 'failed', refusal: 'withdrawn' });
    expect(reports).toContainEqual(
      expect.stringMatching(
        /^rule bundle withdrawn: the built-in rules are version 2, which a rollback withdrew, and no newer version is applied yet/,
      ),
    );
  });
});
