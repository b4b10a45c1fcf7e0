import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { meridianPersonas } from './tooling/vite-config-plugin-personas';

/** Browser tests: build once, serve with `vite preview` (embedded backend included), drive Debian's Chromium. */
export default defineConfig({
  // Tests import the personas as the site and the preview do: `virtual:meridian/personas` (scenarios/personas.yaml).
  plugins: [meridianPersonas(fileURLToPath(new URL('.', import.meta.url)))],
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Two files at a time (the machine has two cores); E2E_WORKERS=1 runs them one by one. Files
    // that read or change the backend's shared state serve a site of their own (serveOwnSite, e2e/browser.ts).
    fileParallelism: true,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
  },
});
