import type { StoredDecl } from '../../generated/schema-types';
import { factType } from './fact-schema';
import { plainClasses, unique } from './value-classes';
import { MAX_NOW_MS, storedClasses, type StoredClasses, type StoredPick } from './stored-classes';
import { candidateOf, pathClasses } from './path-classes';
import { clockVariable } from './clock-classes';
import {
  factRef,
  pathSetter,
  variableKey,
  VERIFY_NOW,
  type ClassHints,
  type FactClass,
  type FactRead,
  type PathHints,
  type Variable,
} from './fact-reads';

const NOW_MS = Date.parse(VERIFY_NOW);
/** Offsets that put VERIFY_NOW at 00:00 and at 23:59 on the visitor's clock. */
const DAY_TURN_OFFSETS = [-720, 719];

/** `pathProduct in {fact: L}`: whether the path's product code is in a list fact. */
const isProductIn = (r: FactRead, ref: string) =>
  r.fact === 'pathProduct' && ['in', 'notIn'].includes(r.operator) && factType(ref) === 'array';

const labelOf = (v: unknown) => (v === undefined ? 'absent' : JSON.stringify(v));

function plainVariable(name: string, values: unknown[], whys: readonly string[]): Variable {
  const set = pathSetter(name);
  const unproven = whys.map((why) => ({ fact: name, why }));
  return {
    key: name,
    keys: [name],
    name,
    classes: values.map((value) => ({ label: labelOf(value), value })),
    unproven,
    exhaustive: !unproven.length,
    apply: (facts, value) => set(facts as Record<string, unknown>, value),
  };
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A stored value's variable. A class may set `now` (the slice reads no clock and no other stored
 * value: stored-classes.ts, own clock); `ownNowMs` is the clock of its other classes, when moved.
 */
function storedVariable(decl: StoredDecl, c: StoredClasses, ownNowMs?: number): Variable {
  const where = decl.in === 'cookie' ? 'cookies' : 'storage';
  const key = decl.key ?? 'meridian_verify_key';
  const setKey = decl.keyFact ? pathSetter(decl.keyFact) : null;
  return {
    key: `stored:${decl.name}`,
    keys: [`stored:${decl.name}`],
    name: `${where}.${key}`,
    classes: [{ label: 'absent', value: undefined }, ...c.values.map((v) => ({ label: v.label, value: v.pick }))],
    unproven: c.unproven.map((why) => ({ fact: `${where}.${key}`, why })),
    exhaustive: !c.unproven.length,
    apply(facts, value) {
      if (value === undefined) return;
      const pick = value as StoredPick;
      let raw: string;
      if ('make' in pick) {
        // At a time of day on the visitor's clock: the offset (tried jointly, applied before) moves `now`.
        const off = (facts as { device?: { utcOffsetMinutes?: unknown } }).device?.utcOffsetMinutes;
        const o = typeof off === 'number' && Number.isInteger(off) && off >= -720 && off <= 840 ? off : 0;
        const n = pick.dayStart + pick.tod - o * MINUTE;
        facts.now = iso(n);
        raw = pick.make(n - pick.age);
      } else {
        raw = pick.raw;
        const n = pick.nowMs ?? ownNowMs;
        if (n !== undefined) facts.now = iso(n);
      }
      if (setKey) setKey(facts as Record<string, unknown>, key);
      const bag = ((facts as Record<string, unknown>)[where] ??= {}) as Record<string, string>;
      bag[key] = raw;
    },
  };
}

/** Variables tried together: every combination of their classes (merged later by what the reads tell apart). */
export function joined(vars: readonly Variable[]): Variable {
  if (vars.length === 1) return vars[0]!;
  let combos: { label: string[]; value: unknown[] }[] = [{ label: [], value: [] }];
  for (const v of vars)
    combos = combos.flatMap((c) => v.classes.map((k) => ({ label: [...c.label, k.label], value: [...c.value, k.value] })));
  const unproven = vars.flatMap((v) => v.unproven);
  return {
    key: vars.map((v) => v.key).join('+'),
    keys: vars.flatMap((v) => v.keys),
    name: vars.map((v) => v.name).join(' + '),
    classes: combos.map((c) => ({
      label: c.value.every((x) => x === undefined) ? 'absent' : vars.map((v, i) => `${v.name}: ${c.label[i]}`).join(', '),
      value: c.value.every((x) => x === undefined) ? undefined : c.value,
    })),
    unproven,
    exhaustive: !unproven.length,
    apply(facts, value) {
      if (value === undefined) return;
      vars.forEach((v, i) => v.apply(facts, (value as unknown[])[i]));
    },
  };
}

