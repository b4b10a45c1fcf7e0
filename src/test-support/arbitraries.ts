import fc from 'fast-check';
import type { CompiledConfig } from '../rules-model/compiled-types';
import type { Facts } from '../generated/schema-types';
import { FACT_STRING_CHARS } from '../rules-model/facts-limits';
import { personas } from 'virtual:meridian/personas';
import { MATRIX_PATHS } from '../analysis/scenario-matrix';
import { storedKey } from '../engine/stored-values';

export { fcParams } from './fc-params';

/**
 * fast-check arbitraries and run parameters for the property tests (issue 11).
 *
 * Reproduce a failure with the seed it prints: `FC_SEED=<seed> npx vitest run <file>`; a counter-
 * example path can be replayed with FC_PATH. FC_RUNS scales every property's run count
 * (FC_RUNS=10 runs each ten times as many cases).
 */

/** Keys that attack objects built from untrusted JSON. */
export const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty'] as const;

/**
 * Strings a hostile or broken backend, cookie or URL could carry. The long one is the longest value
 * decide() reads (src/rules-model/facts-limits.ts): a longer one is dropped with a note, which the
 * "valid facts lose nothing" property would count as a loss (facts-limits.test.ts covers it).
 */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\uFEFF',
    '\u202Eevil',
    '路径/ü/🚀',
    '../../etc/passwd',
    '%2e%2e%2f',
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    '//evil.example',
    'NaN',
    'Infinity',
    '-1',
    '1e309',
    '9'.repeat(40),
    'true',
    'null',
    '{}',
    '[]',
    '{"keepaliveDays":"x","timestamp":1}',
    '{"keepaliveDays":1e400,"timestamp":-1}',
    '1/99999999999999999999',
    '9/-1',
    '["a",{"b":1}]',
    '{"__proto__":{"polluted":1}}',
    ...POLLUTION_KEYS,
    'a'.repeat(FACT_STRING_CHARS),
  ),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
);

/** Numbers no field should ever see. */
export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    NaN,
    Infinity,
    -Infinity,
    -0,
    0,
    -1,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    Number.MIN_VALUE,
    8.64e15 + 1,
    -8.64e15 - 1,
  ),
  fc.integer(),
  fc.double(),
);

/** Any value at all: wrong types, NaN, huge numbers, unicode, pollution keys, nested junk. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(null, undefined, true, false),
    nastyNumber,
    nastyString,
    fc.array(tie('v'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...POLLUTION_KEYS), fc.string({ maxLength: 6 })), tie('v'), { maxKeys: 4 }),
  ),
})).v;

/** An object whose keys may be the real field names, pollution keys or junk, with hostile values. */
export function hostileObject(
  fieldNames: readonly string[],
  value: fc.Arbitrary<unknown> = hostileValue,
): fc.Arbitrary<Record<string, unknown>> {
  return fc.dictionary(fc.oneof(fc.constantFrom(...fieldNames), fc.constantFrom(...POLLUTION_KEYS), fc.string({ maxLength: 6 })), value, {
    maxKeys: 6,
  });
}

/** The properties of each object in facts.schema.json, read from the schema so new facts are fuzzed too. */
export function schemaFields(schema: Record<string, unknown>): Record<string, string[]> {
  const props = (s: unknown): string[] => Object.keys((s as { properties?: object }).properties ?? {});
  const defs = (schema.$defs ?? {}) as Record<string, Record<string, unknown>>;
  const top = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
  const compliance = defs.compliance!;
  const cprops = compliance.properties as Record<string, unknown>;
  const toast = cprops.toast as Record<string, unknown>;
  return {
    facts: props(schema),
    device: props(top.device),
    user: props(top.user),
    account: props(top.account),
    common: props(top.common),
    announcement: props(top.announcement),
    compliance: props(compliance),
    limit: props(cprops.limit),
    toast: props(toast),
    kyc_toast: props((toast.properties as Record<string, unknown>).kyc_toast),
    notice: props(defs.notice),
  };
}

/**
 * Hostile facts: every field of facts.schema.json (nested too) present or absent, each holding
 * either a plausible value or junk, plus unknown and prototype-pollution keys at every level.
 * The site is one the config knows (an unknown site is a documented FactsError).
 */
