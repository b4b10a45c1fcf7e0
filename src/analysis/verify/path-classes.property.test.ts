import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDecider } from '../../engine/decide';
import { normalizeFacts } from '../../engine/normalize-facts';
import { sanitizeFacts } from '../../engine/sanitize-facts';
import type { Facts } from '../../generated/schema-types';
import { fcParams } from '../../test-support/fc-params';
import { withRule } from '../../test-support/planted-config';
import { hidesHint, hintShown } from '../../test-support/planted-hint';
import { VERIFY_NOW } from './fact-reads';
import { policyViolations, scopeHolds } from './policy-check';
import { verifyPolicy } from './verify';

// Path constants drawn with what the segment trie once reshaped — a `?`, `//`, trailing slashes,
// `~verify` segments, `:param` and `*` spelled literally, percent-encodings, unicode — planted in a
// rule hiding the upgrade hint (equal, in, pathUnder, negated or not, beside the route table and
// the product code); whenever a drawn path the sanitiser keeps breaks the policy, verify must not
// say "proven".
const segment = fc.constantFrom(
  'trade',
  'a',
  'b',
  '',
  '~verify',
  '~verify~',
  '%20',
  '%3F',
  'é',
  '?',
  'a?tab=x',
  ':b',
  '*',
  'BTC_USDT',
  'x',
);
const segments = fc.array(segment, { minLength: 1, maxLength: 4 });
const slashes = fc.constantFrom('', '', '/', '//');
const constant = fc.tuple(segments, slashes).map(([s, t]) => `/${s.join('/')}${t}`);
const leaf = fc.oneof(
  fc
    .tuple(fc.constantFrom('equal', 'notEqual', 'pathUnder'), constant)
    .map(([op, c]) => `{ fact: path, operator: ${op}, value: ${JSON.stringify(c)} }`),
  fc
    .tuple(fc.constantFrom('in', 'notIn', 'pathUnder'), fc.array(constant, { minLength: 1, maxLength: 3 }))
    .map(([op, cs]) => `{ fact: path, operator: ${op}, value: ${JSON.stringify(cs)} }`),
  fc.boolean().map((b) => `{ fact: pageFound, operator: equal, value: ${b} }`),
  fc.boolean().map((b) => `{ fact: pathProduct, operator: isEmpty, value: ${b} }`),
);
const condition = fc.oneof(
  leaf,
  leaf.map((l) => `{ not: ${l} }`),
  fc
    .tuple(
      fc.constantFrom('all', 'any'),
      fc.array(
        fc.oneof(
          leaf,
          leaf.map((l) => `{ not: ${l} }`),
        ),
        { minLength: 2, maxLength: 3 },
      ),
    )
    .map(([k, ls]) => `{ ${k}: [${ls.join(', ')}] }`),
);

/** A visitor's path: a drawn constant, it with a segment or slashes after it, or one drawn apart. */
const visitorPath = (constants: string[]) =>
  fc.oneof(
    fc.constantFrom(...constants),
    fc.tuple(fc.constantFrom(...constants), fc.constantFrom('/x', '/', '//', '/trade', '?x')).map(([c, t]) => `${c}${t}`),
    constant,
  );

const constantsIn = (when: string): string[] => {
  const out = [...when.matchAll(/"(\/[^"]*)"/g)].map((m) => JSON.parse(`"${m[1]!}"`) as string);
  return out.length ? out : ['/trade'];
};

describe('path classes under drawn constants', () => {
  it('never prove the hint policy when a drawn path breaks it', async () => {
    let broken = 0;
    await fc.assert(
      fc.asyncProperty(
        condition.chain((when) => fc.tuple(fc.constant(when), fc.array(visitorPath(constantsIn(when)), { minLength: 1, maxLength: 6 }))),
        async ([when, paths]) => {
          const config = withRule(hidesHint(when));
          const decider = createDecider(config);
          let breaker: string | null = null;
          for (const path of paths) {
            const facts = { site: 'main', now: VERIFY_NOW, path } as Facts;
            if (sanitizeFacts(facts).notes.length) continue; // a path the facts schema refuses is no visitor's
            const n = normalizeFacts(config, facts);
            if (!scopeHolds(hintShown.scope?.when, n.facts, n.stored)) continue;
            if (policyViolations(await decider.decide(facts), hintShown.expect).length) breaker = path;
          }
          const v = await verifyPolicy(config, hintShown);
          if (v.outcome === 'violated')
            expect(policyViolations(await decider.decide(v.counterexample!.facts), hintShown.expect)).toEqual(v.counterexample!.violations);
          if (breaker === null) return;
          broken++;
          expect(v.outcome, `${when} on ${JSON.stringify(breaker)}`).not.toBe('proven');
        },
      ),
      fcParams(40),
    );
    expect(broken).toBeGreaterThan(0);
  }, 240_000);
});
