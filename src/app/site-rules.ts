import type { CompiledConfig, CompiledSite } from '../rules-model/compiled-types';

/** The part of a site only its own visitors need: its folded rules (the engine's input) and the rules folded away. */
export type SiteRules = Pick<CompiledSite, 'rules' | 'excluded'>;

/**
 * The shared config (every site without its rules, `virtual:meridian/config`) with one site's
 * rules put back: what decide() is given in the browser. Other sites keep no rules.
 */
export function withSiteRules(shared: CompiledConfig, site: string, rules: SiteRules): CompiledConfig {
  return { ...shared, sites: { ...shared.sites, [site]: { ...shared.sites[site]!, ...rules } } };
}
