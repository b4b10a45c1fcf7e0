import { describe, expect, it } from 'vitest';
import { buildHref, siteHomeHref } from './site-links';

describe('siteHomeHref', () => {
  it('links the production host, or ?site= on this origin in the demo', () => {
    expect(siteHomeHref('tr', false)).toBe('https://tr.meridian.example/');
    expect(siteHomeHref('tr', true)).toBe('/?site=tr');
    expect(siteHomeHref('main', false)).toBe('https://www.meridian.example/');
  });
});

describe('buildHref', () => {
  it('keeps every link in production', () => {
    expect(buildHref('https://eu.meridian.example/', false)).toBe('https://eu.meridian.example/');
  });

  it("maps another site's production host to ?site= on this origin in the demo", () => {
    expect(buildHref('https://eu.meridian.example/', true)).toBe('/?site=eu');
    expect(buildHref('https://www.meridian.example/blog?x=1', true)).toBe('/blog?x=1&site=main');
  });

  it('leaves other hosts and paths alone in the demo', () => {
    expect(buildHref('https://static.meridian.example/a.pdf', true)).toBe('https://static.meridian.example/a.pdf');
    expect(buildHref('/help', true)).toBe('/help');
  });

  it("never turns an allowed host's URL into a protocol-relative link to another host", () => {
    for (const href of [
      'https://www.meridian.example//evil.example/x',
      'https://tr.meridian.example///evil.example',
      'https://eu.meridian.example/.//evil.example',
    ]) {
      const out = buildHref(href, true);
      expect(out, href).toMatch(/^\/(?!\/)/);
      expect(new URL(out, 'https://site.test/').origin, href).toBe('https://site.test');
    }
  });
});
