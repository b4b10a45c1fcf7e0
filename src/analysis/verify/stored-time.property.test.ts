import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDecider } from '../../engine/decide';
import { normalizeFacts } from '../../engine/normalize-facts';
import type { Facts } from '../../generated/schema-types';
import { fcParams } from '../../test-support/fc-params';
import { testPolicy, withRule } from '../../test-support/planted-config';
import { policyViolations, scopeHolds } from './policy-check';
import { verifyPolicy } from './verify';

// Rules over a stored value's age, stamp and day (windows, constants, offsets drawn), and visitors
// drawn around them (any `now` decide accepts, any offset, stamps a window's length away, fractional
// keep-alive stamps): verify is never proven while decide on a drawn visitor breaks the policy.

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;
const MAX_NOW_MS = 253_402_300_799_999;
const hintShown = testPolicy({
  scope: { when: { fact: 'compliance.menu', operator: 'isEmpty', value: true } },
  expect: { shown: ['upgrade_hint'] },
});

interface Drawn {
  /** YAML condition leaves, all of which hide the upgrade hint. */
  leaves: string[];
  /** Ages and stamps the visitors are drawn around. */
  ages: number[];
  stamps: number[];
  offsets: number[];
  keepalive: boolean;
}

const window = fc.oneof(
  fc.integer({ min: 0, max: 3 * DAY }),
  fc.constantFrom(DAY - MINUTE, DAY, 1, 0),
  fc.integer({ min: 1_000_000_000_000, max: 8_000_000_000_000 }),
);
const stampC = fc.oneof(fc.integer({ min: 0, max: 3_000_000_000_000 }), fc.constantFrom(1_000_000, 1_800_000_000_000));
const cmp = fc.constantFrom('greaterThan', 'lessThan', 'greaterThanInclusive', 'lessThanInclusive');
const neg = (b: boolean, leaf: string) => (b ? `not: ${leaf}` : leaf);

const drawn: fc.Arbitrary<Drawn> = fc.oneof(
  // Ages of a whole-ms stamp: windows, maybe negated, maybe with the stamp compared too.
  fc.tuple(window, fc.boolean(), fc.option(fc.tuple(cmp, stampC), { nil: undefined })).map(([w, n, s]) => ({
    leaves: [
      '{ fact: stored.nl_limit_ack, operator: isEmpty, value: false }',
      neg(n, `{ fact: elapsedMs, params: { of: nl_limit_ack }, operator: olderThan, value: ${w}ms }`),
      ...(s ? [`{ fact: stored.nl_limit_ack.timestamp, operator: ${s[0]}, value: ${s[1]} }`] : []),
    ],
    ages: [w],
    stamps: s ? [s[1]] : [],
    offsets: [0],
    keepalive: false,
  })),
  // The calendar day, with the offset read by the rules too (or not).
  fc
    .tuple(
      fc.boolean(),
      fc.option(fc.tuple(fc.integer({ min: -720, max: 839 }), fc.integer({ min: 1, max: 120 })), { nil: undefined }),
      window,
    )
    .map(([same, off, w]) => ({
      leaves: [
        `{ fact: sameDay, params: { of: nl_limit_ack }, operator: equal, value: ${same} }`,
        `{ fact: elapsedMs, params: { of: nl_limit_ack }, operator: olderThan, value: ${Math.min(w, 3 * DAY)}ms }`,
        ...(off
          ? [
              `{ fact: device.utcOffsetMinutes, operator: greaterThan, value: ${off[0]} }`,
              `{ fact: device.utcOffsetMinutes, operator: lessThan, value: ${off[0] + off[1]} }`,
            ]
          : []),
      ],
      ages: [Math.min(w, 3 * DAY), MINUTE],
      stamps: [],
      offsets: off ? [off[0] + 1, off[0] + off[1] - 1] : [0],
      keepalive: false,
    })),
  // A keep-alive: any finite stamp, so fractional ages between whole constants.
  fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 1, max: 3 })).map(([lo, d]) => ({
    leaves: [
      `{ fact: elapsedMs, params: { of: tr_entry }, operator: greaterThan, value: ${lo} }`,
      `{ fact: elapsedMs, params: { of: tr_entry }, operator: lessThan, value: ${lo + d} }`,
    ],
    ages: [lo + 0.5, lo + d - 0.5],
    stamps: [],
    offsets: [0],
    keepalive: true,
  })),
);

/** A visitor around what was drawn: an age or a stamp from the rule, any `now`, an offset. */
const visitorFor = (d: Drawn): fc.Arbitrary<Facts> =>
  fc
    .tuple(
      fc.oneof(fc.integer({ min: 0, max: MAX_NOW_MS }), fc.integer({ min: 0, max: 4_000_000_000_000 })),
      fc.oneof(fc.constantFrom(...d.ages, 0), fc.integer({ min: 0, max: 3 * DAY })),
      fc.constantFrom(-1, 0, 1),
      fc.option(fc.constantFrom(...d.stamps, 0), { nil: undefined }),
      fc.oneof(fc.constantFrom(...d.offsets), fc.integer({ min: -720, max: 840 })),
      fc.integer({ min: 0, max: 1439 }),
    )
    .map(([now0, age, dx, stamp, off, tod]) => {
      // A `now` at a drawn minute of the visitor's day, late enough for the age.
      let now = Math.floor(now0 / DAY) * DAY + tod * MINUTE - off * MINUTE;
      const ts0 = stamp !== undefined ? stamp + dx : now - age - (d.keepalive ? 0 : dx);
      if (stamp !== undefined) now = Math.min(MAX_NOW_MS, ts0 + age);
      if (now < 0 || now > MAX_NOW_MS) now = Math.max(0, Math.min(MAX_NOW_MS, now));
      const ts = d.keepalive ? now - age : Math.max(0, Math.round(ts0));
      const storage: Record<string, string> = d.keepalive
        ? { GATE_TR_ENTRY_STORAGE: JSON.stringify({ keepaliveDays: 1, timestamp: ts }) }
        : { meridian_nl_limit_ack: String(ts) };
      return { site: 'main', now: new Date(now).toISOString(), device: { utcOffsetMinutes: off }, storage } as Facts;
    });

describe('stored ages, stamps and days', () => {
  it('verify is never proven while a drawn visitor breaks the policy', async () => {
    await fc.assert(
      fc.asyncProperty(
        drawn.chain((d) => fc.tuple(fc.constant(d), fc.array(visitorFor(d), { minLength: 40, maxLength: 40 }))),
        async ([d, visitors]) => {
          const config = withRule(`  - id: planted-hint-off
    description: Planted by a test.
    source: shell §6
    when:
      all:
${d.leaves.map((l) => `        - ${l}`).join('\n')}
    then: { hide: [upgrade_hint] }
`);
          const decider = createDecider(config);
          let broken: Facts | undefined;
          for (const v of visitors) {
            const n = normalizeFacts(config, v);
            if (!scopeHolds(hintShown.scope?.when, n.facts, n.stored)) continue;
            if (policyViolations(await decider.decide(v), hintShown.expect).length) {
              broken = v;
              break;
            }
          }
          if (!broken) return;
          const verdict = await verifyPolicy(config, hintShown);
          expect(verdict.outcome, `${d.leaves.join(' and ')} broken by ${JSON.stringify(broken)}`).not.toBe('proven');
        },
      ),
      fcParams(25),
    );
  }, 120_000);
});
