import { describe, expect, it } from 'vitest';
import { checkTarget, safeRelativePath } from './safe-link';

describe('safe links', () => {
  it('keeps same-site paths and https links to allowed hosts only', () => {
    expect(safeRelativePath('/trade/BTC_USDT?x=1#a')).toBe('/trade/BTC_USDT?x=1#a');
    for (const bad of ['//evil.example', '/\\evil.example', ' /x', '/x\ny', 'javascript:alert(1)', 'https://evil.example/']) expect(safeRelativePath(bad), bad).toBeUndefined();
    expect(checkTarget('https://www.meridian.example/x', ['www.meridian.example'])).toEqual({ kind: 'url', href: 'https://www.meridian.example/x' });
    expect(checkTarget('http://www.meridian.example/x', ['www.meridian.example'])).toBeNull();
  });
});
