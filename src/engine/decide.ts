import type { CompiledConfig, CompiledItem, CompiledRule, CompiledSite } from '../rules-model/compiled-types';
import type { Decision, DialogDecision, Facts, TraceEntry } from '../generated/schema-types';
import { buildLocale, footerColumns, footerMeta, visibleItems } from './build-shell';
import { getPath, pathReader } from '../rules-model/dot-path';
import { compareIds } from './id-order';
import { parseDuration } from '../rules-model/duration';
import { normalizeFacts, type NormalizedFacts } from './normalize-facts';
import { evaluateAll, outcomeTrace, RuleMemo, type RuleOutcome } from './rule-outcomes';
import { storedKey } from './stored-values';
import { withFolded } from './trace';
import { noticeIn } from './declared-notice';

export interface DecideOptions {
  /** 'fired' (default): rules that fired and notes; 'all': every rule, with why it did not fire; 'none'. */
  trace?: 'fired' | 'all' | 'none';
  /**
   * The facts are known to fit schemas/facts.schema.json (generated scenarios, whose generator a
   * test checks): the sanitiser is skipped. Facts from a browser or a file never set this.
   */
  schemaClean?: boolean;
}

const factRef = (v: unknown): string | null =>
  v && typeof v === 'object' && typeof (v as { fact?: unknown }).fact === 'string' ? (v as { fact: string }).fact : null;

interface Collected {
  hides: Map<string, string>;
  shows: Map<string, string>;
  dialogs: Map<string, DialogDecision>;
  bars: Set<string>;
  redirect: { to: string; rule: CompiledRule } | null;
  vars: Record<string, unknown>;
  effects: Map<string, string[]>;
}

type VarPlan = {
  name: string;
  value: unknown;
  fromSite: ((site: unknown) => unknown) | null;
  fromFact: ((f: unknown) => unknown) | null;
}[];

const varPlans = new WeakMap<CompiledConfig, VarPlan>();

function initialVars(config: CompiledConfig, f: NormalizedFacts): Record<string, unknown> {
  let plan = varPlans.get(config);
  if (!plan) {
    plan = config.vars.map((v) => ({
      name: v.name,
      value: v.default ?? null,
      fromSite: v.fromSite ? pathReader(v.fromSite) : null,
      fromFact: v.fromFact ? pathReader(v.fromFact) : null,
    }));
    varPlans.set(config, plan);
  }
  const vars: Record<string, unknown> = {};
  for (const v of plan) {
    let value = v.value;
    if (v.fromSite) value = v.fromSite(f.site) ?? value;
    if (v.fromFact) value = v.fromFact(f) ?? value;
    vars[v.name] = value;
  }
  vars.lang = f.locale;
  return vars;
}

/** Applies the actions of the fired rules, lowest priority first so that higher priorities win `set` and `redirect`. */
function collect(config: CompiledConfig, f: NormalizedFacts, fired: CompiledRule[]): Collected {
  const c: Collected = {
    hides: new Map(),
    shows: new Map(),
    dialogs: new Map(),
    bars: new Set(),
    redirect: null,
    vars: initialVars(config, f),
    effects: new Map(),
  };
  for (const rule of fired) {
    const then = rule.then;
    const fx: string[] = [];
    const hideList = Array.isArray(then.hide) ? then.hide : then.hide ? getPath(f, then.hide.fact) : [];
    if (Array.isArray(hideList)) {
      for (const id of hideList)
        if (typeof id === 'string') {
          c.hides.set(id, c.hides.get(id) ?? rule.id);
          fx.push(`hide:${id}`);
        }
    }
    for (const id of then.show ?? []) {
      c.shows.set(id, c.shows.get(id) ?? rule.id);
      fx.push(`show:${id}`);
    }
    if (then.dialog) {
      const decl = config.dialogs[then.dialog.id]!;
      const ref = factRef(then.dialog.closable);
      const declared = then.dialog.closable;
      const closable = ref
        ? Number(getPath(f, ref)) === 1 || getPath(f, ref) === true
        : typeof declared === 'boolean'
          ? declared
          : decl.closable;
      const d: DialogDecision = { id: decl.id, priority: decl.priority, modal: decl.modal, closable };
      if (then.dialog.confirmHref) d.confirmHref = then.dialog.confirmHref;
      const prev = c.dialogs.get(decl.id);
      c.dialogs.set(decl.id, prev ? { ...prev, ...d, closable: prev.closable && closable } : d);
      fx.push(`dialog:${decl.id}`);
    }
    if (then.bar) {
      c.bars.add(then.bar);
      fx.push(`bar:${then.bar}`);
    }
    if (then.redirect && (!c.redirect || rule.priority >= c.redirect.rule.priority)) {
      c.redirect = { to: then.redirect, rule };
      fx.push(`redirect:${then.redirect}`);
    }
    for (const [name, v] of Object.entries(then.set ?? {})) {
      const ref = factRef(v);
      c.vars[name] = ref ? (getPath(f, ref) ?? null) : v;
      fx.push(`set:${name}`);
    }
    c.effects.set(rule.id, fx);
  }
  return c;
}

