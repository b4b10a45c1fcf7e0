import { sign } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { CompiledConfig } from '../../rules-model/compiled-types';
import { MANIFEST_FILE, MANIFEST_LIMIT_BYTES } from '../bundle/bundle-files';
import { readFileBounded } from './bounded-file';
import { canonicalJson } from '../bundle/canonical-json';
import { keyIdOf, sha256Hex, fromBase64 } from '../bundle/digest';
import {
  BUNDLE_FORMAT,
  manifestProblem,
  manifestText,
  releaseBytes,
  siteFileName,
  timestampBytes,
  type Release,
  type RulesManifest,
  type Timestamp,
} from '../bundle/manifest';
import { siteBundleText } from '../bundle/site-bundle';
import { vocabularyOf } from '../bundle/vocabulary';
import { checkedPublished, type CliTrust } from './series-trust';
import type { SigningKey } from './signing-key';

export { MANIFEST_FILE };
/** Every published manifest stays readable by version (the preview's "any published version", rollback checks). */
export const VERSIONS_DIR = 'versions';

/** How long a manifest stays fresh when the deployment does not say (`--expires-in`, $MERIDIAN_RULES_EXPIRES_IN). */
export const DEFAULT_EXPIRES_IN_MS = 24 * 3600_000;

export interface PublishInput {
  config: CompiledConfig;
  outDir: string;
  /** Signs the release (the first approver) and, unless `timestampKey` is given, its freshness. */
  key: SigningKey;
  timestampKey?: SigningKey;
  revision: string;
  now: Date;
  /** How long the manifest is fresh; default DEFAULT_EXPIRES_IN_MS. */
  expiresInMs?: number;
  /** Versions this publish withdraws (a rollback); every earlier manifest's withdrawn versions stay withdrawn. */
  withdraw?: readonly number[];
  /** Published from a working tree with changes (`--allow-dirty`): a production build refuses it. */
  dirty?: boolean;
  /**
   * The keys to check the version published before against (the CLI always gives them): its release
   * signed by a trusted key, not withdrawn, not older than a version file (checkedSeries()); else an
   * UntrustedPublishedError and nothing written.
   */
  trust?: CliTrust;
}

/** What is published cannot be built on or refreshed: its signatures do not hold, or it was withdrawn or superseded. */
export class UntrustedPublishedError extends Error {}

/**
 * The manifest published in `outDir` checked against `trust` (checkedSeries(); `threshold` distinct
 * trusted keys), or readPublished()'s unchecked one without `trust`; null when nothing is published.
 */
export async function trustedPublished(outDir: string, trust: CliTrust | undefined, threshold: number): Promise<RulesManifest | null> {
  if (!trust) return readPublished(outDir);
  const checked = await checkedPublished(outDir, trust, threshold);
  if (checked === null) return null;
  if (!checked.ok) throw new UntrustedPublishedError(`${outDir}/${checked.problem}`);
  return checked.manifest;
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
    value = JSON.parse(readFileBounded(file, MANIFEST_LIMIT_BYTES).toString('utf8'));
  } catch (e) {
    throw new Error(`${file}: not JSON (${(e as Error).message}); move it away to start the versions again`);
  }
  const problem = manifestProblem(value);
  if (problem)
    throw new Error(
      `${file}: ${problem}${problem.startsWith('format') ? '; move it away to start the versions again in this format' : ''}`,
    );
  return value as RulesManifest;
}

function writeAtomically(file: string, text: string): void {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
}

const keyIdFor = (key: SigningKey): Promise<string> => keyIdOf(fromBase64(key.publicKey));

/** A release signature by `key`: over the release's canonical JSON. */
export async function signRelease(release: Release, key: SigningKey): Promise<RulesManifest['signatures'][number]> {
  return { keyId: await keyIdFor(key), signature: sign(null, releaseBytes(release), key.privateKey).toString('base64') };
}

/** A freshness signature by `key` over the release and its version, fresh from `now` for `expiresInMs`. */
export async function signTimestamp(release: Release, key: SigningKey, now: Date, expiresInMs: number): Promise<Timestamp> {
  const issuedAt = now.toISOString();
  const expiresAt = new Date(now.getTime() + expiresInMs).toISOString();
  const stamped = timestampBytes({ version: release.version, issuedAt, expiresAt }, releaseBytes(release));
  return {
    keyId: await keyIdFor(key),
    signature: sign(null, stamped, key.privateKey).toString('base64'),
    issuedAt,
    expiresAt,
  };
}

/** What a configuration publishes, unsigned: each site's file (text, name, SHA-256, size) and the vocabulary with its hash. */
export async function bundleContent(
  config: CompiledConfig,
): Promise<{ files: Map<string, string>; sites: RulesManifest['sites']; vocabulary: Release['vocabulary'] }> {
  const files = new Map<string, string>();
  const sites: RulesManifest['sites'] = {};
  for (const site of Object.keys(config.sites).sort()) {
    const text = siteBundleText(config, site);
    const bytes = Buffer.from(text, 'utf8');
    const sha256 = await sha256Hex(bytes);
    const file = siteFileName(site, sha256);
    files.set(file, text);
    sites[site] = { file, sha256, size: bytes.byteLength };
  }
  const vocabulary = vocabularyOf(config);
  return { files, sites, vocabulary: { ...vocabulary, hash: await sha256Hex(canonicalJson(vocabulary)) } };
}

