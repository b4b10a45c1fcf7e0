import type { CompiledConfig } from '../../rules-model/compiled-types';
import type { ConditionTest, Facts, Policy, TraceEntry } from '../../generated/schema-types';
import { createDecider, type Decider } from '../../engine/decide';
import { normalizeFacts } from '../../engine/normalize-facts';
import { ruleLeaves } from '../condition-leaves';
import { getPath } from '../../rules-model/dot-path';
import { productOf } from '../../rules-model/product-codes';
import { buildRoutes, pageExists } from '../../engine/page-routes';
import { variablesOf } from './fact-classes';
import { keptValues } from './kept-values';
import { factRef, variableKey, VERIFY_NOW, type ClassHints, type FactRead, type Unproven, type Variable } from './fact-reads';
import { policyViolations, readFact, scopeHolds } from './policy-check';
import { slicedConfig, sliceFor } from './relevance';

export { schemaClean } from './kept-values';

export interface Counterexample {
  /** The visitor, as a facts file: only what differs from the base. */
  facts: Facts;
  violations: string[];
  /** Rules of the policy's slice that fired for this visitor, as the trace gives them. */
  fired: { rule: string; source: string; effects: string[] }[];
}

/**
 * proven: no visitor in scope breaks the policy (every class of every fact it reads was tried);
 * violated: one does (the counterexample); unproven: none of the visitors tried does, but some
 * fact could not be split into classes, or the scope matches no visitor tried.
 */
export type VerdictOutcome = 'proven' | 'violated' | 'unproven';

export interface PolicyVerdict {
  id: string;
  source: string;
  outcome: VerdictOutcome;
  /** No visitor tried breaks the policy (proven, or unproven without a counterexample). */
  holds: boolean;
  /** Combinations of classes decided (visitors in scope, one per class). */
  classes: number;
  sites: string[];
  /** Rules whose events touch what the policy looks at. */
  rules: string[];
  variables: { name: string; classes: number; exhaustive: boolean }[];
  /** Facts whose classes are samples: the verdict is exhaustive for every other fact. */
  notExhaustive: string[];
  /** What keeps an outcome from being proven: each fact not split into classes, and why. */
  unproven: Unproven[];
  counterexample?: Counterexample;
  /** The scope matches no visitor tried: nothing was checked. */
  vacuous: boolean;
  /** The policy's reviewed acceptance of its unproven facts (`accept:`), when it covers every one of them. */
  accepted?: { unproven: string[]; reason: string };
  /** Facts the policy's `accept:` names that are not unproven (any more): the acceptance is stale there. */
  staleAccept: string[];
  ms: number;
}

/** Whether a verdict fails `meridian verify`: violated, vacuous, or unproven without an acceptance that covers it. */
export const verdictFails = (v: PolicyVerdict): boolean => v.outcome === 'violated' || (v.outcome === 'unproven' && !v.accepted);

export interface VerifyOptions {
  /** Refuse a policy whose class product is larger than this (default 2,000,000). */
  maxClasses?: number;
  /** Decide with this instead of a decider of the slice's rules alone (a test compares the two). */
  decider?: Decider;
  /**
   * Clock for the reported time (ms). The pure layers read no clock themselves (scripts/
   * architecture.test.ts): without one, times are 0. The CLI, the preview and the bench pass theirs.
   */
  now?: () => number;
}

const NO_CLOCK = () => 0;

export class TooManyClassesError extends Error {
  constructor(
    readonly policy: string,
    readonly count: number,
  ) {
    super(`policy ${policy}: ${count} classes exceed the limit; narrow its scope`);
    this.name = 'TooManyClassesError';
  }
}

const hintsOf = new WeakMap<CompiledConfig, ClassHints>();

/**
 * What classes are built from, beyond the reads: the stored values, the route table and products,
 * every site's values, and samples for facts compared with facts. Built once per configuration.
 */
export function classHints(config: CompiledConfig): ClassHints {
  let hints = hintsOf.get(config);
  if (!hints) hintsOf.set(config, (hints = buildHints(config)));
  return hints;
}

