import type { CompiledConfig } from '../src/rules-model/compiled-types';
import { createDecider } from '../src/engine/decide';
import { ruleLeaves } from '../src/analysis/condition-leaves';
import { buildFacts } from '../src/decision/facts-builder';
import { reservedBars } from '../src/boot/first-paint-memory';
import type { ConditionTest } from '../src/generated/schema-types';

/**
 * The static first paint of the home page (docs/performance-method.md, LCP): what React's first render
 * shows a fresh visitor — the bars' reserved slots, the header's box with the logo, the h1 — worked
 * out at build time by the real decide() for each site and device, so the inline script can draw
 * it before any JavaScript has downloaded. React's first commit replaces it.
 */
export interface ShellVariant {
  /** Phone user agent (facts `device.isPhone`). */
  phone: boolean;
  /** The narrowest window this variant is for; the next variant's minWidth ends it. */
  minWidth: number;
  /** The bars' ids and reserved heights, in the Decision's order. */
  bars: [string, number][];
}

export interface SiteShell {
  name: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  variants: ShellVariant[];
}

export interface StaticShells {
  sites: Record<string, SiteShell>;
  /** Sites without a static shell, and why (the app then paints as before). */
  skipped: Record<string, string>;
  /**
   * Why a browser's own last first paint cannot be drawn again (rememberReason), or null when it
   * can: the bars then depend only on what the inline script reads (staticShellScript).
   */
  noRemember: string | null;
  /** The compiled config's hash: a remembered first paint of another configuration is not drawn. */
  hash: string;
}

/**
 * Facts whose value the inline script cannot know or pin down: a rule on one of them turns the static
 * shell off. `cookies`, `storage` and `query` as a whole cannot be guarded (one cookie or key by name can,
 * shellGuards), nor `query.site`, which the build leaves out and the demo's pages carry.
 */
const UNPINNED = new Set(['now', 'device.utcOffsetMinutes', 'cookies', 'storage', 'query', 'query.site']);

function testedFacts(config: Pick<CompiledConfig, 'rules'>): ConditionTest[] {
  return Object.values(config.rules).flatMap((r) => ruleLeaves(r.when).map((l) => l.test));
}

/** The facts one test names: its own, and the fact its value is compared with. */
function namedFacts(t: ConditionTest): string[] {
  const v = t.value as { fact?: unknown } | null;
  return v && typeof v === 'object' && !Array.isArray(v) && typeof v.fact === 'string' ? [t.fact, v.fact] : [t.fact];
}

/** Every fact a rule's condition names. */
export function testedFactNames(config: Pick<CompiledConfig, 'rules'>): Set<string> {
  return new Set(testedFacts(config).flatMap(namedFacts));
}

/** Where a rule on `device.width` can change its outcome: the first width of each new interval. */
export function widthBreaks(config: CompiledConfig): number[] {
  const breaks = new Set<number>([0]);
  for (const t of testedFacts(config)) {
    if (t.fact !== 'device.width' || typeof t.value !== 'number') continue;
    const v = Math.ceil(t.value);
    breaks.add(t.operator === 'lessThanInclusive' || t.operator === 'greaterThan' ? v + 1 : v);
  }
  return [...breaks].filter((b) => b >= 0).sort((a, b) => a - b);
}

/** Why the rules make a static shell unsafe for every site, or null. */
export function unpinnedReason(config: CompiledConfig): string | null {
  for (const r of Object.values(config.rules)) {
    for (const { test } of ruleLeaves(r.when)) {
      const fact = namedFacts(test).find((f) => UNPINNED.has(f));
      if (fact) return `rule ${r.id} tests ${fact}, which a page built ahead of time cannot know`;
    }
  }
  return null;
}

/** Stored formats whose meaning changes with the clock (an acknowledgement's age, a keep-alive). */
const TIMED_FORMATS = new Set(['timestamp', 'count-timestamp', 'keepalive']);

/**
 * Why the bars of one first paint may not be those of the next with the same inputs, or null. The
 * bars come only from rules with a `bar` action; those must not test the clock, an acknowledgement's
 * age, or a stored value that is timed or whose key the answers name.
 */
export function rememberReason(config: CompiledConfig): string | null {
  const unsafe = new Set(['now', 'device.utcOffsetMinutes', 'elapsedMs']);
  for (const s of config.stored) if (TIMED_FORMATS.has(s.format) || s.keyFact) unsafe.add(`stored.${s.name}`);
  for (const r of Object.values(config.rules)) {
    if (!r.then.bar) continue;
    for (const { test } of ruleLeaves(r.when)) {
      for (const fact of namedFacts(test)) {
        const hit = [...unsafe].find((u) => fact === u || fact.startsWith(`${u}.`));
        if (hit) return `bar rule ${r.id} tests ${hit}, which changes with the clock or the answers`;
      }
    }
  }
  return null;
}

/**
 * Each site's first paint for a fresh visitor on `/` in the site's default language: no session, no
 * stored answers or values, no query but `?site=`. The inline script draws it only when all of that
 * holds (staticShellScript). `now` only fills the facts: unpinnedReason() refuses rules that test it.
 */
export async function staticShells(config: CompiledConfig, now = new Date()): Promise<StaticShells> {
  const refused = unpinnedReason(config);
  const out: StaticShells = { sites: {}, skipped: {}, noRemember: refused ?? rememberReason(config), hash: config.hash };
  if (refused) {
    for (const key of Object.keys(config.sites)) out.skipped[key] = refused;
    return out;
  }
  const decider = createDecider(config);
  const breaks = widthBreaks(config);
  for (const [key, site] of Object.entries(config.sites)) {
    const variants: ShellVariant[] = [];
    let head: { name: string; lang: string; dir: 'ltr' | 'rtl' } | undefined;
    let why: string | undefined;
    for (const phone of [false, true]) {
      for (const minWidth of breaks) {
        const facts = buildFacts({
          site: key,
          locale: site.defaultLang,
          path: '/',
          query: {},
          now,
          device: { width: Math.max(minWidth, 1), isPhone: phone, utcOffsetMinutes: 0 },
          cookies: {},
          storage: {},
        });
        const d = await decider.decide(facts);
        if (d.redirect || d.locale.redirect) why = `a fresh visitor's home page redirects (${d.redirect ?? d.locale.redirect})`;
        if (head && (head.name !== d.site.name || head.lang !== d.locale.lang || head.dir !== d.locale.dir))
          why = 'the site name or language depends on the device';
        head ??= { name: d.site.name, lang: d.locale.lang, dir: d.locale.dir };
        // One variant per width interval, not merged: the interval is part of what a remembered first paint is keyed by.
        variants.push({ phone, minWidth, bars: reservedBars(config, d.bars) });
      }
    }
    if (why || !head) out.skipped[key] = why ?? 'no decision';
    else out.sites[key] = { ...head, variants };
  }
  return out;
}
