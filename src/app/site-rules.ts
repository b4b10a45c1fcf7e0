import type { CompiledConfig, CompiledSite } from '../rules-model/compiled-types';

/** What every page knows of every site (site selection, links between sites, the language prefixes, the demo's site list). */
export const DIRECTORY_FIELDS = ['id', 'key', 'name', 'hosts', 'languages', 'defaultLang'] as const;

/**
 * The part of a site only its own visitors need, a chunk of its own: its folded rules (the engine's
 * input), the rules folded away, and the rest of its record (logo, links, footer set, social …);
 * the shared config keeps only each site's DIRECTORY_FIELDS (ADR 0211).
 */
export type SiteRules = Pick<CompiledSite, 'rules' | 'excluded'> & { details: Omit<CompiledSite, 'rules' | 'excluded'> };

/**
 * The shared config (`virtual:meridian/config`: every site as a directory entry, without rules) with
 * one site's whole record and rules put back: what decide() is given in the browser. Other sites stay
 * directory entries.
 */
export function withSiteRules(shared: CompiledConfig, site: string, own: SiteRules): CompiledConfig {
  return { ...shared, sites: { ...shared.sites, [site]: { ...own.details, rules: own.rules, excluded: own.excluded } } };
}
