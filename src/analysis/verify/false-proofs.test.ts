import { describe, expect, it } from 'vitest';
import type { Facts } from '../../generated/schema-types';
import type { CompiledConfig } from '../../rules-model/compiled-types';
import { notProven, visitor } from '../../test-support/false-proof-checks';
import { planted, plantedAll, testPolicy, withRule } from '../../test-support/planted-config';
import { chatPolicy, hidesChat } from '../../test-support/planted-chat';
import { repoConfig } from '../../test-support/repo-config';
import { VERIFY_NOW } from './fact-reads';
import { verdictFails, verifyPolicy } from './verify';

// False proofs an attacker found: each planted rule lets one visitor break a policy verify called
// proven. Each test first shows with decide() that the visitor is in scope and breaks the policy,
// then that verify does not call the policy proven (a violation it reports reproduces).

describe('dialogFirst: dialogs of equal priority in the engine’s id order', () => {
  it('a dialog whose id sorts first only by the engine’s order (`promo_a` before `promo1`) is in the slice', async () => {
    const raise = (rule: string, id: string) => `  - id: ${rule}
    description: Planted by a test.
    source: shell §4
    when: { fact: intents, operator: contains, value: turkish_language }
    then: { dialog: { id: ${id} } }
`;
    const config = plantedAll(
      [
        'rules/dialogs.yaml',
        '  - { id: signup_gift,',
        `  - { id: promo1, priority: 200, source: shell §4 }
  - { id: promo_a, priority: 200, modal: false, source: shell §4 }
  - { id: signup_gift,`,
      ],
      ['rules/header.yaml', 'rules:\n', `rules:\n${raise('planted-promo-one', 'promo1')}${raise('planted-promo-a', 'promo_a')}`],
    );
    const p = testPolicy({
      scope: {
        when: {
          all: [
            { fact: 'intents', operator: 'contains', value: 'turkish_language' },
            { fact: 'dismissed', operator: 'doesNotContain', value: 'promo1' },
          ],
        },
      },
      expect: { dialogFirst: 'promo1' },
    });
    const v = await notProven(config, p, visitor({ intents: ['turkish_language'] }));
    expect(v.outcome).toBe('violated');
  });
});

/** The repository's rules and one more hiding the chat when `when` (YAML flow) holds. */
const chatHiddenWhen = (when: string): CompiledConfig => withRule(hidesChat(when));

const desktop = { device: { isPhone: false, width: 1024 } };

describe('numbers: every cell the constants cut has a value tried', () => {
  it('an integer fact against a fractional constant is tried at its ceiling (tier 11 > 10.5)', async () => {
    const config = chatHiddenWhen('{ fact: user.tier_level, operator: greaterThan, value: 10.5 }');
    const v = await notProven(config, chatPolicy, visitor({ ...desktop, user: { tier_level: 11 } }));
    expect(v.counterexample?.facts.user).toEqual({ tier_level: 11 });
  });

  it('an integer fact against a fractional constant is tried at its floor (tier 10 < 10.5)', async () => {
    const config = chatHiddenWhen('{ fact: user.tier_level, operator: lessThan, value: 10.5 }');
    await notProven(config, chatPolicy, visitor({ ...desktop, user: { tier_level: 10 } }));
  });

  it('a constant so large that ±1 rounds back to it is tried with the next double above it', async () => {
    const config = chatHiddenWhen('{ fact: user.uid, operator: greaterThan, value: 100000000000000000 }');
    const v = await notProven(config, chatPolicy, visitor({ ...desktop, user: { uid: 2e17 } }));
    expect(v.outcome).toBe('violated');
  });

  it('a large negative constant is tried with the next double below it', async () => {
    const config = chatHiddenWhen('{ fact: device.width, operator: lessThan, value: -1.0e300 }');
    // device.width has minimum 0: nothing below is kept, and the policy holds (no false violation either).
    expect((await verifyPolicy(config, chatPolicy)).outcome).toBe('proven');
    const uid = chatHiddenWhen('{ fact: user.uid, operator: lessThan, value: -1.0e20 }');
    await notProven(uid, chatPolicy, visitor({ ...desktop, user: { uid: -2e20 } }));
  });
});

