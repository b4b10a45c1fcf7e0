import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDecider } from '../../engine/decide';
import type { Condition, Facts, Policy } from '../../generated/schema-types';
import { repoConfig } from '../../test-support/repo-config';
import { planted, testPolicy } from '../../test-support/planted-config';
import { VERIFY_NOW, type Variable } from './fact-reads';
import { policyViolations, scopeHolds } from './policy-check';
import { normalizeFacts } from '../../engine/normalize-facts';
import { schemaClean, verifyPolicy } from './verify';

const NOW = Date.parse(VERIFY_NOW);
const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const policy = testPolicy;

describe('verify catches planted violations with the smallest counterexample', () => {
  it('a rule that forgets a site', async () => {
    const config = planted('rules/footer.yaml', 'value: [sg, bs, uk, jp, ae]', 'value: [sg, bs, uk, ae]');
    const v = await verifyPolicy(config, policy({ scope: { sites: ['sg', 'bs', 'uk', 'jp', 'ae'] }, expect: { hidden: ['social'] } }));
    expect(v.holds).toBe(false);
    expect(v.counterexample!.facts).toEqual({ site: 'jp', now: VERIFY_NOW });
    expect(v.counterexample!.violations).toEqual(['"social" is shown, expected hidden']);
  });

  it('a window off by a day', async () => {
    const config = planted(
      'rules/dialogs-compliance.yaml',
      '{ of: hk_user_ack }, operator: olderThan, value: 1d }\n    then: { dialog: { id: hk_user } }',
      '{ of: hk_user_ack }, operator: olderThan, value: 2d }\n    then: { dialog: { id: hk_user } }',
    );
    const p = policy({
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
    });
    const v = await verifyPolicy(config, p);
    expect(v.holds).toBe(false);
    expect(v.counterexample!.facts).toEqual({
      site: 'main',
      now: VERIFY_NOW,
      compliance: { toast: { is_hk_user: true } },
      storage: { meridian_hk_user_ack: String(NOW - DAY) },
    });
    expect(v.counterexample!.fired).toEqual([]);
    expect(await verifyPolicy(repoConfig(), p)).toMatchObject({ holds: true });
  });

  it('a priority swap', async () => {
    const config = planted('rules/dialogs.yaml', '{ id: state_limit, priority: 95,', '{ id: state_limit, priority: 101,');
    const p = policy({
      scope: {
        sites: ['main'],
        when: {
          all: [
            { fact: 'compliance.limit.limit_country_toast', operator: 'equal', value: true },
            { fact: 'dismissed', operator: 'doesNotContain', value: 'restricted_location' },
          ],
        },
      },
      expect: { dialogFirst: 'restricted_location' },
    });
    const v = await verifyPolicy(config, p);
    expect(v.holds).toBe(false);
    expect(v.counterexample!.facts).toMatchObject({ site: 'main', compliance: { limit: { limit_country_toast: true }, toast: {} } });
    expect(Object.keys(v.counterexample!.facts).sort()).toEqual(['compliance', 'now', 'site']);
    expect(v.counterexample!.violations[0]).toMatch(
      /^dialog "restricted_location" is not first: the queue is \[state_limit, restricted_location\]/,
    );
    expect(v.counterexample!.fired.map((r) => r.rule)).toEqual(['restricted-location', 'state-limit']);
  });

  it('a condition on the wrong fact', async () => {
    const config = planted(
      'rules/footer.yaml',
      'when: { fact: compliance.limit.is_uk_limit, operator: equal, value: true }\n    then:\n      hide: [derivatives',
      'when: { fact: compliance.limit.is_nl_limit, operator: equal, value: true }\n    then:\n      hide: [derivatives',
    );
    const p = policy({
      scope: { sites: ['main'], when: { fact: 'compliance.limit.is_uk_limit', operator: 'equal', value: true } },
      expect: { hidden: ['derivatives'] },
    });
    const v = await verifyPolicy(config, p);
    expect(v.holds).toBe(false);
    expect(v.counterexample!.facts).toEqual({ site: 'main', now: VERIFY_NOW, compliance: { limit: { is_uk_limit: true } } });
  });
});

