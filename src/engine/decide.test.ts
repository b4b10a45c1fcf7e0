import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateValue } from '../config/validate';
import type { Facts } from '../generated/schema-types';
import { repoConfig } from '../test-support/repo-config';
import { createDecider, decide } from './decide';
import { itemIds } from '../analysis/expectations';
import { FactsError, normalizeFacts } from './normalize-facts';
import { productOf, splitHref } from '../rules-model/product-codes';

const config = repoConfig();

describe('decide', () => {
  it('gives a schema-valid Decision for the default facts', async () => {
    const d = await decide(config, {});
    expect(validateValue('decision', d)).toEqual([]);
    expect(d.site).toEqual({ key: 'main', id: 0, name: 'Meridian' });
    expect(d.locale).toMatchObject({ lang: 'en', prefix: '', dir: 'ltr', redirect: null });
    expect(d.footer.copyright).toEqual({ from: 2013, to: 2026 });
  });

  it('writes a BCP 47 tag wherever a language tag is written: Korean is ko, its path stays /kr (issue 23)', async () => {
    const d = await decide(config, { site: 'main', locale: 'kr', path: '/price' });
    expect(d.locale).toMatchObject({ lang: 'kr', tag: 'ko', prefix: '/kr' });
    expect(d.locale.canonical).toMatch(/\/kr\/price$/);
    const tags = d.locale.alternates.map((a) => a.hreflang);
    expect(tags).toEqual(expect.arrayContaining(['ko', 'zh-CN', 'zh-TW', 'pt-BR']));
    expect(tags).not.toContain('kr');
    expect((await decide(config, { site: 'hk', locale: 'zh-tw' })).locale).toMatchObject({ lang: 'zh-tw', tag: 'zh-TW', prefix: '/zh-tw' });
  });

  it('finds a site by key, numeric id or id string', async () => {
    for (const site of ['tr', 177, '177']) expect((await decide(config, { site })).site.key).toBe('tr');
    await expect(decide(config, { site: 'mars' })).rejects.toThrow(FactsError);
    await expect(decide(config, { now: 'yesterday' })).rejects.toThrow(/not a date-time/);
  });

  it('is deterministic: the same facts give the same Decision', async () => {
    const facts: Facts = {
      site: 'main',
      user: { isLogin: true, verified: '1' },
      compliance: { menu: ['nft'] },
      now: '2026-05-01T00:00:00Z',
    };
    expect(JSON.stringify(await decide(config, facts))).toBe(JSON.stringify(await decide(config, structuredClone(facts))));
  });

  it('keeps result, factResult and valueResult per condition and marks skipped ones', async () => {
    const d = await decide(config, { user: { isLogin: true } }, { trace: 'all' });
    const loggedIn = d.trace.find((t) => t.rule === 'header-logged-in')!;
    expect(loggedIn.fired).toBe(true);
    expect(loggedIn.effects).toEqual(['hide:login', 'hide:signup']);
    expect(loggedIn.conditions!.all![0]).toMatchObject({
      fact: 'user.isLogin',
      operator: 'equal',
      value: true,
      factResult: true,
      result: true,
      evaluated: true,
    });
    const excluded = d.trace.find((t) => t.rule === 'testnet-no-register-logout')!;
    expect(excluded.fired).toBe(false);
    expect(excluded.conditions!.all![0]).toMatchObject({ fact: 'site.key', folded: true, factResult: 'main', result: false });
  });

  it('notes a malformed stored value and treats it as absent', async () => {
    const d = await decide(config, { device: { isPhone: true }, experiments: { signupGift: true }, storage: { openclaimGiftsApp: 'abc' } });
    expect(d.dialogs.map((x) => x.id)).toEqual(['signup_gift']);
    expect(d.trace.some((t) => t.kind === 'note' && t.message!.includes('openclaimGiftsApp="abc" is not count/timestamp'))).toBe(true);
  });

  it('drops a dialog dismissed in this page view and says so', async () => {
    const facts: Facts = { compliance: { business_banner: { content: 'Notice' } } };
    expect((await decide(config, facts)).dialogs.map((x) => x.id)).toEqual(['business_banner']);
    const d = await decide(config, { ...facts, dismissed: ['business_banner'] });
    expect(d.dialogs).toEqual([]);
    expect(d.trace.some((t) => t.message === 'dialog business_banner: dismissed in this page view')).toBe(true);
  });

  it('tells the shell how to remember an acknowledgement', async () => {
    const d = await decide(config, {
      compliance: { toast: { kyc_toast: { show_kyc_upgrade_notice: true } } },
      now: '2026-02-01T00:00:00Z',
    });
    expect(d.dialogs[0]).toMatchObject({
      id: 'kyc_upgrade',
      remember: { in: 'cookie', key: 'kyc_upgrade_notice', until: '2026-02-01T12:00:00.000Z' },
    });
  });

  it('fills href templates with URI-encoded values', async () => {
    const d = await decide(config, { cookies: { curr_fiat: 'E"R<' } });
    expect(itemIds(d.header).get('buy_quick')!.href).toBe('/crypto/buy?crypto=USDT&fiat=E%22R%3C');
  });

  it('keeps a menu whose own link is blocked, without the link', async () => {
    const d = await decide(config, { compliance: { menu: ['spot_trade'] } });
    const trade = itemIds(d.header).get('trade_menu')!;
    expect(trade.href).toBeUndefined();
    expect(trade.children!.map((c) => c.id)).not.toContain('trade_spot');
  });
});

