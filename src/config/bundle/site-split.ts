import type { CompiledConfig, CompiledRule, CompiledSite } from '../../rules-model/compiled-types';

/** What every page knows of every site (site selection, links between sites, the language prefixes, the demo's site list). */
export const DIRECTORY_FIELDS = ['id', 'key', 'name', 'hosts', 'languages', 'defaultLang'] as const;

/**
 * The part of a site only its own visitors need, a chunk of its own: its folded rules (the engine's
 * input), the rules folded away, the rest of its record (logo, links, footer set, social …) and the
 * declarations (priority, actions) of the rules it runs; the shared config keeps only each site's
 * DIRECTORY_FIELDS and no rule declaration (docs/performance-method.md, the 185 KB ceiling): decide() reads a
 * declaration only for a rule of the visitor's site.
 */
export type SiteRules = Pick<CompiledSite, 'rules' | 'excluded'> & {
  details: Omit<CompiledSite, 'rules' | 'excluded'>;
  decls: Record<string, CompiledRule>;
};

/**
 * The shared config (`virtual:meridian/config`: every site as a directory entry, without rules) with
 * one site's whole record and rules put back: what decide() is given in the browser. Other sites stay
 * directory entries.
 */
export function withSiteRules(shared: CompiledConfig, site: string, own: SiteRules): CompiledConfig {
  return {
    ...shared,
    rules: { ...shared.rules, ...own.decls },
    sites: { ...shared.sites, [site]: { ...own.details, rules: own.rules, excluded: own.excluded } },
  };
}

/**
 * Splits a browser config into what every site's page needs (each site as a directory entry:
 * DIRECTORY_FIELDS, no rules) and each site's whole record with its rules and their declarations, shipped as a chunk of its
 * own (docs/performance-method.md): a visitor downloads one site's rules and details, not twelve.
 */
export function splitBySite(config: CompiledConfig): { shared: CompiledConfig; sites: Record<string, SiteRules> } {
  const sites: Record<string, SiteRules> = {};
  const directory: Record<string, CompiledSite> = {};
  for (const [key, site] of Object.entries(config.sites)) {
    const { rules, excluded, ...details } = site;
    const decls = Object.fromEntries(rules.map((r) => [r.id, config.rules[r.id]!]));
    sites[key] = { rules, excluded, details, decls };
    // Typed as a whole site, as the engine takes it: withSiteRules puts the visitor's site back whole.
    directory[key] = {
      ...Object.fromEntries(DIRECTORY_FIELDS.map((f) => [f, site[f]])),
      rules: [],
      excluded: [],
    } as unknown as CompiledSite;
  }
  return { shared: { ...config, rules: {}, sites: directory }, sites };
}
