import { describe, expect, it } from 'vitest';
import { createDecider } from '../../engine/decide';
import type { Facts, Policy } from '../../generated/schema-types';
import type { CompiledConfig } from '../../rules-model/compiled-types';
import { withRule } from '../../test-support/planted-config';
import { chatPolicy, hidesChat } from '../../test-support/planted-chat';
import { VERIFY_NOW } from './fact-reads';
import { policyViolations } from './policy-check';
import { verdictFails, verifyPolicy } from './verify';

// Values verify tried that the facts sanitiser (or normalizeFacts) would not keep: each once
// collapsed into "absent", so a whole class was never tried and verify said "proven" while the
// visitor below broke the policy. Each verdict is now violated (decide reproduces it) or unproven.

const breaks = async (config: CompiledConfig, facts: Facts, p: Policy = chatPolicy): Promise<string[]> =>
  policyViolations(await createDecider(config).decide(facts), p.expect);

/** Not proven, failing `meridian verify`; a violated verdict's counterexample breaks the policy when decided on its own. */
async function notProven(config: CompiledConfig, p: Policy = chatPolicy) {
  const v = await verifyPolicy(config, p);
  expect(v.outcome).not.toBe('proven');
  expect(verdictFails(v)).toBe(true);
  if (v.outcome === 'violated') expect(await breaks(config, v.counterexample!.facts, p)).toEqual(v.counterexample!.violations);
  return v;
}

describe('values the facts sanitiser drops are no proof', () => {
  it('4. the computed nowMs is the clock: a rule from a date on is tried on both sides of it', async () => {
    const config = withRule(hidesChat('{ fact: nowMs, operator: greaterThanInclusive, value: 1780000000000 }'));
    expect(await breaks(config, { site: 'main', now: '2026-07-01T12:00:00Z' })).toEqual(['"chat" is hidden, expected shown']);
    const v = await notProven(config);
    expect(v.outcome).toBe('violated');
    expect(Date.parse(v.counterexample!.facts.now!)).toBe(1_780_000_000_000);
  });

  it('4. a rule comparing `now` with a date-time: verify tries another valid date-time, and does not crash', async () => {
    const config = withRule(hidesChat('{ fact: now, operator: notEqual, value: "2026-01-01T12:00:00Z" }'));
    expect(await breaks(config, { site: 'main', now: '2026-07-01T12:00:00Z' })).toEqual(['"chat" is hidden, expected shown']);
    const v = await notProven(config);
    expect(v.outcome).toBe('violated');
    const same = withRule(hidesChat(`{ fact: now, operator: equal, value: "2027-03-01T00:00:00Z" }`));
    expect((await notProven(same)).counterexample?.facts.now).toBe('2027-03-01T00:00:00Z');
    expect(VERIFY_NOW).toBe('2026-01-01T12:00:00Z');
  });

  it('5. an array-index path: intents.0 is written as the first item of a list', async () => {
    const config = withRule(hidesChat('{ fact: intents.0, operator: equal, value: eu_upcoming }'));
    expect(await breaks(config, { site: 'main', intents: ['eu_upcoming'] })).toEqual(['"chat" is hidden, expected shown']);
    const v = await notProven(config);
    expect(v.outcome).toBe('violated');
    expect(v.counterexample!.facts.intents).toEqual(['eu_upcoming']);
  });

  it('7. a locale stand-in the pattern refuses: unproven, naming the fact and the dropped value', async () => {
    const config = withRule(
      hidesChat('{ fact: locale, operator: notIn, value: [en, zh, zh-tw, tr, ar, ja, kr, pt-br, pt, es, ru, vi, it, nl, fr, de] }'),
    );
    expect(await breaks(config, { site: 'main', locale: 'sv' })).toEqual(['"chat" is hidden, expected shown']);
    const v = await notProven(config);
    if (v.outcome === 'unproven') expect(v.unproven.some((u) => u.fact === 'locale' && /verify-other/.test(u.why))).toBe(true);
  });

  it('8. an object stand-in with a field the schema forbids: unproven, naming the fact and the dropped value', async () => {
    const config = withRule(hidesChat('{ fact: compliance.limit, operator: isEmpty, value: false }'));
    expect(await breaks(config, { site: 'main', compliance: { limit: { is_uk_limit: false } } })).toEqual([
      '"chat" is hidden, expected shown',
    ]);
    const v = await notProven(config);
    if (v.outcome === 'unproven')
      expect(v.unproven.some((u) => u.fact === 'compliance.limit' && u.why.includes('{"verify":"x"}'))).toBe(true);
  });

  it('what the guard cannot split is unproven: the clock beside stored ages, a list and its item written both', async () => {
    const clock = withRule(
      hidesChat(`
      all:
        - { fact: nowMs, operator: greaterThanInclusive, value: 1780000000000 }
        - { fact: elapsedMs, params: { of: restricted_location_ack }, operator: olderThan, value: 1d }`),
    );
    const v = await notProven(clock);
    expect(v.unproven.some((u) => u.fact === 'now' && /stored values/.test(u.why))).toBe(true);
    const both = withRule(
      hidesChat(`
      all:
        - { fact: intents.0, operator: equal, value: eu_upcoming }
        - { fact: intents, operator: contains, value: tr_entry }`),
    );
    expect(await breaks(both, { site: 'main', intents: ['eu_upcoming', 'tr_entry'] })).toEqual(['"chat" is hidden, expected shown']);
    const w = await notProven(both);
    expect(w.unproven.some((u) => /both written at intents/.test(u.why))).toBe(true);
  });
});