export function hostileFacts(
  config: CompiledConfig,
  fields: Record<string, string[]>,
  valid: fc.Arbitrary<Facts>,
): fc.Arbitrary<Record<string, unknown>> {
  const sites = Object.keys(config.sites);
  const junkOr = <T>(ok: fc.Arbitrary<T>) =>
    fc.oneof({ weight: 1, arbitrary: hostileValue }, { weight: 2, arbitrary: ok as fc.Arbitrary<unknown> });
  const nested = (names: string[], inner: Record<string, fc.Arbitrary<unknown>> = {}) =>
    fc.tuple(hostileObject(names), fc.record(inner, { requiredKeys: [] })).map(([junk, good]) => ({ ...junk, ...good }));
  const notice = junkOr(hostileObject(fields.notice!));
  const kycToast = junkOr(hostileObject(fields.kyc_toast!));
  const toast = junkOr(nested(fields.toast!, { kyc_toast: kycToast }));
  const limit = junkOr(nested(fields.limit!, { toast_config: notice }));
  const compliance = junkOr(
    nested(fields.compliance!, { limit, toast, business_banner: notice, menu: junkOr(fc.array(nastyString, { maxLength: 4 })) }),
  );
  return fc
    .tuple(
      valid,
      nested(fields.facts!, {
        site: fc.constantFrom(...sites),
        compliance,
        user: junkOr(hostileObject(fields.user!)),
        device: junkOr(hostileObject(fields.device!, fc.oneof(nastyNumber, hostileValue))),
        account: junkOr(hostileObject(fields.account!)),
        common: junkOr(hostileObject(fields.common!)),
        announcement: junkOr(hostileObject(fields.announcement!)),
        cookies: junkOr(hostileObject(['uid', 'nickname', 'kyc_upgrade_notice', 'switch_account', 'curr_fiat'])),
        storage: junkOr(hostileObject(['openclaimGiftsApp', 'GATE_TR_ENTRY_STORAGE', 'meridian_announcement_closed'])),
        query: junkOr(hostileObject(['ref', 'tab', 'tradModel'])),
        path: junkOr(
          fc.oneof(
            nastyString.map((s) => `/${s}`),
            fc.constantFrom('/路径/ü', '/nft/../trade', '//evil.example', '/\u0000'),
          ),
        ),
        now: fc.oneof(
          {
            weight: 3,
            arbitrary: fc.date({ min: new Date(-8.64e15), max: new Date(8.64e15), noInvalidDate: true }).map((d) => d.toISOString()),
          },
          {
            weight: 1,
            arbitrary: fc.constantFrom(
              '1970-01-01T00:00:00Z',
              '0000-01-01T00:00:00Z',
              '+275760-09-13T00:00:00.000Z',
              '-271821-04-20T00:00:00.000Z',
              '1969-12-31T23:59:59.999Z',
            ),
          },
        ),
      }),
    )
    .map(([base, junk]) => ({ ...base, ...junk }));
}

/** Deep-merges plain objects (later wins); arrays and scalars replace. */
export function mergeFacts<T extends object>(base: T, ...overs: object[]): T {
  let out = { ...base } as Record<string, unknown>;
  for (const over of overs) {
    const next: Record<string, unknown> = { ...out };
    for (const [k, v] of Object.entries(over)) {
      const b = next[k];
      next[k] =
        v && typeof v === 'object' && !Array.isArray(v) && b && typeof b === 'object' && !Array.isArray(b)
          ? mergeFacts(b as object, v as object)
          : v;
    }
    out = next;
  }
  return out as T;
}

/**
 * Schema-valid facts for one site (or any site): a persona from scenarios/personas.yaml, crossed
 * with fast-check variations of user, compliance (blocked menus drawn from the real product
 * codes), device, path, locale, time, stored values, experiments, intents and dismissals.
 */
