import type { CompiledConfig, CompiledRule } from '../config/compiled-types';
import type { Decision, DialogDecision, Facts, TraceEntry } from '../generated/schema-types';
import { buildLocale, footerColumns, footerMeta, visibleItems } from './build-shell';
import { getPath } from './dot-path';
import { parseDuration } from './duration';
import { normalizeFacts, type NormalizedFacts } from './normalize-facts';
import { evaluateAll, outcomeTrace, RuleMemo, type RuleOutcome } from './rule-outcomes';
import { storedKey } from './stored-values';
import { withFolded } from './trace';

export interface DecideOptions {
  /** 'fired' (default): rules that fired and notes; 'all': every rule, with why it did not fire; 'none'. */
  trace?: 'fired' | 'all' | 'none';
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

function initialVars(config: CompiledConfig, f: NormalizedFacts): Record<string, unknown> {
  const vars: Record<string, unknown> = {};
  for (const v of config.vars) {
    let value: unknown = v.default ?? null;
    if (v.fromSite) value = getPath(f.site, v.fromSite) ?? value;
    if (v.fromFact) value = getPath(f, v.fromFact) ?? value;
    vars[v.name] = value;
  }
  vars.lang = f.locale;
  return vars;
}

/** Applies the actions of the fired rules, lowest priority first so that higher priorities win `set` and `redirect`. */
function collect(config: CompiledConfig, f: NormalizedFacts, fired: CompiledRule[]): Collected {
  const c: Collected = { hides: new Map(), shows: new Map(), dialogs: new Map(), bars: new Set(), redirect: null, vars: initialVars(config, f), effects: new Map() };
  for (const rule of fired) {
    const then = rule.then;
    const fx: string[] = [];
    const hideList = Array.isArray(then.hide) ? then.hide : then.hide ? getPath(f, then.hide.fact) : [];
    if (Array.isArray(hideList)) {
      for (const id of hideList) if (typeof id === 'string') { c.hides.set(id, c.hides.get(id) ?? rule.id); fx.push(`hide:${id}`); }
    }
    for (const id of then.show ?? []) { c.shows.set(id, c.shows.get(id) ?? rule.id); fx.push(`show:${id}`); }
    if (then.dialog) {
      const decl = config.dialogs[then.dialog.id]!;
      const ref = factRef(then.dialog.closable);
      const declared = then.dialog.closable;
      const closable = ref ? Number(getPath(f, ref)) === 1 || getPath(f, ref) === true : typeof declared === 'boolean' ? declared : decl.closable;
      const d: DialogDecision = { id: decl.id, priority: decl.priority, modal: decl.modal, closable };
      if (then.dialog.confirmHref) d.confirmHref = then.dialog.confirmHref;
      const prev = c.dialogs.get(decl.id);
      c.dialogs.set(decl.id, prev ? { ...prev, ...d, closable: prev.closable && closable } : d);
      fx.push(`dialog:${decl.id}`);
    }
    if (then.bar) { c.bars.add(then.bar); fx.push(`bar:${then.bar}`); }
    if (then.redirect && (!c.redirect || rule.priority >= c.redirect.rule.priority)) {
      c.redirect = { to: then.redirect, rule };
      fx.push(`redirect:${then.redirect}`);
    }
    for (const [name, v] of Object.entries(then.set ?? {})) {
      const ref = factRef(v);
      c.vars[name] = ref ? getPath(f, ref) ?? null : v;
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
const MAX_SHELLS = 256;

/** Decides for one configuration, with explicit caches: rule outcomes by the values they read, and rendered menus. */
export interface Decider {
  decide(facts: Facts, options?: DecideOptions): Promise<Decision>;
}

/**
 * A decider for one compiled config. With `memo` (default) each rule's json-rules-engine outcome
 * is reused for equal inputs; without it every rule runs on every call.
 */
export function createDecider(config: CompiledConfig, opts: { memo?: boolean } = {}): Decider {
  const memo = opts.memo === false ? null : new RuleMemo(config);
  const shells = new Map<string, Shell>();

  const shellFor = (f: NormalizedFacts, hidden: Set<string>, vars: Record<string, unknown>): Shell => {
    const key = `${f.site.key}|${[...hidden].sort().join(',')}|${JSON.stringify(vars)}`;
    let shell = shells.get(key);
    if (!shell) {
      const allHidden = new Set(hidden);
      const header = visibleItems(config.navigation, hidden, vars, allHidden);
      const columns = footerColumns(config, f.site, hidden, vars, allHidden);
      shell = { header, columns, allHidden: [...allHidden].sort() };
      if (shells.size >= MAX_SHELLS) shells.clear();
      shells.set(key, shell);
    }
    return shell;
  };

  return {
    async decide(facts, options = {}) {
      const traceMode = options.trace ?? 'fired';
      const { facts: f, stored } = normalizeFacts(config, facts);
      const outcomes: Map<string, RuleOutcome> = memo ? await memo.evaluate(f, stored) : await evaluateAll(config, f, stored);
      const fired = f.site.rules.filter((r) => outcomes.get(r.id)?.fired).map((r) => config.rules[r.id]!)
        .sort((a, b) => a.priority - b.priority || a.id.localeCompare(b.id));
      const c = collect(config, f, fired);
      const locale = buildLocale(f.site, f.locale, f.path, f.query, c.vars);
      c.vars.lang = locale.lang;
      c.vars.lang_prefix = locale.prefix;

      const notes: string[] = [...stored.notes];
      const hidden = new Set(c.hides.keys());
      for (const id of config.defaultHidden) if (!c.shows.has(id)) hidden.add(id);
      for (const [id, rule] of c.shows) if (c.hides.has(id)) notes.push(`${id}: shown by ${rule} but hidden by ${c.hides.get(id)} (a hide wins)`);
      const shell = shellFor(f, hidden, c.vars);

      const dialogs: DialogDecision[] = [];
      for (const d of c.dialogs.values()) {
        if (f.dismissed.includes(d.id)) {
          notes.push(`dialog ${d.id}: dismissed in this page view`);
          continue;
        }
        const r = remember(config, f, d.id);
        dialogs.push(r ? { ...d, remember: r } : d);
      }
      dialogs.sort((a, b) => b.priority - a.priority || a.id.localeCompare(b.id));
      const bars = [...c.bars].sort((a, b) => config.bars[a]!.order - config.bars[b]!.order || a.localeCompare(b));

      const trace: TraceEntry[] = [];
      if (traceMode !== 'none') {
        for (const rule of f.site.rules) {
          const o = outcomes.get(rule.id)!;
          if (!o.fired && traceMode !== 'all') continue;
          const decl = config.rules[rule.id]!;
          trace.push({ kind: 'rule', rule: rule.id, source: decl.source, fired: o.fired, effects: c.effects.get(rule.id) ?? [], conditions: outcomeTrace(rule, o) });
        }
        if (traceMode === 'all') {
          for (const x of f.site.excluded) {
            trace.push({ kind: 'rule', rule: x.id, source: config.rules[x.id]!.source, fired: false, effects: [], conditions: withFolded(x.folded, null) });
          }
        }
        trace.sort((a, b) => a.rule!.localeCompare(b.rule!));
        trace.push(...notes.map((message) => ({ kind: 'note' as const, message })));
      }

      return {
        site: { key: f.site.key, id: f.site.id, name: f.site.name },
        locale,
        redirect: c.redirect?.to ?? null,
        hidden: shell.allHidden,
        header: shell.header,
        footer: { columns: shell.columns, ...footerMeta(f.site, hidden, f.nowMs) },
        dialogs,
        bars,
        widgets: {
          chat: !hidden.has('chat'),
          search: !hidden.has('search'),
          depositOtherWays: !hidden.has('deposit_other_ways'),
          demoLabel: !hidden.has('demo_label'),
        },
        vars: Object.fromEntries(Object.entries(c.vars).map(([k, v]) => [k, v === undefined ? null : (v as string | number | boolean | null)])),
        trace,
      };
    },
  };
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
