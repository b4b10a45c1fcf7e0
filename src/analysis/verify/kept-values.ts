/**
 * The sanitiser guard (docs/policies.md, "Values the facts schema drops"): a class is a proof for
 * the visitors it stands for only if decide sees the value verify wrote. A value the facts
 * sanitiser drops or changes is decided as absent, so the class it stood for was never tried; a
 * value normalizeFacts refuses (a `now` that is no date-time) is no visitor at all. Each such class
 * makes its fact unproven, naming the value; a refused class is left out, a dropped one is still
 * decided (sanitised: a real visitor may send it too).
 *
 * Checked once per class, not per visitor: the sanitiser judges a value by the schema node at its
 * own path alone, but for the number of entries of a map or list. So when no two variables write at
 * or inside one another's paths, and all of them together write fewer than FACT_ENTRIES values, a
 * visitor made of kept classes is kept whole.
 */
import type { CompiledConfig } from '../../rules-model/compiled-types';
import type { Facts } from '../../generated/schema-types';
import { normalizeFacts } from '../../engine/normalize-facts';
import { sanitizeFacts } from '../../engine/sanitize-facts';
import { FACT_ENTRIES } from '../../rules-model/facts-limits';
import { sameJson } from '../same-json';
import { getPath } from '../../rules-model/dot-path';
import { factSchema } from './fact-schema';
import { VERIFY_NOW, type FactRead, type Unproven, type Variable } from './fact-reads';

export interface Kept {
  /** The variables, without the classes decide refuses; each value dropped or refused is among its reasons to be unproven. */
  vars: Variable[];
  /** Reasons across variables: two written one inside another, or too many values for a map. */
  unproven: Unproven[];
  /** Every visitor made of these classes is kept whole by the sanitiser: verify may skip it. */
  clean: boolean;
}

const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const hasUndefined = (v: unknown): boolean =>
  v === undefined || (typeof v === 'object' && v !== null && Object.values(v).some(hasUndefined));

/** Whether the sanitiser keeps facts exactly as written: no note, nothing dropped, no `undefined` a spread of defaults would copy. */
function keptWhole(facts: Facts): { kept: boolean; sanitized: Facts; notes: string[] } {
  const s = sanitizeFacts(facts);
  return { kept: s.notes.length === 0 && !hasUndefined(facts) && sameJson(s.facts, facts), sanitized: s.facts, notes: s.notes };
}

/** The leaves (dot path → value) of what verify wrote: plain objects are walked, anything else is a leaf. */
function leaves(v: unknown, at: string, out: Map<string, unknown>): Map<string, unknown> {
  if (!isPlain(v)) out.set(at, v);
  else for (const [k, x] of Object.entries(v)) leaves(x, at ? `${at}.${k}` : k, out);
  return out;
}

/** The leaves verify wrote that the sanitised facts do not hold as written. */
function dropped(written: Facts, sanitized: Facts): [string, unknown][] {
  const kept = leaves(sanitized, '', new Map());
  return [...leaves(written, '', new Map())].filter(([path, v]) => !kept.has(path) || !sameJson(kept.get(path), v));
}

const show = (v: unknown) => (v === undefined ? 'undefined' : JSON.stringify(v).slice(0, 80));

/** Every value a variable's classes write at each path (alone on the base visitor). */
function tried(v: Variable, site: string): Map<string, unknown[]> {
  const out = new Map<string, unknown[]>();
  for (const c of v.classes) {
    const facts: Facts = { site, now: VERIFY_NOW };
    v.apply(facts, c.value);
    for (const [path, x] of leaves(facts, '', new Map())) out.set(path, [...(out.get(path) ?? []), x]);
  }
  return out;
}

const isScalar = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);

/**
 * A dropped value that stood only for itself: a scalar at a path the facts schema names, dropped
 * for its own sake (its parent kept), that is either a constant the rules compare this fact with
 * (`risk_user_guide_be_closed equal true` on an integer) or the value outside every constant of a
 * fact with an enum whose every member is tried too. A visitor sending it is decided as verify
 * decided it (sanitised: as absent), and no value the schema keeps was left untried.
 */
function itself(
  path: string,
  value: unknown,
  sanitized: Facts,
  constants: ReadonlyMap<string, unknown[]>,
  at: () => Map<string, unknown[]>,
): boolean {
  const node = factSchema(path);
  if (!node || !isScalar(value)) return false;
  const parent = path.includes('.') ? getPath(sanitized, path.slice(0, path.lastIndexOf('.'))) : sanitized;
  if (!isPlain(parent)) return false;
  if (constants.get(path)?.includes(value)) return true;
  const members = node.enum ?? [];
  return members.length > 0 && !members.includes(value) && members.every((m) => at().get(path)?.includes(m));
}

/** The constants each fact is compared with by the reads (a list's members one by one). */
export function constantsOf(reads: readonly FactRead[]): Map<string, unknown[]> {
  const out = new Map<string, unknown[]>();
  for (const r of reads) out.set(r.fact, [...(out.get(r.fact) ?? []), ...(Array.isArray(r.value) ? r.value : [r.value])]);
  return out;
}

