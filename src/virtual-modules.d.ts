declare module 'virtual:meridian/config' {
  // Inline import() types: a relative `import type` inside `declare module` does not resolve, and
  // skipLibCheck hid that the names then became any.
  /** Every site as a directory entry, without rules (tooling/vite-config-plugin.ts splitBySite). */
  export const config: import('./rules-model/compiled-types').CompiledConfig;
  /** One site's rules and whole record, a chunk per site: put them back with withSiteRules before deciding. */
  export const siteRules: Record<string, () => Promise<import('./config/bundle/site-split').SiteRules>>;
}

declare module 'virtual:meridian/personas' {
  /** scenarios/personas.yaml, checked (tooling/vite-config-plugin-personas.ts), in the file's order. */
  export const personas: readonly import('./rules-model/persona').Persona[];
  export function findPersona(id: string): import('./rules-model/persona').Persona | undefined;
}

declare module 'virtual:meridian/rules-trust' {
  /** Raw Ed25519 public keys (base64) whose published rule bundles this build applies (tooling/vite-rules-trust-plugin.ts). */
  export const trusted: readonly string[];
  /** How many distinct keys of `trusted` must sign a release (four eyes: 2 or more). */
  export const threshold: number;
  /** The keys whose timestamp makes a release fresh. */
  export const timestampKeys: readonly string[];
  /** Whether a bundle published from a dirty tree (`--allow-dirty`) is applied: demo builds only. */
  export const acceptDirty: boolean;
  /** The version published when the build was made (0: none): only a later one replaces the built-in rules. */
  export const builtInVersion: number;
  /** Where published bundles are served: '/rules-bundle/' (the embedded backend) or $VITE_RULES_BUNDLE_URL. */
  export const bundleUrl: string;
  /** All of them together, as the verifying code takes them (src/app/live-rules-check.ts). */
  export const rulesTrust: {
    trusted: readonly string[];
    threshold: number;
    timestampKeys: readonly string[];
    acceptDirty: boolean;
    builtInVersion: number;
    bundleUrl: string;
  };
}

declare module 'virtual:meridian/fact-paths' {
  /** Fact path patterns this build's engine can evaluate (src/config/fact-paths.ts factPathPatterns). */
  export const factPaths: readonly string[];
}

declare module 'virtual:meridian/menu-text' {
  /** English text only an open mega-menu shows, nested as in translation.json (tooling/vite-menu-text-plugin.ts). */
  const text: Record<string, unknown>;
  export default text;
}

declare module 'virtual:meridian/locales' {
  /**
   * Each language folder but English, by folder name, loading its first chunk (tooling/vite-locales-plugin.ts): the
   * namespaces the first paint reads, and the loaders of its later parts (the later namespaces, the menu text).
   */
  const languages: Record<
    string,
    () => Promise<{
      default: Record<string, Record<string, unknown>>;
      later: Partial<Record<string, () => Promise<{ default: Record<string, unknown> }>>>;
    }>
  >;
  export default languages;
}
