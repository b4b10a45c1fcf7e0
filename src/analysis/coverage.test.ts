import { describe, expect, it } from 'vitest';
import { repoConfig } from '../test-support/repo-config';
import { coverage } from './coverage';
import { findPersona } from 'virtual:meridian/personas';
import { acknowledgements, scenarioMatrix, STANDARD_MOMENTS } from './scenario-matrix';

const config = repoConfig();
const matrix = (persona: string, moments = STANDARD_MOMENTS) =>
  scenarioMatrix({
    sites: ['main'],
    personas: [findPersona(persona)!],
    devices: [{ isPhone: false, width: 1440 }],
    locales: ['en'],
    paths: ['/'],
    moments,
    acknowledge: acknowledgements(config),
  });

describe('coverage', () => {
  it('counts per rule how often it fired and per test how often it held, failed or was not reached', async () => {
    const r = await coverage(config, matrix('nl_high_tier')); // first visit, and acknowledged 18 h, 3 d, 10 d, 45 d before
    const rule = r.rules.find((x) => x.id === 'nl-limit-high-tier')!;
    expect(rule).toMatchObject({ runs: 5, fired: 2, file: 'rules/dialogs-compliance.yaml' });
    expect(rule.conditions.map((c) => [c.path, c.true, c.false, c.notEvaluated])).toEqual([
      ['all[0]', 5, 0, 0],
      ['all[1]', 5, 0, 0],
      ['all[2]', 5, 0, 0],
      ['all[3]', 2, 3, 0],
    ]);
    expect(rule.conditions[3]!.text).toBe('elapsedMs(of: nl_limit_ack) olderThan 30d');
    expect(r.conditionsNeverFalse).toContainEqual({
      rule: 'nl-limit-high-tier',
      path: 'all[0]',
      text: 'compliance.limit.is_nl_limit equal true',
    });
    expect(r.dialogs.find((d) => d.id === 'nl_limit')).toEqual({ id: 'nl_limit', raised: 2, opened: 2 });
    expect(r.neverFired).toContain('uk-limit');
    expect(r.neverOpened).toContain('uk_limit');
  });

  it('counts site tests decided at compile time, and tests of rules the site rules out as not evaluated', async () => {
    const r = await coverage(config, matrix('visitor', [STANDARD_MOMENTS[0]!]));
    const toast = r.rules.find((x) => x.id === 'toast-config-main')!; // main only: runs here, its site test holds
    expect(toast.conditions[0]).toMatchObject({ path: 'all[0]', text: 'site.key equal main', true: 1, false: 0 });
    const back = r.rules.find((x) => x.id === 'regional-switch-to-global')!; // eu only: ruled out on main
    expect(back).toMatchObject({ runs: 0, fired: 0 });
    expect(back.conditions.map((c) => [c.true, c.false, c.notEvaluated])).toEqual([
      [0, 1, 0],
      [0, 0, 1],
      [0, 0, 1],
    ]);
  });

  it('finds modal dialogs that compete for the same scenario, and the percentages', async () => {
    const r = await coverage(config, matrix('restricted_country', [STANDARD_MOMENTS[0]!]));
    expect(r.competing).toEqual([
      { dialogs: ['restricted_location', 'state_limit'], scenarios: 1, examples: ['main/restricted_country/desktop/en/@first-visit'] },
    ]);
    const fired = r.rules.filter((x) => x.fired > 0).length;
    expect(r.percent.rules).toBe(Math.round((fired / r.rules.length) * 1000) / 10);
    expect(r.percent.conditions).toBeGreaterThan(0);
    expect(r.percent.conditions).toBeLessThan(100);
  });
});
