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
    // e2e/browser.ts), so files run side by side. The stage is CPU-bound: 22:23 on an idle machine,
    // the cores 85 % busy. Three at a time took 20:10 and failed two timing-sensitive tests
    // (CONTRIBUTING.md, "Where the suite's time goes").
    fileParallelism: true,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
  },
});
