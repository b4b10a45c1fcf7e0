import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { embeddedBackend } from './src/mocks/vite-plugin';
import { meridianConfig } from './tooling/vite-config-plugin';
import { meridianPersonas } from './tooling/vite-config-plugin-personas';
import { browserStubAliases } from './tooling/browser-stubs/aliases';
import { browserSchemas } from './tooling/vite-schema-plugin';
import { menuText } from './tooling/vite-menu-text-plugin';
import { meridianLocales } from './tooling/vite-locales-plugin';
import { meridianRulesTrust } from './tooling/vite-rules-trust-plugin';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * `virtual:meridian/locales/de` (de's first chunk) → `locale-de`; its later parts, `…/de/dialogs` and
 * `…/de/menu` → `locale-de-dialogs`, `locale-de-menu` (tooling/vite-locales-plugin.ts, issue 41).
 */
const localeChunk = (id: string): string | null => {
  const m = /^\0virtual:meridian\/locales\/([^/]+)(?:\/([^/]+))?$/.exec(id);
  return m ? `locale-${m[1]}${m[2] ? `-${m[2]}` : ''}` : null;
};

export default defineConfig({
  plugins: [
    react(),
    meridianConfig(root),
    meridianPersonas(root),
    meridianRulesTrust(root),
    browserSchemas(),
    menuText(root),
    meridianLocales(root),
    embeddedBackend(),
  ],
  resolve: {
    alias: [
      // json-rules-engine's dependencies the site never calls (docs/performance-method.md; tooling/browser-stubs/aliases.ts).
      ...Object.entries(browserStubAliases(root)).map(([find, replacement]) => ({ find, replacement })),
      // react-i18next's useSyncExternalStore shim is React's own on React 19 (tooling/browser-stubs/use-sync-external-store-shim.js).
      { find: /^use-sync-external-store\/shim$/, replacement: `${root}tooling/browser-stubs/use-sync-external-store-shim.js` },
    ],
  },
  server: { port: 5173, host: '127.0.0.1' },
  preview: { port: 4173, host: '127.0.0.1' },
  build: {
    target: 'es2022',
    sourcemap: true,
    rollupOptions: {
      input: { site: `${root}index.html`, preview: `${root}preview/index.html` },
      // One chunk per non-English language with the namespaces the first paint reads: a language switch
      // is one request, not five queued on six connections (docs/performance-method.md, language switch);
      // each later namespace and the menu text are a chunk of their own per language, fetched when a part needs them.
      output: {
        codeSplitting: {
          // A language chunk holds its own text only: the preload helper its loaders call stays with the app.
          includeDependenciesRecursively: false,
          groups: [
            {
              name: (id: string) => localeChunk(id),
              test: /^\0virtual:meridian\/locales\/[^/]+(?:\/[^/]+)?$/,
            },
          ],
        },
      },
    },
  },
});
