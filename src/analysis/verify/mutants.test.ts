import { describe, expect, it } from 'vitest';
import type { CompiledConfig, CompiledRule } from '../../rules-model/compiled-types';
import type { Condition, Policy } from '../../generated/schema-types';
import { repoConfig } from '../../test-support/repo-config';
import { decide } from '../../engine/decide';
import { applyMutant, mutantsOf } from './mutants';
import { mutationScore } from './mutation-score';

const config = repoConfig();

/** The repo's configuration with only the given rules. */
const only = (...rules: CompiledRule[]): CompiledConfig => ({ ...config, rules: Object.fromEntries(rules.map((r) => [r.id, r])) });

const fixture: CompiledRule = {
  id: 'fixture',
  description: 'a rule for the test',
  priority: 1,
  when: {
    all: [
      { fact: 'compliance.toast.is_hk_user', operator: 'equal', value: true },
      { fact: 'user.country', operator: 'in', value: ['HK', 'MO'] },
      { fact: 'elapsedMs', params: { of: 'hk_user_ack' }, operator: 'olderThan', value: '30d' },
      { not: { fact: 'user.kyc_level', operator: 'lessThan', value: 2 } },
    ],
  },
  then: { hide: ['social'] },
  file: 'rules/fixture.yaml',
  line: 3,
};

describe('mutantsOf', () => {
  it('produces every kind of mutant, each with its rule, description and file:line', () => {
    const ms = mutantsOf(only(fixture));
    expect(ms.map((m) => m.description)).toEqual([
      'rule fixture: drop all[0] (compliance.toast.is_hk_user equal true)',
      'rule fixture: drop all[1] (user.country in ["HK","MO"])',
      'rule fixture: drop all[2] (elapsedMs(of: hk_user_ack) olderThan 30d)',
      'rule fixture: compliance.toast.is_hk_user equal true → false',
      'rule fixture: user.country in ["HK","MO"] → notIn',
      'rule fixture: elapsedMs(of: hk_user_ack) olderThan 30d → 29d',
      'rule fixture: elapsedMs(of: hk_user_ack) olderThan 30d → 31d',
      'rule fixture: user.kyc_level lessThan 2 → greaterThanInclusive',
      'rule fixture: user.kyc_level lessThan 2 → 1',
      'rule fixture: user.kyc_level lessThan 2 → 3',
      'rule fixture: drop the event (never fires)',
    ]);
    expect(new Set(ms.map((m) => m.kind))).toEqual(new Set(['drop-condition', 'flip-operator', 'shift-threshold', 'drop-event']));
    expect(ms[0]).toMatchObject({ id: 'fixture#1', rule: 'fixture', file: 'rules/fixture.yaml', line: 3 });
    const leaves = (fixture.when as { all: Condition[] }).all;
    expect(ms[5]!.when).toEqual({ all: [leaves[0], leaves[1], { ...leaves[2], value: '29d' }, leaves[3]] });
    expect(ms.at(-1)!.when).toBeNull();
  });

  it('applies a mutant to the folded site rules the engine runs', async () => {
    const drop = mutantsOf(config).find((m) => m.rule === 'hk-user' && m.kind === 'drop-event')!;
    const facts = { site: 'main', compliance: { toast: { is_hk_user: true } } };
    expect((await decide(config, facts)).dialogs.map((d) => d.id)).toContain('hk_user');
    const mutated = applyMutant(config, drop);
    expect(Object.values(mutated.sites).some((s) => s.rules.some((r) => r.id === 'hk-user'))).toBe(false);
    expect((await decide(mutated, facts)).dialogs.map((d) => d.id)).not.toContain('hk_user');
    expect(config.sites.main!.rules.some((r) => r.id === 'hk-user')).toBe(true);
  });
});

describe('mutationScore', () => {
  it('a test that kills one mutant and misses another: 50 %, the other survives', async () => {
    const mutants = mutantsOf(config).filter(
      (m) => m.rule === 'hk-user' && (m.kind === 'drop-event' || m.description.endsWith('olderThan 1d → 2d')),
    );
    expect(mutants).toHaveLength(2);
    const tests = [
      { where: 't:1 hk user', facts: { site: 'main', compliance: { toast: { is_hk_user: true } } }, expect: { fired: ['hk-user'] } },
    ];
    const r = await mutationScore(config, tests, [], { mutants, now: () => 0 });
    expect(r).toMatchObject({ total: 2, killed: 1, score: 50, skipped: [] });
    expect(r.mutants.find((m) => m.kind === 'drop-event')!.killedBy).toBe('t:1 hk user');
    expect(r.survivors.map((m) => m.description)).toEqual(['rule hk-user: elapsedMs(of: hk_user_ack) olderThan 1d → 2d']);
  });

  it('a policy kills a mutant; a test failing on the rules as they are is left out', async () => {
    const mutants = mutantsOf(config).filter((m) => m.rule === 'hk-user' && m.description.endsWith('olderThan 1d → 2d'));
    const tests = [{ where: 't:2 wrong', facts: { site: 'main' }, expect: { fired: ['hk-user'] } }];
    const policy: Policy = {
      id: 'hk-returns',
      description: 'returns after a day',
      source: 'compliance §4.1',
      scope: {
        sites: ['main'],
        when: {
          all: [
            { fact: 'compliance.toast.is_hk_user', operator: 'equal', value: true },
            { fact: 'elapsedMs', params: { of: 'hk_user_ack' }, operator: 'olderThan', value: '1d' },
            { fact: 'dismissed', operator: 'doesNotContain', value: 'hk_user' },
          ],
        },
      },
      expect: { dialogPresent: ['hk_user'] },
    };
    const r = await mutationScore(config, tests, [policy], { mutants, now: () => 0 });
    expect(r).toMatchObject({ total: 1, killed: 1, score: 100, skipped: ['t:2 wrong'] });
    expect(r.mutants[0]!.killedBy).toBe('policy hk-returns');
  });
});