function buildHints(config: CompiledConfig): ClassHints {
  const codes = [...new Set(config.products.map((p) => p.code))].sort();
  const languages = [...new Set(Object.values(config.sites).flatMap((s) => s.languages))].sort();
  const sites = Object.values(config.sites);
  return {
    stored: config.stored,
    paths: {
      routes: buildRoutes(config).map((r) => r.pattern),
      memo: new Map(),
      products: config.products,
      pageFound: (path) => pageExists(config, path),
      productOf: (path, query) => productOf(path, query, config.products),
    },
    siteValues: (fact) => sites.map((s) => (fact === 'site' ? s.key : getPath(s, fact.slice('site.'.length)))),
    samples: {
      locale: [...languages, 'xx'],
      'compliance.menu': [[], codes, ['deposit']],
      path: ['/', '/trade/BTC_USDT', '/futures/USDT/BTC_USDT', '/rewards_hub', '/referral', '/competition/center', '/broker'],
    },
  };
}

/**
 * The classes of a variable on one site: the scope's own tests on it alone drop classes outside
 * the scope, and classes every read of the slice answers alike (same test results, same value
 * where an action or a fact-to-fact test reads it) are merged into the first of them.
 */
function classesOn(config: CompiledConfig, v: Variable, reads: readonly FactRead[], policy: Policy, site: string): Variable {
  const when = policy.scope?.when;
  const tops = !when ? [] : 'all' in when ? when.all : [when];
  const inV = (k: string | null) => k !== null && v.keys.includes(k);
  const inside = (ref: string | null) => !ref || ref === 'site' || ref.startsWith('site.') || inV(variableKey(ref));
  const own = tops.filter((t) => {
    const leaves = ruleLeaves(t).map((l) => l.test);
    return leaves.length > 0 && leaves.every((l) => inside(factRef(l.value)) && inV(variableKey(l.fact, l.params)));
  });
  const mine = reads.filter((r) => inV(variableKey(r.fact, r.params)));
  // Tests comparing another fact with this one read its value: each value is its own class.
  const refs = reads
    .filter((r) => inV(variableKey(factRef(r.value) ?? '')) && !inV(variableKey(r.fact, r.params)))
    .map((r) => factRef(r.value)!);
  const seen = new Set<string>();
  const classes = v.classes.filter((c) => {
    const facts: Facts = { site, now: VERIFY_NOW };
    v.apply(facts, c.value);
    const { facts: f, stored } = normalizeFacts(config, facts);
    if (!own.every((t) => scopeHolds(t, f, stored))) return false;
    const signature = JSON.stringify(
      mine
        .map((r) => {
          if (r.operator === 'value' || r.operator === 'sample' || !inside(factRef(r.value))) return readFact(r, f, stored) ?? null;
          return scopeHolds(r as ConditionTest, f, stored);
        })
        .concat(refs.map((ref) => readFact({ fact: ref }, f, stored) ?? null)),
    );
    if (seen.has(signature)) return false;
    seen.add(signature);
    return true;
  });
  return { ...v, classes };
}

/** Every pick of a non-base class (1 … size-1) per position, last position fastest; one array, reused. */
function* products(sizes: readonly number[]): Generator<readonly number[]> {
  const pick = sizes.map(() => 1);
  if (sizes.some((s) => s < 2)) return;
  for (;;) {
    yield pick;
    let i = sizes.length - 1;
    while (i >= 0 && ++pick[i]! === sizes[i]) pick[i--] = 1;
    if (i < 0) return;
  }
}

/**
 * Checks one policy over every class of visitor its slice of the rules can tell apart: one decide
 * per combination of classes, fewest non-base facts first, so the first violation found is a
 * smallest counterexample.
 */
export async function verifyPolicy(config: CompiledConfig, policy: Policy, opts: VerifyOptions = {}): Promise<PolicyVerdict> {
  if (policy.expect.maxModalDialogs !== undefined) return verifyMaxModal(config, policy, policy.expect.maxModalDialogs, opts);
  return verifySlice(config, policy, opts);
}

/** One policy's outcome in a run over many: its verdict, or why it was not verified. */
export type PolicyOutcome = { policy: Policy; verdict: PolicyVerdict } | { policy: Policy; tooMany: TooManyClassesError };

/**
 * Verifies each policy in turn (the CLI's run and the preview's worker): an outcome per policy as
 * it is found; a policy with too many classes is an outcome, not an exception. Stops between
 * policies once `cancelled()` says so.
 */
