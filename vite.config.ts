import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { embeddedBackend } from './src/mocks/vite-plugin';
import { meridianConfig } from './tooling/vite-config-plugin';

const root = fileURLToPath(new URL('.', import.meta.url));

/** `locales/de/header.json` → `locale-de`. */
const localeChunk = (id: string): string | null => {
  const m = /[\\/]locales[\\/]([^\\/]+)[\\/][^\\/]+\.json$/.exec(id);
  return m ? `locale-${m[1]}` : null;
};

export default defineConfig({
  plugins: [react(), meridianConfig(root), embeddedBackend()],
  resolve: {
    // json-rules-engine's dependencies the site never calls (docs/performance.md): the engines take
    // our own path resolver, nobody listens to engine events, a fact cache key needs no hash, and
    // its copies of condition trees need no general deep clone. Node (CLI, tests) keeps the real ones.
    alias: {
      'jsonpath-plus': `${root}tooling/browser-stubs/jsonpath-plus.js`,
      eventemitter2: `${root}tooling/browser-stubs/eventemitter2.js`,
      'hash-it': `${root}tooling/browser-stubs/hash-it.js`,
      clone: `${root}tooling/browser-stubs/clone.js`,
    },
  },
  server: { port: 5173, host: '127.0.0.1' },
  preview: { port: 4173, host: '127.0.0.1' },
  build: {
    target: 'es2022',
    sourcemap: true,
    rollupOptions: {
      input: { site: `${root}index.html`, preview: `${root}preview/index.html` },
      // One chunk per non-English language (all its namespaces): a language switch is one request,
      // not eleven queued on six connections (docs/performance.md, language switch).
      output: { codeSplitting: { groups: [{ name: (id: string) => localeChunk(id), test: /[\\/]locales[\\/](?!en[\\/])[^\\/]+[\\/][^\\/]+\.json$/ }] } },
    },
  },
});