/** The fact of a variable (one of those joined in it) that writes `path`. */
function factAt(v: Variable, path: string): string {
  const names = v.name.split(' + ');
  return names.find((n) => path === n || path.startsWith(`${n}.`)) ?? v.name;
}

/** One variable's classes checked alone on the base visitor: what each writes, whether any is sanitised, and why a class is no proof. */
interface Checked {
  classes: Variable['classes'];
  unproven: Unproven[];
  writes: Set<string>;
  /** Some class is not kept whole (even one that stood only for itself): visitors must be sanitised. */
  sanitised: boolean;
}

function checkClasses(config: CompiledConfig, v: Variable, site: string, constants: ReadonlyMap<string, unknown[]>): Checked {
  const out: Checked = { classes: [], unproven: [], writes: new Set(), sanitised: false };
  let all: Map<string, unknown[]> | undefined;
  const at = () => (all ??= tried(v, site));
  for (const c of v.classes) {
    const facts: Facts = { site, now: VERIFY_NOW };
    v.apply(facts, c.value);
    // What normalizeFacts refuses is the site or the clock (FactsError); the rest it takes as the sanitiser leaves it.
    if (facts.site !== site || facts.now !== VERIFY_NOW)
      try {
        normalizeFacts(config, facts);
      } catch (err) {
        out.unproven.push({ fact: v.name, why: `decide refuses the value verify tried (${c.label}): ${(err as Error).message}` });
        continue;
      }
    out.classes.push(c);
    const alone: Facts = {};
    v.apply(alone, c.value);
    for (const path of leaves(alone, '', new Map()).keys()) out.writes.add(path);
    const { kept, sanitized, notes } = keptWhole(facts);
    if (kept) continue;
    out.sanitised = true;
    const lost = dropped(facts, sanitized);
    const harmful = lost.length
      ? lost.filter(([path, value]) => !itself(path, value, sanitized, constants, at))
      : [[v.name, c.value] as const];
    for (const [path, value] of harmful)
      out.unproven.push({
        fact: factAt(v, path),
        why: `verify tried ${c.label}, but the facts schema drops ${show(value)} at ${path}${notes[0] ? ` (${notes[0]})` : ''}: that class was never tried`,
      });
  }
  return out;
}

/** Pairs of variables one of which writes at or inside a path the other writes: applied in turn, one may overwrite the other. */
function overlaps(writes: readonly Set<string>[], names: readonly string[]): Unproven[] {
  const owner = new Map<string, number>();
  const out: Unproven[] = [];
  const clash = (a: number, b: number, path: string) =>
    out.push({ fact: names[b]!, why: `${names[a]} and ${names[b]} are both written at ${path}: verify cannot try their classes apart` });
  writes.forEach((paths, i) => {
    for (const p of paths) {
      const o = owner.get(p);
      if (o !== undefined && o !== i) clash(o, i, p);
      else owner.set(p, i);
    }
  });
  for (const [p, i] of owner) {
    const segs = p.split('.');
    for (let n = 1; n < segs.length; n++) {
      const o = owner.get(segs.slice(0, n).join('.'));
      if (o !== undefined && o !== i) clash(o, i, p);
    }
  }
  return out;
}

/** The sanitiser guard over a slice's variables (checked on `site`: the sanitiser passes the site through unread). */
export function keptValues(config: CompiledConfig, vars: readonly Variable[], reads: readonly FactRead[], site: string): Kept {
  const constants = constantsOf(reads);
  const checked = vars.map((v) => checkClasses(config, v, site, constants));
  const writes = checked.map((c) => c.writes);
  const out = vars.map((v, i) => {
    const { classes, unproven } = checked[i]!;
    return unproven.length ? { ...v, classes, unproven: [...v.unproven, ...unproven], exhaustive: false } : v;
  });
  const unproven = overlaps(
    writes,
    vars.map((v) => v.name),
  );
  const written = writes.reduce((n, w) => n + w.size, 0);
  if (written + 2 >= FACT_ENTRIES)
    unproven.push({
      fact: vars.map((v) => v.name).join(' + '),
      why: `verify writes ${written} values; the sanitiser reads ${FACT_ENTRIES} entries of a map`,
    });
  return { vars: out, unproven, clean: !unproven.length && checked.every((c) => !c.sanitised && !c.unproven.length) };
}

/**
 * Whether every class of every variable is a value the sanitiser keeps as it is (no note, nothing
 * dropped, no `undefined` a spread of defaults would copy), and few enough values for the one check
 * across values, a map's entry count: then so is any visitor of variables written apart.
 */
export function schemaClean(vars: readonly Variable[], site: string): boolean {
  if (vars.length >= FACT_ENTRIES) return false;
  return vars.every((v) =>
    v.classes.every((c) => {
      const facts: Facts = { site, now: VERIFY_NOW };
      v.apply(facts, c.value);
      return keptWhole(facts).kept;
    }),
  );
}