describe('a stored value’s timestamp read as a number', () => {
  const NOW = Date.parse(VERIFY_NOW);

  it('is tried on both sides of the constant it is compared with (an acknowledgement from before 2025)', async () => {
    const config = chatHiddenWhen('{ fact: stored.nl_limit_ack.timestamp, operator: lessThan, value: 1735689600000 }');
    const v = await notProven(config, chatPolicy, visitor({ ...desktop, storage: { meridian_nl_limit_ack: '1700000000000' } }));
    expect(v.outcome).toBe('violated');
  });

  it('is tried in every cell its constants and the windows on the same value cut together', async () => {
    // Older than 30 days and written more than 40 days ago: no age at a window's edge is that old.
    const config = chatHiddenWhen(`
      all:
        - { fact: elapsedMs, params: { of: nl_limit_ack }, operator: olderThan, value: 30d }
        - { fact: stored.nl_limit_ack.timestamp, operator: lessThan, value: ${NOW - 40 * 86_400_000} }`);
    const stamp = String(NOW - 41 * 86_400_000);
    const v = await notProven(config, chatPolicy, visitor({ ...desktop, storage: { meridian_nl_limit_ack: stamp } }));
    expect(v.outcome).toBe('violated');
  });

  it('is unproven when it is also read by a test verify cannot split', async () => {
    const config = chatHiddenWhen('{ fact: stored.nl_limit_ack.timestamp, operator: inList, value: [1700000000000] }');
    await notProven(config, chatPolicy, visitor({ ...desktop, storage: { meridian_nl_limit_ack: '1700000000000' } }));
  });
});

describe('stand-ins the facts schema keeps', () => {
  it('"a language other than every constant" is one the locale pattern accepts', async () => {
    const config = chatHiddenWhen('{ fact: locale, operator: notEqual, value: en }');
    const v = await notProven(config, chatPolicy, visitor({ ...desktop, locale: 'de' }));
    expect(v.outcome).toBe('violated');
  });

  it('"not empty" for an object the schema closes is a declared field with a valid value', async () => {
    const config = chatHiddenWhen('{ fact: compliance.limit, operator: isEmpty, value: false }');
    const v = await notProven(config, chatPolicy, visitor({ ...desktop, compliance: { limit: { is_uk_limit: false } } }));
    expect(v.outcome).toBe('violated');
  });
});

describe('variables an expected href fills from a visitor’s fact', () => {
  // On the home page only: the scope's own test on the path keeps one path class (every set rule is in the slice).
  const quickBuy = testPolicy({
    scope: { sites: ['main'], when: { fact: 'path', operator: 'equal', value: '/' } },
    expect: { hrefMatches: { buy_quick: 'fiat=[A-Z]{3}$' } },
  });

  it('are varied: the quick-buy link names the fiat of the curr_fiat cookie', async () => {
    // The one regular expression over the path, made a list: the path no longer keeps the policy unproven.
    const config = planted(
      'rules/header.yaml',
      "when: { fact: path, operator: matches, value: '^/futures/[^/]+/[^/_]+/?$' }",
      'when: { fact: path, operator: in, value: [/futures/USDT/BTC, /futures/BTC/BTCUSD] }',
    );
    const v = await notProven(config, quickBuy, visitor({ path: '/', cookies: { curr_fiat: 'usdt' } }));
    expect(v.notExhaustive).toContain('cookies.curr_fiat');
  });

  it('are named among the unproven facts: accepting the path alone accepts nothing', async () => {
    const accepted = testPolicy({ ...quickBuy, accept: { unproven: ['path'], reason: 'reviewed: the path regex sets another page' } });
    const v = await notProven(repoConfig(), accepted, visitor({ path: '/', cookies: { curr_fiat: 'usdt' } }));
    expect(v.notExhaustive).toEqual(expect.arrayContaining(['path', 'cookies.curr_fiat']));
    expect(verdictFails(v)).toBe(true);
  }, 60_000);
});

/** Every visitor with an empty menu sees the upgrade hint (the attacker's base policy). */
const hintShown = testPolicy({
  scope: { when: { fact: 'compliance.menu', operator: 'isEmpty', value: true } },
  expect: { shown: ['upgrade_hint'] },
});

