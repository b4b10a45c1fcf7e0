import { defineConfig } from 'vitest/config';

export default defineConfig({
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
