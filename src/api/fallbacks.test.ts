import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { DOC_PATH, renderTables, withTables } from '../../scripts/reliability-table';
import { FAULTS } from '../mocks/faults';
import { setupTestBackend } from '../mocks/test-server';
import { CLIENT_LIMITS, clientCases, faultsFor } from '../test-support/api/fallbacks.cases';
import { pageGroups } from '../test-support/api/fallbacks.pages';

const backend = setupTestBackend();
/** Short enough for the suite, long enough that a healthy mocked answer always beats it. */
const SHORT_TIMEOUT_MS = 150;

describe.each(clientCases)('$name', (c) => {
  it(`answers from the embedded backend within the ${c.client} client's ${CLIENT_LIMITS[c.client]} ms`, async () => {
    backend.setCookies({ meridian_persona: c.persona });
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    try {
      c.happy(await c.run({ http: backend.http }));
      expect(timeout.mock.calls.map(([ms]) => ms)).toEqual([CLIENT_LIMITS[c.client]]);
    } finally {
      timeout.mockRestore();
    }
    expect(backend.logger.errors).toEqual([]);
  });

  it.each(faultsFor(c))('falls back on the %s fault, logs once, never throws', async (fault) => {
    backend.setCookies({ meridian_persona: c.persona });
    backend.setFaults({ [c.path]: fault });
    const value = await c.run({ timeoutMs: SHORT_TIMEOUT_MS, http: backend.http });
    expect(value).toEqual(c.fallback);
    expect(backend.logger.errors, backend.logger.errors.join('\n')).toHaveLength(1);
    expect(backend.logger.errors[0]).toMatch(c.logged);
  });
});

describe('the conformance table', () => {
  it('names every backend path once and every fault', () => {
    const paths = clientCases.map((c) => c.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(clientCases.flatMap(faultsFor).length).toBeGreaterThanOrEqual(clientCases.length * (FAULTS.length - 1));
  });
});

describe('wildcard fault', () => {
  it('"*" faults every backend path', async () => {
    backend.setFaults({ '*': '500' });
    for (const c of clientCases.filter((x) => !x.bodyIgnored)) expect(await c.run({ http: backend.http })).toEqual(c.fallback);
  });
});

describe(DOC_PATH, () => {
  it('shows exactly the tables these tests and e2e/backend-faults.e2e.ts run (npx tsx scripts/reliability-table.ts rewrites it)', () => {
    const calls = clientCases.map((c) => ({
      name: c.name,
      path: c.path,
      client: c.client,
      limitMs: CLIENT_LIMITS[c.client],
      shows: c.shows,
      faults: faultsFor(c),
    }));
    const knownPaths = new Set(clientCases.map((c) => c.path));
    for (const g of pageGroups) for (const p of g.calls) expect(knownPaths.has(p), `${g.id}: ${p} is in fallbacks.cases.ts`).toBe(true);
    const file = new URL(`../../${DOC_PATH}`, import.meta.url);
    const doc = readFileSync(file, 'utf8');
    const next = withTables(doc, renderTables(FAULTS, calls, pageGroups));
    if (process.env.RELIABILITY_WRITE) writeFileSync(file, next);
    else expect(doc, 'docs/reliability.md is stale: run npx tsx scripts/reliability-table.ts').toBe(next);
  });
});
