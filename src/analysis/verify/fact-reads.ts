// The vocabulary of verify's classes: what a fact read is, what a variable is, and where a read belongs.
import type { Facts, StoredDecl } from '../../generated/schema-types';
import type { ProductDecl } from '../../generated/schema-types';
import { factSchema, factType } from './fact-schema';

/** One class of a fact's domain: every value in it gives every relevant rule the same answer. */
export interface FactClass {
  label: string;
  /** undefined: the fact is absent (the base class of a fact nothing in the scope asks for). */
  value: unknown;
}

/**
 * What verify varies: one fact of the facts object, or facts that must be tried together because
 * one's meaning depends on another's (a default read from another fact, a window another fact
 * gives, the calendar day of a stored value and the visitor's offset). classes[0] is its base.
 */
export interface Variable {
  /** The read key it stands for (a fact's dot path, `path`, `stored:<name>`), or keys joined by `+`. */
  key: string;
  /** Every read key whose reads this variable decides. */
  keys: readonly string[];
  /** The facts of the facts object it sets (`storage.meridian_nl_limit_ack`), joined by ` + `. */
  name: string;
  classes: FactClass[];
  /** Why some visitor may decide differently from every class tried; empty: the classes are complete. */
  unproven: Unproven[];
  /** No reason above: a verdict over these classes covers every value of the facts. */
  exhaustive: boolean;
  apply(facts: Facts, value: unknown): void;
}

/** A fact whose classes are not complete, and why. */
export interface Unproven {
  fact: string;
  why: string;
}

/**
 * A test that reads a fact: a rule's or the scope's condition leaf, or (operator `value`) an action
 * or decide itself reading a fact's value, with `value` the ids it may carry (`hide: {fact}`, `dismissed`).
 * Operator `sample`: decide reads the fact itself; `value` lists the constants a policy compares it with.
 */
export interface FactRead {
  fact: string;
  operator: string;
  value: unknown;
  params?: Record<string, unknown>;
}

/** The moment every class is built around: midday, so that "same day" and "the day before" are both a minute away from nothing. */
export const VERIFY_NOW = '2026-01-01T12:00:00Z';
export interface PathHints {
  /** Route patterns of the route table (`/trade/:pair`, `/help/*`, literal links). */
  routes: readonly string[];
  products: readonly ProductDecl[];
  pageFound(path: string): boolean;
  productOf(path: string, query: Record<string, string>): string | null;
  /** Path classes already built for the same reads (verify builds them once per set of reads). */
  memo: Map<string, Variable>;
}

export interface ClassHints {
  stored: readonly StoredDecl[];
  /** Values tried for a fact verify cannot split (it is then unproven): a search, not a proof. */
  samples: Record<string, unknown[]>;
  /** Every value a `site.*` fact takes on some site (a test against it compares with one of them). */
  siteValues(fact: string): unknown[];
  paths: PathHints;
}

export const factRef = (v: unknown): string | null =>
  v && typeof v === 'object' && !Array.isArray(v) && typeof (v as { fact?: unknown }).fact === 'string'
    ? (v as { fact: string }).fact
    : null;

/** Which variable a read belongs to: `stored:<name>` for stored values and their ages, `path` and `now` for the path and the clock and what is computed from them. */
export function variableKey(fact: string, params?: Record<string, unknown>): string | null {
  if (fact === 'elapsedMs' || fact === 'sameDay') return `stored:${String(params?.of)}`;
  if (fact.startsWith('stored.')) return `stored:${fact.split('.')[1]}`;
  if (fact === 'path' || fact === 'pathProduct' || fact === 'pageFound') return 'path';
  if (fact === 'nowMs') return 'now'; // computed from `now`: the clock is one variable (clock-classes.ts)
  if (fact === 'site' || fact.startsWith('site.')) return null; // folded per site at compile: the site is verify's outer loop
  return fact;
}

/**
 * A setter for one dot path, split once (verify applies each variable once per visitor). An absent
 * value leaves the fact out rather than writing `undefined`, so the facts are what a facts file says
 * and `{ ...facts.account }` keeps its defaults: verify may then skip the sanitiser (verify.ts). A
 * numeric segment under a list the facts schema names (`intents.0`) is an item: the list is written
 * as a list, its earlier items filled with `ITEM_FILL` when the schema's items take any text (else
 * left holes, which the sanitiser guard reports); an absent item writes no list.
 */
export function pathSetter(path: string): (obj: Record<string, unknown>, value: unknown) => void {
  const segs = path.split('.');
  const leaf = segs.length - 1;
  const lists = segs.map((s, i) => i > 0 && /^\d+$/.test(s) && factType(segs.slice(0, i).join('.')) === 'array');
  const fill = segs.map((_, i) => (lists[i] ? itemFill(segs.slice(0, i).join('.')) : undefined));
  return (obj, value) => {
    let o = obj;
    for (let i = 0; i < leaf; i++) {
      if (lists[i + 1] && value === undefined) return;
      // A list is copied, never written into: it may be another variable's class value.
      const seg = segs[i]!;
      if (lists[i + 1]) o[seg] = Array.isArray(o[seg]) ? [...(o[seg] as unknown[])] : [];
      o = (o[seg] ??= {}) as Record<string, unknown>;
      if (lists[i + 1]) fillTo(o as unknown as unknown[], Number(segs[i + 1]), fill[i + 1]);
    }
    if (value !== undefined) o[segs[leaf]!] = value;
  };
}

/** What fills the items before an indexed one: a text no rule needs, where the schema's items are any text. */
export const ITEM_FILL = 'verify-fill';

function itemFill(list: string): unknown {
  const items = factSchema(`${list}.0`);
  return items?.type === 'string' && !items.enum && !items.pattern ? ITEM_FILL : undefined;
}

function fillTo(list: unknown[], index: number, fill: unknown): void {
  if (fill === undefined) return;
  for (let i = list.length; i < index; i++) list.push(fill);
}
