import { describe, expect, it } from 'vitest';
import { siteHomeHref } from './site-links';

describe('siteHomeHref', () => {
  it('links the production host, or ?site= on this origin in the demo', () => {
    expect(siteHomeHref('tr', false)).toBe('https://tr.meridian.example/');
    expect(siteHomeHref('tr', true)).toBe('/?site=tr');
    expect(siteHomeHref('main', false)).toBe('https://www.meridian.example/');
  });
});
