// What loadConfigOrExit loads (ADR 0202): a cache hit answers without the compiler, the YAML parser
// or the validators, and a miss reads the configuration once. Each of those modules is mocked to
// note when it is first imported, so a static import of one of them from cli/load-config.ts fails
// here; the miss shows the notes work.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheKey, writeCompiled } from '../src/config/node/compiled-cache';
import type { CompiledConfig } from '../src/rules-model/compiled-types';
import type { CliIO } from './io';
import { loadConfigOrExit } from './load-config';
import { scratch } from './test-support';

const seen = vi.hoisted(() => ({ imported: new Set<string>(), reads: 0 }));
vi.mock('../src/config/compile', async (original) => (seen.imported.add('compile'), original()));
vi.mock('../src/config/yaml-source', async (original) => (seen.imported.add('yaml-source'), original()));
vi.mock('../src/config/validators', async (original) => (seen.imported.add('validators'), original()));
vi.mock('../src/config/node/read-sources', async (original) => {
  const real = await original<typeof import('../src/config/node/read-sources')>();
  return { ...real, readConfigSources: (root: string) => (seen.reads++, real.readConfigSources(root)) };
});
const { readConfigSources } = await import('../src/config/node/read-sources');
const { isDecidingSource } = await import('../src/config/deciding-sources');

const io = (cwd: string): CliIO => ({ cwd, out: () => {}, err: () => {}, readStdin: async () => '', now: () => new Date() });

beforeEach(() => {
  seen.reads = 0;
});

describe('loadConfigOrExit loads only what it needs', () => {
  it('answers a cache hit without importing the compiler, the YAML parser or the validators', async () => {
    const dir = scratch();
    const { sources } = readConfigSources(dir);
    // Not a configuration any compile makes: only the cache can answer with it.
    const marker = { sites: {}, cachedMarker: true } as unknown as CompiledConfig;
    // Keyed by the files that decide (not the rule tests or policies, ADR 0208).
    writeCompiled(
      dir,
      cacheKey(
        'build-a',
        sources.filter((s) => isDecidingSource(s.file)),
      ),
      marker,
    );
    seen.reads = 0;
    expect((await loadConfigOrExit(io(dir), dir, 2, 'build-a')).config).toEqual(marker);
    expect([...seen.imported]).toEqual([]);
    expect(seen.reads).toBe(1);
  });

  it('on a miss imports the compiler and reads each file once', { timeout: 60_000 }, async () => {
    const dir = scratch();
    const { config } = await loadConfigOrExit(io(dir), dir, 2, 'build-b');
    expect(Object.keys(config.sites)).toContain('main');
    expect([...seen.imported].sort()).toEqual(['compile', 'validators', 'yaml-source']);
    expect(seen.reads).toBe(1);
  });
});