/** The repository's rules and one more hiding the upgrade hint when `when` (YAML) holds. */
const hintHiddenWhen = (when: string): CompiledConfig =>
  withRule(`  - id: planted-hint-off
    description: Planted by a test.
    source: shell §6
    when: ${when}
    then: { hide: [upgrade_hint] }
`);

const at = (now: string, f: Omit<Facts, 'site' | 'now'>): Facts => ({ site: 'main', now, ...f }) as Facts;

describe('time and stored values: stamps, windows and days verify once fixed', () => {
  it('a keep-alive stamp may be fractional: an age strictly between 0 and 1 ms is tried', async () => {
    const config = hintHiddenWhen(`
      all:
        - { fact: elapsedMs, params: { of: tr_entry }, operator: greaterThan, value: 0 }
        - { fact: elapsedMs, params: { of: tr_entry }, operator: lessThan, value: 1 }`);
    const cx = visitor({ storage: { GATE_TR_ENTRY_STORAGE: JSON.stringify({ keepaliveDays: 1, timestamp: 1767268799999.5 }) } });
    expect((await notProven(config, hintShown, cx)).outcome).toBe('violated');
  });

  it('a keep-alive stamp equal to a fractional constant is tried', async () => {
    const config = hintHiddenWhen('{ fact: stored.tr_entry.timestamp, operator: equal, value: 1767268799999.5 }');
    const cx = visitor({ storage: { GATE_TR_ENTRY_STORAGE: JSON.stringify({ keepaliveDays: 1, timestamp: 1767268799999.5 }) } });
    expect((await notProven(config, hintShown, cx)).outcome).toBe('violated');
  });

  it('a window longer than the time since 1970 is passed at a later now', async () => {
    const config = hintHiddenWhen(`
      all:
        - { fact: stored.nl_limit_ack, operator: isEmpty, value: false }
        - { fact: elapsedMs, params: { of: nl_limit_ack }, operator: olderThan, value: 30000d }`);
    const cx = at('2200-01-01T12:00:00Z', { storage: { meridian_nl_limit_ack: '0' } });
    expect((await notProven(config, hintShown, cx)).outcome).toBe('violated');
  });

  it('an elapsedMs constant beyond VERIFY_NOW is passed at a later now', async () => {
    const config = hintHiddenWhen(`
      all:
        - { fact: stored.nl_limit_ack, operator: isEmpty, value: false }
        - { fact: elapsedMs, params: { of: nl_limit_ack }, operator: greaterThan, value: 2000000000000 }`);
    const cx = at('2200-01-01T12:00:00Z', { storage: { meridian_nl_limit_ack: '0' } });
    expect((await notProven(config, hintShown, cx)).outcome).toBe('violated');
  });

  it('a stamp later than VERIFY_NOW is tried (the clock moves with it)', async () => {
    const config = hintHiddenWhen('{ fact: stored.nl_limit_ack.timestamp, operator: greaterThan, value: 1800000000000 }');
    const cx = at('2028-01-01T12:00:00Z', { storage: { meridian_nl_limit_ack: '1810000000000' } });
    expect((await notProven(config, hintShown, cx)).outcome).toBe('violated');
  });

  it('a stamp from 1970 with a young age is tried (stamp and age are not tied by a fixed now)', async () => {
    const config = hintHiddenWhen(`
      all:
        - { fact: stored.nl_limit_ack.timestamp, operator: lessThan, value: 1000000 }
        - not: { fact: elapsedMs, params: { of: nl_limit_ack }, operator: olderThan, value: 1d }`);
    const cx = at('1970-01-01T00:10:00Z', { storage: { meridian_nl_limit_ack: '500000' } });
    expect((await notProven(config, hintShown, cx)).outcome).toBe('violated');
  });

  it('an offset the rules read is tried at 00:00 on the visitor’s clock with sameDay', async () => {
    const config = hintHiddenWhen(`
      all:
        - { fact: device.utcOffsetMinutes, operator: greaterThan, value: 600 }
        - { fact: device.utcOffsetMinutes, operator: lessThan, value: 700 }
        - { fact: sameDay, params: { of: nl_limit_ack }, operator: equal, value: false }`);
    const cx = at('2026-01-01T13:59:00Z', { device: { utcOffsetMinutes: 601 }, storage: { meridian_nl_limit_ack: '1767275880000' } });
    expect((await notProven(config, hintShown, cx)).outcome).toBe('violated');
  });

  it('one fact giving the windows of two stored values is no proof', async () => {
    const F = '{ fact: compliance.toast.kyc_toast.risk_user_guide_frequency }';
    const config = hintHiddenWhen(`
      all:
        - { fact: stored.nl_limit_ack, operator: isEmpty, value: false }
        - { fact: stored.uz_assets_ack, operator: isEmpty, value: false }
        - { fact: elapsedMs, params: { of: nl_limit_ack }, operator: olderThanHours, value: ${F} }
        - not: { fact: elapsedMs, params: { of: uz_assets_ack }, operator: olderThanHours, value: ${F} }`);
    const cx = visitor({
      compliance: { toast: { kyc_toast: { risk_user_guide_frequency: 5 } } },
      storage: { meridian_nl_limit_ack: '1767240000000', meridian_uz_assets_ack: '1767265200000' },
    });
    await notProven(config, hintShown, cx);
  });

  it('one fact giving one value’s window in two units is no proof', async () => {
    const F = '{ fact: compliance.toast.kyc_toast.risk_user_guide_frequency }';
    const config = hintHiddenWhen(`
      all:
        - { fact: elapsedMs, params: { of: nl_limit_ack }, operator: olderThanHours, value: ${F} }
        - not: { fact: elapsedMs, params: { of: nl_limit_ack }, operator: olderThanDays, value: ${F} }`);
    const cx = visitor({
      compliance: { toast: { kyc_toast: { risk_user_guide_frequency: 3 } } },
      storage: { meridian_nl_limit_ack: '1767250800000' },
    });
    await notProven(config, hintShown, cx);
  });

  it('a window a site fact gives is cut at every site’s value', async () => {
    const config = hintHiddenWhen(`
      all:
        - { fact: stored.nl_limit_ack, operator: isEmpty, value: false }
        - { fact: elapsedMs, params: { of: nl_limit_ack }, operator: olderThanHours, value: { fact: site.id } }`);
    const uk = testPolicy({ ...hintShown, scope: { ...hintShown.scope, sites: ['uk'] } });
    const cx = { ...visitor({ storage: { meridian_nl_limit_ack: '1766268800000' } }), site: 'uk' } as Facts;
    expect((await notProven(config, uk, cx)).outcome).toBe('violated');
  });
});

