import { describe, expect, it } from 'vitest';
import { fillTemplate } from './templates';

describe('fillTemplate', () => {
  it('URI-encodes plain values and fills a *_url variable as it is, one level deep', () => {
    const vars = { pair: 'BTC/USDT', n: 3, on: true, base_url: 'https://x.test/{pair}', deep_url: '{base_url}' };
    expect(fillTemplate('/trade/{pair}?n={n}&on={on}', vars)).toBe('/trade/BTC%2FUSDT?n=3&on=true');
    expect(fillTemplate('{base_url}/a', vars)).toBe('https://x.test/BTC%2FUSDT/a');
    expect(fillTemplate('{deep_url}', vars)).toBe('https://x.test/{pair}');
  });
  it('fills nothing for a null, absent, object or list value (never "[object Object]")', () => {
    expect(fillTemplate('/a/{x}/{y}/{z}/{w}', { x: null, z: { a: 1 }, w: ['a'] })).toBe('/a////');
  });
});
