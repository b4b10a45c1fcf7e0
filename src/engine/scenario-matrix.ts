import type { Facts } from '../generated/schema-types';
import { personas, type Persona } from './personas';

export interface Scenario {
  id: string;
  facts: Facts;
}

export interface MatrixOptions {
  sites: readonly string[];
  personas?: readonly Persona[];
  devices?: readonly NonNullable<Facts['device']>[];
  locales?: readonly string[];
  paths?: readonly string[];
  moments?: readonly string[];
}

export const MATRIX_DEVICES = [{ isPhone: true, width: 390 }, { isPhone: false, width: 1440 }] as const;
export const MATRIX_LOCALES = ['en', 'tr', 'zh', 'ar', 'nl'] as const;
export const MATRIX_PATHS = ['/', '/trade/BTC_USDT', '/myaccount/myfunds'] as const;
export const MATRIX_MOMENTS = ['2026-01-01T00:00:00Z', '2026-01-01T13:00:00Z', '2026-02-15T09:00:00Z'] as const;

/** Deep-merges a persona's fragment over the scenario's own fields. */
function mergeFacts(base: Facts, over: Facts): Facts {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = out[k];
    out[k] = v && typeof v === 'object' && !Array.isArray(v) && b && typeof b === 'object' && !Array.isArray(b) ? mergeFacts(b as Facts, v as Facts) : v;
  }
  return out as Facts;
}

/**
 * Every site × persona × device × locale × path × moment: the scenarios the diff, coverage and
 * the benchmark decide over. Deterministic, in a stable order.
 */
export function scenarioMatrix(opts: MatrixOptions): Scenario[] {
  const out: Scenario[] = [];
  for (const site of opts.sites) {
    for (const persona of opts.personas ?? personas) {
      for (const device of opts.devices ?? MATRIX_DEVICES) {
        for (const locale of opts.locales ?? MATRIX_LOCALES) {
          for (const path of opts.paths ?? MATRIX_PATHS) {
            for (const now of opts.moments ?? MATRIX_MOMENTS) {
              const facts = mergeFacts({ site, locale, path, now, device: { ...device } }, persona.facts);
              out.push({ id: `${site}/${persona.id}/${device.isPhone ? 'phone' : 'desktop'}/${locale}${path}@${now}`, facts });
            }
          }
        }
      }
    }
  }
  return out;
}
