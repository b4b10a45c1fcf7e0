/**
 * Whether a build is the demo: production picks the site by host (`VITE_SITE_BY_HOST=true`), the
 * demo build serves every site on one origin. Apart from site-links.ts so the build tooling (Node,
 * no `virtual:meridian/config`) can ask with Vite's resolved env.
 */
export function isDemoEnv(env: Record<string, unknown>): boolean {
  return env.VITE_SITE_BY_HOST !== 'true';
}