export function validFacts(config: CompiledConfig, site?: string): fc.Arbitrary<Facts> {
  const sites = Object.keys(config.sites);
  const codes = [...new Set(config.products.map((p) => p.code))].sort();
  const dialogIds = Object.keys(config.dialogs).sort();
  const langs = [...new Set(Object.values(config.sites).flatMap((s) => s.languages))].sort();
  const productPaths = [...new Set(config.products.map((p) => p.pattern))];
  const nowArb = fc.date({ min: new Date('2019-01-01T00:00:00Z'), max: new Date('2032-01-01T00:00:00Z'), noInvalidDate: true });
  const bool = fc.boolean();
  const user = fc.record(
    {
      isLogin: bool,
      uid: fc.integer({ min: 1, max: 1e9 }),
      nickname: fc.string({ maxLength: 10 }),
      verified: fc.constantFrom('0', '1', '2', '3', '4', '5', 0, 1, 2, 5, '9'),
      tier_level: fc.integer({ min: 0, max: 20 }),
      safe_level: fc.integer({ min: -2, max: 4 }),
      is_sub_account: bool,
      white_list_show: bool,
      country: fc.integer({ min: 0, max: 300 }),
    },
    { requiredKeys: [] },
  );
  const notice = fc.record(
    {
      title: fc.string({ maxLength: 10 }),
      content: fc.string({ maxLength: 20 }),
      ok_button: fc.string({ maxLength: 5 }),
      ok_button_router: fc.constantFrom('/help', '/myaccount/kyc_home', 'https://evil.example/x'),
      cancel_button: fc.string({ maxLength: 5 }),
      no_close_button: bool,
      text_link: fc.array(fc.record({ key: fc.constantFrom('terms', 'guide'), link: fc.constantFrom('/user-agreement', '/help') }), {
        maxLength: 2,
      }),
    },
    { requiredKeys: [] },
  );
  const compliance = fc.record(
    {
      menu: fc.uniqueArray(fc.constantFrom(...codes, 'unknown_code'), { maxLength: 12 }),
      business: fc.subarray(['button_pilot_account', 'other']),
      business_banner: notice,
      limit: fc.record(
        {
          limit_country: fc.constantFrom('', 'US', 'CA', 'NL'),
          limit_country_toast: bool,
          is_uk_limit: bool,
          brazil_toast: bool,
          is_nl_limit: bool,
          is_italy_limit: bool,
          ltw_toast: bool,
          is_uzbekistan_toast: bool,
          is_show_compliance_tips: bool,
          is_blocked_country: bool,
          is_ip_limit: bool,
          is_tr: bool,
          regional_site: fc.constantFrom(...sites, 'mars'),
          toast_config: notice,
        },
        { requiredKeys: [] },
      ),
      toast: fc.record(
        {
          is_hk_user: bool,
          is_withdraw_only_user: bool,
          limit_country_user_status: fc.constantFrom(
            'LIMIT_VISITOR',
            'LIMIT_LOW_KYC_USER',
            'LIMIT_HIGH_KYC_USER',
            'NON_LIMIT_HIGH_KYC_USER',
          ),
          kyc_toast: fc.record(
            {
              show_kyc_upgrade_notice: bool,
              is_risk_user: bool,
              risk_user_guide_msg: fc.string({ maxLength: 10 }),
              risk_user_guide_url: fc.constantFrom('/help', 'https://evil.example'),
              risk_user_guide_frequency: fc.oneof(fc.integer({ min: 0, max: 48 }), fc.double({ min: 0, max: 1e6, noNaN: true })),
              risk_user_guide_cookie_key: fc.constantFrom('risk_guide_ack', 'rk', '', 'constructor', '__proto__', 'toString'),
              risk_user_guide_be_closed: fc.integer({ min: -1, max: 2 }),
            },
            { requiredKeys: [] },
          ),
        },
        { requiredKeys: [] },
      ),
    },
    { requiredKeys: [] },
  );
  const variation = fc.record(
    {
      site: site ? fc.constant(site) : fc.constantFrom(...sites, ...sites.map((s) => config.sites[s]!.id)),
      locale: fc.constantFrom(...langs, 'xx', 'zh-tw'),
      path: fc.oneof(
        fc.constantFrom(...MATRIX_PATHS, '/live', '/login', '/signup', '/futures/USDT/BTC_USDT', '/路径/ü', ...productPaths),
        fc.constantFrom(...productPaths).chain((p) => fc.string({ maxLength: 6 }).map((s) => `${p}/${encodeURIComponent(s)}`)),
      ),
      query: fc.dictionary(fc.constantFrom('ref', 'tab', 'tradModel', 'device_type', 'type'), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
      device: fc.record(
        { isPhone: bool, width: fc.integer({ min: 0, max: 4000 }), utcOffsetMinutes: fc.integer({ min: -720, max: 840 }) },
        { requiredKeys: [] },
      ),
      user,
      compliance,
      account: fc.record(
        {
          mode: fc.constantFrom('classic', 'portfolio', 'single_currency', 'multi_currency'),
          first_open: bool,
          crossMarginUid: fc.integer({ min: 0, max: 9999 }),
          optionsOpen: bool,
        },
        { requiredKeys: [] },
      ),
      experiments: fc.record({ signupGift: bool }, { requiredKeys: [] }),
      intents: fc.subarray(dialogIds),
      dismissed: fc.subarray(dialogIds, { maxLength: 3 }),
      announcement: fc.record({ content_id: fc.oneof(fc.integer({ min: 0, max: 99 }), fc.string({ maxLength: 4 })) }, { requiredKeys: [] }),
    },
    { requiredKeys: ['site'] },
  );
  return fc
    .tuple(
      fc.constantFrom(...personas),
      variation,
      nowArb,
      fc.array(
        fc.tuple(fc.constantFrom(...config.stored), fc.integer({ min: -40 * 86_400_000, max: 60 * 86_400_000 }), fc.option(nastyString)),
        { maxLength: 4 },
      ),
    )
    .map(([persona, v, now, acks]) => {
      const facts = mergeFacts<Facts>(persona.facts, v, { now: now.toISOString() });
      const cookies: Record<string, string> = { ...facts.cookies };
      const storage: Record<string, string> = { ...facts.storage };
      for (const [decl, ago, junk] of acks) {
        const key = storedKey(decl, facts);
        if (!key) continue;
        const ts = now.getTime() - ago;
        const value =
          junk ??
          (decl.format === 'count-timestamp'
            ? `1/${ts}`
            : decl.format === 'keepalive'
              ? JSON.stringify({ keepaliveDays: 1, timestamp: ts })
              : decl.format === 'json-list'
                ? JSON.stringify([facts.announcement?.content_id ?? 1])
                : decl.format === 'timestamp'
                  ? String(ts)
                  : '1');
        (decl.in === 'cookie' ? cookies : storage)[key] = value;
      }
      return { ...facts, cookies, storage };
    });
}
