import { describe, expect, it } from 'vitest';
import { diffValues } from './diff-values';

describe('diffValues', () => {
  it('reports fields added, removed and changed, at their paths', () => {
    expect(diffValues({ a: 1, b: { c: 'x' }, d: true }, { a: 2, b: { c: 'x', e: [1] } })).toEqual([
      { path: 'a', kind: 'changed', before: 1, after: 2 },
      { path: 'b.e', kind: 'added', after: [1] },
      { path: 'd', kind: 'removed', before: true },
    ]);
    expect(diffValues({ a: [1] }, { a: [1] })).toEqual([]);
  });

  it('compares lists of names as sets, with an order change of its own', () => {
    expect(diffValues({ hidden: ['nft', 'otc'] }, { hidden: ['otc', 'referral'] })).toEqual([
      { path: 'hidden', kind: 'removed', before: 'nft' },
      { path: 'hidden', kind: 'added', after: 'referral' },
    ]);
    expect(diffValues(['en', 'tr'], ['tr', 'en'])).toEqual([{ path: '', kind: 'changed', before: ['en', 'tr'], after: ['tr', 'en'] }]);
  });

  it('matches objects with ids by id, and other lists by position', () => {
    const before = {
      links: [
        { id: 'a', href: '/a' },
        { id: 'b', href: '/b' },
      ],
    };
    const after = {
      links: [
        { id: 'b', href: '/bb' },
        { id: 'c', href: '/c' },
      ],
    };
    expect(diffValues(before, after)).toEqual([
      { path: 'links[a]', kind: 'removed', before: { id: 'a', href: '/a' } },
      { path: 'links[b].href', kind: 'changed', before: '/b', after: '/bb' },
      { path: 'links[c]', kind: 'added', after: { id: 'c', href: '/c' } },
    ]);
    expect(diffValues([{ n: 1 }], [{ n: 2 }, { n: 3 }])).toEqual([
      { path: '[0].n', kind: 'changed', before: 1, after: 2 },
      { path: '[1]', kind: 'added', after: { n: 3 } },
    ]);
  });
});
