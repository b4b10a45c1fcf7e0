import { describe, expect, it } from 'vitest';
import type { ProductDecl } from '../../generated/schema-types';
import { productOf } from '../../rules-model/product-codes';
import type { ClassHints, FactRead } from './fact-reads';
import { candidateOf, pathClasses } from './path-classes';

const products: ProductDecl[] = [
  { pattern: '/trade', code: 'spot' },
  { pattern: '/trade', code: 'margin', query: { tab: ['margin', 'a&b'] } },
];
const hints = (routes: string[] = []): ClassHints => ({
  stored: [],
  samples: {},
  siteValues: () => [],
  paths: { routes, products, pageFound: () => true, productOf: (p, q) => productOf(p, q, products), memo: new Map() },
});
const pathsOf = (reads: FactRead[], h = hints()) =>
  pathClasses(reads, h)
    .classes.map((c) => candidateOf(c.value))
    .filter((c) => c !== null);

describe('path classes', () => {
  it('try a constant as spelled: a `?` stays in the path, `//` and `:b` are kept', () => {
    const reads: FactRead[] = ['/trade?tab=x', '/trade//', '/a/:b'].map((value) => ({ fact: 'path', operator: 'equal', value }));
    const paths = pathsOf(reads).map((c) => c.path);
    expect(paths).toEqual(expect.arrayContaining(['/trade?tab=x', '/trade//', '/a/:b']));
  });

  it('give the stand-in segment more `~` while a constant spells it', () => {
    const reads: FactRead[] = [
      { fact: 'path', operator: 'notEqual', value: '/' },
      { fact: 'path', operator: 'pathUnder', value: ['/~verify', '/~verify~'] },
    ];
    // Not under either: a segment unlike both (the old stand-in '~verify' was under the first).
    expect(pathsOf(reads).map((c) => c.path)).toEqual(['/~verify', '/~verify~~']);
  });

  it('keep a query value with `&` apart from the path', () => {
    const v = pathClasses([{ fact: 'pathProduct', operator: 'equal', value: 'margin' }], hints());
    expect(v.classes.map((c) => c.value)).toEqual([undefined, '/trade', { path: '/trade', query: { tab: 'a&b' } }]);
  });

  it('are unproven when a path with a `?` of its own is tried with pathProduct in {fact}', () => {
    const v = pathClasses(
      [
        { fact: 'path', operator: 'equal', value: '/trade?tab=x' },
        { fact: 'pathProduct', operator: 'in', value: { fact: 'compliance.menu' } },
      ],
      hints(),
    );
    expect(v.unproven.map((u) => u.why).join('\n')).toMatch(/'\?' of its own/);
    expect(pathClasses([{ fact: 'path', operator: 'equal', value: '/trade?tab=x' }], hints()).unproven).toEqual([]);
  });
});
