import { describe, expect, it } from 'vitest';
import type { Facts } from '../../../src/generated/schema-types';
import { repoConfig } from '../../../src/test-support/repo-config';
import { frameTarget, scenarioUrl } from './frame-url';

const ORIGIN = 'http://localhost:4173';
const config = repoConfig();
const target = (facts: Facts, site = 'main') => frameTarget(scenarioUrl(config, facts, site), ORIGIN);

describe('the preview frame URL', () => {
  it('is a page of this origin for ordinary scenarios, marked as the preview', () => {
    expect(target({ path: '/' })).toEqual({ ok: true, url: '/', src: `${ORIGIN}/?preview=1` });
    expect(target({ site: 'tr', locale: 'en', path: '/trade/BTC_TRY', query: { ref: 'A B&c' } }, 'tr')).toEqual({
      ok: true,
      url: '/en/trade/BTC_TRY?ref=A+B%26c',
      src: `${ORIGIN}/en/trade/BTC_TRY?ref=A+B%26c&preview=1`,
    });
    expect(target({ locale: 'zh-tw', path: '/' })).toMatchObject({ ok: true, url: '/zh-tw' });
    expect(target({ path: '/路径/ü' })).toMatchObject({ ok: true, src: `${ORIGIN}/%E8%B7%AF%E5%BE%84/%C3%BC?preview=1` });
  });

  it('puts the preview marker in the query even when the path has a fragment', () => {
    expect(frameTarget('/help#faq', ORIGIN)).toEqual({ ok: true, url: '/help#faq', src: `${ORIGIN}/help?preview=1#faq` });
  });

  // Facts from a crafted link (issue 21 item 3) or typed into the form: each one, as the frame's
  // src, would load another origin's page inside the preview.
  const hostile: [string, Facts][] = [
    ['a protocol-relative path', { path: '//evil.example/x' }],
    ['a backslash path', { path: '/\\evil.example/x' }],
    ['a double backslash path', { path: '/\\\\evil.example/x' }],
    ['a tab between the slashes', { path: '/\t/evil.example/x' }],
    ['a newline between the slashes', { path: '/\n/evil.example/x' }],
    ['a locale that is a host', { locale: '/evil.example' }],
    ['a locale with a backslash', { locale: '\\evil.example' }],
    ['an absolute URL as the path', { path: 'https://evil.example/x' }],
    ['a script URL as the path', { path: 'javascript:alert(1)' }],
  ];

  it.each(hostile)('refuses %s', (_name, facts) => {
    const t = target(facts);
    expect(t.ok).toBe(false);
    if (!t.ok) expect(t.reason).toMatch(/not a page of this site/);
  });

  it('names the origin it would have loaded, or the kind of URL', () => {
    expect(target({ path: '//evil.example/x' })).toEqual({
      ok: false,
      url: '//evil.example/x',
      reason: '"//evil.example/x" is not a page of this site: it leads to http://evil.example',
    });
    expect(target({ path: 'javascript:alert(1)' })).toMatchObject({
      reason: '"javascript:alert(1)" is not a page of this site: it leads to a javascript: URL',
    });
    expect(target({ path: `//evil.example/${'a'.repeat(500)}` })).toMatchObject({
      reason: expect.stringMatching(/^"\/\/evil\.example\/a{105}…" is not/),
    });
  });

  it('refuses a same-origin URL the frame would not take, rather than sending it to be ignored', () => {
    expect(frameTarget('/trade/BTC USDT', ORIGIN)).toMatchObject({ ok: false, reason: expect.stringContaining('is not a plain path') });
    expect(frameTarget('/help\\faq', ORIGIN)).toMatchObject({ ok: false, reason: expect.stringContaining('is not a plain path') });
  });

  it('refuses what the URL parser cannot read', () => {
    expect(frameTarget('http://[bad', ORIGIN)).toMatchObject({ ok: false });
  });
});
