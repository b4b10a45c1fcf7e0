/**
 * Rule changes for the oracle that hunts for false proofs (oracle-search.ts): the mutation
 * operators of mutants.ts, random edits of thresholds, durations and lists, and new rules over
 * random facts — item trees emptied, defaults and windows, facts compared with facts — aimed at
 * what one policy looks at, so that most changes matter to it.
 */
import fc from 'fast-check';
import { siteRules } from '../../config/fold-site';
import type { CompiledConfig, CompiledItem, CompiledRule } from '../../rules-model/compiled-types';
import type { Actions, Condition, ConditionTest, Policy } from '../../generated/schema-types';
import { hiddenByIds } from '../diff-facets';
import { ruleLeaves } from '../condition-leaves';
import { applyMutant, mutantsOf } from './mutants';
import { sliceFor } from './relevance';

/** One change of the rules: what it does, as a reviewer reads it, and the configuration after it. */
export interface RuleEdit {
  description: string;
  /** The rules it changes or adds: the search looks harder at the facts they read. */
  rules: string[];
  apply(config: CompiledConfig): CompiledConfig;
}

/** The configuration with some rules replaced or added, every site's rules folded again. */
export function withRules(config: CompiledConfig, changed: readonly CompiledRule[]): CompiledConfig {
  const rules = { ...config.rules };
  for (const r of changed) rules[r.id] = r;
  const runs = Object.values(rules);
  const sites = Object.fromEntries(Object.entries(config.sites).map(([k, s]) => [k, { ...s, ...siteRules(runs, s) }]));
  return { ...config, hash: `${config.hash}~${JSON.stringify(changed.map((r) => [r.id, r.when, r.then, r.priority]))}`, rules, sites };
}

const DURATION_UNITS = ['ms', 's', 'm', 'h', 'd'] as const;
const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/**
 * A duration near a window: the same length give or take up to a minute, in seconds or
 * milliseconds (where a verifier that rounds windows to minutes breaks), a unit either way in
 * any unit, or anywhere.
 */
const durationArb = (near: number): fc.Arbitrary<string> =>
  fc.oneof(
    fc.integer({ min: -59, max: 59 }).map((d) => `${Math.max(0, Math.round(near / 1000) + d)}s`),
    fc.integer({ min: -60_000, max: 60_000 }).map((d) => `${Math.max(0, near + d)}ms`),
    fc
      .tuple(fc.constantFrom(...DURATION_UNITS), fc.integer({ min: -3, max: 3 }))
      .map(([u, d]) => `${Math.max(0, Math.round(near / UNIT_MS[u]) + d)}${u}`),
    fc.tuple(fc.integer({ min: 0, max: 100_000 }), fc.constantFrom(...DURATION_UNITS)).map(([n, u]) => `${n}${u}`),
  );

/** A new value for a leaf's constant: a number near it, a duration near it, a list with a member more or less, the other boolean. */
function valueArb(t: ConditionTest): fc.Arbitrary<unknown> | null {
  const v = t.value;
  if (typeof v === 'boolean') return fc.constant(!v);
  if (typeof v === 'number') return fc.oneof(fc.integer({ min: v - 3, max: v + 3 }), fc.integer({ min: -1, max: 50 }));
  if (typeof v === 'string' && /^\d+(ms|s|m|h|d)$/.test(v)) {
    const m = /^(\d+)(ms|s|m|h|d)$/.exec(v)!;
    return durationArb(Number(m[1]) * UNIT_MS[m[2] as keyof typeof UNIT_MS]);
  }
  if (Array.isArray(v) && v.length) {
    const item = typeof v[0] === 'number' ? fc.integer({ min: -1, max: 20 }) : fc.constantFrom(...v, 'oracle-x');
    return fc.oneof(
      fc.integer({ min: 0, max: v.length - 1 }).map((i) => v.filter((_, j) => j !== i)),
      item.map((x) => [...v, x]),
      fc.array(item, { minLength: 1, maxLength: 3 }),
    );
  }
  return null;
}

/** A leaf's condition tree path replaced: `all[1].not` → the new test. */
function replaceLeaf(c: Condition, path: string, test: ConditionTest): Condition {
  if (path === '(the only test)' || path === '') return test;
  const [head, ...rest] = path.split('.');
  const tail = rest.join('.');
  if (head === 'not' && 'not' in c) return { not: replaceLeaf(c.not, tail, test) };
  const m = /^(all|any)\[(\d+)\]$/.exec(head!);
  if (!m) return c;
  const key = m[1] as 'all' | 'any';
  const list = (c as Record<string, Condition[]>)[key]!;
  return { [key]: list.map((x, i) => (i === Number(m[2]) ? replaceLeaf(x, tail, test) : x)) } as unknown as Condition;
}

