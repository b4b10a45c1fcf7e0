import { describe, expect, it } from 'vitest';
import { createEngine } from './site-engine';

describe('createEngine', () => {
  it('never lets a fact supply the pattern of a matches test, even in a crafted compiled config', async () => {
    // Lint refuses `value: {fact}` for matches; json-rules-engine would resolve it before the operator runs.
    const engine = createEngine([
      { name: 'from-fact', conditions: { all: [{ fact: 'path', operator: 'matches', value: { fact: 'q' } }] }, event: { type: 'x' } },
      { name: 'literal', conditions: { any: [{ not: { fact: 'path', operator: 'matches', value: '^/y$' } }] }, event: { type: 'y' } },
    ]);
    const { events } = await engine.run({ path: '/x', q: '^/x$' });
    expect(events.map((e) => e.type)).toEqual(['y']);
  });
});
