// The production build served locally, for the browser benchmarks: built once per bench run into
// dist-bench/ (BENCH_SKIP_BUILD=1 reuses it) and served by `vite preview` with the embedded backend.
import { fileURLToPath } from 'node:url';
import { build, preview, type PreviewServer } from 'vite';

process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
// The benches publish with the development key, so the built site trusts it, as `npm start` does.
process.env.MERIDIAN_RULES_DEMO_TRUST = '1';
const root = fileURLToPath(new URL('..', import.meta.url));
export const BENCH_OUT_DIR = process.env.BENCH_OUT_DIR ?? 'dist-bench';

let built: Promise<void> | undefined;
let served: Promise<{ baseURL: string; server: PreviewServer }> | undefined;

/** Builds once per process (unless BENCH_SKIP_BUILD is set). */
export function buildOnce(): Promise<void> {
  built ??= (async () => {
    if (process.env.BENCH_SKIP_BUILD) return;
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({
        root,
        mode: 'production',
        logLevel: 'warn',
        configFile: `${root}vite.config.ts`,
        build: { outDir: BENCH_OUT_DIR, emptyOutDir: true },
      });
    } finally {
      process.env.NODE_ENV = env;
    }
  })();
  return built;
}

/** The built site on a free port; shared by every browser benchmark in the run. */
export function serveBuild(): Promise<{ baseURL: string; server: PreviewServer }> {
  served ??= (async () => {
    await buildOnce();
    const server = await preview({
      root,
      configFile: `${root}vite.config.ts`,
      build: { outDir: BENCH_OUT_DIR },
      preview: { port: 0, host: '127.0.0.1', strictPort: false },
      logLevel: 'warn',
    });
    const address = server.httpServer.address();
    if (!address || typeof address === 'string') throw new Error('preview server has no port');
    return { baseURL: `http://127.0.0.1:${address.port}`, server };
  })();
  return served;
}

/** Closes the server if one was started. */
export async function stopServer(): Promise<void> {
  if (!served) return;
  const { server } = await served;
  (server.httpServer as import('node:http').Server).closeAllConnections?.();
  await server.close();
}

/** Chromium flags for every browser benchmark (playwright-core gives each launch a fresh profile). */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
