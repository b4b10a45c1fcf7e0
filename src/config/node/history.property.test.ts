import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { rollbackPlan } from '../bundle/history';
import { publish } from './publish';
import { readHistoryAt } from './read-history';
import { compiledRepoConfig } from './repo-config';
import { ephemeralSigningKey } from './signing-key';

// One site keeps each publish cheap; the history is about manifests, not about what a site file holds.
const full = compiledRepoConfig(new URL('../../..', import.meta.url).pathname);
const config = { ...full, sites: { main: full.sites.main! } };
const key = ephemeralSigningKey();
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A publish of a new revision, or a rollback to the version at `to` (a fraction of those published). */
type Step = { kind: 'publish' } | { kind: 'rollback'; to: number };
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constant<Step>({ kind: 'publish' }),
  fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }).map((to): Step => ({ kind: 'rollback', to })),
);

describe('history over random publish and rollback sequences (src/config/bundle/history.ts)', () => {
  it('lists every version once, in order; withdrawn is exactly what the rollbacks withdrew, by the version that did', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 7 }), async (steps) => {
        const outDir = mkdtempSync(join(tmpdir(), 'meridian-history-prop-'));
        dirs.push(outDir);
        const by = new Map<number, number>(); // withdrawn version → the version whose publish withdrew it
        let version = 0;
        for (const [i, s] of steps.entries()) {
          const now = new Date(Date.UTC(2026, 10, 20, 0, i));
          let revision = `rev${i}`;
          let withdraw: number[] = [];
          if (s.kind === 'rollback' && version > 0) {
            const to = 1 + Math.floor(s.to * version);
            const plan = rollbackPlan((await readHistoryAt(outDir, '/')).history, to);
            // Refused exactly for the current version and for withdrawn ones.
            expect(plan.ok, `rollback to ${to} of ${version}`).toBe(to !== version && !by.has(to));
            if (!plan.ok) continue;
            revision = plan.revision;
            withdraw = plan.withdraw;
            expect(withdraw).toEqual(Array.from({ length: version - to }, (_, k) => to + 1 + k).filter((v) => !by.has(v)));
          }
          await publish({ config, outDir, key, revision, now, withdraw });
          version++;
          for (const w of withdraw) by.set(w, version);
        }
        if (version === 0) return;
        const { history } = await readHistoryAt(outDir, '/');
        expect(history.entries.map((e) => e.version)).toEqual(Array.from({ length: version }, (_, k) => k + 1));
        expect(history.entries.filter((e) => e.current).map((e) => e.version)).toEqual([version]);
        for (const e of history.entries) {
          expect(e.withdrawn, `v${e.version}`).toBe(by.has(e.version));
          expect(e.withdrawnBy, `v${e.version}`).toBe(by.get(e.version) ?? null);
          expect(e.problem).toBeNull();
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
