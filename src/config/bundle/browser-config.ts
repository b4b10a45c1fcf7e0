import type { CompiledConfig } from '../../rules-model/compiled-types';
import { splitBySite, withSiteRules } from './site-split';

/** Drops the `description` of a declaration: text for people (lint, the preview), never read by decide(). */
const noDescription = <T extends { description?: string }>(decl: T): Omit<T, 'description'> => {
  const { description: _, ...rest } = decl;
  return rest;
};

/**
 * What the browser needs of a compiled config: no YAML conditions, descriptions, file positions or
 * rules' spec sources (the site's rules keep their folded conditions: those are what the engine
 * runs). Descriptions and sources are for people (the preview, `meridian explain`, `diff`), which
 * read the full compiled config (the feature, variable and stored-value descriptions alone were
 * 1.6 KB gzip of the home page, the sources about 2 KB; docs/performance-method.md, the 185 KB ceiling: the browser's Decision
 * names each rule by id, without its source). Both the built-in configuration
 * (tooling/vite-config-plugin.ts) and a published bundle are this.
 */
export function browserConfig(config: CompiledConfig): CompiledConfig {
  const rules = Object.fromEntries(
    Object.entries(config.rules).map(([id, r]) => [id, { id, priority: r.priority, then: r.then, description: '', file: '', line: 0 }]),
  );
  const features = Object.fromEntries(Object.entries(config.features).map(([id, f]) => [id, noDescription(f)]));
  return {
    ...config,
    rules,
    features,
    vars: config.vars.map(noDescription),
    stored: config.stored.map(noDescription),
  } as CompiledConfig;
}

/**
 * A browser config with only `site`'s rules and whole record: what that site's visitors run. Other
 * sites are directory entries, as in the build's shared configuration (site-split.ts), so a change
 * to one site's details changes only that site's bundle file.
 */
export function siteOnlyConfig(config: CompiledConfig, site: string): CompiledConfig {
  const { shared, sites } = splitBySite(config);
  const own = sites[site];
  if (!own) throw new Error(`no site ${site} in the configuration`);
  return withSiteRules(shared, site, own);
}
