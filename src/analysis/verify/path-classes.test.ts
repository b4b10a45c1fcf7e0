import { describe, expect, it } from 'vitest';
import type { ProductDecl } from '../../generated/schema-types';
import { productOf } from '../../rules-model/product-codes';
import type { ClassHints, FactRead } from './fact-reads';
import { variablesOf } from './fact-classes';
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

  it('give pathProduct in {fact} the product code of a path with a `?` of its own, as decide reads it', () => {
    const odd: ProductDecl[] = [...products, { pattern: '/a?b', code: 'odd' }];
    const h: ClassHints = { ...hints(), paths: { ...hints().paths, products: odd, productOf: (p, q) => productOf(p, q, odd) } };
    expect(productOf('/a?b', {}, odd)).toBe('odd');
    const joined = variablesOf(
      [
        { fact: 'path', operator: 'equal', value: '/a?b' },
        { fact: 'pathProduct', operator: 'in', value: { fact: 'compliance.menu' } },
      ],
      h,
    ).find((v) => v.keys.includes('path'))!;
    expect(joined.unproven).toEqual([]);
    // The path '/a?b' is tried with its own code in the list (split at its '?', it read as '/a': no code).
    const tried = joined.classes.map((c) => c.value as [unknown, unknown] | undefined).filter((v) => v !== undefined);
    expect(tried.some(([p, list]) => candidateOf(p)?.path === '/a?b' && Array.isArray(list) && list.includes('odd'))).toBe(true);
  });
});
