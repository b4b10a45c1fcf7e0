import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { build, preview, type PreviewServer } from 'vite';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** Where the embedded backend serves published rule bundles from (e2e/live-rules.e2e.ts publishes there). */
    rulesDir: string;
  }
}

// Vite's notice about a future config loader default is noise in test logs.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Where the site is built and served from; E2E_OUT_DIR lets parallel runs keep out of each other's way. */
const outDir = process.env.E2E_OUT_DIR ?? 'dist';
let server: PreviewServer | undefined;

/** Builds the production site once and serves it on a free port for every browser test. */
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
  server = await preview({
    root,
    configFile: `${root}vite.config.ts`,
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1', strictPort: false },
    logLevel: 'warn',
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  project.provide('baseURL', `http://127.0.0.1:${address.port}`);
  return async () => {
    const http = server!.httpServer as import('node:http').Server;
    http.closeAllConnections?.();
    await server!.close();
    rmSync(rulesDir, { recursive: true, force: true });
  };
}