// Timeouts are hang guards: a loaded two-core machine runs these verifies several times slower.
describe('a policy that holds', { timeout: 90_000 }, () => {
  it('reports the classes it decided, per site, and says where it sampled', async () => {
    const p = policy({
      scope: { when: { fact: 'compliance.limit.is_uk_limit', operator: 'equal', value: true } },
      expect: { hidden: ['derivatives', 'register', 'footer_signup', 'social'], barAbsent: ['app_download'] },
    });
    const v = await verifyPolicy(repoConfig(), p);
    expect(v).toMatchObject({ outcome: 'proven', holds: true, vacuous: false, notExhaustive: [], unproven: [] });
    const sites = Object.keys(repoConfig().sites);
    expect([...v.sites].sort()).toEqual(sites.sort());
    // 192 classes per site, every site split alike (2304 on the twelve); in all 288 before the withdraw-only
    // confinement rule hid these entries too, 1152 before it covered blocked-country visitors.
    expect(v.classes).toBe(192 * sites.length);
    // Every set rule can change an href, and one matches the path with a regular expression.
    const sampled = await verifyPolicy(repoConfig(), policy({ scope: { sites: ['main'] }, expect: { hrefMatches: { nav_trade: '^/' } } }));
    expect(sampled).toMatchObject({ outcome: 'unproven', holds: true, notExhaustive: ['path'] });
    expect(sampled.unproven[0]!.why).toMatch(/regular expression/);
  });

  it('says when its scope matches no visitor', async () => {
    const none: Condition = {
      all: [
        { fact: 'user.isLogin', operator: 'equal', value: true },
        { fact: 'user.isLogin', operator: 'equal', value: false },
      ],
    };
    const v = await verifyPolicy(repoConfig(), policy({ scope: { sites: ['main'], when: none }, expect: { hidden: ['register'] } }));
    expect(v).toMatchObject({ outcome: 'unproven', holds: true, vacuous: true, classes: 0 });
  });
});

// Soundness: over a small fact space, verify's verdict is brute force's verdict.
const grid = {
  nl: [undefined, true, false],
  login: [undefined, true, false],
  tier: [undefined, 0, 9, 10, 11, 12, 30],
  verified: [undefined, '3', '1'],
  nlAge: [undefined, MIN, 30 * DAY - 2 * MIN, 30 * DAY, 30 * DAY + 5 * MIN, 90 * DAY],
  uz: [undefined, true],
  dismissed: [[], ['nl_limit']],
};
const pool: Condition[] = [
  { fact: 'compliance.limit.is_nl_limit', operator: 'equal', value: true },
  { fact: 'user.isLogin', operator: 'equal', value: true },
  { fact: 'user.isLogin', operator: 'equal', value: false },
  { fact: 'user.tier_level', operator: 'greaterThanInclusive', value: 11 },
  { fact: 'user.tier_level', operator: 'lessThanInclusive', value: 10 },
  { fact: 'user.verified', operator: 'equal', value: '3' },
  { fact: 'elapsedMs', params: { of: 'nl_limit_ack' }, operator: 'olderThan', value: '30d' },
  { not: { fact: 'elapsedMs', params: { of: 'nl_limit_ack' }, operator: 'olderThan', value: '30d' } },
  { fact: 'dismissed', operator: 'doesNotContain', value: 'nl_limit' },
  { fact: 'compliance.limit.is_uzbekistan_toast', operator: 'equal', value: true },
];
const expectations: Policy['expect'][] = [
  { dialogPresent: ['nl_limit'] },
  { dialogAbsent: ['nl_limit'] },
  { dialogFirst: 'nl_limit' },
  { dialogAbsent: ['uz_assets'] },
  { notClosable: ['nl_limit'] },
  { maxModalDialogs: 1 },
];

const [nl, loggedIn, loggedOut, high, , , older, notOlder, notDismissed] = pool;
/** Random scopes mostly break; these hold (compliance §4.1, the Netherlands dialog), so both verdicts are compared. */
const holding: [Condition[], Policy['expect']][] = [
  [[nl!, loggedOut!, notDismissed!], { dialogPresent: ['nl_limit'] }],
  [[nl!, loggedIn!, high!, notOlder!], { dialogAbsent: ['nl_limit'] }],
  [[nl!, loggedIn!, high!, older!, notDismissed!], { dialogPresent: ['nl_limit'] }],
];
const cases = fc.oneof(fc.tuple(fc.subarray(pool, { maxLength: 3 }), fc.constantFrom(...expectations)), fc.constantFrom(...holding));

