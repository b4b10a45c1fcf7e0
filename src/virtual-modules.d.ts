declare module 'virtual:meridian/config' {
  // Inline import() types: a relative `import type` inside `declare module` does not resolve, and
  // skipLibCheck hid that the names then became any.
  /** Every site, each without its rules (tooling/vite-config-plugin.ts splitBySite). */
  export const config: import('./rules-model/compiled-types').CompiledConfig;
  /** One site's rules, a chunk per site: put them back with withSiteRules before deciding. */
  export const siteRules: Record<string, () => Promise<Pick<import('./rules-model/compiled-types').CompiledSite, 'rules' | 'excluded'>>>;
}

declare module 'virtual:meridian/personas' {
  /** scenarios/personas.yaml, checked (tooling/vite-config-plugin-personas.ts), in the file's order. */
  export const personas: readonly import('./rules-model/persona').Persona[];
  export function findPersona(id: string): import('./rules-model/persona').Persona | undefined;
}
