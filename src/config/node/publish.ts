import { sign } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CompiledConfig } from '../../rules-model/compiled-types';
import { canonicalJson } from '../bundle/canonical-json';
import { keyIdOf, sha256Hex, fromBase64 } from '../bundle/digest';
import {
  BUNDLE_FORMAT,
  manifestProblem,
  manifestText,
  signedBytes,
  siteFileName,
  type RulesManifest,
  type UnsignedManifest,
} from '../bundle/manifest';
import { siteBundleText } from '../bundle/site-bundle';
import { vocabularyOf } from '../bundle/vocabulary';
import type { SigningKey } from './signing-key';

export const MANIFEST_FILE = 'manifest.json';
/** Every published manifest stays readable by version (the preview's "any published version", rollback checks). */
export const VERSIONS_DIR = 'versions';

export interface PublishInput {
  config: CompiledConfig;
  outDir: string;
  key: SigningKey;
  revision: string;
  now: Date;
}

export interface Published {
  manifest: RulesManifest;
  /** Site files written by this publish (a file already there with the same name has the same bytes). */
  written: string[];
  previousVersion: number;
}

/** The manifest published in `outDir`, or null when none; a manifest that cannot be read is an error, not a fresh start. */
export function readPublished(outDir: string): RulesManifest | null {
  const file = join(outDir, MANIFEST_FILE);
  if (!existsSync(file)) return null;
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`${file}: not JSON (${(e as Error).message}); move it away to start the versions again`);
  }
  const problem = manifestProblem(value);
  if (problem) throw new Error(`${file}: ${problem}`);
  return value as RulesManifest;
}

function writeAtomically(file: string, text: string): void {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
}

/** What a publish would write, without writing it: the site files' texts and the signed manifest. */
export async function buildBundle(
  input: PublishInput,
  previousVersion: number,
): Promise<{ manifest: RulesManifest; files: Map<string, string> }> {
  const files = new Map<string, string>();
  const sites: RulesManifest['sites'] = {};
  for (const site of Object.keys(input.config.sites).sort()) {
    const text = siteBundleText(input.config, site);
    const bytes = Buffer.from(text, 'utf8');
    const sha256 = await sha256Hex(bytes);
    const file = siteFileName(site, sha256);
    files.set(file, text);
    sites[site] = { file, sha256, size: bytes.byteLength };
  }
  const vocabulary = vocabularyOf(input.config);
  const unsigned: UnsignedManifest = {
    format: BUNDLE_FORMAT,
    version: previousVersion + 1,
    revision: input.revision,
    createdAt: input.now.toISOString(),
    keyId: await keyIdOf(fromBase64(input.key.publicKey)),
    vocabulary: { ...vocabulary, hash: await sha256Hex(canonicalJson(vocabulary)) },
    sites,
  };
  const signature = sign(null, signedBytes(unsigned), input.key.privateKey).toString('base64');
  return { manifest: { ...unsigned, signature }, files };
}

/**
 * Writes a new version of the rule bundle into `outDir`: the site files first (immutable, named by
 * content), then `versions/<n>.json`, then `manifest.json` last and atomically, so a client never
 * reads a manifest whose files are not there yet.
 */
export async function publish(input: PublishInput): Promise<Published> {
  const previous = readPublished(input.outDir);
  const previousVersion = previous?.version ?? 0;
  const { manifest, files } = await buildBundle(input, previousVersion);
  mkdirSync(join(input.outDir, VERSIONS_DIR), { recursive: true });
  const written: string[] = [];
  for (const [file, text] of files) {
    const path = join(input.outDir, file);
    if (existsSync(path) && readFileSync(path, 'utf8') === text) continue;
    writeAtomically(path, text);
    written.push(file);
  }
  const text = manifestText(manifest);
  writeAtomically(join(input.outDir, VERSIONS_DIR, `${manifest.version}.json`), text);
  writeAtomically(join(input.outDir, MANIFEST_FILE), text);
  return { manifest, written, previousVersion };
}
