import { describe, expect, it } from 'vitest';
import type { Decision } from '../../generated/schema-types';
import { policyViolations } from './policy-check';

const decision = {
  hidden: ['derivatives'],
  dialogs: [
    { id: 'uk_limit', priority: 90, modal: true, closable: true },
    { id: 'business_banner', priority: 50, modal: false, closable: false },
    { id: 'signup_gift', priority: 30, modal: true, closable: true },
  ],
  bars: ['kyc_top'],
  redirect: null,
  locale: { lang: 'nl', robots: 'noindex' },
  header: [{ id: 'nav_trade', title: 't', href: '/trade/BTC_USDT' }],
  footer: { columns: [{ id: 'c', title: 'c', links: [{ id: 'nft', title: 'n', href: '/nft' }] }] },
} as unknown as Decision;

describe('policyViolations', () => {
  it('passes what the decision shows', () => {
    expect(
      policyViolations(decision, {
        hidden: ['derivatives'],
        shown: ['register'],
        dialogPresent: ['uk_limit'],
        dialogAbsent: ['nl_limit'],
        dialogFirst: 'uk_limit',
        notClosable: ['business_banner'],
        maxModalDialogs: 2,
        redirect: null,
        barPresent: ['kyc_top'],
        barAbsent: ['app_download'],
        robots: 'noindex',
        lang: 'nl',
        hrefMatches: { nav_trade: '^/trade/', nft: '^/nft$', gone: '^/x' },
      }),
    ).toEqual([]);
  });

  it('names each broken expectation', () => {
    expect(
      policyViolations(decision, {
        hidden: ['register'],
        shown: ['derivatives'],
        dialogPresent: ['nl_limit'],
        dialogAbsent: ['uk_limit'],
        dialogFirst: 'signup_gift',
        notClosable: ['uk_limit'],
        maxModalDialogs: 1,
        redirect: '/login',
        barPresent: ['ip_limit'],
        barAbsent: ['kyc_top'],
        robots: 'noindex, nofollow',
        lang: 'tr',
        hrefMatches: { nav_trade: '^/futures' },
      }),
    ).toEqual([
      '"register" is shown, expected hidden',
      '"derivatives" is hidden, expected shown',
      'dialog "nl_limit" is not in the queue [uk_limit, business_banner, signup_gift]',
      'dialog "uk_limit" is in the queue [uk_limit, business_banner, signup_gift]',
      'dialog "signup_gift" is not first: the queue is [uk_limit, business_banner, signup_gift]',
      'dialog "uk_limit" can be closed',
      '2 modal dialogs [uk_limit, signup_gift], at most 1 allowed',
      'redirect is null, expected "/login"',
      'bar "ip_limit" is not shown',
      'bar "kyc_top" is shown',
      'robots is "noindex", expected "noindex, nofollow"',
      'language is "nl", expected "tr"',
      '"nav_trade" links to "/trade/BTC_USDT", which does not match /^/futures/',
    ]);
  });
});
