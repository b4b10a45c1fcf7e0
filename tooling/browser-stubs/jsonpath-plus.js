// Browser build only (vite.config.ts aliases `jsonpath-plus` here). json-rules-engine imports
// jsonpath-plus for its default fact-path resolver; every Meridian engine passes its own
// `pathResolver` (src/rules-model/dot-path.ts), so the 25 KB library is never called in the site.
export function JSONPath() {
  throw new Error('jsonpath-plus is not in the browser build: pass a pathResolver to json-rules-engine');
}
