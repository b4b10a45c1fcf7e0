import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkedTarget, checkTarget, resetDroppedWarnings, splitByKeys, targetHref } from './safe-link.utils';

const HOSTS = ['www.meridian.example', 'meridian.example', 'tr.meridian.example'];

describe('checkTarget', () => {
  it.each([
    ['/myaccount/kyc_home', { kind: 'path', path: '/myaccount/kyc_home' }],
    ['/trade/BTC_USDT?tab=spot#top', { kind: 'path', path: '/trade/BTC_USDT?tab=spot#top' }],
    ['/?site=tr', { kind: 'path', path: '/?site=tr' }],
    ['  /help  ', { kind: 'path', path: '/help' }],
    ['https://www.meridian.example/blog', { kind: 'url', href: 'https://www.meridian.example/blog' }],
    ['https://TR.Meridian.Example/', { kind: 'url', href: 'https://tr.meridian.example/' }],
  ])('passes %s', (target, expected) => {
    expect(checkTarget(target, HOSTS)).toEqual(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'http://www.meridian.example/',
    'https://evil.example/',
    'https://www.meridian.example.evil.example/',
    'https://evil.example?www.meridian.example',
    'https://user:pw@www.meridian.example/',
    'https://www.meridian.example:8443/',
    'mailto:a@b.c',
    'relative/path',
    '',
    '   ',
    'https://',
    'ftp://www.meridian.example/',
  ])('drops %s', (target) => {
    expect(checkTarget(target, HOSTS)).toBeNull();
  });

  it('drops what is not a string, and every URL when no host is allowed', () => {
    expect(checkTarget(undefined, HOSTS)).toBeNull();
    expect(checkTarget({ href: '/x' }, HOSTS)).toBeNull();
    expect(checkTarget('https://www.meridian.example/', [])).toBeNull();
    expect(checkTarget('/still-ok', [])).toEqual({ kind: 'path', path: '/still-ok' });
  });

  it('keeps a dot-dot path on this site', () => {
    expect(checkTarget('/a/../../b', HOSTS)).toEqual({ kind: 'path', path: '/b' });
  });
});

describe('targetHref', () => {
  it('prefixes site paths with the language, not URLs', () => {
    expect(targetHref({ kind: 'path', path: '/signup' }, '/zh')).toBe('/zh/signup');
    expect(targetHref({ kind: 'path', path: '/' }, '/zh')).toBe('/zh');
    expect(targetHref({ kind: 'path', path: '/' }, '')).toBe('/');
    expect(targetHref({ kind: 'url', href: 'https://tr.meridian.example/' }, '/zh')).toBe('https://tr.meridian.example/');
  });
});

describe('checkedTarget', () => {
  afterEach(() => {
    resetDroppedWarnings();
    vi.restoreAllMocks();
  });

  it('logs a dropped target once per target and place, and says nothing about an absent one', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(checkedTarget('https://evil.example/', HOSTS, 'toast_config')).toBeNull();
    expect(checkedTarget('https://evil.example/', HOSTS, 'toast_config')).toBeNull();
    expect(checkedTarget('javascript:x', HOSTS, 'toast_config')).toBeNull();
    expect(checkedTarget(undefined, HOSTS, 'toast_config')).toBeNull();
    expect(checkedTarget('', HOSTS, 'toast_config')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]![0])).toContain('https://evil.example/');
  });
});

describe('splitByKeys', () => {
  it('swaps only configured keys, braced where the text braces them', () => {
    expect(splitByKeys('See {risk} and {other}.', ['risk'])).toEqual(['See ', { key: 'risk' }, ' and {other}.']);
    expect(splitByKeys('Read the User Agreement now', ['User Agreement'])).toEqual(['Read the ', { key: 'User Agreement' }, ' now']);
  });

  it('matches a braced key only in its braces when the text braces it somewhere', () => {
    expect(splitByKeys('terms: {terms}', ['terms'])).toEqual(['terms: ', { key: 'terms' }]);
  });

  it('prefers the longer key and treats keys as text, not patterns', () => {
    expect(splitByKeys('Terms of Use and Terms', ['Terms', 'Terms of Use'])).toEqual([{ key: 'Terms of Use' }, ' and ', { key: 'Terms' }]);
    expect(splitByKeys('a.b axb', ['a.b'])).toEqual([{ key: 'a.b' }, ' axb']);
  });

  it('leaves text without keys alone', () => {
    expect(splitByKeys('nothing here', ['risk', ''])).toEqual(['nothing here']);
    expect(splitByKeys('nothing here', [])).toEqual(['nothing here']);
  });
});
