import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { vocabularyOf } from '../config/bundle/vocabulary';
import { MANIFEST_FILE, publish } from '../config/node/publish';
import { compiledRepoConfig } from '../config/node/repo-config';
import { ephemeralSigningKey } from '../config/node/signing-key';
import type { StringStorage } from '../lib/storage';
import { createRulesSync } from './rules-sync';

// A build whose built-in rules are exactly version 2 (tooling/vite-rules-trust-plugin.ts
// builtInVersionOf) has nothing to fall back to when a rollback withdraws 2 and the host withholds
// the rollback's site file: an independent attacker found the page then decided with the withdrawn
// rules and said nothing of it. It still decides with them (there are no others), and now says so on
// every check's outcome (live-rules.ts reports it).
const full = compiledRepoConfig();
const config = { ...full, sites: { main: full.sites.main! } };
const known = vocabularyOf(full);
const key = ephemeralSigningKey();
const trust = { keys: [key.publicKey], threshold: 1 };
const T0 = Date.parse('2026-11-26T10:00:00Z');
const HOUR = 3600_000;
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function memoryStorage(): StringStorage {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

/** A host that serves the manifest and withholds every site file, or serves them. */
function page(dir: string, builtInVersion: number, withhold: boolean) {
  const fetchFn = (async (url: string) => {
    const name = String(url).replace('/rules-bundle/', '');
    if (withhold && name !== MANIFEST_FILE) return new Response('', { status: 404 });
    return new Response(new Uint8Array(readFileSync(join(dir, name))));
  }) as typeof fetch;
  return createRulesSync({
    site: 'main',
    baseUrl: '/rules-bundle/',
    trust,
    known,
    fetch: fetchFn,
    wallClock: () => T0 + 3 * HOUR,
    storage: memoryStorage(),
    builtInVersion,
  });
}

describe('built-in rules a rollback withdrew', () => {
  it('are named on the outcome while no newer version is in use, and no longer once one is', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'meridian-builtin-'));
    dirs.push(dir);
    await publish({ config, outDir: dir, key, revision: 'aaaaaaa1111', now: new Date(T0) });
    await publish({ config, outDir: dir, key, revision: 'bbbbbbb2222', now: new Date(T0 + HOUR) });
    await publish({ config, outDir: dir, key, revision: 'aaaaaaa1111', now: new Date(T0 + 2 * HOUR), withdraw: [2] });
    const rollback = readFileSync(join(dir, MANIFEST_FILE), 'utf8');

    const withheld = page(dir, 2, true);
    const outcome = await withheld.offer(rollback);
    expect(outcome).toMatchObject({ kind: 'failed', builtInWithdrawn: 2 });
    expect(withheld.current()).toBeNull(); // the built-in rules, version 2: there are no others
    expect(await withheld.offer(rollback)).toMatchObject({ builtInWithdrawn: 2 }); // every check, not once

    // Built-in version 1 (not withdrawn): nothing to say.
    expect((await page(dir, 1, true).offer(rollback)).builtInWithdrawn).toBeUndefined();
    // The rollback's file served: version 3 applies, and the built-in rules are out of use.
    const served = page(dir, 2, false);
    const applied = await served.offer(rollback);
    expect(applied).toMatchObject({ kind: 'applied', bundle: { version: 3 } });
    expect(applied.builtInWithdrawn).toBeUndefined();
  });
});
