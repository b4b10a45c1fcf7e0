import { describe, expect, it } from 'vitest';
import { narrowComplianceCheck } from './compliance-check-call';
import { narrowFooterTips } from './footer-tips-check';
import { narrowBulletin } from './fullsite-bulletin';
import { narrowFutures } from './market-futures';
import { narrowSpots } from './market-spots';
import { narrowQuerySafe } from './query-safe';
import { narrowSiteSettings } from './site-settings-call';
import { narrowUserInfo } from './user-info-call';
import { narrowUserTier } from './user-tier';

describe('user tier', () => {
  const tier = { tier_level: 4, tier_all_trade_usdt: 12.5, tier_next_progress: '40' };
  it('reads data as an object or a JSON string', () => {
    const expected = { tier_level: 4, tier_all_trade_usdt: '12.5', tier_next_progress: 40 };
    expect(narrowUserTier({ code: 0, data: tier })).toEqual(expected);
    expect(narrowUserTier({ code: 0, data: JSON.stringify(tier) })).toEqual(expected);
  });
  it('fails on a nonzero code or an unparsable string', () => {
    expect(narrowUserTier({ code: 1, data: tier })).toBeUndefined();
    expect(narrowUserTier({ code: 0, data: '{oops' })).toBeUndefined();
  });
});

describe('compliance check', () => {
  it('keeps exactly the Facts shape: unknown keys dropped, mistyped flags left out', () => {
    const raw = {
      code: 0,
      data: {
        menu: ['deposit'],
        business: ['button_pilot_account'],
        extra: true,
        limit: {
          is_uk_limit: 1,
          is_tr: 'maybe',
          bogus: 1,
          toast_config: { content: 'Hi', text_link: [{ key: 'a', link: '/a' }, 'x'], junk: 1 },
        },
        toast: { limit_country_user_status: 'NOPE', kyc_toast: { is_risk_user: true, risk_user_guide_frequency: -1 } },
      },
    };
    expect(narrowComplianceCheck(raw)).toEqual({
      menu: ['deposit'],
      business: ['button_pilot_account'],
      limit: { is_uk_limit: true, toast_config: { content: 'Hi', text_link: [{ key: 'a', link: '/a' }] } },
      toast: { kyc_toast: { is_risk_user: true } },
    });
  });
  it('fails when menu is not a list of strings', () => {
    expect(narrowComplianceCheck({ code: 0, data: { menu: 'deposit' } })).toBeUndefined();
    expect(narrowComplianceCheck({ code: 0, data: { menu: [1] } })).toBeUndefined();
  });
  it('missing lists become empty lists', () => {
    expect(narrowComplianceCheck({ code: 0, data: {} })).toEqual({ menu: [], business: [], limit: {} });
  });
});

describe('futures', () => {
  const row = { settle: 'usdt', name: 'BTC_USDT', curr_a: 'BTC', curr_b: 'USDT', categories: 'layer1,hot' };
  it('needs code 200', () => {
    expect(narrowFutures({ code: 0, data: { CONTRACT_USDT: [row] } })).toBeUndefined();
  });
  it('builds the link from settle and name', () => {
    expect(narrowFutures({ code: 200, data: { CONTRACT_USDT: [row] } })?.CONTRACT_USDT?.[0]).toMatchObject({
      link: '/futures/USDT/BTC_USDT',
      categories: ['layer1', 'hot'],
      coin_name: 'BTC',
      isST: false,
      opening_time: 0,
    });
  });
});

describe('spots', () => {
  it('drops a bad row but keeps the list', () => {
    const good = { curr_a: 'BTC', curr_b: 'USDT', rate: 1, rate_percent: '-2.5' };
    const data = narrowSpots({ code: 200, data: { USDT: [good, { curr_a: 'X' }] } });
    expect(data?.USDT).toHaveLength(1);
    expect(data?.USDT?.[0]).toMatchObject({ pair: 'BTC_USDT', rate: '1', trend: 'down' });
  });
  it('keeps the change since 00:00 UTC+0 and UTC+8 beside the 24 h one; a wrong type is left out', () => {
    const row = { curr_a: 'BTC', curr_b: 'USDT', rate: '1', rate_percent: '+2.5', change_utc0: -1.25, change_utc8: '+0.80' };
    expect(narrowSpots({ code: 200, data: { USDT: [row] } })?.USDT?.[0]).toMatchObject({
      rate_percent: '+2.5',
      change_utc0: '-1.25',
      change_utc8: '+0.80',
    });
    const odd = narrowSpots({ code: 200, data: { USDT: [{ ...row, change_utc0: { x: 1 }, change_utc8: undefined }] } })?.USDT?.[0];
    expect(odd).not.toHaveProperty('change_utc0');
    expect(odd).not.toHaveProperty('change_utc8');
  });
});

describe('small answers', () => {
  it('footer tips: nonzero resMsg code fails; untitled tips without content are dropped', () => {
    expect(narrowFooterTips({ resMsg: { code: 3 }, datas: [{ content: 'x' }] })).toBeUndefined();
    expect(narrowFooterTips({ resMsg: { code: 0 }, datas: [{ content: 'x' }, { title: 't' }] })).toEqual([{ content: 'x' }]);
  });
  it('bulletin: null data means no announcement', () => {
    expect(narrowBulletin({ code: 0, data: null })).toEqual({ value: null });
    expect(narrowBulletin({ code: 0, data: { content: 'no id' } })).toBeUndefined();
  });
  it('query_safe: a failure without msg reads Error', () => {
    expect(narrowQuerySafe({ result: false })).toEqual({ result: false, msg: 'Error' });
    expect(narrowQuerySafe({ result: 'x' })).toBeUndefined();
  });
  it('site settings: missing fields take the defaults', () => {
    expect(narrowSiteSettings({ code: 0, data: { curr_fiat: 'EUR', currency_count: 'x' } })).toMatchObject({
      curr_fiat: 'EUR',
      currency_count: 2700,
    });
  });
  it('user info: isLogin is required; is_sub maps to is_sub_account', () => {
    expect(narrowUserInfo({ code: 0, data: { uid: 1 } })).toBeUndefined();
    expect(narrowUserInfo({ code: 0, data: { isLogin: 1, uid: '7', is_sub: 1 } })).toMatchObject({
      isLogin: true,
      uid: 7,
      is_sub_account: true,
      safe_level: 0,
    });
  });
});
