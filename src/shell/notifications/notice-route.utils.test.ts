import { describe, expect, it } from 'vitest';
import { NOTICE_TYPES } from '../../mocks/data/notices';
import { groupOfType, noticeRoute, relativePath, REMINDER_GROUPS, REMINDER_TABS } from './notice-route.utils';

const n = (type: string, extras: Record<string, string | number> = {}) => ({ type, extras: { settle_asset: 'USDT', ...extras } });

describe('reminder tab groups', () => {
  it('are platform, trade and market, and every type belongs to exactly one', () => {
    expect(REMINDER_GROUPS).toEqual(['platform', 'trade', 'market']);
    const all = REMINDER_GROUPS.flatMap((g) => REMINDER_TABS[g]);
    expect(new Set(all).size).toBe(all.length);
    expect(REMINDER_TABS.platform).toEqual(expect.arrayContaining(['notice', 'system', 'task_bonus', 'referral']));
    expect(REMINDER_TABS.trade).toEqual(expect.arrayContaining(['futures', 'margin', 'c2c', 'options']));
    expect(REMINDER_TABS.market).toEqual(['market', 'chain']);
  });

  it('cover exactly the types the backend serves', () => {
    expect(REMINDER_GROUPS.flatMap((g) => REMINDER_TABS[g]).sort()).toEqual([...NOTICE_TYPES].sort());
  });

  it('groupOfType finds the group or nothing', () => {
    expect(groupOfType('c2c')).toBe('trade');
    expect(groupOfType('chain')).toBe('market');
    expect(groupOfType('toString')).toBeUndefined();
  });
});

describe('noticeRoute', () => {
  it.each([
    [n('market', { market: 'SOL_USDT' }), '/trade/SOL_USDT'],
    [n('market'), '/price'],
    [n('spot', { market: 'ETH_BTC' }), '/trade/ETH_BTC'],
    [n('trade'), '/trade/BTC_USDT'],
    [n('margin', { market: 'ETH_USDT' }), '/margin_trade/ETH_USDT'],
    [n('margin'), '/margin_trade'],
    [n('futures', { contract: 'BTC_USDT' }), '/futures/USDT/BTC_USDT'],
    [n('futures', { contract: 'ETH_USD', settle_asset: 'btc' }), '/futures/BTC/ETH_USD'],
    [n('futures'), '/futures/USDT/BTC_USDT'],
    [n('delivery', { settle_asset: 'BTC' }), '/futures-delivery/BTC'],
    [n('live', { stream_id: 42 }), '/live/video/42?type=live'],
    [n('live'), '/live'],
    [n('startup', { startup_id: '7' }), '/startup/7'],
    [n('startup'), '/startup'],
    [n('post'), '/post/status'],
    [n('invest'), '/invest'],
    [n('strategybot'), '/strategybot'],
    [n('copytrading'), '/copytrading'],
    [n('cryptoloan'), '/cryptoloan'],
    [n('auto_investment'), '/auto-investment'],
    [n('system'), '/myaccount/profile'],
    [n('notice'), '/announcements'],
    [n('task_bonus'), '/rewards_hub'],
    [n('referral'), '/referral'],
    [n('c2c'), '/c2c/market'],
    [n('chain'), '/myaccount/mypurselog'],
    [n('options'), '/options/BTC_USDT'],
  ])('%o → %s', (notice, route) => {
    expect(noticeRoute(notice)).toBe(route);
  });

  it('prefers a relative web_url, then url, over the type page', () => {
    expect(noticeRoute(n('notice', { url: '/announcements/article/1', web_url: '/help/x?a=1#b' }))).toBe('/help/x?a=1#b');
    expect(noticeRoute(n('c2c', { url: '/c2c/orders/USDT_VND' }))).toBe('/c2c/orders/USDT_VND');
    expect(noticeRoute(n('unknown_type', { url: '/rewards_hub' }))).toBe('/rewards_hub');
  });

  it('drops absolute, protocol-relative and script links', () => {
    for (const url of [
      'https://evil.example/x',
      '//evil.example/x',
      'javascript:alert(1)',
      '/\\evil.example',
      '\\\\evil',
      ' /x',
      '/x\ny',
    ]) {
      expect(noticeRoute(n('unknown_type', { url, web_url: url }))).toBeNull();
      expect(noticeRoute(n('notice', { url }))).toBe('/announcements');
    }
  });

  it('encodes data from the server into path segments', () => {
    expect(noticeRoute(n('market', { market: '../../logout' }))).toBe('/trade/..%2F..%2Flogout');
    expect(noticeRoute(n('live', { stream_id: 'a b?c' }))).toBe('/live/video/a%20b%3Fc?type=live');
  });

  it('an unknown type with no link has no route; inherited keys are not types', () => {
    expect(noticeRoute(n('unknown_type'))).toBeNull();
    expect(noticeRoute(n('constructor'))).toBeNull();
  });
});

describe('relativePath', () => {
  it('normalises same-site paths', () => {
    expect(relativePath('/a/../b?x=1')).toBe('/b?x=1');
    expect(relativePath('relative/no-slash')).toBeUndefined();
    expect(relativePath(undefined)).toBeUndefined();
  });
});
