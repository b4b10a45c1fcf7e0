import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { manifestLocation, versionLocation } from '../../src/config/node/read-history';
import { sourceRevision } from '../../src/config/node/source-revision';
import { text } from '../escape-output';
import { CliExit, type CliIO } from '../io';

/** Where `vN` is looked up when `--published` is not given: this, else dist-rules/manifest.json. */
export const PUBLISHED_ENV = 'MERIDIAN_RULES_PUBLISHED';

/** `v7` and the like: a published version's name (docs/rules-bundles.md, "History and rollback"). */
export const VERSION_NAME = /^v([1-9]\d{0,8})$/;

const isDir = (p: string): boolean => {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
};

/**
 * `spec` as a published version: `vN` is versions/N.json beside the manifest `published` (or
 * $MERIDIAN_RULES_PUBLISHED, else dist-rules/manifest.json). Null for any other spec. A `vN` that is also a folder or a git revision is refused (exit 2)
 * with the spelling of each, never guessed.
 */
export function publishedVersion(
  io: CliIO,
  name: string,
  spec: string,
  published: string | undefined,
): { file: string; version: number } | null {
  const m = VERSION_NAME.exec(spec);
  if (!m) return null;
  const version = Number(m[1]);
  const clash = isDir(resolve(io.cwd, spec))
    ? `a folder (write ./${spec} for it)`
    : sourceRevision(io.cwd, spec) !== 'unknown'
      ? `a git revision (write refs/tags/${spec} or ${spec}^{commit} for it)`
      : null;
  if (clash) {
    io.err(
      text(`${name}: "${spec}" names published version ${version} and ${clash}; write the version as its file, versions/${version}.json`),
    );
    throw new CliExit(2);
  }
  const manifest = manifestLocation(published || process.env[PUBLISHED_ENV] || 'dist-rules/manifest.json', io.cwd);
  return { file: versionLocation(manifest, version), version };
}
