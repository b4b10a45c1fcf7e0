import { describe, expect, it } from 'vitest';
import type { NavItem } from '../../generated/schema-types';
import { currentTab, tabTarget } from './growth-tabs';

const hub: NavItem = { id: 'growth_rewards_hub', title: 'nav.growth.rewards_hub.title', href: '/rewards_hub' };
const referral: NavItem = {
  id: 'growth_referral',
  title: 'nav.growth.referral.title',
  href: '/referral',
  channelFrom: { growth_rewards_hub: 'rewards_hub_tab' },
};
const affiliate: NavItem = {
  id: 'growth_affiliate',
  title: 'nav.growth.affiliate.title',
  href: '/referral/affiliate?lang=x',
  channelFrom: { growth_referral: 'referral_tab' },
};
const items = [hub, referral, affiliate];

describe('currentTab', () => {
  it('is the item whose page is shown, a trailing slash or a query aside', () => {
    expect(currentTab(items, '/referral')).toBe(referral);
    expect(currentTab(items, '/referral/')).toBe(referral);
    expect(currentTab(items, '/referral/affiliate')).toBe(affiliate);
  });
  it('is none on another page', () => {
    expect(currentTab(items, '/referral/abc')).toBeUndefined();
    expect(currentTab(items, '/')).toBeUndefined();
  });
});

describe('tabTarget', () => {
  it('adds the channel the item names for the current tab', () => {
    expect(tabTarget(referral, hub).href).toBe('/referral?channel=rewards_hub_tab');
    expect(tabTarget(affiliate, referral).href).toBe('/referral/affiliate?lang=x&channel=referral_tab');
  });
  it('leaves the link alone from any other tab, or from no tab', () => {
    expect(tabTarget(referral, affiliate)).toBe(referral);
    expect(tabTarget(referral, undefined)).toBe(referral);
    expect(tabTarget(hub, referral)).toBe(hub);
  });
  it('never reads an inherited key as a channel', () => {
    expect(tabTarget(referral, { id: 'constructor', title: 'x.y' })).toBe(referral);
  });
});
