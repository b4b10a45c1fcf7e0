import { describe, expect, it } from 'vitest';
import { createDecider } from '../../../src/engine/decide';
import { findPersona } from 'virtual:meridian/personas';
import type { Facts } from '../../../src/generated/schema-types';
import { repoConfig } from '../../../src/test-support/repo-config';
import { explain, failedTests, summarize } from './why';

const config = repoConfig();
const decider = createDecider(config);
const at = async (facts: Facts) => ({ facts, decision: await decider.decide(facts, { trace: 'all' }) });
const persona = (id: string, extra: Facts = {}): Facts => ({ ...findPersona(id)!.facts, now: '2026-03-10T12:00:00Z', ...extra });

describe('why not hidden?', () => {
  it('names the rule that could hide a visible item and the test that failed', async () => {
    const { facts, decision } = await at({ site: 'main', now: '2026-03-10T12:00:00Z' });
    const e = explain(config, decision, facts, 'item', 'login');
    expect(e.shown).toBe(true);
    const rule = e.candidates.find((c) => c.rule === 'header-logged-in')!;
    expect(rule).toMatchObject({ via: 'login', how: 'hide', fired: false, onSite: true, file: 'rules/header.yaml' });
    expect(rule.failed).toEqual([
      expect.objectContaining({ fact: 'user.isLogin', operator: 'equal', value: true, factResult: false, result: false }),
    ]);
    expect(rule.line).toBeGreaterThan(1);
    expect(summarize(e)).toMatch(/^login is visible: \d+ rules? could hide it and none did\.$/);
  });

  it('lists rules that hide through a fact with the list they read now', async () => {
    const { facts, decision } = await at(persona('uk_limited', { site: 'main' }));
    const e = explain(config, decision, facts, 'item', 'login_signup');
    const fromSite = e.candidates.find((c) => c.rule === 'site-hidden-flags')!;
    expect(fromSite.how).toBe('hide-from-fact');
    expect(fromSite.note).toMatch(/^hides the ids listed in site\.hidden \(now /);
  });

  it('follows an item up to the menus it sits in', async () => {
    const { facts, decision } = await at({ site: 'main' });
    const e = explain(config, decision, facts, 'item', 'trade_spot');
    expect(e.ids).toEqual(expect.arrayContaining(['trade_spot', 'trade_menu']));
  });

  it('says a rule is ruled out by the site when its site test failed at compile time', async () => {
    const { facts, decision } = await at({ site: 'main' });
    const e = explain(config, decision, facts, 'item', 'register');
    const testnet = e.candidates.find((c) => c.rule === 'testnet-no-register-logout')!;
    expect(testnet.onSite).toBe(false);
    expect(testnet.failed[0]).toMatchObject({ fact: 'site.key', folded: true, result: false });
  });

  it('explains a hidden item by the rule that hid it', async () => {
    const { facts, decision } = await at({ site: 'main' });
    const e = explain(config, decision, facts, 'item', 'funds_menu');
    expect(e.shown).toBe(false);
    expect(summarize(e)).toContain('hidden by header-logged-out');
  });

  it('explains dialogs by the rules that raise them', async () => {
    const high = await at(persona('nl_high_tier', { site: 'main' }));
    const shown = explain(config, high.decision, high.facts, 'dialog', 'nl_limit');
    expect(shown.shown).toBe(true);
    expect(summarize(shown)).toContain('nl_limit is shown: raised by nl-limit-high-tier');
    const visitor = await at({ site: 'main' });
    const not = explain(config, visitor.decision, visitor.facts, 'dialog', 'nl_limit');
    expect(not.shown).toBe(false);
    expect(not.candidates.every((c) => !c.fired && c.failed.some((f) => f.fact === 'compliance.limit.is_nl_limit'))).toBe(true);
  });
});

describe('failedTests', () => {
  it('keeps the failing branch of all, every branch of a failed any, and a not whose inner test held', () => {
    const leaf = (fact: string, result: boolean) => ({ fact, operator: 'equal', value: true, result, evaluated: true });
    expect(failedTests({ all: [leaf('a', true), leaf('b', false)], result: false })).toEqual([leaf('b', false)]);
    expect(failedTests({ any: [leaf('a', false), leaf('b', false)], result: false })).toHaveLength(2);
    const not = { not: leaf('a', true), result: false };
    expect(failedTests(not)).toEqual([not]);
    expect(failedTests({ all: [leaf('a', true)], result: true })).toEqual([]);
  });
});
