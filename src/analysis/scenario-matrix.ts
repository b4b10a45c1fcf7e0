import type { CompiledConfig } from '../rules-model/compiled-types';
import type { Facts, StoredDecl } from '../generated/schema-types';
import { parseDuration } from '../rules-model/duration';
import type { Persona } from '../rules-model/persona';
import { storedKey } from '../engine/stored-values';

/** Where a scenario sits in the matrix, one value per dimension (for grouping and plain-word scopes). */
export interface ScenarioDims {
  site: string;
  persona: string;
  device: 'phone' | 'desktop';
  locale: string;
  path: string;
  moment: string;
}

export interface Scenario {
  id: string;
  facts: Facts;
  dims: ScenarioDims;
}

/**
 * A moment in a visitor's history: when the scenario happens and how long before it every notice
 * the visitor could have seen was acknowledged (null: never), so re-display periods show up.
 */
export interface MatrixMoment {
  id: string;
  now: string;
  acknowledgedAgo: string | null;
}

export interface MatrixOptions {
  sites: readonly string[];
  /** Who visits: scenarios/personas.yaml as loadPersonas (src/config/node/read-personas.ts) or virtual:meridian/personas gives it. */
  personas: readonly Persona[];
  devices?: readonly NonNullable<Facts['device']>[];
  locales?: readonly string[];
  paths?: readonly string[];
  /** ISO instants (nothing stored) or moments with acknowledgements. */
  moments?: readonly (string | MatrixMoment)[];
  /** The stored values a moment's acknowledgement writes (see acknowledgements()). */
  acknowledge?: readonly StoredDecl[];
}

export const MATRIX_DEVICES = [
  { isPhone: true, width: 390 },
  { isPhone: false, width: 1440 },
] as const;
export const MATRIX_LOCALES = ['en', 'tr', 'zh', 'ar', 'nl'] as const;
export const MATRIX_PATHS = ['/', '/trade/BTC_USDT', '/myaccount/myfunds'] as const;
export const MATRIX_MOMENTS = ['2026-01-01T00:00:00Z', '2026-01-01T13:00:00Z', '2026-02-15T09:00:00Z'] as const;

const STANDARD_NOW = '2026-03-10T12:00:00Z';
const moment = (acknowledgedAgo: string | null): MatrixMoment => ({
  id: acknowledgedAgo ? `acked-${acknowledgedAgo}-ago` : 'first-visit',
  now: STANDARD_NOW,
  acknowledgedAgo,
});

/**
 * The standard matrix of diff and coverage: a language every site offers, one some sites do not,
 * one that is not indexed; the home page and a guarded account page; a first visit, and four
 * ages of acknowledgement, one between each two of the 12 h, 1 d, 7 d and 30 d re-display periods.
 */
export const STANDARD_LOCALES = ['en', 'tr', 'nl'] as const;
export const STANDARD_PATHS = ['/', '/myaccount/myfunds'] as const;
export const STANDARD_MOMENTS: readonly MatrixMoment[] = [moment(null), moment('18h'), moment('3d'), moment('10d'), moment('45d')];

/** Deep-merges a persona's fragment over the scenario's own fields. */
function mergeFacts(base: Facts, over: Facts): Facts {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = out[k];
    out[k] =
      v && typeof v === 'object' && !Array.isArray(v) && b && typeof b === 'object' && !Array.isArray(b)
        ? mergeFacts(b as Facts, v as Facts)
        : v;
  }
  return out as Facts;
}

/** The value a stored acknowledgement holds when written at `ms`; null for formats that are not acknowledgements. */
function acknowledgementValue(format: StoredDecl['format'], ms: number): string | null {
  switch (format) {
    case 'timestamp':
      return String(ms);
    case 'count-timestamp':
      return `1/${ms}`;
    case 'keepalive':
      return JSON.stringify({ keepaliveDays: 1, timestamp: ms });
    default:
      return null;
  }
}

