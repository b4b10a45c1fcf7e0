/**
 * The oracle's search: visitors for a policy found with `decide` alone, never with verify's classes
 * or its slice, over random and boundary-biased facts: each constant any rule or the scope compares
 * a fact with, one either side of it, windows to the millisecond and the second either side, lists
 * built from the members the rules name, paths below every prefix, a clock at any millisecond and
 * a visitor in any time zone. fast-check shrinks what it finds to a small visitor.
 */
import fc from 'fast-check';
import type { CompiledConfig } from '../../rules-model/compiled-types';
import type { ConditionTest, Facts, Policy, StoredDecl } from '../../generated/schema-types';
import { createDecider } from '../../engine/decide';
import { normalizeFacts } from '../../engine/normalize-facts';
import { parseDuration } from '../../rules-model/duration';
import { ruleLeaves } from '../condition-leaves';
import { factType } from './fact-schema';
import { factRef } from './fact-reads';
import { policyViolations, scopeHolds } from './policy-check';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** The year the search's clock moves in (any millisecond of it). */
const YEAR_START = Date.parse('2026-01-01T00:00:00Z');

export interface FoundViolation {
  facts: Facts;
  violations: string[];
}

/** Every test the configuration's rules and the policy's scope make, grouped by the fact they read. */
function testsByFact(config: CompiledConfig, policy: Policy): Map<string, ConditionTest[]> {
  const out = new Map<string, ConditionTest[]>();
  const add = (t: ConditionTest) => {
    const key =
      t.fact === 'elapsedMs' || t.fact === 'sameDay'
        ? `stored.${String(t.params?.of)}`
        : t.fact
            .split('.')
            .slice(0, t.fact.startsWith('stored.') ? 2 : undefined)
            .join('.');
    out.set(key, [...(out.get(key) ?? []), t]);
    const ref = factRef(t.value);
    if (ref && !ref.startsWith('site')) out.set(ref.startsWith('stored.') ? ref.split('.').slice(0, 2).join('.') : ref, out.get(ref) ?? []);
  };
  for (const r of Object.values(config.rules)) {
    ruleLeaves(r.when).forEach((l) => add(l.test));
    for (const ref of [factRef(r.then.hide), factRef(r.then.dialog?.closable)])
      if (ref && !ref.startsWith('site')) out.set(ref, out.get(ref) ?? []);
  }
  ruleLeaves(policy.scope?.when).forEach((l) => add(l.test));
  return out;
}

const constantsOf = (tests: readonly ConditionTest[]): unknown[] =>
  tests.flatMap((t) => (Array.isArray(t.value) ? t.value : factRef(t.value) ? [] : [t.value])).filter((v) => v !== undefined);

/** Values of a plain fact: its constants, numbers one and two either side, other values of its type. */
function plainArb(fact: string, tests: readonly ConditionTest[], ids: readonly string[]): fc.Arbitrary<unknown> {
  const cs = constantsOf(tests);
  const type = factType(fact);
  const nums = cs.filter((c): c is number => typeof c === 'number');
  const near = nums.flatMap((n) => [n - 2, n - 1, n, n + 1, n + 2, n + 0.5]);
  if (type === 'boolean') return fc.boolean();
  if (type === 'integer' || type === 'number')
    return fc.oneof(
      { arbitrary: near.length ? fc.constantFrom(...near) : fc.integer({ min: 0, max: 3 }), weight: 3 },
      { arbitrary: fc.integer({ min: -3, max: 2000 }), weight: 1 },
      { arbitrary: fc.constantFrom(...(type === 'integer' ? [0, 1, 2, 5, 10, 11, 390, 767, 768, 1440] : [0, 0.5, 1, 2, 24])), weight: 1 },
    );
  if (type === 'array') {
    const members = [...new Set([...cs.map(String), ...ids, 'oracle-item'])];
    return fc.subarray(members, { maxLength: 6 });
  }
  if (type === 'object') return fc.constantFrom({}, { oracle: 'x' });
  const strings = [...new Set(cs.filter((c) => typeof c === 'string'))];
  return fc.oneof(
    { arbitrary: strings.length ? fc.constantFrom(...strings) : fc.constant('oracle'), weight: 3 },
    { arbitrary: fc.string({ maxLength: 4 }), weight: 1 },
    { arbitrary: fc.constantFrom('', '0', '1', '2', 'en', 'tr', 'oracle'), weight: 1 },
  );
}