const factsArb: fc.Arbitrary<Facts> = fc.record(
  {
    site: fc.constantFrom(...Object.keys(config.sites), ...Object.values(config.sites).map((s) => s.id)),
    locale: fc.constantFrom('en', 'tr', 'zh', 'ar', 'nl', 'it', 'xx'),
    path: fc.constantFrom('/', '/trade/BTC_USDT', '/futures/USDT/BTC_USDT', '/myaccount/myfunds', '/live', '/nft', '/login'),
    now: fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map((d) => d.toISOString()),
    device: fc.record({ isPhone: fc.boolean(), width: fc.integer({ min: 0, max: 3000 }) }, { requiredKeys: [] }),
    user: fc.record(
      {
        isLogin: fc.boolean(),
        verified: fc.constantFrom('0', '1', '2', '3', '4', '5', 7),
        tier_level: fc.integer({ min: 0, max: 20 }),
        safe_level: fc.integer({ min: -1, max: 3 }),
        is_sub_account: fc.boolean(),
        white_list_show: fc.boolean(),
        country: fc.integer({ min: 0, max: 300 }),
      },
      { requiredKeys: [] },
    ),
    compliance: fc.record(
      {
        menu: fc.array(fc.constantFrom('deposit', 'nft', 'spot_trade', 'derivatives', 'fiat_trade', 'learn', 'junk')),
        business: fc.array(fc.constantFrom('button_pilot_account', 'x')),
        limit: fc.record(
          {
            is_uk_limit: fc.boolean(),
            is_nl_limit: fc.boolean(),
            is_uzbekistan_toast: fc.boolean(),
            is_tr: fc.boolean(),
            is_blocked_country: fc.boolean(),
            limit_country_toast: fc.boolean(),
            is_show_compliance_tips: fc.boolean(),
            is_ip_limit: fc.boolean(),
          },
          { requiredKeys: [] },
        ),
        toast: fc.record(
          {
            is_hk_user: fc.boolean(),
            is_withdraw_only_user: fc.boolean(),
            kyc_toast: fc.record(
              {
                is_risk_user: fc.boolean(),
                show_kyc_upgrade_notice: fc.boolean(),
                risk_user_guide_frequency: fc.integer({ min: 0, max: 48 }),
                risk_user_guide_cookie_key: fc.constant('rk'),
                risk_user_guide_be_closed: fc.integer({ min: 0, max: 1 }),
              },
              { requiredKeys: [] },
            ),
          },
          { requiredKeys: [] },
        ),
      },
      { requiredKeys: [] },
    ),
    cookies: fc.dictionary(
      fc.constantFrom('rk', 'kyc_upgrade_notice', 'uid', 'nickname', 'curr_fiat'),
      fc.oneof(fc.string({ maxLength: 8 }), fc.integer({ min: 0, max: 2e12 }).map(String)),
    ),
    storage: fc.dictionary(
      fc.constantFrom('openclaimGiftsApp', 'GATE_TR_ENTRY_STORAGE', 'meridian_nl_limit_ack', 'meridian_announcement_closed'),
      fc.oneof(fc.string({ maxLength: 20 }), fc.constant('1/1767225600000'), fc.constant('{"keepaliveDays":7,"timestamp":1767225600000}')),
    ),
    experiments: fc.record({ signupGift: fc.boolean() }, { requiredKeys: [] }),
    announcement: fc.record({ content_id: fc.oneof(fc.integer(), fc.string({ maxLength: 4 })) }, { requiredKeys: [] }),
    intents: fc.array(fc.constantFrom('turkish_language', 'eu_upcoming')),
    query: fc.dictionary(fc.constantFrom('tab', 'tradModel', 'device_type', 'ref'), fc.string({ maxLength: 6 })),
  },
  { requiredKeys: [] },
);