export async function* verifyEach(
  config: CompiledConfig,
  policies: readonly Policy[],
  opts: VerifyOptions & { cancelled?: () => boolean } = {},
): AsyncGenerator<PolicyOutcome> {
  const { cancelled = () => false, ...verifyOpts } = opts;
  for (const policy of policies) {
    if (cancelled()) return;
    try {
      yield { policy, verdict: await verifyPolicy(config, policy, verifyOpts) };
    } catch (err) {
      if (!(err instanceof TooManyClassesError)) throw err;
      yield { policy, tooMany: err };
    }
  }
}

function* groupsOf<T>(items: readonly T[], size: number, start = 0, acc: T[] = []): Generator<T[]> {
  if (acc.length === size) {
    yield acc;
    return;
  }
  for (let i = start; i <= items.length - (size - acc.length); i++) yield* groupsOf(items, size, i + 1, [...acc, items[i]!]);
}

/**
 * At most N modal dialogs ⇔ no N+1 modal dialogs are queued together. Each group of N+1 is its own
 * slice (the rules of those dialogs only), so the check stays small where slicing every dialog rule
 * at once would not. The counterexample with the fewest facts wins.
 */
async function verifyMaxModal(config: CompiledConfig, policy: Policy, max: number, opts: VerifyOptions): Promise<PolicyVerdict> {
  const clock = opts.now ?? NO_CLOCK;
  const started = clock();
  const { maxModalDialogs: _max, ...rest } = policy.expect;
  const modal = Object.values(config.dialogs)
    .filter((d) => d.modal)
    .map((d) => d.id)
    .sort();
  const parts: Policy['expect'][] = [
    ...(Object.keys(rest).length ? [rest] : []),
    ...[...groupsOf(modal, max + 1)].map((g) => ({ dialogsNotTogether: g as [string, ...string[]] })),
  ];
  const verdicts: PolicyVerdict[] = [];
  for (const expect of parts) verdicts.push(await verifySlice(config, { ...policy, expect }, opts));
  const size = (v: PolicyVerdict) => JSON.stringify(v.counterexample?.facts ?? '').length;
  const failed = verdicts.filter((v) => !v.holds).sort((a, b) => size(a) - size(b))[0];
  const variables = new Map(verdicts.flatMap((v) => v.variables.map((x) => [x.name, x] as const)));
  const unproven = verdicts.flatMap((v) => v.unproven);
  return withOutcome(policy, {
    id: policy.id,
    source: policy.source,
    outcome: 'proven',
    holds: !failed,
    classes: verdicts.reduce((s, v) => s + v.classes, 0),
    sites: verdicts[0]?.sites ?? [],
    rules: [...new Set(verdicts.flatMap((v) => v.rules))].sort(),
    variables: [...variables.values()],
    notExhaustive: [], // withOutcome: the facts of `unproven`
    ...(failed?.counterexample ? { counterexample: failed.counterexample } : {}),
    unproven,
    vacuous: verdicts.every((v) => v.vacuous),
    staleAccept: [],
    ms: clock() - started,
  });
}

/**
 * The outcome from what was found: violated with a counterexample; unproven when some fact was
 * sampled or no visitor tried was in scope; proven otherwise. An `accept:` that names every
 * unproven fact (and the scope is not empty) is recorded; facts it names that are proven are stale.
 */
function withOutcome(policy: Policy, v: PolicyVerdict): PolicyVerdict {
  const unproven = v.unproven.filter((u, i, all) => all.findIndex((x) => x.fact === u.fact && x.why === u.why) === i);
  const facts = [...new Set(unproven.map((u) => u.fact))];
  const outcome = !v.holds ? 'violated' : v.unproven.length || v.vacuous ? 'unproven' : 'proven';
  const accept = policy.accept;
  const covers = !!accept && !v.vacuous && facts.every((f) => accept.unproven.includes(f));
  return {
    ...v,
    outcome,
    unproven,
    notExhaustive: facts.sort(),
    ...(outcome === 'unproven' && covers ? { accepted: { unproven: [...accept.unproven], reason: accept.reason } } : {}),
    staleAccept: accept ? accept.unproven.filter((f) => !facts.includes(f)) : [],
  };
}

