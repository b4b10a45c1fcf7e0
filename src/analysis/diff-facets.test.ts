import { describe, expect, it } from 'vitest';
import { repoConfig } from '../test-support/repo-config';
import { decide } from '../engine/decide';
import { compareFacets, facetsOf, knownIds } from './diff-facets';
import { summarize } from './diff-words';

const config = repoConfig();
const NOW = Date.parse('2026-03-10T12:00:00Z');

describe('compareFacets: login methods', () => {
  it('reports a change of the login buttons, in order, with nothing else', async () => {
    const base = await decide(config, { site: 'main' });
    const head = { ...base, loginMethods: ['apple', 'google'] as typeof base.loginMethods };
    const known = { base: knownIds(config), head: knownIds(config) };
    const changes = compareFacets(facetsOf(base, NOW), facetsOf(head, NOW), known);
    expect(changes).toEqual([{ kind: 'login-methods', subject: '', before: ['google', 'metamask', 'apple'], after: ['apple', 'google'] }]);
    expect(summarize(changes[0]!)).toBe('login methods: google, metamask, apple → apple, google');
    expect(compareFacets(facetsOf(base, NOW), facetsOf(structuredClone(base), NOW), known)).toEqual([]);
  });
});
