import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSite } from '../scripts/site-preview';
import { outDir, startSite, type SiteServer } from './site-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** Where the embedded backend serves published rule bundles from (e2e/live-rules.e2e.ts publishes there). */
    rulesDir: string;
  }
}

let server: SiteServer | undefined;

/**
 * Builds the production site once and serves it on a free port for the browser tests; a file whose
 * tests read or change the backend's shared state serves its own (`serveOwnSite`, e2e/browser.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // An empty folder of its own: nothing published when the site is built (its built-in version is 0),
  // and a test's publish never touches the repository's dist-rules/.
  const rulesDir = mkdtempSync(join(tmpdir(), 'meridian-e2e-rules-'));
  process.env.MERIDIAN_RULES_DIR = rulesDir;
  // The built site trusts the development key, as `npm start` does; a plain build trusts none.
  process.env.MERIDIAN_RULES_DEMO_TRUST = '1';
  project.provide('rulesDir', rulesDir);
  // vitest sets NODE_ENV=test, which would make Vite emit a development build; buildSite builds the real one.
  if (!process.env.E2E_SKIP_BUILD) await buildSite(outDir);
  server = await startSite();
  project.provide('baseURL', server.url);
  return async () => {
    await server?.close();
    rmSync(rulesDir, { recursive: true, force: true });
  };
}