/** What a publish would write, without writing it: the site files' texts and the signed manifest. */
export async function buildBundle(
  input: PublishInput,
  previous: RulesManifest | null,
): Promise<{ manifest: RulesManifest; files: Map<string, string> }> {
  const { files, sites, vocabulary } = await bundleContent(input.config);
  const withdrawn = [...new Set([...(previous?.withdrawn ?? []), ...(input.withdraw ?? [])])].sort((a, b) => a - b);
  const release: Release = {
    format: BUNDLE_FORMAT,
    version: (previous?.version ?? 0) + 1,
    revision: input.revision,
    createdAt: input.now.toISOString(),
    withdrawn,
    ...(input.dirty ? { dirty: true as const } : {}),
    vocabulary,
    sites,
  };
  const [signature, timestamp] = await Promise.all([
    signRelease(release, input.key),
    signTimestamp(release, input.timestampKey ?? input.key, input.now, input.expiresInMs ?? DEFAULT_EXPIRES_IN_MS),
  ]);
  return { manifest: { signatures: [signature], timestamp, ...release }, files };
}

/** Writes a manifest as the current one and as `versions/<n>.json` (both atomically; the current one last). */
export function writeManifest(outDir: string, manifest: RulesManifest): void {
  const text = manifestText(manifest);
  mkdirSync(join(outDir, VERSIONS_DIR), { recursive: true });
  writeAtomically(join(outDir, VERSIONS_DIR, `${manifest.version}.json`), text);
  writeAtomically(join(outDir, MANIFEST_FILE), text);
}

/**
 * Writes a new version of the rule bundle into `outDir`: the site files first (immutable, named by
 * content), then `versions/<n>.json`, then `manifest.json` last and atomically, so a client never
 * reads a manifest whose files are not there yet.
 */
export async function publish(input: PublishInput): Promise<Published> {
  // The base needs one trusted signer: a version awaiting its approvers (staging) is built on too.
  const previous = await trustedPublished(input.outDir, input.trust, 1);
  const previousVersion = previous?.version ?? 0;
  const { manifest, files } = await buildBundle(input, previous);
  mkdirSync(join(input.outDir, VERSIONS_DIR), { recursive: true });
  const written: string[] = [];
  for (const [file, text] of files) {
    const path = join(input.outDir, file);
    if (existsSync(path) && readFileSync(path, 'utf8') === text) continue;
    writeAtomically(path, text);
    written.push(file);
  }
  writeManifest(input.outDir, manifest);
  return { manifest, written, previousVersion };
}

/**
 * A refresh: the published release, unchanged and with every signature it has, with a new timestamp
 * (issued `now`, fresh for `expiresInMs`). Cheap and safe to run on a schedule with the timestamp key
 * alone: it cannot change what the release says, and a client takes it as the same version.
 */
export async function refresh(o: {
  outDir: string;
  key: SigningKey;
  now: Date;
  expiresInMs?: number;
  /** As PublishInput's: the release must be signed by `trust.threshold` distinct trusted keys, not withdrawn, the newest. */
  trust?: CliTrust;
}): Promise<RulesManifest> {
  const current = await trustedPublished(o.outDir, o.trust, o.trust?.threshold ?? 1);
  if (!current) throw new Error(`${join(o.outDir, MANIFEST_FILE)}: nothing published to refresh`);
  const { signatures, timestamp: _old, ...release } = current;
  const timestamp = await signTimestamp(release, o.key, o.now, o.expiresInMs ?? DEFAULT_EXPIRES_IN_MS);
  const manifest = { signatures, timestamp, ...release };
  writeManifest(o.outDir, manifest);
  return manifest;
}

/**
 * Adds `key`'s signature to a published manifest's release (a further approver, four eyes), nothing
 * signed changed; `already` when that key had signed. Writes the manifest back when it is the
 * current one, and its `versions/<n>.json` either way.
 */
export async function addSignature(
  file: string,
  key: SigningKey,
  /** Rejects to refuse the signature (`meridian sign` checks the signatures and rebuilds the release); not run when `key` signed already. */
  approve?: (manifest: RulesManifest, text: string) => Promise<void>,
): Promise<{ manifest: RulesManifest; already: boolean }> {
  let read: string;
  let value: unknown;
  try {
    read = readFileBounded(file, MANIFEST_LIMIT_BYTES).toString('utf8');
    value = JSON.parse(read);
  } catch (e) {
    throw new Error(`${file}: not a readable manifest (${(e as Error).message})`);
  }
  const problem = manifestProblem(value);
  if (problem) throw new Error(`${file}: ${problem}`);
  const manifest = value as RulesManifest;
  const keyId = await keyIdFor(key);
  if (manifest.signatures.some((s) => s.keyId === keyId)) return { manifest, already: true };
  await approve?.(manifest, read);
  const signature = await signRelease(manifest, key);
  const signed: RulesManifest = { ...manifest, signatures: [...manifest.signatures, signature] as RulesManifest['signatures'] };
  const text = manifestText(signed);
  writeAtomically(file, text);
  // The published folder: the file's own, or its parent for a `versions/<n>.json`.
  const dir = basename(dirname(file)) === VERSIONS_DIR ? dirname(dirname(file)) : dirname(file);
  const current = join(dir, MANIFEST_FILE);
  const versionFile = join(dir, VERSIONS_DIR, `${signed.version}.json`);
  if (resolve(file) !== resolve(versionFile) && existsSync(join(dir, VERSIONS_DIR))) writeAtomically(versionFile, text);
  if (resolve(file) !== resolve(current) && existsSync(current) && readPublished(dir)?.version === signed.version)
    writeAtomically(current, text);
  return { manifest: signed, already: false };
}
