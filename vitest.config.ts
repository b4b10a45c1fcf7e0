import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { meridianPersonas } from './tooling/vite-config-plugin-personas';

export default defineConfig({
  // Tests import the personas as the site and the preview do: `virtual:meridian/personas` (scenarios/personas.yaml).
  plugins: [meridianPersonas(fileURLToPath(new URL('.', import.meta.url)))],
  test: {
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'preview/**/*.test.ts',
      'preview/**/*.test.tsx',
      'cli/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tooling/**/*.test.ts',
      'security/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 20_000,
    setupFiles: ['src/test-support/dom-waits.ts', 'src/test-support/page-view.ts'],
  },
});
