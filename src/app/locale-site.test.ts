import { describe, expect, it } from 'vitest';
import { repoConfig } from '../test-support/repo-config';
import { knownLanguages, splitLocale, withPrefix } from '../lib/locale-path';
import { resolveSite } from './site-selection';

const config = repoConfig();

describe('locale paths', () => {
  const langs = knownLanguages(config);
  it('splits a language prefix only when it is a language', () => {
    expect(splitLocale('/zh/trade/BTC_USDT', langs)).toEqual({ lang: 'zh', path: '/trade/BTC_USDT' });
    expect(splitLocale('/tr', langs)).toEqual({ lang: 'tr', path: '/' });
    expect(splitLocale('/trade/BTC_USDT', langs)).toEqual({ lang: null, path: '/trade/BTC_USDT' });
    expect(withPrefix('/zh', '/')).toBe('/zh');
    expect(withPrefix('', '/')).toBe('/');
  });
});

describe('site selection', () => {
  it('uses ?site= in the demo and remembers it, else the cookie, else the host', () => {
    expect(resolveSite(config, { host: 'localhost:5173', search: '?site=177', demo: true })).toEqual({ site: 'tr', remember: 'tr' });
    expect(resolveSite(config, { host: 'localhost', search: '', cookie: 'jp', demo: true })).toEqual({ site: 'jp', remember: null });
    expect(resolveSite(config, { host: 'uk.meridian.example', search: '?site=tr', demo: false })).toEqual({ site: 'uk', remember: null });
    expect(resolveSite(config, { host: 'localhost', search: '?site=mars', demo: true }).site).toBe('main');
  });
});