describe('variables robots and lang start from, when a visitor’s fact fills them', () => {
  const fromCookie = (name: string, cookie: string) =>
    planted(
      'rules/vocabulary.yaml',
      `  - { name: ${name}, description: `,
      `  - { name: ${name}, fromFact: cookies.${cookie}, description: `,
    );

  it('robots: a page indexed unless a cookie fills the robots variable', async () => {
    const indexed = testPolicy({
      scope: {
        when: {
          all: [
            { fact: 'locale', operator: 'equal', value: 'en' },
            { fact: 'pageFound', operator: 'equal', value: true },
          ],
        },
      },
      expect: { robots: null },
    });
    const config = fromCookie('robots', 'seo_robots');
    await notProven(config, indexed, visitor({ locale: 'en', path: '/', cookies: { seo_robots: 'noindex' } }));
  });

  it('lang: an English visitor redirected by a cookie that fills locale_target', async () => {
    const english = testPolicy({
      scope: { sites: ['main'], when: { fact: 'locale', operator: 'equal', value: 'en' } },
      expect: { lang: 'en' },
    });
    const config = fromCookie('locale_target', 'lang_pref');
    await notProven(config, english, visitor({ locale: 'en', path: '/', cookies: { lang_pref: 'de' } }));
  });
});

describe('a list fact compared with a site fact (contains)', () => {
  it('is tried holding the value the site fact takes on the visitor’s site', async () => {
    const config = hintHiddenWhen('{ fact: intents, operator: contains, value: { fact: site.defaultLang } }');
    await notProven(config, hintShown, visitor({ intents: ['en'] }));
  });
});
