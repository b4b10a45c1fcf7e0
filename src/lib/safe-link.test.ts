import { describe, expect, it } from 'vitest';
import { checkTarget, safeRelativePath } from './safe-link';

const HOSTS = ['www.meridian.example', 'static.meridian.example', 'tr.meridian.example'];

/**
 * Targets a hostile server (or a crafted query) might send where a link or a redirect is expected.
 * None may pass, whatever the allowed hosts: each would leave the site or run script.
 */
const HOSTILE_TARGETS: readonly string[] = [
  // Script and data URLs, disguised.
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'javascript\t:alert(1)',
  '\u0000javascript:alert(1)',
  '&#106;avascript:alert(1)',
  'javascript&colon;alert(1)',
  'javascript://www.meridian.example/%0aalert(1)',
  'vbscript:msgbox(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,<script>alert(1)</script>',
  'blob:https://www.meridian.example/1234',
  'file:///etc/passwd',
  'mailto:a@evil.example',
  'ftp://www.meridian.example/',
  // Protocol-relative and backslash paths.
  '//evil.example',
  '//evil.example/x',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  ' //evil.example',
  '\u3000//evil.example',
  // Dot segments that fold into a protocol-relative path.
  '/.//evil.example',
  '/..//evil.example',
  '/a/..//evil.example',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
  '/x/%2e%2e//evil.example/y',
  // Other hosts, plain and tricked.
  'https://evil.example/',
  'http://www.meridian.example/',
  'https://www.meridian.example.evil.example/',
  'https://evil.example/www.meridian.example',
  'https://www.meridian.example@evil.example/',
  'https://user:pass@www.meridian.example/',
  'https://www.meridian.example:8443/',
  'https://evil.example#@www.meridian.example',
  'https://evil.example\\@www.meridian.example/',
  'https:evil.example',
  'https://www.meridian.example./',
  'https://xn--www-meridan-xyz.example/',
  'https://www.meridiаn.example/' /* Cyrillic а */,
  'https://ｗｗｗ.meridian.example.evil.example/',
  // Relative paths without a leading slash resolve against the current page: refused too.
  'evil.example',
  'www.meridian.example/x',
  './x',
  '../x',
  '?x=1',
  '#top',
  '',
];

describe('checkTarget: a hostile URL corpus', () => {
  it.each(HOSTILE_TARGETS.map((t) => [JSON.stringify(t), t]))('refuses %s', (_, target) => {
    expect(checkTarget(target, HOSTS)).toBeNull();
    expect(safeRelativePath(target)).toBeUndefined();
  });

  it('refuses what is not a string', () => {
    for (const v of [undefined, null, 1, {}, ['/x'], { toString: () => '/x' }]) expect(checkTarget(v, HOSTS)).toBeNull();
  });
});

describe('checkTarget: what passes', () => {
  it('keeps same-site paths, normalised, with their query and hash', () => {
    expect(checkTarget('/trade/BTC_USDT?x=1#a', HOSTS)).toEqual({ kind: 'path', path: '/trade/BTC_USDT?x=1#a' });
    expect(checkTarget('/a/../help', HOSTS)).toEqual({ kind: 'path', path: '/help' });
    // Encoded slashes stay encoded: the browser asks this site for that path, it never reads a host.
    expect(checkTarget('/%2F%2Fevil.example', HOSTS)).toEqual({ kind: 'path', path: '/%2F%2Fevil.example' });
    expect(checkTarget('/%5Cevil.example', HOSTS)).toEqual({ kind: 'path', path: '/%5Cevil.example' });
    expect(checkTarget('/%09/evil.example', HOSTS)).toEqual({ kind: 'path', path: '/%09/evil.example' });
    // A query may name another host: it is data for our page, not a place to go.
    expect(checkTarget('/login?redirect=//evil.example', HOSTS)).toEqual({ kind: 'path', path: '/login?redirect=//evil.example' });
  });

  it('keeps https links to allowed hosts, whatever the case of scheme and host', () => {
    expect(checkTarget('https://www.meridian.example/x', HOSTS)).toEqual({ kind: 'url', href: 'https://www.meridian.example/x' });
    expect(checkTarget('HTTPS://WWW.Meridian.Example/x', HOSTS)).toEqual({ kind: 'url', href: 'https://www.meridian.example/x' });
    // IDNA maps the ideographic full stop to '.': the URL names the allowed host itself.
    expect(checkTarget('https://www.meridian\u3002example/', HOSTS)).toEqual({ kind: 'url', href: 'https://www.meridian.example/' });
    expect(checkTarget('https://tr.meridian.example:443/', HOSTS)).toEqual({ kind: 'url', href: 'https://tr.meridian.example/' });
    expect(checkTarget('https://www.meridian.example/x', ['WWW.MERIDIAN.EXAMPLE'])).toEqual({
      kind: 'url',
      href: 'https://www.meridian.example/x',
    });
  });

  it('trims surrounding whitespace for checkTarget but safeRelativePath refuses it', () => {
    expect(checkTarget('  /help  ', HOSTS)).toEqual({ kind: 'path', path: '/help' });
    expect(safeRelativePath(' /help')).toBeUndefined();
    expect(safeRelativePath('/help')).toBe('/help');
  });

  it('passes no URL when no host is allowed', () => {
    expect(checkTarget('https://www.meridian.example/', [])).toBeNull();
    expect(safeRelativePath('https://www.meridian.example/')).toBeUndefined();
  });

  it('never hands back a target that leaves the site (property over the corpus and its combinations)', () => {
    const pieces = ['/', '//', '\\', '.', '..', '%2e', '%2f', 'evil.example', '@', ':', 'javascript:', '\t', '#', '?'];
    const seen: string[] = [];
    for (const a of pieces)
      for (const b of pieces)
        for (const c of pieces) {
          const target = `/${a}${b}${c}`;
          const checked = checkTarget(target, HOSTS);
          if (!checked) continue;
          // Whatever passes is a path that resolves on this origin, from the root and from a language prefix.
          expect(checked.kind).toBe('path');
          const path = (checked as { path: string }).path;
          for (const prefix of ['', '/zh'])
            expect(new URL(`${prefix}${path}`, 'https://site.test/a/b').origin, target).toBe('https://site.test');
          seen.push(target);
        }
    expect(seen.length).toBeGreaterThan(100);
  });
});