function remember(config: CompiledConfig, f: NormalizedFacts, id: string): DialogDecision['remember'] | undefined {
  const decl = config.dialogs[id]!;
  const stored = decl.remember ? config.stored.find((s) => s.name === decl.remember) : undefined;
  if (!stored) return undefined;
  const key = storedKey(stored, f);
  if (!key) return undefined;
  const window = decl.window ? parseDuration(decl.window) : null;
  return { key, in: stored.in, format: stored.format, until: window === null ? null : new Date(f.nowMs + window).toISOString() };
}

type Shell = { header: Decision['header']; columns: Decision['footer']['columns']; allHidden: string[] };
/** The rule's spec source for its trace entry, when the configuration carries it (the browser's does not; docs/contract.md). */
const sourceOf = (config: CompiledConfig, id: string): { source?: string } => {
  const source = config.rules[id]?.source;
  return source === undefined ? {} : { source };
};

const MAX_SHELLS = 256;

/** Orders worked out once per site: indexes into `site.rules`. */
interface SitePlan {
  /** The order actions apply in: priority, then id (as collect() needs it). */
  byPriority: number[];
  /** Rule ids in trace order. */
  byId: number[];
}

function planFor(config: CompiledConfig, site: CompiledSite): SitePlan {
  const idx = site.rules.map((_, i) => i);
  const rule = (i: number) => config.rules[site.rules[i]!.id]!;
  return {
    byPriority: [...idx].sort((a, b) => rule(a).priority - rule(b).priority || compareIds(rule(a).id, rule(b).id)),
    byId: [...idx].sort((a, b) => compareIds(site.rules[a]!.id, site.rules[b]!.id)),
  };
}

/** Names a template in the header or footer can read, directly or through a `*_url` variable's value. */
function templateNames(config: CompiledConfig): { direct: string[]; urls: string[] } {
  const names = new Set<string>();
  const walk = (items: readonly CompiledItem[]) => {
    for (const item of items) {
      if (item.href) for (const m of item.href.matchAll(/\{([a-z_][a-z0-9_]*)\}/g)) names.add(m[1]!);
      if (item.children) walk(item.children);
    }
  };
  walk(config.navigation);
  for (const set of Object.values(config.footers)) for (const c of set.columns) walk(c.links);
  const direct = [...names].sort();
  return { direct, urls: direct.filter((n) => n.endsWith('_url')) };
}

/** Decides for one configuration, with explicit caches: rule outcomes by the values they read, and rendered menus. */
export interface Decider {
  decide(facts: Facts, options?: DecideOptions): Promise<Decision>;
  /**
   * decide() for facts already normalized by `normalizeFacts` with this decider's configuration
   * (verify reads them for a policy's scope first: one normalization per visitor, not two).
   */
  decideNormalized(normalized: ReturnType<typeof normalizeFacts>, options?: DecideOptions): Promise<Decision>;
}

/**
 * A decider for one compiled config. With `memo` (default) each rule's json-rules-engine outcome
 * is reused for equal inputs; without it every rule runs on every call.
 */
