// The production build of the site, built and served locally with its embedded backend: the one
// piece behind the browser tests (e2e/global-setup.ts, e2e/site-server.ts) and the browser
// benchmarks (bench/serve.ts). Each caller names its own output folder (dist/ or $E2E_OUT_DIR,
// dist-bench/ or $BENCH_OUT_DIR) and sets what the build should trust before building.
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';

// Vite's notice about a future config loader default is noise in test and bench logs.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';

const root = fileURLToPath(new URL('..', import.meta.url));

/** A built site under `vite preview`. */
export interface SiteServer {
  url: string;
  close(): Promise<void>;
}

/** The production build into `outDir` (emptied first); NODE_ENV is production while it runs (vitest sets it to test). */
export async function buildSite(outDir: string): Promise<void> {
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

/**
 * The build in `outDir` under `vite preview`, its embedded backend included, on a free port of
 * 127.0.0.1. The backend serves published rule bundles from $MERIDIAN_RULES_DIR of this process,
 * read per request.
 */
export async function previewSite(outDir: string): Promise<SiteServer> {
  const server = await preview({
    root,
    configFile: `${root}vite.config.ts`,
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1', strictPort: false },
    logLevel: 'warn',
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    async close() {
      (server.httpServer as Server).closeAllConnections?.();
      await server.close();
    },
  };
}