const STORED_WITH_CLOCK = 'the rules read the clock and stored values, whose ages verify measures from VERIFY_NOW alone';

/** Facts whose normalized value another fact's default decides (normalize-facts.ts): tried with it. */
const DEFAULT_READS: Record<string, string> = { 'device.width': 'device.isPhone' };

/** Union-find over variable keys: which must be tried together. */
class Groups {
  private readonly parent = new Map<string, string>();
  find(k: string): string {
    const p = this.parent.get(k) ?? k;
    if (p === k) return k;
    const root = this.find(p);
    this.parent.set(k, root);
    return root;
  }
  join(a: string, b: string): void {
    const [ra, rb] = [this.find(a), this.find(b)];
    if (ra !== rb) this.parent.set(rb, ra);
  }
}

/** The variables of a set of reads: each fact they touch, with the classes the reads split it into. */
export function variablesOf(reads: readonly FactRead[], hints: ClassHints): Variable[] {
  const groups = new Map<string, FactRead[]>();
  const productLists = new Set<string>();
  const extraUnproven = new Map<string, string[]>();
  const note = (key: string, why: string) => extraUnproven.set(key, [...(extraUnproven.get(key) ?? []), why]);
  const push = (key: string, r: FactRead) => groups.set(key, [...(groups.get(key) ?? []), r]);
  for (const r of reads) {
    const key = variableKey(r.fact, r.params);
    const ref = factRef(r.value);
    if (!ref) {
      if (key) push(key, r);
      continue;
    }
    const refKey = variableKey(ref);
    if (ref === 'site' || ref.startsWith('site.')) {
      // The site is verify's outer loop: a site fact is one of the values it takes on some site. The
      // path keeps one read per site: it is split by what each read answers (path-classes.ts), and
      // `equal` to every site's value at once answers nothing.
      if (key === 'path') for (const v of hints.siteValues(ref)) push(key, { ...r, value: v });
      else if (key) push(key, { ...r, value: hints.siteValues(ref).flat() });
    } else if (key === 'path' && refKey && isProductIn(r, ref)) {
      push(key, r); // tried jointly: each path with its product code in the list and not (productInList)
      productLists.add(refKey);
      if (!groups.has(refKey)) groups.set(refKey, []);
    } else if (key?.startsWith('stored:') && (r.fact === 'elapsedMs' || refKey === key)) {
      push(key, r); // a window another fact gives, or a field of the same value: stored-classes.ts
    } else {
      const why = `${r.fact} is compared with ${ref}, another fact`;
      if (key) {
        push(key, { fact: r.fact, operator: 'sample', value: hints.samples[r.fact] ?? null });
        note(key, why);
      }
      if (refKey && refKey !== key) {
        push(refKey, { fact: ref, operator: 'sample', value: hints.samples[ref] ?? null });
        note(refKey, why);
      }
    }
  }
  const byKey = new Map<string, Variable>();
  const storedInfo = new Map<string, StoredClasses>();
  const stored = storedClocks(groups, hints);
  for (const [key, rs] of groups) {
    const why = extraUnproven.get(key) ?? [];
    if (key === 'now') {
      // Stored ages are measured from the clock: their classes (stored-classes.ts) hold at VERIFY_NOW only.
      const ages = [...groups.keys()].some((k) => k.startsWith('stored:'));
      byKey.set(key, clockVariable(rs, [...why, ...(ages ? [STORED_WITH_CLOCK] : [])]));
    } else if (key === 'path') {
      const p = pathClasses(rs, hints);
      const unproven = [...p.unproven, ...why.map((w) => ({ fact: 'path', why: w }))];
      byKey.set(key, { ...p, unproven, exhaustive: !unproven.length });
    } else if (key.startsWith('stored:')) {
      const s = stored.get(key);
      if (!s) continue;
      s.c.unproven.push(...why);
      storedInfo.set(key, s.c);
      byKey.set(key, storedVariable(s.decl, s.c, s.ownNowMs));
    } else {
      // A fact compared with another fact: its samples are tried beside its own classes, and it is unproven.
      const samples = why.length ? rs.flatMap((r) => (r.operator === 'sample' && Array.isArray(r.value) ? r.value : [])) : [];
      const c = plainClasses(key, why.length ? rs.filter((r) => r.operator !== 'sample') : rs);
      byKey.set(key, plainVariable(key, unique([...c.values, ...samples]), [...c.unproven, ...why]));
    }
  }
  const g = new Groups();
  const ensure = (key: string, values: unknown[]): Variable => {
    let v = byKey.get(key);
    if (!v) byKey.set(key, (v = plainVariable(key, values, [])));
    return v;
  };
  for (const [key, reader] of Object.entries(DEFAULT_READS))
    if (byKey.has(key)) {
      ensure(reader, [undefined, true, false]);
      g.join(reader, key);
    }
  for (const [key, c] of storedInfo) {
    const decl = hints.stored.find((d) => `stored:${d.name}` === key)!;
    if (decl.keyFact && byKey.has(decl.keyFact)) {
      const v = byKey.get(key)!;
      const why = `the key of ${decl.name} comes from ${decl.keyFact}, which rules also read`;
      byKey.set(key, { ...v, unproven: [...v.unproven, { fact: v.name, why }], exhaustive: false });
    }
    if (c.dayTurns && stored.get(key)?.own) g.join('device.utcOffsetMinutes', key); // its classes set the time of day
    else if (c.dayTurns) {
      const off = ensure('device.utcOffsetMinutes', [undefined]);
      const extra = DAY_TURN_OFFSETS.filter((o) => !off.classes.some((k) => k.value === o));
      off.classes.push(...extra.map((o) => ({ label: `UTC${o > 0 ? '+' : ''}${o / 60}h`, value: o })));
      g.join('device.utcOffsetMinutes', key);
    }
    for (const w of c.windowRefs) joinWindow(byKey, groups, g, key, c, w);
  }
  // One fact giving two windows (two stored values, or one in two units) relates their ages: unproven.
  const windows = new Map<string, Set<string>>();
  for (const [key, c] of storedInfo)
    for (const w of c.windowRefs) windows.set(w.fact, (windows.get(w.fact) ?? new Set()).add(`${key.slice(7)} in ${w.unitMs} ms`));
  for (const [fact, set] of windows)
    if (set.size > 1)
      for (const [key, c] of storedInfo)
        if (c.windowRefs.some((w) => w.fact === fact)) {
          const v = byKey.get(key)!;
          const why = `${fact} gives more than one window (${[...set].join(', ')}): verify tries it only passed or not for one`;
          byKey.set(key, { ...v, unproven: [...v.unproven, { fact: v.name, why }], exhaustive: false });
        }
  // A clock moved for old ages is written by every stored value's classes: they are one variable
  // (the sanitiser guard refuses two variables written at one place, and each is decided alone).
  const movers = [...storedInfo.keys()].filter((k) => stored.get(k)?.ownNowMs !== undefined);
  for (const k of movers.slice(1)) g.join(movers[0]!, k);
  for (const list of productLists) {
    const path = byKey.get('path')!;
    byKey.set('path', productInList(path, byKey.get(list)!, hints.paths));
    byKey.delete(list);
    g.join('path', list);
  }
  const members = new Map<string, Variable[]>();
  for (const [key, v] of [...byKey].sort(([a], [b]) => a.localeCompare(b))) {
    const root = g.find(key);
    members.set(root, [...(members.get(root) ?? []), v]);
  }
  return [...members.values()].map(joined).sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * A path tried with a list its product code is compared with: every path with every class of the
 * list, and again with the path's own code added to the list when it is not there. The list's other
 * reads (elements, emptiness, actions) were split by its classes; the product code is the only
 * member whose presence the relation reads, so the two versions give it every answer.
 */
function productInList(path: Variable, list: Variable, paths: PathHints): Variable {
  const classes: FactClass[] = [];
  for (const p of path.classes) {
    // The class value as path-classes.ts wrote it (a path with a `?` of its own comes as { path, query }).
    const { path: pathOnly, query } = candidateOf(p.value) ?? { path: '/', query: {} };
    const code = paths.productOf(pathOnly, query);
    for (const m of list.classes) {
      const items = Array.isArray(m.value) ? (m.value as unknown[]) : [];
      const variants = code && !items.includes(code) ? [m.value, [...items, code]] : [m.value];
      for (const v of variants)
        classes.push({
          label:
            p.value === undefined && v === undefined
              ? 'absent'
              : `path: ${p.label}, ${list.name}: ${v === undefined ? 'absent' : JSON.stringify(v)}`,
          value: p.value === undefined && v === undefined ? undefined : [p.value, v],
        });
    }
  }
  const unproven = [...path.unproven, ...list.unproven];
  return {
    key: `path+${list.key}`,
    keys: [...path.keys, ...list.keys],
    name: `path + ${list.name}`,
    classes,
    unproven,
    exhaustive: !unproven.length,
    apply(facts, value) {
      if (value === undefined) return;
      const [p, l] = value as [unknown, unknown];
      path.apply(facts, p);
      list.apply(facts, l);
    },
  };
}

/**
 * A window whose length a plain fact F gives (`elapsedMs olderThanHours {fact: F}`): when F is read
 * nowhere else but by `isEmpty`, only "the window has passed or not" matters, so F is tried absent,
 * at 0 (always passed) and longer than every age tried (never passed), jointly with the value.
 * Anything else read of F is a relation between two facts: unproven; so is F giving a second
 * window (another stored value, another unit), checked in variablesOf.
 */
function joinWindow(
  byKey: Map<string, Variable>,
  groups: Map<string, FactRead[]>,
  g: Groups,
  storedKey: string,
  c: StoredClasses,
  w: { fact: string; unitMs: number },
): void {
  const other = (groups.get(w.fact) ?? []).filter((r) => r.operator !== 'isEmpty');
  const numeric = factType(w.fact) === 'number' || factType(w.fact) === 'integer';
  const stored = byKey.get(storedKey)!;
  if (other.length || !numeric) {
    const why = `the age of ${storedKey.slice(7)} is compared with ${w.fact}, which is ${numeric ? 'also compared with values' : 'not a number'}`;
    byKey.set(storedKey, { ...stored, unproven: [...stored.unproven, { fact: stored.name, why }], exhaustive: false });
    return;
  }
  const big = Math.floor(c.maxAgeMs / w.unitMs) + 1;
  const f = byKey.get(w.fact);
  const values = unique([undefined, 0, big, ...(f?.classes.map((k) => k.value) ?? [])]);
  byKey.set(w.fact, plainVariable(w.fact, values, f?.unproven.map((u) => u.why) ?? []));
  g.join(storedKey, w.fact);
}

/** One stored value of the slice, its classes and the clock they are read at. */
interface StoredAt {
  decl: StoredDecl;
  c: StoredClasses;
  /** Its classes set `now` themselves. */
  own: boolean;
  /** The clock its classes without a `now` of their own are read at, when moved from VERIFY_NOW. */
  ownNowMs?: number;
}

/**
 * The clock of a slice's stored values. Ages are `now` − the stamp, and `now` is free when the
 * slice reads no clock: a stamp is ≥ 0, so an age older than VERIFY_NOW is tried at a later `now`
 * (whole days later: the time of day stays midday), one for the whole slice. A value whose stamp is
 * compared with constants, or whose day is read while the rules read the offset, moves `now` per
 * class; only when no other stored value or clock read shares it (else unproven, named).
 */
function storedClocks(groups: ReadonlyMap<string, FactRead[]>, hints: ClassHints): Map<string, StoredAt> {
  const clockRead = groups.has('now');
  const offsetRead = groups.has('device.utcOffsetMinutes');
  const keys = [...groups.keys()].filter((k) => k.startsWith('stored:') && hints.stored.some((d) => `stored:${d.name}` === k));
  const first = keys.map((key) => {
    const decl = hints.stored.find((d) => `stored:${d.name}` === key)!;
    return { key, decl, c: storedClasses(decl, groups.get(key)!, { nowMs: NOW_MS, own: false, offsetRead }) };
  });
  const others = (key: string) => [...(clockRead ? ['the clock'] : []), ...keys.filter((k) => k !== key).map((k) => k.slice(7))];
  const need = Math.max(NOW_MS, ...first.map((f) => f.c.needNowMs));
  let sliceNowMs = NOW_MS;
  const why: string[] = [];
  if (need > NOW_MS && !clockRead) {
    sliceNowMs = NOW_MS + Math.ceil((need - NOW_MS) / DAY) * DAY;
    while (sliceNowMs > MAX_NOW_MS) sliceNowMs -= DAY;
    if (sliceNowMs < need) why.push(`an age of ${need} ms needs a clock later than ${iso(sliceNowMs)}, verify's last midday`);
  }
  const out = new Map<string, StoredAt>();
  for (const f of first) {
    const own = f.c.ownClock && others(f.key).length === 0;
    const c = own || sliceNowMs !== NOW_MS ? storedClasses(f.decl, groups.get(f.key)!, { nowMs: sliceNowMs, own, offsetRead }) : f.c;
    if (f.c.ownClock && !own)
      c.unproven.push(
        `${f.decl.name}: its ${f.c.dayTurns ? 'day, with the offset the rules read,' : 'stamp compared with values'} needs the clock moved for it, which ${others(f.key).join(', ')} also read`,
      );
    c.unproven.push(...why);
    out.set(f.key, { decl: f.decl, c, own, ...(sliceNowMs !== NOW_MS ? { ownNowMs: sliceNowMs } : {}) });
  }
  return out;
}