/** Writes every acknowledgement as of `ms` into the facts' cookies and storage, under each value's key. */
function acknowledge(facts: Facts, decls: readonly StoredDecl[], ms: number, values: Map<string, string | null>): Facts {
  const cookies = { ...facts.cookies };
  const storage = { ...facts.storage };
  for (const decl of decls) {
    const key = storedKey(decl, facts);
    let value = values.get(decl.format);
    if (value === undefined) values.set(decl.format, (value = acknowledgementValue(decl.format, ms)));
    if (key === null || value === null) continue;
    (decl.in === 'cookie' ? cookies : storage)[key] = value;
  }
  return { ...facts, cookies, storage };
}

/** The stored values that remember a dialog's acknowledgement, in one or more configurations (deduplicated by place). */
export function acknowledgements(...configs: readonly CompiledConfig[]): StoredDecl[] {
  const out = new Map<string, StoredDecl>();
  for (const config of configs) {
    for (const dialog of Object.values(config.dialogs)) {
      const decl = dialog.remember ? config.stored.find((s) => s.name === dialog.remember) : undefined;
      if (decl) out.set(`${decl.in}:${decl.key ?? `@${decl.keyFact}`}:${decl.format}`, decl);
    }
  }
  return [...out.values()];
}

function requirePersonas(personas: readonly Persona[] | undefined): readonly Persona[] {
  if (!personas)
    throw new Error(
      'scenario matrix: no personas given (read scenarios/personas.yaml with loadPersonas, src/config/node/read-personas.ts)',
    );
  return personas;
}

/**
 * Every site × persona × device × locale × path × moment: the scenarios the diff, coverage and
 * the benchmark decide over. Deterministic, in a stable order.
 */
export function scenarioMatrix(opts: MatrixOptions): Scenario[] {
  const out: Scenario[] = [];
  const moments = (opts.moments ?? MATRIX_MOMENTS).map((m) => (typeof m === 'string' ? { id: m, now: m, acknowledgedAgo: null } : m));
  const acks = new Map(moments.map((m) => [m.id, new Map<string, string | null>()])); // each moment's values, by format
  const personas = requirePersonas(opts.personas);
  for (const site of opts.sites) {
    for (const persona of personas) {
      for (const device of opts.devices ?? MATRIX_DEVICES) {
        for (const locale of opts.locales ?? MATRIX_LOCALES) {
          for (const path of opts.paths ?? MATRIX_PATHS) {
            for (const m of moments) {
              let facts = mergeFacts({ site, locale, path, now: m.now, device: { ...device } }, persona.facts);
              const ago = m.acknowledgedAgo === null ? null : parseDuration(m.acknowledgedAgo);
              if (ago !== null) facts = acknowledge(facts, opts.acknowledge ?? [], Date.parse(m.now) - ago, acks.get(m.id)!);
              const dims: ScenarioDims = {
                site,
                persona: persona.id,
                device: device.isPhone ? 'phone' : 'desktop',
                locale,
                path,
                moment: m.id,
              };
              out.push({ id: `${site}/${persona.id}/${dims.device}/${locale}${path}@${m.id}`, facts, dims });
            }
          }
        }
      }
    }
  }
  return out;
}

/**
 * The standard matrix over one or more configurations: every site any of them has, every
 * persona given (`only.personas`, required at run time), phone and desktop, STANDARD_LOCALES,
 * STANDARD_PATHS and STANDARD_MOMENTS, with the acknowledgements each configuration remembers
 * dialogs by.
 */
export function standardMatrix(
  configs: readonly CompiledConfig[],
  only: { sites?: readonly string[]; personas: readonly Persona[] },
): Scenario[] {
  const all = [...new Set(configs.flatMap((c) => Object.keys(c.sites)))].sort();
  return scenarioMatrix({
    sites: only.sites ? all.filter((s) => only.sites!.includes(s)) : all,
    personas: only.personas,
    locales: STANDARD_LOCALES,
    paths: STANDARD_PATHS,
    moments: STANDARD_MOMENTS,
    acknowledge: acknowledgements(...configs),
  });
}
