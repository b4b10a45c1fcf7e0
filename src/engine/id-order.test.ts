import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fcParams } from '../test-support/fc-params';
import { repoConfig } from '../test-support/repo-config';
import { compareIds } from './id-order';

const id = fc
  .tuple(
    fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'.split('')),
    fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789_-'.split('')), maxLength: 8 }),
  )
  .map(([h, t]) => h + t);
const english = new Intl.Collator('en');

describe('compareIds', () => {
  it('orders ids as an English collator does', () => {
    fc.assert(
      fc.property(id, id, (a, b) => {
        expect(compareIds(a, b)).toBe(Math.sign(english.compare(a, b)));
      }),
      fcParams(20_000),
    );
  });

  it('does not follow the runtime locale (a Lithuanian collator puts y after i)', () => {
    expect(new Intl.Collator('lt').compare('y', 'j')).toBeLessThan(0);
    expect(compareIds('y', 'j')).toBe(1);
  });

  it("sorts the repository's rule, dialog and bar ids as the English collator does", () => {
    const config = repoConfig();
    for (const ids of [Object.keys(config.rules), Object.keys(config.dialogs), Object.keys(config.bars)]) {
      expect([...ids].sort(compareIds)).toEqual([...ids].sort(english.compare));
    }
  });
});
