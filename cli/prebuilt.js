// Where the prebuilt CLI lives and whether it is still current. Plain JavaScript: cli/bin.js runs
// it before anything can compile TypeScript. scripts/build-cli.mjs writes the manifest it reads.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));
export const distFile = fileURLToPath(new URL('dist/meridian.mjs', import.meta.url));
/**
 * What the build read (the repo's own files; node_modules only changes through npm install, which
 * rebuilds): `inputs`, their paths, and `sha256`, each one's SHA-256 (hex) as the build read it;
 * `chunks`, what each chunk holds; `builtAt`, when.
 */
export const manifestFile = fileURLToPath(new URL('dist/meridian.inputs.json', import.meta.url));

export const buildHint = 'build it with `npm run build:cli` (npm install and npm ci run it)';

/** The SHA-256 (hex) of a file's bytes, as the manifest records it. */
export const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** "a", "a and b", "a, b, c and 2 more". */
const listed = (names) =>
  names.length <= 1
    ? names.join('')
    : names.length <= 3
      ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
      : `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`;

/**
 * Why cli/dist/meridian.mjs must not be run (missing, one of its chunks missing, its manifest
 * missing or unreadable, or a source it was built from changed or gone since), or null when it is
 * current. Judged by content, never by file times (which `cp -p`, `rsync -t` or tar carry over):
 * every input is read and hashed (about 128 files, 0.55 MB: some 15 ms under load, figures in
 * docs/performance-method.md), and each chunk is stat'ed.
 */
export function whyNotCurrent() {
  const manifestName = 'cli/dist/meridian.inputs.json';
  let text;
  try {
    statSync(distFile);
    text = readFileSync(manifestFile, 'utf8');
  } catch (e) {
    if (e?.path === distFile) return 'cli/dist/meridian.mjs is missing';
    return e?.code === 'ENOENT'
      ? `${manifestName} is missing (it names the sources cli/dist/meridian.mjs was built from)`
      : `${manifestName} is unreadable (${e?.code ?? e})`;
  }
  let manifest;
  try {
    manifest = JSON.parse(text);
  } catch (e) {
    return `${manifestName} is unreadable (${e instanceof Error ? e.message : 'not JSON'})`;
  }
  const { inputs, sha256: hashes, chunks } = manifest ?? {};
  if (!Array.isArray(inputs) || hashes === null || typeof hashes !== 'object') {
    return `${manifestName} records no hashes of the sources (written by an older scripts/build-cli.mjs)`;
  }
  for (const chunk of Object.keys(chunks ?? {})) {
    try {
      statSync(new URL(`dist/${chunk}`, import.meta.url));
    } catch {
      return `cli/dist/${chunk} is missing`;
    }
  }
  const changed = [];
  for (const file of inputs) {
    let bytes;
    try {
      bytes = readFileSync(join(repoRoot, file));
    } catch (e) {
      return e?.code === 'ENOENT'
        ? `cli/dist/meridian.mjs was built from ${file}, which is gone`
        : `cli/dist/meridian.mjs was built from ${file}, which is unreadable (${e?.code ?? e})`;
    }
    if (sha256(bytes) !== hashes[file]) changed.push(file);
  }
  return changed.length ? `cli/dist/meridian.mjs was built from other sources: ${listed(changed)} changed` : null;
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
