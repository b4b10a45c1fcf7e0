import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';

// Vite's notice about a future config loader default is noise in test logs.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Where the site is built and served from; E2E_OUT_DIR lets parallel runs keep out of each other's way. */
export const outDir = process.env.E2E_OUT_DIR ?? 'dist';

export interface SiteServer {
  url: string;
  close(): Promise<void>;
}

/**
 * The built site under `vite preview`, its embedded backend included, on a free port of 127.0.0.1.
 * The backend serves published rule bundles from $MERIDIAN_RULES_DIR of this process, read per request.
 */
export async function startSite(): Promise<SiteServer> {
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
