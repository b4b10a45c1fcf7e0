/**
 * The site build's replacements for four of json-rules-engine's dependencies (vite.config.ts):
 * dot paths go through our own resolver, nobody listens to engine events, a fact cache key needs
 * no hash and condition trees need no general deep clone. Node (CLI, tests) keeps the real ones;
 * stubs-equivalence.test.ts decides the whole scenario matrix and every rule test both ways.
 */
export function browserStubAliases(root: string): Record<string, string> {
  const stub = (file: string) => `${root}tooling/browser-stubs/${file}`;
  return {
    'jsonpath-plus': stub('jsonpath-plus.js'),
    eventemitter2: stub('eventemitter2.js'),
    'hash-it': stub('hash-it.js'),
    clone: stub('clone.js'),
  };
}
