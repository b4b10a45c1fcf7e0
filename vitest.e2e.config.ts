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
    // One file at a time unless E2E_WORKERS says more (E2E_WORKERS=2: two files at a time on the two
    // cores). Files that read or change the backend's shared state serve a site of their own
    // (serveOwnSite, e2e/browser.ts), so files may run side by side; two at a time stays opt-in until
    // a whole run of it has passed on an idle machine.
    fileParallelism: true,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 1),
  },
});
