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
    // Two files at a time on the two cores (E2E_WORKERS=1: one at a time, for a loaded machine).
    // Files that read or change the backend's shared state serve a site of their own (serveOwnSite,
    // e2e/browser.ts), so files run side by side. A whole run on an idle machine: 27:53 for the
    // browser stage (about 60 min one at a time), 37:43 for npm test.
    fileParallelism: true,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
  },
});
