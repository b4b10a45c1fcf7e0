import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import factsSchema from '../../schemas/facts.schema.json';
import { validateValue } from '../config/validate';
import type { Facts } from '../generated/schema-types';
import { fcParams, hostileFacts, schemaFields, validFacts } from '../test-support/arbitraries';
import { repoConfig } from '../test-support/repo-config';
import { createDecider } from './decide';
import { FactsError, normalizeFacts } from './normalize-facts';

/**
 * Issue 11, facts fuzzing: whatever the facts, decide() answers with a schema-valid Decision or
 * refuses with a FactsError naming the problem (an unknown site, an unparsable `now`). It never
 * throws a TypeError, never hangs, never pollutes Object.prototype.
 */
vi.setConfig({ testTimeout: 120_000 }); // property runs on a loaded machine; no timing is asserted
const config = repoConfig();
const sites = Object.keys(config.sites).sort();
const fields = schemaFields(factsSchema as Record<string, unknown>);
const valid = validFacts(config);
const hostile = hostileFacts(config, fields, valid);

/** A decider that sees each case cold (memo off) and one that keeps its caches across cases. */
const cold = createDecider(config, { memo: false });
const warm = createDecider(config);

/** Paths in a value that JSON cannot carry: NaN, ±Infinity, functions, symbols, bigints, non-plain objects, holes (an undefined field is just absent). */
function nonJson(v: unknown, at = 'decision', out: string[] = []): string[] {
  if (typeof v === 'number' && !Number.isFinite(v)) out.push(`${at}: ${v}`);
  else if (['function', 'symbol', 'bigint'].includes(typeof v)) out.push(`${at}: ${typeof v}`);
  else if (Array.isArray(v)) v.forEach((x, i) => (x === undefined ? out.push(`${at}[${i}]: undefined`) : nonJson(x, `${at}[${i}]`, out)));
  else if (v && typeof v === 'object') {
    const proto = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) out.push(`${at}: ${String(proto?.constructor?.name)}`);
    for (const [k, x] of Object.entries(v)) nonJson(x, `${at}.${k}`, out);
  }
  return out;
}

function expectNoPollution(): void {
  const probe = {} as Record<string, unknown>;
  expect(probe.polluted).toBeUndefined();
  expect(Object.keys(Object.prototype)).toEqual([]);
}

