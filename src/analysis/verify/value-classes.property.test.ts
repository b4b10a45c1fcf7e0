import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDecider } from '../../engine/decide';
import { normalizeFacts } from '../../engine/normalize-facts';
import type { Facts } from '../../generated/schema-types';
import { fcParams } from '../../test-support/fc-params';
import { chatPolicy, hidesChat } from '../../test-support/planted-chat';
import { withRule } from '../../test-support/planted-config';
import { VERIFY_NOW } from './fact-reads';
import { policyViolations, scopeHolds } from './policy-check';
import { nextDouble, numberCells } from './value-classes';
import { verifyPolicy } from './verify';

// Constants a rule may compare a number with: fractional, huge (where ±1 rounds back), negative,
// next to the largest double, and plain small integers.
const constant = fc.oneof(
  fc.integer({ min: -20, max: 20 }),
  fc.double({ min: -50, max: 50, noNaN: true }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(1e17, -1e17, 2 ** 53, 2 ** 53 + 2, Number.MAX_VALUE, -Number.MAX_VALUE, 0.5, -0.5, Number.MIN_VALUE),
);
const OPS = ['equal', 'lessThan', 'lessThanInclusive', 'greaterThan', 'greaterThanInclusive'];
const test = (op: (typeof OPS)[number], x: number, c: number): boolean =>
  op === 'equal' ? x === c : op === 'lessThan' ? x < c : op === 'lessThanInclusive' ? x <= c : op === 'greaterThan' ? x > c : x >= c;
/** A value near a constant: the constant itself, its neighbours, a step away or its floor/ceiling. */
const near = (cs: number[]) =>
  fc
    .tuple(fc.constantFrom(...cs), fc.constantFrom(-1, 1), fc.constantFrom('double', 'one', 'round', 'same'))
    .map(([c, d, how]) =>
      how === 'double' ? nextDouble(c, d) : how === 'one' ? c + d : how === 'round' ? (d > 0 ? Math.ceil(c) : Math.floor(c)) : c,
    );

/** Finite values a facts file can give next to c: itself, the doubles beside it, c ± 1, its floor and ceiling. */
const neighbours = (c: number): number[] =>
  [c, nextDouble(c, -1), nextDouble(c, 1), c - 1, c + 1, Math.floor(c), Math.ceil(c)].filter(Number.isFinite);

describe('numberCells', () => {
  it('has, for every value a fact can hold, a value tried that every comparison with the constants answers alike (or says unproven)', () => {
    fc.assert(
      fc.property(
        fc.array(constant, { minLength: 1, maxLength: 4 }).chain((cs) => fc.tuple(fc.constant(cs), fc.boolean(), near(cs))),
        ([cs, integer, v]) => {
          if (!Number.isFinite(v) || (integer && !Number.isInteger(v))) return;
          const { values, unproven } = numberCells(cs, integer);
          const answers = (x: number) => cs.flatMap((c) => OPS.map((op) => test(op, x, c))).join();
          if (!values.some((w) => answers(w) === answers(v))) expect(unproven, `${v} among ${cs.join(', ')}`).not.toEqual([]);
          if (integer) expect(values.every(Number.isInteger)).toBe(true);
        },
      ),
      fcParams(3000),
    );
  });

  it('does so inside the schema range too, with constants below its minimum or above its maximum', () => {
    const bound = fc.option(fc.integer({ min: -30, max: 30 }), { nil: undefined });
    fc.assert(
      fc.property(
        fc.array(constant, { minLength: 1, maxLength: 4 }),
        bound,
        bound,
        fc.boolean(),
        fc.integer({ min: -40, max: 40 }),
        (cs, lo, hi, integer, v) => {
          const [minimum, maximum] = lo !== undefined && hi !== undefined && lo > hi ? [hi, lo] : [lo, hi];
          if ((minimum !== undefined && v < minimum) || (maximum !== undefined && v > maximum)) return;
          const { values, unproven } = numberCells(cs, integer, minimum, maximum);
          const inRange = (x: number) => (minimum === undefined || x >= minimum) && (maximum === undefined || x <= maximum);
          expect(values.every(inRange), `${values.join(', ')} within [${minimum}, ${maximum}]`).toBe(true);
          const answers = (x: number) => cs.flatMap((c) => OPS.map((op) => test(op, x, c))).join();
          if (!values.some((w) => answers(w) === answers(v)))
            expect(unproven, `${v} in [${minimum}, ${maximum}] among ${cs.join(', ')}`).not.toEqual([]);
        },
      ),
      fcParams(3000),
    );
  });
});

describe('verify over drawn numeric constants', () => {
  it('is never proven when a visitor near the drawn constant breaks the policy', { timeout: 120_000 }, async () => {
    let broken = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('user.uid', 'user.tier_level', 'device.width'),
        fc.constantFrom(...OPS),
        constant,
        async (fact, op, c) => {
          const config = withRule(hidesChat(`{ fact: ${fact}, operator: ${op}, value: ${String(c)} }`));
          const decider = createDecider(config);
          const [group, leaf] = fact.split('.') as [string, string];
          let breaking: number | undefined;
          for (const v of neighbours(c)) {
            const device = { isPhone: false, width: 1024, ...(group === 'device' ? { [leaf]: v } : {}) };
            const facts = { site: 'main', now: VERIFY_NOW, device, ...(group === 'user' ? { user: { [leaf]: v } } : {}) } as Facts;
            const n = normalizeFacts(config, facts);
            if (
              scopeHolds(chatPolicy.scope?.when, n.facts, n.stored) &&
              policyViolations(await decider.decide(facts), chatPolicy.expect).length
            ) {
              breaking = v;
              break;
            }
          }
          const verdict = await verifyPolicy(config, chatPolicy);
          if (breaking === undefined) return;
          broken++;
          expect(verdict.outcome, `${fact} ${op} ${c}: ${breaking} breaks it`).not.toBe('proven');
        },
      ),
      fcParams(25),
    );
    expect(broken, 'some drawn rule let a visitor break the policy').toBeGreaterThan(0);
  });
});