export function createDecider(config: CompiledConfig, opts: { memo?: boolean } = {}): Decider {
  const memo = opts.memo === false ? null : new RuleMemo(config);
  const shells = new Map<string, Shell>();
  const plans = new Map<string, SitePlan>();
  const names = templateNames(config);
  const placeholders = new Map<string, string[]>();
  const placeholdersOf = (template: string): string[] => {
    let found = placeholders.get(template);
    if (!found) {
      if (placeholders.size >= MAX_SHELLS) placeholders.clear();
      placeholders.set(template, (found = [...template.matchAll(/\{([a-z_][a-z0-9_]*)\}/g)].map((m) => m[1]!)));
    }
    return found;
  };

  /**
   * The shell (menus, footer columns, every hidden id) depends on the site, the hidden set and
   * the variables its hrefs read: the key holds exactly those (a *_url variable's value is a
   * template one level deep, so the names it reads count too).
   */
  const shellKey = (site: string, hidden: Set<string>, vars: Record<string, unknown>): string => {
    // Ids in insertion order, unsorted: equal sets in another order only cost a second entry. Each
    // quoted (JSON): a hidden id may be any text a fact gives (compliance.menu), `a,b` or `a|b` too.
    let key = site;
    for (const id of hidden) key += JSON.stringify(id);
    for (const n of names.direct) key += `|${JSON.stringify(vars[n] ?? null)}`;
    for (const n of names.urls) {
      const v = vars[n];
      if (typeof v !== 'string' || !v.includes('{')) continue;
      for (const inner of placeholdersOf(v)) key += `|${inner}=${JSON.stringify(vars[inner] ?? null)}`;
    }
    return key;
  };

  /** What shellKey reads, as values: the same values as the last call (===) give its shell without building a key. */
  const templateValues = (vars: Record<string, unknown>): unknown[] => {
    const out: unknown[] = [];
    for (const n of names.direct) out.push(vars[n] ?? null);
    for (const n of names.urls) {
      const v = vars[n];
      if (typeof v !== 'string' || !v.includes('{')) continue;
      for (const inner of placeholdersOf(v)) out.push(vars[inner] ?? null);
    }
    return out;
  };
  let last: { site: string; hidden: Set<string>; values: unknown[]; shell: Shell } | null = null;
  const sameAsLast = (site: string, hidden: Set<string>, values: unknown[]): boolean => {
    if (!last || last.site !== site || last.hidden.size !== hidden.size || last.values.length !== values.length) return false;
    for (const id of hidden) if (!last.hidden.has(id)) return false;
    for (let i = 0; i < values.length; i++) if (values[i] !== last.values[i]) return false;
    return true;
  };

  const shellFor = (f: NormalizedFacts, hidden: Set<string>, vars: Record<string, unknown>): Shell => {
    // Consecutive decisions (verify's visitors, a page's re-decides) mostly share their shell.
    const values = templateValues(vars);
    if (sameAsLast(f.site.key, hidden, values)) return last!.shell;
    const key = shellKey(f.site.key, hidden, vars);
    let shell = shells.get(key);
    if (!shell) {
      const allHidden = new Set(hidden);
      // The site's upcoming products open the 'Stay tuned!' modal where the rules keep special links on.
      const upcoming = new Set(hidden.has('eu_special_links') ? [] : (f.site.upcoming ?? []));
      const header = visibleItems(config.navigation, hidden, vars, allHidden, upcoming);
      const columns = footerColumns(config, f.site, hidden, vars, allHidden, upcoming);
      shell = { header, columns, allHidden: [...allHidden].sort() };
      if (shells.size >= MAX_SHELLS) shells.clear();
      shells.set(key, shell);
    }
    last = { site: f.site.key, hidden, values, shell };
    return shell;
  };

  const decideNormalized: Decider['decideNormalized'] = async ({ facts: f, stored }, options = {}) => {
    const traceMode = options.trace ?? 'fired';
    const site = f.site;
    let plan = plans.get(site.key);
    if (!plan) plans.set(site.key, (plan = planFor(config, site)));
    const outcomes: RuleOutcome[] = memo ? await memo.evaluate(f, stored) : await evaluateAll(config, f, stored);
    const fired: CompiledRule[] = [];
    for (const i of plan.byPriority) if (outcomes[i]!.fired) fired.push(config.rules[site.rules[i]!.id]!);
    const c = collect(config, f, fired);
    const locale = buildLocale(site, f.locale, f.path, f.query, c.vars);
    c.vars.lang = locale.lang;
    c.vars.lang_prefix = locale.prefix;

    const notes: string[] = [...stored.notes];
    const hidden = new Set(c.hides.keys());
    for (const id of config.defaultHidden) if (!c.shows.has(id)) hidden.add(id);
    for (const [id, rule] of c.shows)
      if (c.hides.has(id)) notes.push(`${id}: shown by ${rule} but hidden by ${c.hides.get(id)} (a hide wins)`);
    const shell = shellFor(f, hidden, c.vars);

    const dialogs: DialogDecision[] = [];
    for (const d of c.dialogs.values()) {
      if (f.dismissed.includes(d.id)) {
        notes.push(`dialog ${d.id}: dismissed in this page view`);
        continue;
      }
      const r = remember(config, f, d.id);
      const notice = config.dialogs[d.id]!.notice;
      const out = notice ? { ...d, notice: noticeIn(notice, locale.lang) } : d;
      dialogs.push(r ? { ...out, remember: r } : out);
    }
    if (dialogs.length > 1) dialogs.sort((a, b) => b.priority - a.priority || compareIds(a.id, b.id));
    const bars =
      c.bars.size > 1 ? [...c.bars].sort((a, b) => config.bars[a]!.order - config.bars[b]!.order || compareIds(a, b)) : [...c.bars];

    const trace: TraceEntry[] = [];
    if (traceMode !== 'none') {
      // plan.byId is the site's rules sorted by id: the trace comes out in order without a sort.
      for (const i of plan.byId) {
        const o = outcomes[i]!;
        if (!o.fired && traceMode !== 'all') continue;
        const rule = site.rules[i]!;
        trace.push({
          kind: 'rule',
          rule: rule.id,
          ...sourceOf(config, rule.id),
          fired: o.fired,
          effects: c.effects.get(rule.id) ?? [],
          conditions: outcomeTrace(rule, o),
        });
      }
      if (traceMode === 'all') {
        for (const x of site.excluded) {
          trace.push({
            kind: 'rule',
            rule: x.id,
            ...sourceOf(config, x.id),
            fired: false,
            effects: [],
            conditions: withFolded(x.folded, null),
          });
        }
        trace.sort((a, b) => compareIds(a.rule!, b.rule!));
      }
      for (const message of notes) trace.push({ kind: 'note', message });
    }

    return {
      site: { key: site.key, id: site.id, name: site.name },
      locale,
      redirect: c.redirect?.to ?? null,
      hidden: shell.allHidden,
      header: shell.header,
      footer: { columns: shell.columns, ...footerMeta(site, hidden, f.nowMs) },
      dialogs,
      bars,
      widgets: {
        chat: !hidden.has('chat'),
        search: !hidden.has('search'),
        depositOtherWays: !hidden.has('deposit_other_ways'),
        demoLabel: !hidden.has('demo_label'),
      },
      // The site's own list, in its order: the forms render one button per method (compliance §3.2, §6).
      loginMethods: [...site.authorizedLogin],
      vars: publicVars(c.vars),
      trace,
    };
  };

  return {
    // async: a FactsError from normalizing is a rejected promise, as every other refusal is.
    decide: async (facts, options = {}) => decideNormalized(normalizeFacts(config, facts, { sanitize: !options.schemaClean }), options),
    decideNormalized,
  };
}

function publicVars(vars: Record<string, unknown>): Decision['vars'] {
  const out: Decision['vars'] = {};
  for (const k in vars) {
    const v = vars[k];
    out[k] = v === undefined ? null : (v as string | number | boolean | null);
  }
  return out;
}

const deciders = new WeakMap<CompiledConfig, Decider>();

/**
 * decide(config, facts) → Decision: runs the site's rules in json-rules-engine and turns the fired
 * rules' actions into what the shell shows, with the reason for each. Pure: `facts.now` is the
 * clock. Uses one memoizing decider per config; createDecider() gives a caller its own.
 */
export function decide(config: CompiledConfig, facts: Facts, options: DecideOptions = {}): Promise<Decision> {
  let d = deciders.get(config);
  if (!d) deciders.set(config, (d = createDecider(config)));
  return d.decide(facts, options);
}
