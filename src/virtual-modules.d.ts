declare module 'virtual:meridian/config' {
  import type { CompiledConfig, CompiledSite } from './rules-model/compiled-types';
  /** Every site, each without its rules (tooling/vite-config-plugin.ts splitBySite). */
  export const config: CompiledConfig;
  /** One site's rules, a chunk per site: put them back with withSiteRules before deciding. */
  export const siteRules: Record<string, () => Promise<Pick<CompiledSite, 'rules' | 'excluded'>>>;
}

declare module 'virtual:meridian/personas' {
  /** scenarios/personas.yaml, checked (tooling/vite-config-plugin-personas.ts), in the file's order. */
  export const personas: readonly import('./rules-model/persona').Persona[];
  export function findPersona(id: string): import('./rules-model/persona').Persona | undefined;
}
