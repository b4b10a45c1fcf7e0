import type { Facts, StoredDecl } from '../../generated/schema-types';
import { parseDuration } from '../../rules-model/duration';
import { factEnum, factType } from './fact-schema';

/** One class of a fact's domain: every value in it gives every relevant rule the same answer. */
export interface FactClass {
  label: string;
  /** undefined: the fact is absent (the base class of a fact nothing in the scope asks for). */
  value: unknown;
}

/** A fact of the facts object verify varies, with its classes; classes[0] is its base. */
export interface Variable {
  /** What the reads are grouped by: the fact's dot path, `path`, or `stored:<name>`. */
  key: string;
  /** The fact of the facts object it sets (`storage.meridian_nl_limit_ack`). */
  name: string;
  classes: FactClass[];
  /** false: some test on it cannot be split into classes (a regex, a fact compared with a fact); its classes are samples. */
  exhaustive: boolean;
  apply(facts: Facts, value: unknown): void;
}

/**
 * A test that reads a fact: a rule's or the scope's condition leaf, or (operator `value`) an action
 * or decide itself reading a fact's value, with `value` the ids it may carry (`hide: {fact}`, `dismissed`).
 */
export interface FactRead {
  fact: string;
  operator: string;
  value: unknown;
  params?: Record<string, unknown>;
}

/** The moment every class is built around: midday, so that "same day" and "the day before" are both a minute away from nothing. */
export const VERIFY_NOW = '2026-01-01T12:00:00Z';
const NOW_MS = Date.parse(VERIFY_NOW);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Offsets that put VERIFY_NOW at 00:01 and at 23:59 on the visitor's clock. */
const DAY_TURN_OFFSETS = [-719, 719];

export interface ClassHints {
  stored: readonly StoredDecl[];
  /** Values for facts compared with other facts, by fact: `locale` (every site language), `compliance.menu` (product codes). */
  samples: Record<string, unknown[]>;
}

export const factRef = (v: unknown): string | null =>
  v && typeof v === 'object' && !Array.isArray(v) && typeof (v as { fact?: unknown }).fact === 'string'
    ? (v as { fact: string }).fact
    : null;

/** Which variable a read belongs to: `stored:<name>` for stored values and their ages, `path` for the path and what is computed from it. */
export function variableKey(fact: string, params?: Record<string, unknown>): string | null {
  if (fact === 'elapsedMs' || fact === 'sameDay') return `stored:${String(params?.of)}`;
  if (fact.startsWith('stored.')) return `stored:${fact.split('.')[1]}`;
  if (fact === 'path' || fact === 'pathProduct' || fact === 'pageFound') return 'path';
  if (fact === 'site' || fact.startsWith('site.')) return null; // folded per site at compile: the site is verify's outer loop
  return fact;
}

/**
 * A setter for one dot path, split once (verify applies each variable once per visitor). An absent
 * value leaves the fact out rather than writing `undefined`, so the facts are what a facts file says
 * and `{ ...facts.account }` keeps its defaults: verify may then skip the sanitiser (verify.ts).
 */
function pathSetter(path: string): (obj: Record<string, unknown>, value: unknown) => void {
  const parents = path.split('.');
  const leaf = parents.pop()!;
  return (obj, value) => {
    let o = obj;
    for (const s of parents) o = (o[s] ??= {}) as Record<string, unknown>;
    if (value !== undefined) o[leaf] = value;
  };
}

class ValueSet {
  private readonly seen = new Map<string, FactClass>();
  add(value: unknown, label?: string): void {
    const k = value === undefined ? 'undefined' : JSON.stringify(value);
    if (!this.seen.has(k)) this.seen.set(k, { label: label ?? (value === undefined ? 'absent' : k), value });
  }
  list(): FactClass[] {
    return [...this.seen.values()];
  }
}

function otherThan(v: unknown, fact: string): unknown {
  if (typeof v === 'boolean') return !v;
  if (typeof v === 'number') return v + 1;
  const t = factType(fact);
  if (t === 'integer' || t === 'number') return -1;
  return 'verify-other';
}

function nonEmpty(fact: string): unknown {
  const t = factType(fact);
  if (t === 'array') return ['verify-item'];
  if (t === 'object') return { verify: 'x' };
  if (t === 'integer' || t === 'number') return 2;
  if (t === 'boolean') return true;
  return 'verify-text';
}

function sampleValues(fact: string, hints: ClassHints): unknown[] {
  if (hints.samples[fact]) return hints.samples[fact]!;
  const t = factType(fact);
  if (t === 'integer' || t === 'number') return [0, 1, 12, 24];
  if (t === 'boolean') return [true, false];
  if (t === 'array') return [[]];
  return ['verify-sample'];
}

