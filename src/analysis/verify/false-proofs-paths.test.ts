import { describe, expect, it } from 'vitest';
import type { Facts } from '../../generated/schema-types';
import { notProven, visitor } from '../../test-support/false-proof-checks';
import { plantedAll, testPolicy, withRule } from '../../test-support/planted-config';
import { hidesHint, hintShown } from '../../test-support/planted-hint';

// False proofs an independent attacker found in the path classes and the closable read: each
// planted rule lets one visitor break a policy verify called proven. Each test shows with decide()
// that the visitor is in scope and breaks the policy, then that verify does not call it proven
// (and that a violation it reports reproduces).

describe('path constants the segment trie reshaped', () => {
  it('a constant with a `?` is tried as it is spelled, not as a path and a query', async () => {
    const config = withRule(hidesHint(`{ fact: path, operator: equal, value: '/trade?tab=x' }`));
    const v = await notProven(config, hintShown, visitor({ path: '/trade?tab=x' }));
    expect(v.outcome).toBe('violated');
  });

  it('a constant with two trailing slashes is tried with both', async () => {
    const config = withRule(hidesHint(`{ fact: path, operator: equal, value: '/trade//' }`));
    const v = await notProven(config, hintShown, visitor({ path: '/trade//' }));
    expect(v.outcome).toBe('violated');
  });

  it('a prefix ending in two slashes (`pathUnder /trade//`) is tried below it', async () => {
    const config = withRule(hidesHint(`{ fact: path, operator: pathUnder, value: '/trade//' }`));
    const v = await notProven(config, hintShown, visitor({ path: '/trade//x' }));
    expect(v.outcome).toBe('violated');
  });

  it('a constant whose segment looks like a route parameter (`/a/:b`) is tried literally', async () => {
    const config = withRule(hidesHint(`{ fact: path, operator: pathUnder, value: '/a/:b' }`));
    const v = await notProven(config, hintShown, visitor({ path: '/a/:b' }));
    expect(v.outcome).toBe('violated');
  });

  it('an empty segment inside a constant (`/a//b`) is tried', async () => {
    const config = withRule(hidesHint(`{ fact: path, operator: in, value: ['/a//b'] }`));
    const v = await notProven(config, hintShown, visitor({ path: '/a//b' }));
    expect(v.outcome).toBe('violated');
  });
});

describe('the stand-in for "a segment no constant holds"', () => {
  it('is unlike every constant: `not pathUnder /~verify` does not hide /foo', async () => {
    const config = withRule(
      hidesHint(`{ all: [{ fact: path, operator: notEqual, value: / }, { not: { fact: path, operator: pathUnder, value: /~verify } }] }`),
    );
    const v = await notProven(config, hintShown, visitor({ path: '/foo' }));
    expect(v.outcome).toBe('violated');
  });
});

describe('closable taken from a fact', () => {
  const config = withRule(`  - id: planted-closable
    description: Planted by a test.
    source: compliance §4.1
    when: { fact: user.isLogin, operator: equal, value: true }
    then: { dialog: { id: restricted_location, closable: { fact: common.is_copper } } }
`);
  const notClosable = testPolicy({ expect: { notClosable: ['restricted_location'] } });

  for (const spelling of ['1', '01', ' 1', '1e0'])
    it(`a text fact is tried at a text decide reads as 1 (${JSON.stringify(spelling)})`, async () => {
      const v = await notProven(config, notClosable, visitor({ user: { isLogin: true }, common: { is_copper: spelling } }));
      expect(v.outcome).toBe('violated');
    });

  it("a list fact is unproven: decide reads `Number(['1'])` as 1", async () => {
    const listConfig = withRule(`  - id: planted-closable
    description: Planted by a test.
    source: compliance §4.1
    when: { fact: user.isLogin, operator: equal, value: true }
    then: { dialog: { id: restricted_location, closable: { fact: intents } } }
`);
    const v = await notProven(listConfig, notClosable, visitor({ user: { isLogin: true }, intents: ['1'] }));
    expect(v.outcome).toBe('unproven');
  });
});

describe('the path compared with a site fact', () => {
  // variablesOf put every site's value in one list, and the path's classes are split by what each
  // read answers: `equal` to a list answers nothing, so /privacy-policy was merged with "a path no
  // constant has" and never tried. Each site's value is now a read of its own.
  it('path equal {fact: site.docs.privacy_policy}: the privacy-policy page is tried', async () => {
    const config = withRule(hidesHint('{ fact: path, operator: equal, value: { fact: site.docs.privacy_policy } }'));
    const v = await notProven(config, hintShown, visitor({ path: '/privacy-policy' }));
    expect(v.outcome).toBe('violated');
  });

  it('a site whose value differs from the others has its own path tried', async () => {
    // One list made /privacy-policy and uk's /privacy-policy-uk answer alike (under some value), and
    // the shorter was kept: on uk, only /privacy-policy was tried, which is under nothing there.
    const config = plantedAll(
      ['sites/uk.yaml', '  privacy_policy: /privacy-policy', '  privacy_policy: /privacy-policy-uk'],
      [
        'rules/header.yaml',
        'rules:\n',
        `rules:\n${hidesHint('{ fact: path, operator: pathUnder, value: { fact: site.docs.privacy_policy } }')}`,
      ],
    );
    const onUk = testPolicy({ ...hintShown, scope: { ...hintShown.scope, sites: ['uk'] } });
    const v = await notProven(config, onUk, { ...visitor({ path: '/privacy-policy-uk' }), site: 'uk' } as Facts);
    expect(v.outcome).toBe('violated');
  });
});