/** Ages to try for a stored value: every window the rules give it, to the ms and the second either side, and any age. */
function agesOf(tests: readonly ConditionTest[]): fc.Arbitrary<number> {
  const windows = tests
    .filter((t) => t.fact === 'elapsedMs')
    .map((t) =>
      t.operator === 'olderThanHours' && typeof t.value === 'number'
        ? t.value * HOUR
        : t.operator === 'olderThanDays' && typeof t.value === 'number'
          ? t.value * DAY
          : parseDuration(t.value),
    )
    .filter((w): w is number => w !== null);
  const near = [...windows, DAY, HOUR, 30 * 60_000].flatMap((w) => [w - 1000, w - 1, w, w + 1, w + 1000]).filter((w) => w >= -60_000);
  return fc.oneof(
    { arbitrary: fc.constantFrom(...near), weight: 3 },
    { arbitrary: fc.integer({ min: -600_000, max: 60 * DAY }), weight: 1 },
  );
}

/** A stored string of the declared format, dated relative to the visitor's clock. */
function storedArb(decl: StoredDecl, tests: readonly ConditionTest[], nowMs: number): fc.Arbitrary<string> {
  const ts = agesOf(tests).map((age) => String(Math.max(0, nowMs - age)));
  const counts = constantsOf(tests.filter((t) => t.fact.endsWith('.count'))).filter((c): c is number => typeof c === 'number');
  const count = fc.oneof(
    fc.constantFrom(...counts.flatMap((c) => [c - 1, c, c + 1]).filter((c) => c >= 0), 0, 1),
    fc.integer({ min: 0, max: 9 }),
  );
  const items = constantsOf(tests.filter((t) => t.fact.endsWith('.items'))).map(String);
  switch (decl.format) {
    case 'timestamp':
      return ts;
    case 'count-timestamp':
      return fc.tuple(count, ts).map(([c, t]) => `${c}/${t}`);
    case 'keepalive':
      return fc
        .tuple(fc.oneof(fc.constantFrom(-1, 0, 1, 7), fc.integer({ min: -2, max: 400 })), ts)
        .map(([k, t]) => JSON.stringify({ keepaliveDays: k, timestamp: Number(t) }));
    case 'json-list':
      return fc.subarray([...new Set([...items, 'oracle-item'])]).map((l) => JSON.stringify(l));
    default:
      return fc.constantFrom('1', '0', '');
  }
}

/** Paths: every prefix and equal constant of the rules and the scope, below each, the route table's and product pages, and others. */
function pathArb(tests: readonly ConditionTest[], config: CompiledConfig): fc.Arbitrary<string> {
  const cs = constantsOf(tests.filter((t) => t.fact === 'path')).filter((c): c is string => typeof c === 'string');
  const products = config.products.map((p) => p.pattern);
  const bases = [...new Set([...cs, ...products, '/', '/trade', '/futures', '/help', '/myaccount', '/login'])];
  const tail = fc.constantFrom('', '/', '/x', '/BTC_USDT', '/USDT/BTC_USDT', '/USDT/BTCUSDT', '/a/b/c', '_x');
  return fc.oneof(
    {
      arbitrary: fc.tuple(fc.constantFrom(...bases), tail).map(([b, t]) => (b === '/' && t ? t.replace(/^_/, '/') : `${b}${t}`)),
      weight: 4,
    },
    { arbitrary: fc.webPath().filter((p) => /^\/(?![/\\])[^\\\s\p{Cc}]*$/u.test(p) && p.length < 60), weight: 1 },
  );
}

/** The facts a condition reads, as the search groups them (`stored.<name>` for a stored value and its age). */
export function factsRead(when: Parameters<typeof ruleLeaves>[0]): string[] {
  return ruleLeaves(when).flatMap(({ test: t }) => {
    const own =
      t.fact === 'elapsedMs' || t.fact === 'sameDay'
        ? `stored.${String(t.params?.of)}`
        : t.fact.startsWith('stored.')
          ? t.fact.split('.').slice(0, 2).join('.')
          : t.fact;
    const ref = factRef(t.value);
    return ref ? [own, ref.startsWith('stored.') ? ref.split('.').slice(0, 2).join('.') : ref] : [own];
  });
}

/**
 * A visitor for the policy: any site of its scope, a clock at any millisecond of a year, and some
 * facts the rules read — each `focus` fact (the scope's, a changed rule's) most of the time, a few others.
 */
