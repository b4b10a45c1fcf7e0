import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { build } from 'vite';
import { outDir, startSite, type SiteServer } from './site-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** Where the embedded backend serves published rule bundles from (e2e/live-rules.e2e.ts publishes there). */
    rulesDir: string;
  }
}

const root = fileURLToPath(new URL('..', import.meta.url));
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
  if (!process.env.E2E_SKIP_BUILD) {
    // vitest sets NODE_ENV=test, which would make Vite emit a development build; test the real one.
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({
        root,
        mode: 'production',
        logLevel: 'warn',
        configFile: `${root}vite.config.ts`,
        build: { outDir, emptyOutDir: true },
      });
    } finally {
      process.env.NODE_ENV = env;
    }
  }
  server = await startSite();
  project.provide('baseURL', server.url);
  return async () => {
    await server?.close();
    rmSync(rulesDir, { recursive: true, force: true });
  };
}