describe('decide over random facts', () => {
  it('never throws, always validates, and never links a blocked product', async () => {
    await fc.assert(
      fc.asyncProperty(factsArb, async (facts) => {
        const d = await decide(config, facts);
        expect(validateValue('decision', d)).toEqual([]);
        const menu = new Set(facts.compliance?.menu ?? []);
        for (const item of [...itemIds(d.header).values(), ...itemIds(d.footer.columns.flatMap((c) => c.links)).values()]) {
          if (!item.href || item.external) continue;
          const { path, query } = splitHref(item.href);
          const code = productOf(path, query, config.products);
          expect(code === null || !menu.has(code), `${item.id} ${item.href} links blocked ${code}`).toBe(true);
        }
        const ids = d.dialogs.map((x) => x.id);
        if (ids.includes('risk_user') && ids.includes('kyc_upgrade'))
          expect(ids.indexOf('risk_user')).toBeLessThan(ids.indexOf('kyc_upgrade'));
        if (d.site.key === 'testnet') expect(d.hidden).toEqual(expect.arrayContaining(['register', 'logout']));
      }),
      { numRuns: 300, seed: 20261122 },
    );
  }, 120_000); // 300 runs; slow on a loaded machine
});

describe('pathProduct', () => {
  it('is the product of the path and its query, whatever path was asked before', () => {
    const withQuery = config.products.filter((p) => p.query);
    expect(withQuery.length).toBeGreaterThan(0);
    for (const p of withQuery) {
      const query = Object.fromEntries(Object.entries(p.query!).map(([k, values]) => [k, values[0]!]));
      for (const q of [{}, query, {}, query]) {
        const product = normalizeFacts(config, { path: p.pattern, query: q }).facts.pathProduct;
        expect(product).toBe(productOf(p.pattern, q, config.products));
      }
      expect(normalizeFacts(config, { path: p.pattern, query }).facts.pathProduct).toBe(p.code);
    }
  });
});

describe('memoized decider', () => {
  it('builds the shell again for a hidden set as large as the last one but not the same', async () => {
    // Each blocked code hides one menu item: the sets have one size, different members.
    const warm = createDecider(config);
    const menus = [['nft'], ['learn'], ['derivatives'], ['nft'], ['learn']];
    const headers = new Set<string>();
    for (const menu of menus) {
      const facts: Facts = { site: 'main', compliance: { menu } };
      const d = await warm.decide(facts);
      expect(JSON.stringify(d)).toBe(JSON.stringify(await createDecider(config, { memo: false }).decide(facts)));
      headers.add(JSON.stringify(d.header));
    }
    expect(headers.size).toBe(3);
  });

  it('tells a hidden id with a comma from the two ids it spells (the shell cache key)', async () => {
    // compliance.menu is any text the check answers: ['nft,learn'] hides nothing, ['nft', 'learn'] two menus.
    const warm = createDecider(config);
    for (const menu of [['nft', 'learn'], ['nft,learn'], ['nft|learn'], ['nft', 'learn']]) {
      const facts: Facts = { site: 'main', compliance: { menu } };
      expect(JSON.stringify((await warm.decide(facts)).header), menu.join(' + ')).toBe(
        JSON.stringify((await createDecider(config, { memo: false }).decide(facts)).header),
      );
    }
  });

  it('gives exactly the Decision of a fresh decider that runs every rule', async () => {
    // One warm decider across every run: its rule memo, its shells and its last shell carry over
    // from the visitor before; a fresh decider per visitor has nothing to carry.
    const warm = createDecider(config);
    await fc.assert(
      fc.asyncProperty(factsArb, async (facts) => {
        const cold = createDecider(config, { memo: false });
        for (const trace of ['fired', 'all'] as const) {
          expect(JSON.stringify(await warm.decide(facts, { trace }))).toBe(JSON.stringify(await cold.decide(facts, { trace })));
        }
      }),
      { numRuns: 300, seed: 7 },
    );
  }, 120_000); // 300 runs; slow on a loaded machine
});