function* visitors(): Generator<Facts> {
  for (const nl of grid.nl)
    for (const login of grid.login)
      for (const tier of grid.tier)
        for (const verified of grid.verified)
          for (const age of grid.nlAge)
            for (const uz of grid.uz)
              for (const dismissed of grid.dismissed)
                yield {
                  site: 'main',
                  now: VERIFY_NOW,
                  compliance: { limit: { is_nl_limit: nl, is_uzbekistan_toast: uz } },
                  user: { isLogin: login, tier_level: tier, verified },
                  storage: age === undefined ? {} : { meridian_nl_limit_ack: String(NOW - age) },
                  dismissed,
                } as Facts;
}

describe('soundness', () => {
  it(
    'verify (deciding with the slice alone) holds exactly when no visitor of a small fact space breaks the policy (every rule decided)',
    { timeout: 240_000 },
    async () => {
      const config = repoConfig();
      const decider = createDecider(config);
      const seen = new Set<boolean>();
      await fc.assert(
        fc.asyncProperty(cases, async ([leaves, expect_]) => {
          const p = policy({ scope: { sites: ['main'], ...(leaves.length ? { when: { all: leaves } } : {}) }, expect: expect_ });
          // Verify decides with the slice's rules alone; brute force with every rule of the site.
          const verdict = await verifyPolicy(config, p);
          let brute = true;
          for (const facts of visitors()) {
            const { facts: f, stored } = normalizeFacts(config, facts);
            if (!scopeHolds(p.scope?.when, f, stored)) continue;
            if (policyViolations(await decider.decide(facts, { trace: 'none' }), p.expect).length) {
              brute = false;
              break;
            }
          }
          expect(verdict.holds, JSON.stringify(p)).toBe(brute);
          seen.add(brute);
        }),
        { numRuns: 20, seed: 26 },
      );
      expect([...seen].sort((a, b) => Number(a) - Number(b))).toEqual([false, true]); // both verdicts were compared
    },
  );
});

describe('calendar days', () => {
  it('tries each age at both ends of the visitor’s day: a prompt shown twice just before midnight returns just after', async () => {
    const p = policy({
      scope: {
        sites: ['main'],
        when: {
          all: [
            { fact: 'stored.gift_counter.count', operator: 'greaterThanInclusive', value: 2 },
            { not: { fact: 'elapsedMs', params: { of: 'gift_counter' }, operator: 'olderThan', value: '30m' } },
          ],
        },
      },
      expect: { dialogAbsent: ['signup_gift'] },
    });
    const v = await verifyPolicy(repoConfig(), p);
    expect(v.holds).toBe(false);
    expect(v.counterexample!.facts.device).toMatchObject({ isPhone: true, utcOffsetMinutes: -720 });
  });
});

describe('at most N modal dialogs', () => {
  it('is checked as "no N+1 modal dialogs together", one small slice per group', async () => {
    const v = await verifyPolicy(repoConfig(), policy({ scope: { sites: ['main'] }, expect: { maxModalDialogs: 1 } }));
    expect(v.holds).toBe(false);
    expect(v.counterexample!.violations[0]).toMatch(/^dialogs \S+ and \S+ are queued together$/);
    const two = await verifyPolicy(
      repoConfig(),
      policy({
        scope: { sites: ['main'], when: { fact: 'user.isLogin', operator: 'equal', value: true } },
        expect: { dialogsNotTogether: ['signup_gift', 'kyc_upgrade'] },
      }),
    );
    expect(two).toMatchObject({ holds: true });
    expect(two.classes).toBeGreaterThan(0);
  });
});

describe('normalizing without the sanitiser', () => {
  const variable = (name: string, values: unknown[]): Variable => ({
    key: name,
    keys: [name],
    name,
    unproven: [],
    exhaustive: true,
    classes: values.map((value) => ({ label: String(value), value })),
    apply: (facts, value) => {
      (facts as Record<string, unknown>).user = { ...facts.user, [name]: value };
    },
  });

  it('is allowed only when every class is a value the sanitiser keeps as it is', () => {
    expect(schemaClean([variable('tier_level', [1, 2]), variable('isLogin', [true, false])], 'main')).toBe(true);
    // Ill-typed: the sanitiser drops it and the default applies.
    expect(schemaClean([variable('tier_level', [1, 'high'])], 'main')).toBe(false);
    // Written as undefined: `{ ...facts.user }` would copy it over a default.
    expect(schemaClean([variable('tier_level', [1, undefined])], 'main')).toBe(false);
  });
});