describe('facts fuzzing: decide never throws', () => {
  it('covers every site of the repo config: the valid facts name each compiled site', () => {
    const keyOf = new Map(Object.values(config.sites).map((s) => [String(s.id), s.key]));
    const named = new Set(fc.sample(valid, { numRuns: 500, seed: 11 }).map((f) => keyOf.get(String(f.site)) ?? String(f.site)));
    expect([...named].sort()).toEqual(sites);
  });

  it('schema-valid facts, all sites: a schema-valid Decision of the named site, with no facts note', async () => {
    await fc.assert(
      fc.asyncProperty(valid, async (facts) => {
        expect(validateValue('facts', facts)).toEqual([]);
        const d = await warm.decide(facts);
        expect(validateValue('decision', d)).toEqual([]);
        expect([d.site.key, String(d.site.id)]).toContain(String(facts.site));
        expect(d.trace.filter((t) => t.kind === 'note' && t.message!.startsWith('facts.'))).toEqual([]); // valid facts lose nothing
      }),
      fcParams(300),
    );
  }, 120_000);

  it('hostile facts (wrong types, NaN, huge and negative numbers, unicode, pollution keys): a Decision or a FactsError', async () => {
    await fc.assert(
      fc.asyncProperty(hostile, async (facts) => {
        let d;
        try {
          d = await warm.decide(facts as Facts, { trace: 'all' });
        } catch (e) {
          expect(e, String((e as Error)?.stack ?? e)).toBeInstanceOf(FactsError);
          expect((e as Error).message).toMatch(/^(now: |site: |unknown site ")/);
          return;
        }
        expect(validateValue('decision', d)).toEqual([]);
        expect(nonJson(d)).toEqual([]);
        expectNoPollution();
      }),
      fcParams(400),
    );
  }, 120_000);

  it('each site, hostile facts: the normaliser gives the engine only the documented shapes', () => {
    fc.assert(
      fc.property(fc.constantFrom(...sites), hostile, (site, facts) => {
        let n;
        try {
          n = normalizeFacts(config, { ...facts, site } as Facts).facts;
        } catch (e) {
          expect(e).toBeInstanceOf(FactsError);
          return;
        }
        expect(n.site.key).toBe(site);
        expect(typeof n.path).toBe('string');
        expect(typeof n.locale).toBe('string');
        expect(Number.isFinite(n.nowMs)).toBe(true);
        expect(Array.isArray(n.compliance.menu)).toBe(true);
        expect(Array.isArray(n.intents) && Array.isArray(n.dismissed)).toBe(true);
        expect(typeof n.user.isLogin).toBe('boolean');
        expectNoPollution();
      }),
      fcParams(400),
    );
  }, 60_000);

  it('refuses an unknown site and an unparsable now with a FactsError, not a crash', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc
            .string({ maxLength: 8 })
            .filter((s) => !config.sites[s] && !config.siteIdToKey[s])
            .map((site) => ({ site })),
          fc.constantFrom('yesterday', '', '2026-13-45T99:99:99Z', 'NaN').map((now) => ({ now })),
        ),
        async (facts) => {
          await expect(cold.decide(facts)).rejects.toBeInstanceOf(FactsError);
        },
      ),
      fcParams(60),
    );
  });
});

describe('counterexamples the fuzzer found (kept as plain regressions)', () => {
  const at = { site: 'main', now: '2026-03-10T12:00:00Z' } as const;
  it.each<[string, Record<string, unknown>]>([
    // Schema-valid: the compliance answer names the risk-user cookie; `constructor` was read from Object.prototype.
    [
      'risk-user cookie key "constructor"',
      { user: { isLogin: true }, compliance: { toast: { kyc_toast: { is_risk_user: true, risk_user_guide_cookie_key: 'constructor' } } } },
    ],
    [
      'risk-user cookie key "__proto__"',
      {
        compliance: { toast: { kyc_toast: { is_risk_user: true, risk_user_guide_cookie_key: '__proto__' } } },
        cookies: { __proto__: '1' },
      },
    ],
    ['a query value that is an object without a prototype', { query: { ref: Object.create(null) } }],
    ['a cookie that is null', { cookies: { kyc_upgrade_notice: null } }],
    ['a path that is a number', { path: 5 }],
    ['a menu that is a string', { compliance: { menu: 'nft' } }],
    ['a device width of NaN and a huge offset', { device: { width: NaN, utcOffsetMinutes: 1e308 } }],
  ])('%s: a Decision, with a note for what was dropped', async (_name, extra) => {
    const d = await cold.decide({ ...at, ...extra } as Facts, { trace: 'all' });
    expect(validateValue('decision', d)).toEqual([]);
  });

  it('a `now` past year 9999 is refused (re-display windows added to it were invalid dates: RangeError)', async () => {
    const facts = {
      site: 'main',
      now: '+275760-09-13T00:00:00.000Z',
      compliance: { toast: { kyc_toast: { show_kyc_upgrade_notice: true } } },
    } as Facts;
    await expect(cold.decide(facts)).rejects.toThrow(FactsError);
  });

  it('names what it dropped in the trace', async () => {
    const d = await cold.decide({ ...at, user: { tier_level: -3, isLogin: 'yes' } } as unknown as Facts);
    expect(d.trace.filter((t) => t.kind === 'note').map((t) => t.message)).toEqual(
      expect.arrayContaining([
        'facts.user.tier_level: out of range: treated as absent',
        'facts.user.isLogin: expected boolean, got string: treated as absent',
      ]),
    );
  });
});
