import { describe, expect, it } from 'vitest';
import { allowedTurkeyHref, TURKEY_SITE_ORIGIN, turkeySiteHref } from './turkish-language-dialog.utils';

const ORIGIN = 'http://localhost:5173';

describe('turkeySiteHref', () => {
  it('links to the Turkey host, or to ?site=tr on this origin in the demo', () => {
    expect(turkeySiteHref({ demo: false, origin: ORIGIN })).toBe('https://tr.meridian.example/');
    expect(turkeySiteHref({ demo: true, origin: ORIGIN })).toBe(`${ORIGIN}/?site=tr`);
  });

  it('the Turkey origin is one of the hosts of sites/tr.yaml', async () => {
    const { repoConfig } = await import('../../test-support/repo-config');
    expect(repoConfig().sites.tr!.hosts).toContain(new URL(TURKEY_SITE_ORIGIN).host);
  });
});

describe('allowedTurkeyHref', () => {
  it.each([
    ['https://tr.meridian.example/', 'https://tr.meridian.example/'],
    ['https://tr.meridian.example/trade/BTC_TRY', 'https://tr.meridian.example/trade/BTC_TRY'],
    [`${ORIGIN}/?site=tr`, `${ORIGIN}/?site=tr`],
    ['/?site=tr', `${ORIGIN}/?site=tr`],
  ])('allows %s', (href, expected) => {
    expect(allowedTurkeyHref(href, ORIGIN)).toBe(expected);
  });

  it.each([
    'http://tr.meridian.example/',
    'https://evil.example/',
    'https://tr.meridian.example.evil.example/',
    'javascript:alert(1)',
    '//evil.example/x',
    'https://user@evil.example/',
  ])('refuses %s', (href) => {
    expect(allowedTurkeyHref(href, ORIGIN)).toBeNull();
  });
});