async function verifySlice(config: CompiledConfig, policy: Policy, opts: VerifyOptions): Promise<PolicyVerdict> {
  const clock = opts.now ?? NO_CLOCK;
  const started = clock();
  const slice = sliceFor(config, policy);
  // The fast path: decide with the slice's rules alone (same verdict; relevance.ts, ADR 0222), on
  // facts normalized once for the scope and the decision alike.
  const sliced = opts.decider ? config : slicedConfig(config, slice);
  const decider = opts.decider ?? createDecider(sliced);
  // The main site first: a counterexample there is the one a reader knows best.
  const all = Object.keys(config.sites);
  const sites = policy.scope?.sites ?? (all.includes('main') ? ['main', ...all.filter((k) => k !== 'main')] : all);
  // The sanitiser guard (kept-values.ts): a class whose value decide would not see as written is no proof.
  const kept = keptValues(sliced, variablesOf(slice.reads, classHints(config)), slice.reads, sites[0] ?? all[0] ?? 'main');
  const base = kept.vars;
  // The slice's configuration reads each class as the full one would: it keeps every stored value the reads name.
  const perSite = sites.map((site) => base.map((v) => classesOn(sliced, v, slice.reads, policy, site)));
  const total = perSite.reduce((sum, vars) => sum + vars.reduce((p, v) => p * v.classes.length, 1), 0);
  if (total > (opts.maxClasses ?? 2_000_000)) throw new TooManyClassesError(policy.id, total);
  const verdict: PolicyVerdict = {
    id: policy.id,
    source: policy.source,
    outcome: 'proven',
    holds: true,
    classes: 0,
    sites,
    rules: slice.rules,
    variables: base.map((v) => ({ name: v.name, classes: v.classes.length, exhaustive: v.exhaustive })),
    notExhaustive: [],
    unproven: [...base.flatMap((v) => v.unproven), ...kept.unproven],
    vacuous: false,
    staleAccept: [],
    ms: 0,
  };
  const n = base.length;
  const indexes = base.map((_, i) => i);
  /** The class of each variable in the visitor being built: 0 (the base) but for the chosen ones. */
  const at: number[] = base.map(() => 0);
  search: for (let k = 0; k <= n; k++) {
    for (const [s, site] of sites.entries()) {
      const vars = perSite[s]!;
      if (vars.some((v) => v.classes.length === 0)) continue;
      for (const chosen of groupsOf(indexes, k)) {
        const sizes = chosen.map((i) => vars[i]!.classes.length);
        if (sizes.some((x) => x < 2)) continue;
        for (const pick of products(sizes)) {
          const facts: Facts = { site, now: VERIFY_NOW };
          at.fill(0);
          for (let j = 0; j < chosen.length; j++) at[chosen[j]!] = pick[j]!;
          for (let i = 0; i < n; i++) vars[i]!.apply(facts, vars[i]!.classes[at[i]!]!.value);
          const normalized = normalizeFacts(sliced, facts, { sanitize: !kept.clean });
          if (!scopeHolds(policy.scope?.when, normalized.facts, normalized.stored)) continue;
          verdict.classes++;
          const d = await decider.decideNormalized(normalized, { trace: 'none' });
          const violations = policyViolations(d, policy.expect);
          if (violations.length) {
            const traced = await decider.decide(facts, { trace: 'fired' });
            verdict.holds = false;
            verdict.counterexample = { facts: pruned(facts) as Facts, violations, fired: firedOf(traced.trace, new Set(slice.rules)) };
            break search;
          }
        }
      }
    }
  }
  verdict.vacuous = verdict.holds && verdict.classes === 0;
  verdict.ms = clock() - started;
  return withOutcome(policy, verdict);
}

/** The facts without the empty objects applying absent classes leaves behind: a facts file names only what differs. */
function pruned(v: unknown): unknown {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) {
    const p = pruned(x);
    if (p === undefined || (p && typeof p === 'object' && !Array.isArray(p) && !Object.keys(p).length)) continue;
    out[k] = p;
  }
  return out;
}

function firedOf(trace: TraceEntry[], relevant: Set<string>): Counterexample['fired'] {
  return trace
    .filter((t) => t.kind === 'rule' && t.fired && relevant.has(t.rule!))
    .map((t) => ({ rule: t.rule!, source: t.source ?? '', effects: t.effects ?? [] }));
}
