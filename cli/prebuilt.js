// Where the prebuilt CLI lives and whether it is still current. Plain JavaScript: cli/bin.js runs
// it before anything can compile TypeScript. scripts/build-cli.mjs writes the manifest it reads.
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const rootUrl = new URL('..', import.meta.url);
export const repoRoot = fileURLToPath(rootUrl);
export const distFile = fileURLToPath(new URL('dist/meridian.mjs', import.meta.url));
/** What the build read (the repo's own files; node_modules only changes through npm install, which rebuilds) and when. */
export const manifestFile = fileURLToPath(new URL('dist/meridian.inputs.json', import.meta.url));

export const buildHint = 'build it with `npm run build:cli` (npm install and npm ci run it)';

/**
 * Why cli/dist/meridian.mjs must not be run (missing, one of its chunks missing, or a source it was
 * built from changed since), or null when it is current. Costs one stat per input and chunk (about 120).
 */
export function whyNotCurrent() {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    statSync(distFile);
  } catch {
    return 'cli/dist/meridian.mjs is missing';
  }
  for (const chunk of Object.keys(manifest.chunks ?? {})) {
    try {
      statSync(new URL(`dist/${chunk}`, import.meta.url));
    } catch {
      return `cli/dist/${chunk} is missing`;
    }
  }
  for (const file of manifest.inputs) {
    let mtime;
    try {
      mtime = statSync(new URL(file, rootUrl)).mtimeMs;
    } catch {
      return `cli/dist/meridian.mjs was built from ${file}, which is gone`;
    }
    if (mtime > manifest.builtAt) return `cli/dist/meridian.mjs is older than ${file}`;
  }
  return null;
}

/** Builds cli/dist/meridian.mjs when it is not current (for the tests and the bench); throws with the build's output if that fails. */
export function ensureCurrent() {
  if (!whyNotCurrent()) return;
  // Required here, not imported above: bin.js runs this file on every start, and never builds.
  const { spawnSync } = createRequire(import.meta.url)('node:child_process');
  const r = spawnSync(process.execPath, [fileURLToPath(new URL('../scripts/build-cli.mjs', import.meta.url))], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  const still = r.status === 0 ? whyNotCurrent() : 'the build failed';
  if (still) throw new Error(`scripts/build-cli.mjs: ${still}\n${r.stdout}${r.stderr}`);
}
