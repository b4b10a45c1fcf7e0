import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { meridianConfig } from './tooling/vite-config-plugin';
import { meridianPersonas } from './tooling/vite-config-plugin-personas';
import { meridianRulesTrust } from './tooling/vite-rules-trust-plugin';
import { menuText } from './tooling/vite-menu-text-plugin';
import { meridianLocales } from './tooling/vite-locales-plugin';

const root = fileURLToPath(new URL('.', import.meta.url));

// Tests never depend on what a user has published: `meridian publish` (README) leaves dist-rules/ in
// the tree, and a shell may export $MERIDIAN_RULES_DIR. Both the rules-trust plugin (the built-in
// version) and the embedded backend (src/mocks/handlers/rules-bundle.ts) read an empty folder of this
// run's own instead, set before the plugins read the environment; tests that publish use temp dirs.
const rulesDir = mkdtempSync(join(tmpdir(), 'meridian-unit-rules-'));
process.env.MERIDIAN_RULES_DIR = rulesDir;
process.once('exit', () => rmSync(rulesDir, { recursive: true, force: true }));

export default defineConfig({
  // Tests import the virtual modules as the site and the preview do: `virtual:meridian/config`
  // (src/lib/site-links.ts reads the sites' hosts from it) and `virtual:meridian/personas`
  // (scenarios/personas.yaml), `virtual:meridian/rules-trust` (the development key, as a demo build).
  // `virtual:meridian/menu-text` too, with translation.json left whole (component tests read every key), in every language.
  plugins: [
    meridianConfig(root),
    meridianPersonas(root),
    meridianRulesTrust(root),
    menuText(root, { strip: false }),
    meridianLocales(root, { stripMenus: false }),
  ],
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
      'bench/**/*.test.ts',
      'e2e/**/*.test.ts',
    ],
    environment: 'node',
    // Two files at once: Vitest's default on this 2-core machine is one worker, and the unit stage
    // ran its files one at a time (22 min under load); with two, 14.5 min for the same 3,002 tests.
    maxWorkers: 2,
    env: { MERIDIAN_RULES_DIR: rulesDir },
    testTimeout: 20_000,
    setupFiles: [
      'src/test-support/dom-cleanup.ts',
      'src/test-support/dom-waits.ts',
      'src/test-support/page-view.ts',
      'src/test-support/later-namespaces.ts',
    ],
  },
});