/** Classes of a plain fact (a dot path of the facts object) from the reads of it. */
function plainVariable(name: string, reads: readonly FactRead[], hints: ClassHints, sampledBy: Set<string>): Variable {
  const vs = new ValueSet();
  vs.add(undefined);
  let exhaustive = !sampledBy.has(name);
  const containsConsts: unknown[] = [];
  for (const r of reads) {
    const v = r.value;
    if (r.operator === 'value') {
      // An action reads the fact's value itself (hide: {fact}, closable: {fact}, set: {fact}).
      const ids = Array.isArray(v) ? (v as string[]) : [];
      if (factType(name) === 'array') {
        vs.add([]);
        for (const id of ids) vs.add([id]);
        if (ids.length > 1) vs.add([...ids]);
      } else for (const s of sampleValues(name, hints)) vs.add(s);
      continue;
    }
    if (r.operator === 'sample' || factRef(v) || r.operator === 'matches' || r.operator === 'inList') {
      exhaustive = false;
      for (const s of sampleValues(name, hints)) vs.add(s);
      if (typeof v === 'string' && r.operator === 'matches') vs.add('verify-no-match');
      continue;
    }
    switch (r.operator) {
      case 'equal':
      case 'notEqual':
        vs.add(v);
        vs.add(otherThan(v, name));
        break;
      case 'in':
      case 'notIn':
        for (const x of Array.isArray(v) ? v : [v]) vs.add(x);
        vs.add(otherThan(Array.isArray(v) ? v[0] : v, name));
        break;
      case 'lessThan':
      case 'lessThanInclusive':
      case 'greaterThan':
      case 'greaterThanInclusive':
        if (typeof v === 'number') for (const x of [v - 1, v, v + 1]) if (x >= 0 || factType(name) !== 'integer') vs.add(x);
        break;
      case 'contains':
      case 'doesNotContain':
        vs.add([]);
        vs.add([v]);
        containsConsts.push(v);
        break;
      case 'isEmpty':
        vs.add(nonEmpty(name));
        break;
      default:
        exhaustive = false;
        for (const s of sampleValues(name, hints)) vs.add(s);
    }
  }
  if (containsConsts.length > 1) vs.add([...new Set(containsConsts)]);
  for (const e of factEnum(name)) vs.add(e);
  if (factType(name) === 'boolean') {
    vs.add(true);
    vs.add(false);
  }
  const set = pathSetter(name);
  return {
    key: name,
    name,
    classes: vs.list(),
    exhaustive,
    apply: (facts, value) => set(facts as Record<string, unknown>, value),
  };
}

/** Classes of the path (and the query a product pattern reads): pathUnder prefixes and one level below, product patterns, a 404. */
function pathVariable(reads: readonly FactRead[], hints: ClassHints): Variable {
  const vs = new ValueSet();
  vs.add(undefined, 'absent (/)');
  let exhaustive = true;
  for (const r of reads) {
    if (r.fact === 'pathProduct') {
      exhaustive = false; // compared with the compliance menu: a fact with a fact
      for (const p of hints.samples.pathProduct ?? []) vs.add(p);
    } else if (r.fact === 'pageFound') vs.add('/verify-no-such-page');
    else if (r.operator === 'pathUnder') {
      for (const p of Array.isArray(r.value) ? r.value : [r.value])
        if (typeof p === 'string') {
          vs.add(p);
          vs.add(`${p.replace(/\/$/, '')}/verify`);
        }
    } else if (r.operator === 'equal' || r.operator === 'notEqual') {
      vs.add(r.value);
      vs.add('/verify-other');
    } else {
      exhaustive = false;
      for (const p of hints.samples.path ?? []) vs.add(p);
    }
  }
  vs.add('/verify-other');
  return {
    key: 'path',
    name: 'path',
    classes: vs.list(),
    exhaustive,
    apply(facts, value) {
      if (typeof value !== 'string') return;
      const [path, query] = value.split('?');
      facts.path = path!;
      if (query) facts.query = { ...facts.query, ...Object.fromEntries(query.split('&').map((kv) => kv.split('=') as [string, string])) };
    },
  };
}

