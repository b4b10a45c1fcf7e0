import type { SiteFile } from '../generated/schema-types';
import type { ConfigError } from './config-error';
import type { ResolvedSite } from '../rules-model/compiled-types';
import { excerpt } from './excerpt';
import { validateValue } from './validate';
import { errorAt, type ParsedFile } from './yaml-source';

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Objects merge deeply; arrays and scalars of the child replace the parent's. */
export function mergeSite(parent: Record<string, unknown>, child: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...parent };
  for (const [k, v] of Object.entries(child)) {
    out[k] = isObject(v) && isObject(parent[k]) ? mergeSite(parent[k], v) : v;
  }
  return out;
}

/** Resolves `extends` for every site; dangling parents, cycles and incomplete results are errors. */
export function resolveSites(files: ParsedFile[]): { sites: Record<string, ResolvedSite>; errors: ConfigError[] } {
  const byKey = new Map<string, { file: ParsedFile; site: SiteFile }>();
  const errors: ConfigError[] = [];
  const ids = new Map<number, string>();
  for (const file of files) {
    const site = file.value as SiteFile;
    if (byKey.has(site.key)) {
      errors.push(errorAt(file, ['key'], `duplicate site key "${site.key}" (also ${byKey.get(site.key)!.file.file})`));
      continue;
    }
    if (ids.has(site.id)) errors.push(errorAt(file, ['id'], `duplicate site id ${site.id} (also site "${ids.get(site.id)}")`));
    ids.set(site.id, site.key);
    byKey.set(site.key, { file, site });
  }
  const resolved = new Map<string, Record<string, unknown>>();
  const resolve = (key: string, chain: string[]): Record<string, unknown> | null => {
    if (resolved.has(key)) return resolved.get(key)!;
    const entry = byKey.get(key)!;
    const { extends: parentKey, ...own } = entry.site;
    if (!parentKey) {
      resolved.set(key, own);
      return own;
    }
    if (!byKey.has(parentKey)) {
      errors.push(errorAt(entry.file, ['extends'], `extends unknown site ${excerpt(parentKey)}`));
      return null;
    }
    if (chain.includes(parentKey)) {
      errors.push(errorAt(entry.file, ['extends'], `extends cycle: ${[...chain, key, parentKey].join(' → ')}`));
      return null;
    }
    const parent = resolve(parentKey, [...chain, key]);
    if (!parent) return null;
    const merged = mergeSite(parent, own);
    for (const e of validateValue('site', merged)) {
      const field = e.keyword === 'required' ? String((e.params as { missingProperty: string }).missingProperty) : e.instancePath;
      errors.push(errorAt(entry.file, ['extends'], `after extending "${parentKey}": ${field} ${e.message ?? ''}`.trim()));
    }
    resolved.set(key, merged);
    return merged;
  };
  const sites: Record<string, ResolvedSite> = {};
  for (const key of byKey.keys()) {
    const site = resolve(key, []);
    if (site) sites[key] = site as unknown as ResolvedSite;
  }
  return { sites, errors };
}