/** Random edits of one existing rule's leaf: its constant, its operator. */
function leafEdits(config: CompiledConfig, ruleIds: readonly string[]): fc.Arbitrary<RuleEdit>[] {
  const leaves = ruleIds.flatMap((id) => ruleLeaves(config.rules[id]!.when).map((l) => ({ id, ...l })));
  const editable = leaves.filter((l) => valueArb(l.test));
  if (!editable.length) return [];
  return [
    fc
      .constantFrom(...editable)
      .chain((l) => valueArb(l.test)!.map((value) => ({ l, value })))
      .map(({ l, value }) => ({
        description: `rule ${l.id}: ${l.path} ${l.test.fact} ${l.test.operator} ${JSON.stringify(l.test.value)} → ${JSON.stringify(value)}`,
        rules: [l.id],
        apply: (c: CompiledConfig) => {
          const rule = c.rules[l.id]!;
          return withRules(c, [{ ...rule, when: replaceLeaf(rule.when!, l.path, { ...l.test, value }) }]);
        },
      })),
  ];
}

/** A test over a random fact of the vocabulary: defaults, windows, lists, the path, a fact compared with a fact. */
export function testArb(config: CompiledConfig): fc.Arbitrary<ConditionTest> {
  const stored = config.stored.filter((s) => ['timestamp', 'count-timestamp', 'keepalive'].includes(s.format)).map((s) => s.name);
  const dialogs = Object.keys(config.dialogs);
  const leaves = Object.values(config.rules).flatMap((r) => ruleLeaves(r.when).map((l) => l.test));
  const tests: fc.Arbitrary<ConditionTest>[] = [
    fc.constantFrom(...leaves),
    fc.record({
      fact: fc.constantFrom('user.tier_level', 'user.safe_level', 'device.width', 'device.utcOffsetMinutes'),
      operator: fc.constantFrom('equal', 'notEqual', 'lessThan', 'lessThanInclusive', 'greaterThan', 'greaterThanInclusive'),
      value: fc.integer({ min: -2, max: 1500 }),
    }) as fc.Arbitrary<ConditionTest>,
    fc.record({
      fact: fc.constantFrom('user.tier_level', 'user.verified', 'locale', 'account.mode'),
      operator: fc.constantFrom('in', 'notIn'),
      value: fc.array(fc.oneof(fc.integer({ min: 0, max: 12 }), fc.constantFrom('0', '1', '2', 'en', 'tr', 'ar', 'classic', 'portfolio')), {
        minLength: 1,
        maxLength: 3,
      }),
    }) as fc.Arbitrary<ConditionTest>,
    fc.record({
      fact: fc.constantFrom(
        'user.isLogin',
        'device.isPhone',
        'compliance.limit.is_uk_limit',
        'user.is_sub_account',
        'experiments.signupGift',
      ),
      operator: fc.constantFrom('equal', 'notEqual'),
      value: fc.boolean(),
    }) as fc.Arbitrary<ConditionTest>,
    fc.record({
      fact: fc.constantFrom('compliance.menu', 'dismissed', 'intents'),
      operator: fc.constantFrom('contains', 'doesNotContain'),
      value: fc.constantFrom('deposit', 'nft', 'derivatives', 'oracle-x', ...dialogs),
    }) as fc.Arbitrary<ConditionTest>,
    fc.record({
      fact: fc.constant('path'),
      operator: fc.constant('pathUnder'),
      value: fc.constantFrom('/trade', '/futures', '/myaccount', '/myaccount/withdraw', '/help', '/oracle'),
    }) as fc.Arbitrary<ConditionTest>,
  ];
  if (stored.length)
    tests.push(
      fc
        .record({
          of: fc.constantFrom(...stored),
          operator: fc.constant('olderThan'),
          value: durationArb(86_400_000),
        })
        .map(({ of, operator, value }) => ({ fact: 'elapsedMs', params: { of }, operator, value }) as ConditionTest),
      fc
        .record({ of: fc.constantFrom(...stored), value: fc.boolean() })
        .map(({ of, value }) => ({ fact: 'sameDay', params: { of }, operator: 'equal', value }) as ConditionTest),
    );
  return fc.oneof(...tests);
}