/** Classes of a stored value (cookie or storage string): absent, and each age a minute either side of each window, by count. */
function storedVariable(name: string, reads: readonly FactRead[], hints: ClassHints): Variable | null {
  const decl = hints.stored.find((d) => d.name === name);
  if (!decl) return null;
  let exhaustive = true;
  const ages = new Set<number>();
  const counts = new Set<number>();
  const keepalive = new Set<number>();
  const items = new Set<string>();
  let dayTurns = false;
  for (const r of reads) {
    const ref = factRef(r.value);
    if (r.fact === 'sameDay') {
      dayTurns = true;
      ages.add(MINUTE);
      ages.add(13 * HOUR); // the day before VERIFY_NOW
    } else if (r.fact === 'elapsedMs') {
      const unit = r.operator === 'olderThanHours' ? HOUR : r.operator === 'olderThanDays' ? DAY : null;
      const windows: number[] = [];
      if (ref) {
        exhaustive = false;
        windows.push(...(unit === DAY ? [1, 7] : [12, 24]).map((n) => n * (unit ?? HOUR)));
        if (unit === DAY) [-1, 1, 7].forEach((n) => keepalive.add(n));
      } else if (unit !== null && typeof r.value === 'number') windows.push(r.value * unit);
      else {
        const w = parseDuration(r.value);
        if (w !== null) windows.push(w);
      }
      for (const w of windows) {
        if (w > MINUTE) ages.add(w - MINUTE);
        ages.add(w + MINUTE);
      }
    } else if (r.fact.endsWith('.count') && typeof r.value === 'number') {
      for (const c of [r.value - 1, r.value, r.value + 1]) if (c >= 0) counts.add(c);
    } else if (r.fact.endsWith('.items') || ref) {
      exhaustive = false;
      for (const s of hints.samples[`stored.${name}`] ?? ['verify-item']) items.add(String(s));
    }
  }
  if (!ages.size) ages.add(MINUTE);
  if (!counts.size) counts.add(1);
  if (!keepalive.size) keepalive.add(1);
  const vs = new ValueSet();
  vs.add(undefined);
  const ago = (age: number) => `${Math.round(age / MINUTE)} min ago`;
  for (const age of [...ages].sort((a, b) => a - b)) {
    const ts = NOW_MS - age;
    if (decl.format === 'timestamp') vs.add(String(ts), ago(age));
    else if (decl.format === 'count-timestamp')
      for (const c of counts) {
        vs.add(`${c}/${ts}`, `count ${c}, ${ago(age)}`);
        // "Same day" is the visitor's calendar: at 00:01 local a minute-old value is from the day
        // before, at 23:59 a 13-hour-old one is from today. Each age is tried at both.
        if (dayTurns)
          for (const offset of DAY_TURN_OFFSETS)
            vs.add(
              { raw: `${c}/${ts}`, utcOffsetMinutes: offset },
              `count ${c}, ${ago(age)}, visitor at UTC${offset > 0 ? '+' : ''}${offset / 60}h`,
            );
      }
    else if (decl.format === 'keepalive')
      for (const k of keepalive) vs.add(JSON.stringify({ keepaliveDays: k, timestamp: ts }), `keepalive ${k}d, ${ago(age)}`);
  }
  if (decl.format === 'json-list') {
    vs.add('[]');
    for (const i of items) vs.add(JSON.stringify([i]));
  }
  if (decl.format === 'flag' || decl.format === 'present') vs.add('1');
  const where = decl.in === 'cookie' ? 'cookies' : 'storage';
  const key = decl.key ?? 'meridian_verify_key';
  const setKey = decl.keyFact ? pathSetter(decl.keyFact) : null;
  return {
    key: `stored:${name}`,
    name: `${where}.${key}`,
    classes: vs.list(),
    exhaustive,
    apply(facts, value) {
      if (value === undefined) return;
      if (setKey) setKey(facts as Record<string, unknown>, key);
      const bag = ((facts as Record<string, unknown>)[where] ??= {}) as Record<string, string>;
      if (value && typeof value === 'object') {
        const v = value as { raw: string; utcOffsetMinutes: number };
        bag[key] = v.raw;
        facts.device = { ...facts.device, utcOffsetMinutes: v.utcOffsetMinutes };
      } else bag[key] = value as string;
    },
  };
}

/** The variables of a set of reads: each fact they touch, with the classes the reads split it into. */
export function variablesOf(reads: readonly FactRead[], hints: ClassHints): Variable[] {
  const groups = new Map<string, FactRead[]>();
  const sampledBy = new Set<string>();
  const push = (key: string, r: FactRead) => groups.set(key, [...(groups.get(key) ?? []), r]);
  for (const r of reads) {
    const key = variableKey(r.fact, r.params);
    if (key) push(key, r);
    const ref = factRef(r.value);
    const refKey = ref ? variableKey(ref) : null;
    if (ref && refKey && refKey !== key) {
      sampledBy.add(refKey);
      push(refKey, { fact: ref, operator: 'sample', value: null });
    }
  }
  const out: Variable[] = [];
  for (const [key, rs] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const v =
      key === 'path'
        ? pathVariable(rs, hints)
        : key.startsWith('stored:')
          ? storedVariable(key.slice(7), rs, hints)
          : plainVariable(key, rs, hints, sampledBy);
    if (v) out.push(v);
  }
  return out;
}
