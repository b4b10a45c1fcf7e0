import { describe, expect, it } from 'vitest';
import links from '../../schemas/links.schema.json' with { type: 'json' };
import site from '../../schemas/site.schema.json' with { type: 'json' };
import { checkTarget } from '../lib/safe-link';

// The link rule of issue 21 item 8, as the schemas write it. JSON Schema cannot build one pattern from
// others, and an `anyOf` of patterns reports the first branch's pattern for a value meant for another;
// so `link`, `href` and `contactUrl` spell out the union, and this test keeps them equal to it.
const body = (p: string) => p.replace(/^\^/, '').replace(/\$$/, '');
const union = (...parts: string[]) => `^(?:${parts.join('|')})$`;
const d = links.$defs;
const MAILTO = 'mailto:[A-Za-z0-9._%+-]+@[a-z0-9-]+(?:\\.[a-z0-9-]+)*';

describe('the link patterns', () => {
  it('spell out the union of their parts', () => {
    expect(d.link.pattern).toBe(union(body(d.path.pattern), body(d.httpsUrl.pattern)));
    expect(d.href.pattern.startsWith(union(body(d.path.pattern), body(d.httpsUrl.pattern)).slice(0, -2))).toBe(true);
    expect(site.$defs.contactUrl.pattern).toBe(union(body(d.path.pattern), body(d.httpsUrl.pattern), MAILTO));
  });

  const path = new RegExp(d.path.pattern, 'u');
  const link = new RegExp(d.link.pattern, 'u');
  const hostname = new RegExp(site.$defs.hostname.pattern, 'u');

  it('takes a same-origin path only: never //host, /\\host, a scheme, whitespace or control characters', () => {
    for (const ok of [
      '/',
      '/login',
      '/trade/BTC_USDT?tab=isolated_margin',
      '/c2c/market?fiat={fiat}',
      '/login?next=https://x.example/',
      '/%2f%2fevil',
      '/./x',
      '/a/../b',
    ]) {
      expect(path.test(ok), ok).toBe(true);
      // What the schema lets through, the runtime check (src/lib/safe-link.ts) also keeps as a path.
      expect(checkTarget(ok, [])?.kind, ok).toBe('path');
    }
    for (const bad of [
      '//evil.example/',
      '/\\evil.example',
      '/.//evil.example',
      '/%2e%2e//evil.example',
      '/x//y',
      'login',
      'https://evil.example/',
      'javascript:alert(1)',
      ' /x',
      '/x y',
      '/x\ty',
      '/\t/evil.example',
      '/x\u2028',
      '/x\u0000',
      '/x\u0085',
      '/"onmouseover="x',
      "/'",
      '/<script>',
      '',
    ]) {
      expect(path.test(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('takes a path or an https URL on a plain host', () => {
    for (const ok of [
      '/about_us',
      'https://mt.meridian.example',
      'https://x.com/meridian_tr',
      'https://www.youtube.com/@meridian_jp',
      'https://a.example:8443/p?q=1#f',
    ]) {
      expect(link.test(ok), ok).toBe(true);
    }
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'http://x.example',
      'HTTPS://x.example',
      'https:evil.example',
      'https:/evil.example',
      'https://good.example@evil.example',
      'https://good.example\\@evil.example',
      'https://EVIL.example',
      'https://evil.example/</script>',
      '//evil.example',
      'mailto:a@b.example',
    ]) {
      expect(link.test(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('takes a host name as location.hostname gives it', () => {
    for (const ok of ['meridian.example', 'www.meridian.example', 'localhost', 'a-b.c1.example', 'xn--80ak6aa92e.example'])
      expect(hostname.test(ok), ok).toBe(true);
    for (const bad of [
      'x</script><script>alert(1)</script>',
      'Meridian.example',
      'meridian.example:443',
      'meridian.example/',
      '-x.example',
      'x-.example',
      'a..b',
      '.a',
      'a.',
      '',
      'a b',
      `${'a'.repeat(64)}.example`,
      `${'a.'.repeat(127)}ab`,
    ]) {
      expect(hostname.test(bad), bad).toBe(false);
    }
  });
});