const conditionArb = (config: CompiledConfig): fc.Arbitrary<Condition> =>
  fc.oneof<fc.Arbitrary<Condition>[]>(
    testArb(config),
    fc.array(testArb(config), { minLength: 2, maxLength: 3 }).map((all) => ({ all }) as Condition),
    fc.tuple(testArb(config), testArb(config)).map(([a, b]) => ({ all: [a, { not: b }] }) as Condition),
    fc.array(testArb(config), { minLength: 2, maxLength: 3 }).map((any) => ({ any }) as Condition),
  );

/** Events that touch what the policy looks at: the ids, dialogs, bars, redirects and variables it reads. */
function eventsFor(config: CompiledConfig, policy: Policy): Actions[] {
  const e = policy.expect;
  const ids = [
    ...new Set(
      [...(e.hidden ?? []), ...(e.shown ?? []), ...Object.keys(e.hrefMatches ?? {})].flatMap((id) => [...hiddenByIds(config, id)]),
    ),
  ];
  const dialogs = [...(e.dialogPresent ?? []), ...(e.dialogAbsent ?? []), ...(e.notClosable ?? []), ...(e.dialogsNotTogether ?? [])];
  if (e.dialogFirst) dialogs.push(e.dialogFirst, ...Object.keys(config.dialogs));
  if (e.maxModalDialogs !== undefined) dialogs.push(...Object.keys(config.dialogs));
  const out: Actions[] = [
    ...ids.flatMap((id): Actions[] => [{ hide: [id] }, { show: [id] }]),
    ...dialogs.flatMap((id) => [{ dialog: { id } }, { dialog: { id, closable: true } }, { dialog: { id, closable: false } }]),
    ...[...(e.barPresent ?? []), ...(e.barAbsent ?? [])].map((bar) => ({ bar })),
  ];
  if (e.redirect !== undefined) out.push({ redirect: '/state_compliance_tips' }, { redirect: '/login' });
  if (e.robots !== undefined) out.push({ set: { robots: 'noindex' } });
  if (e.lang !== undefined) out.push({ set: { locale_target: 'en' } });
  return out;
}

/** The menus whose children can all be hidden: each as one event hiding every child. */
function emptyMenus(config: CompiledConfig): Actions[] {
  const out: Actions[] = [];
  const walk = (items: readonly CompiledItem[]) => {
    for (const i of items) {
      if (i.children?.length && !i.href) out.push({ hide: i.children.map((c) => c.id) as [string, ...string[]] });
      if (i.children) walk(i.children);
    }
  };
  walk(config.navigation);
  return out;
}

/** New rules: a random condition with an event aimed at the policy, at a random priority. */
function newRules(config: CompiledConfig, policy: Policy): fc.Arbitrary<RuleEdit>[] {
  const events = [...eventsFor(config, policy), ...emptyMenus(config)];
  if (!events.length) return [];
  return [
    fc
      .record({ when: conditionArb(config), then: fc.constantFrom(...events), priority: fc.integer({ min: 1, max: 100 }) })
      .map(({ when, then, priority }) => ({
        description: `new rule: when ${JSON.stringify(when)} then ${JSON.stringify(then)} (priority ${priority})`,
        rules: ['oracle-new-rule'],
        apply: (c: CompiledConfig) =>
          withRules(c, [
            { id: 'oracle-new-rule', description: 'oracle', source: 'shell §1', priority, when, then, file: 'oracle.yaml', line: 1 },
          ]),
      })),
  ];
}

/** Rule changes that can matter to a policy: the mutants of its slice's rules, random edits of them, and new rules. */
export function editArbitrary(config: CompiledConfig, policy: Policy): fc.Arbitrary<RuleEdit> {
  const slice = sliceFor(config, policy).rules;
  const mutants = mutantsOf(config).filter((m) => slice.includes(m.rule));
  const arbs: fc.Arbitrary<RuleEdit>[] = [
    ...(mutants.length
      ? [
          fc
            .constantFrom(...mutants)
            .map((m) => ({ description: m.description, rules: [m.rule], apply: (c: CompiledConfig) => applyMutant(c, m) })),
        ]
      : []),
    ...leafEdits(config, slice),
    ...newRules(config, policy),
  ];
  return fc.oneof(...arbs);
}
