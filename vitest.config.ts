import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { meridianConfig } from './tooling/vite-config-plugin';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  // `virtual:meridian/config` as the build serves it (src/lib/site-links.ts reads the sites' hosts from it).
  plugins: [meridianConfig(root)],
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
