// `npm run build:cli` (and `prepare`, so npm install / npm ci run it): bundles cli/main.ts with its
// dependencies into Node ESM, cli/dist/meridian.mjs and the chunks it imports (one per command and
// what commands share, cli/dist/chunks/), which cli/bin.js runs without tsx. Vite's library build
// (rolldown) with no config file: the site's vite.config.ts is not involved. Writes
// cli/dist/meridian.inputs.json, the files it was built from with the SHA-256 of each as the build
// read it (for cli/prebuilt.js, which compares contents, not times) and what each chunk holds (for
// cli/built-cli.test.ts).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { distFile, manifestFile, repoRoot, sha256 } from '../cli/prebuilt.js';

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
const validatorsFile = join(repoRoot, 'src/config/validators.ts');

/** The SHA-256 of each repo file (repo-relative) as both builds read it: a file edited during the build cannot be recorded with its new content. */
const readHashes = new Map();
/**
 * Reads the repo's own files for the build (node_modules left to Vite) and notes the hash of the
 * very bytes compiled; `replace` gives another module's code for a file (its own bytes still hashed).
 */
const readRecorded = (replace = () => null) => ({
  name: 'meridian-read-recorded',
  enforce: 'pre',
  load(id) {
    if (!id.startsWith(repoRoot) || id.includes('/node_modules/') || /[?\0]/.test(id)) return null;
    const bytes = readFileSync(id);
    const file = relative(repoRoot, id);
    const hash = sha256(bytes);
    // Read by both builds and changed in between: no hash the file can match, so the CLI is stale.
    readHashes.set(file, readHashes.has(file) && readHashes.get(file) !== hash ? 'changed during the build' : hash);
    return replace(id) ?? bytes.toString('utf8');
  },
});

/**
 * The configuration's JSON Schema validators, generated ahead of time (ADR 0208): bundles
 * src/config/validators-code.ts alone, runs it, and returns the module source that replaces
 * src/config/validators.ts in the CLI (so a start does not compile the schemas), with the repo
 * files that went into it (for the manifest).
 */
async function generatedValidators() {
  const tmp = mkdtempSync(join(repoRoot, 'node_modules/.meridian-validators-'));
  try {
    const built = await vite.build({
      configFile: false,
      root: repoRoot,
      publicDir: false,
      logLevel: 'warn',
      build: {
        ssr: 'src/config/validators-code.ts',
        outDir: tmp,
        emptyOutDir: true,
        target: 'node20',
        minify: false,
        rolldownOptions: { output: { entryFileNames: 'validators-code.mjs', codeSplitting: false } },
      },
      ssr: { noExternal: true, target: 'node' },
      plugins: [readRecorded()],
    });
    const output = (Array.isArray(built) ? built[0] : built).output[0];
    const { validatorsModuleCode } = await import(pathToFileURL(join(tmp, 'validators-code.mjs')).href);
    return { code: validatorsModuleCode(), modules: Object.keys(output.modules) };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

const validators = await generatedValidators();
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
        // Split: program.ts imports each command when it runs, so a start loads commander and the
        // command called, not the compiler, the YAML parser and the regex analysis of `lint` (ADR 0202).
        chunkFileNames: 'chunks/[name]-[hash].mjs',
        banner: '// Built by scripts/build-cli.mjs from cli/main.ts: do not edit, run `npm run build:cli`.',
      },
    },
  },
  // Dependencies bundled too: one file to load starts faster than resolving node_modules (docs/adr/0202-the-meridian-cli-is-prebuilt-and-split-by-command.md).
  ssr: { noExternal: true, target: 'node' },
  // Which compiler this is, for the compiled-configuration cache (cli/build-cache.ts, read by cli/load-config.ts): a rebuild is another compiler.
  define: { __MERIDIAN_BUILD_ID__: JSON.stringify(`${builtAt.toString(36)}-${process.pid}`) },
  // The validators generated ahead of time replace src/config/validators.ts.
  plugins: [readRecorded((id) => (id === validatorsFile ? validators.code : null))],
});

const chunks = (Array.isArray(result) ? result[0] : result).output.filter((o) => o.type === 'chunk');
const inputs = [...new Set([...chunks.flatMap((c) => Object.keys(c.modules)), ...validators.modules])]
  .filter((id) => id.startsWith(repoRoot) && !id.includes('/node_modules/'))
  .map((id) => relative(repoRoot, id))
  .sort();
const missed = inputs.filter((f) => !readHashes.has(f));
if (missed.length) throw new Error(`build:cli: read without its hash noted: ${missed.join(', ')}`);
/** Each chunk's modules, repo-relative (dependencies as node_modules/…; rolldown's own helpers dropped). */
const chunkModules = Object.fromEntries(
  chunks.map((c) => [
    c.fileName,
    Object.keys(c.modules)
      .filter((id) => id.startsWith(repoRoot))
      .map((id) => relative(repoRoot, id))
      .sort(),
  ]),
);
mkdirSync(dirname(manifestFile), { recursive: true });
writeFileSync(
  manifestFile,
  `${JSON.stringify({ builtAt, inputs, sha256: Object.fromEntries(inputs.map((f) => [f, readHashes.get(f)])), chunks: chunkModules }, null, 2)}\n`,
);
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
const entry = chunks.find((c) => c.isEntry);
const total = chunks.reduce((n, c) => n + c.code.length, 0);
console.log(
  `build:cli: ${relative(repoRoot, distFile)} (${kb(entry.code.length)}; ${chunks.length} chunks, ${kb(total)} in all; ${inputs.length} repo files)`,
);