export function visitorArbitrary(config: CompiledConfig, policy: Policy, focus: readonly string[] = []): fc.Arbitrary<Facts> {
  const byFact = testsByFact(config, policy);
  const sites = policy.scope?.sites ?? Object.keys(config.sites);
  const ids = [...new Set([...Object.keys(config.dialogs), ...(policy.expect.hidden ?? []), ...(policy.expect.shown ?? [])])];
  const languages = [...new Set(Object.values(config.sites).flatMap((s) => s.languages))];
  return fc.integer({ min: 0, max: 365 * DAY - 1 }).chain((offset) => {
    const nowMs = YEAR_START + offset;
    const parts: Record<string, fc.Arbitrary<[string, unknown]>> = {};
    for (const [fact, tests] of byFact) {
      if (['path', 'pathProduct', 'pageFound', 'site'].includes(fact) || fact.startsWith('site.')) continue;
      if (fact.startsWith('stored.')) {
        const decl = config.stored.find((d) => d.name === fact.slice(7));
        if (!decl) continue;
        const key = decl.key ?? 'oracle_key';
        const where = decl.in === 'cookie' ? 'cookies' : 'storage';
        parts[fact] = storedArb(decl, tests, nowMs).map((raw) => [`${where}.${key}`, raw]);
        if (decl.keyFact) parts[`${fact}:key`] = fc.constantFrom(key, 'other_key').map((k) => [decl.keyFact!, k]);
      } else parts[fact] = plainArb(fact, tests, ids).map((v) => [fact, v]);
    }
    parts.locale = fc.constantFrom(...languages, 'xx', 'it', 'nl').map((v) => ['locale', v]);
    parts.dismissed = fc.subarray(Object.keys(config.dialogs), { maxLength: 3 }).map((v) => ['dismissed', v]);
    parts['device.utcOffsetMinutes'] = fc
      .oneof(fc.constantFrom(-720, -719, 0, 719, 840), fc.integer({ min: -720, max: 840 }))
      .map((v) => ['device.utcOffsetMinutes', v]);
    const pathTests = [...byFact.entries()].filter(([f]) => f === 'path').flatMap(([, t]) => t);
    parts.path = pathArb(pathTests, config).map((v) => ['path', v]);
    const query = config.products.flatMap((p) => Object.entries(p.query ?? {}).map(([k, vs]) => [k, vs as string[]] as const));
    if (query.length)
      parts.query = fc.constantFrom(...query).chain(([k, vs]) => fc.constantFrom(...vs, 'x').map((v) => ['query', { [k]: v }]));
    const wanted = new Set(
      [...focus, ...factsRead(policy.scope?.when)].map((f) => (['pathProduct', 'pageFound'].includes(f) ? 'path' : f)),
    );
    const hot = Object.keys(parts).filter((k) => wanted.has(k.replace(/:key$/, '')));
    const cold = Object.keys(parts).filter((k) => !hot.includes(k));
    // Each hot fact three times in four; up to four others.
    const hotPick = fc
      .tuple(...hot.map((k) => fc.integer({ min: 0, max: 3 }).map((n) => (n ? k : null))))
      .map((ks) => ks.filter((k): k is string => k !== null));
    const chosenKeys = fc.tuple(hotPick, fc.subarray(cold, { maxLength: 4 })).map(([a, b]) => [...a, ...b]);
    return fc
      .tuple(
        fc.constantFrom(...sites),
        chosenKeys.chain((chosen) => fc.tuple(...chosen.map((k) => parts[k]!))),
      )
      .map(([site, chosen]) => {
        const facts: Record<string, unknown> = { site, now: new Date(nowMs).toISOString() };
        for (const [path, value] of chosen) setPath(facts, path, value);
        return facts as Facts;
      });
  });
}

function setPath(obj: Record<string, unknown>, path: string, value: unknown): void {
  // Stored keys may hold dots only in their last segment: `storage.<key>`, `cookies.<key>`.
  const [head, ...rest] =
    path.startsWith('storage.') || path.startsWith('cookies.') ? [path.split('.')[0]!, path.slice(path.indexOf('.') + 1)] : path.split('.');
  if (!rest.length) {
    obj[head!] = value;
    return;
  }
  const child = (obj[head!] ??= {}) as Record<string, unknown>;
  if (path.startsWith('storage.') || path.startsWith('cookies.')) child[rest[0]!] = value;
  else setPath(child, rest.join('.'), value);
}

/**
 * Looks for a visitor in the policy's scope whose decision breaks it, with `decide` alone (every
 * rule of the configuration): `runs` visitors, shrunk to a small one when found.
 */
export async function searchViolation(
  config: CompiledConfig,
  policy: Policy,
  opts: { runs: number; seed: number; focus?: readonly string[] },
): Promise<FoundViolation | null> {
  const decider = createDecider(config);
  const violationsOf = async (facts: Facts): Promise<string[]> => {
    let n;
    try {
      n = normalizeFacts(config, facts);
    } catch {
      return [];
    }
    if (!scopeHolds(policy.scope?.when, n.facts, n.stored)) return [];
    return policyViolations(await decider.decide(facts, { trace: 'none' }), policy.expect);
  };
  const result = await fc.check(
    fc.asyncProperty(visitorArbitrary(config, policy, opts.focus), async (facts) => (await violationsOf(facts)).length === 0),
    { numRuns: opts.runs, seed: opts.seed, endOnFailure: false },
  );
  if (!result.failed || !result.counterexample) return null;
  const [facts] = result.counterexample;
  return { facts, violations: await violationsOf(facts) };
}
