// `npm run build:cli` (and `prepare`, so npm install / npm ci run it): bundles cli/main.ts with its
// dependencies into one Node ESM file, cli/dist/meridian.mjs, which cli/bin.js runs without tsx.
// Vite's library build (rolldown) with no config file: the site's vite.config.ts is not involved.
// Writes cli/dist/meridian.inputs.json, the files it was built from, for cli/prebuilt.js.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { distFile, manifestFile, repoRoot } from '../cli/prebuilt.js';

let vite;
try {
  vite = await import('vite');
} catch (e) {
  if (e?.code !== 'ERR_MODULE_NOT_FOUND') throw e;
  // An install without dev dependencies: bin.js says how to build once they are there.
  console.log('build:cli: vite is not installed; cli/dist/meridian.mjs not built');
  process.exit(0);
}

const builtAt = Date.now();
const result = await vite.build({
  configFile: false,
  root: repoRoot,
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: 'cli/main.ts',
    outDir: dirname(distFile),
    emptyOutDir: true,
    target: 'node20',
    // Unminified: a crash prints its stack (exit 3), and it should stay readable.
    minify: false,
    sourcemap: false,
    rolldownOptions: {
      output: {
        entryFileNames: 'meridian.mjs',
        codeSplitting: false,
        banner: '// Built by scripts/build-cli.mjs from cli/main.ts: do not edit, run `npm run build:cli`.',
      },
    },
  },
  // Dependencies bundled too: one file to load starts faster than resolving node_modules (docs/adr-drafts/cli-prebuilt.md).
  ssr: { noExternal: true, target: 'node' },
});

const output = (Array.isArray(result) ? result[0] : result).output[0];
const inputs = Object.keys(output.modules)
  .filter((id) => id.startsWith(repoRoot) && !id.includes('/node_modules/'))
  .map((id) => relative(repoRoot, id))
  .sort();
mkdirSync(dirname(manifestFile), { recursive: true });
writeFileSync(manifestFile, `${JSON.stringify({ builtAt, inputs }, null, 2)}\n`);
console.log(`build:cli: ${relative(repoRoot, distFile)} (${(output.code.length / 1024).toFixed(0)} KB, ${inputs.length} repo files)`);
