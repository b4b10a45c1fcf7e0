import { fromBase64, importEd25519, keyIdOf, sha256Hex, verifyEd25519 } from './digest';
import { manifestProblem, signedBytes, type ManifestSite, type RulesManifest } from './manifest';
import { unknownVocabulary, type Vocabulary } from './vocabulary';

/** Why a bundle was refused; each one keeps the bundle in use (docs/adr/0214-signed-rule-bundles.md). */
export type Refusal =
  | 'malformed'
  | 'newer-format'
  | 'unknown-key'
  | 'bad-signature'
  | 'not-newer'
  | 'unknown-vocabulary'
  | 'missing-site'
  | 'hash-mismatch';

export type Checked<T> = { ok: true; value: T } | { ok: false; refusal: Refusal; detail: string };

const refuse = (refusal: Refusal, detail: string): { ok: false; refusal: Refusal; detail: string } => ({ ok: false, refusal, detail });

/** A trusted signer: its raw 32-byte Ed25519 public key, base64. */
export type TrustedKey = string;

/** A trusted key made ready to verify with: its key id and Web Crypto key (null: not a usable key). */
interface PreparedKey {
  keyId: string;
  key: CryptoKey | null;
}

const prepared = new Map<TrustedKey, Promise<PreparedKey>>();

/**
 * Each trusted key's id and imported key, worked out once per page (or process) and kept: a check
 * then costs one signature verification and one hash. The first Web Crypto call of a page also
 * starts its crypto thread, a few ms at 4× CPU slow-down; preparing at idle pays that before a check.
 */
export function prepareTrust(trusted: readonly TrustedKey[]): Promise<PreparedKey[]> {
  return Promise.all(
    trusted.map((key) => {
      let p = prepared.get(key);
      if (!p) {
        const raw = fromBase64(key);
        p = Promise.all([keyIdOf(raw), importEd25519(raw)]).then(([keyId, imported]) => ({ keyId, key: imported }));
        prepared.set(key, p);
      }
      return p;
    }),
  );
}

/** Parses `text` as a manifest and checks its shape; says nothing yet of its signature (signedManifest()). */
export function parsedManifest(text: string): Checked<RulesManifest> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return refuse('malformed', 'not JSON');
  }
  const problem = manifestProblem(value);
  if (problem) return refuse(problem.includes('newer than') ? 'newer-format' : 'malformed', problem);
  return { ok: true, value: value as RulesManifest };
}

/**
 * A manifest of the right shape (parsedManifest()) whose signature holds for one of the trusted keys.
 * `text` is what it was parsed from: the signed bytes are read from it when it is as published (signedBytes()).
 */
export async function signedManifest(
  manifest: RulesManifest,
  trusted: readonly TrustedKey[],
  text?: string,
): Promise<Checked<RulesManifest>> {
  for (const { keyId, key } of await prepareTrust(trusted)) {
    if (keyId !== manifest.keyId) continue;
    let signature: Uint8Array;
    try {
      signature = fromBase64(manifest.signature);
    } catch {
      return refuse('bad-signature', 'signature is not base64');
    }
    return (await verifyEd25519(key, signature, signedBytes(manifest, text)))
      ? { ok: true, value: manifest }
      : refuse('bad-signature', `signature does not match key ${manifest.keyId}`);
  }
  return refuse('unknown-key', `signed by key ${manifest.keyId}, which this build does not trust`);
}

/**
 * Parses `text` as a manifest and checks its shape and its signature against the trusted keys.
 * Says nothing yet about whether to apply it (acceptable()).
 */
export async function verifiedManifest(text: string, trusted: readonly TrustedKey[]): Promise<Checked<RulesManifest>> {
  const parsed = parsedManifest(text);
  return parsed.ok ? signedManifest(parsed.value, trusted, text) : parsed;
}

/** Whether a verified manifest may replace the bundle in use: newer, for this site, and in this build's vocabulary. */
export function acceptable(manifest: RulesManifest, o: { site: string; versionInUse: number; known: Vocabulary }): Checked<ManifestSite> {
  if (manifest.version <= o.versionInUse) return refuse('not-newer', `version ${manifest.version} is not newer than ${o.versionInUse}`);
  const unknown = unknownVocabulary(manifest.vocabulary, o.known);
  if (unknown.length)
    return refuse('unknown-vocabulary', `unknown to this build: ${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? ', …' : ''}`);
  const site = manifest.sites[o.site];
  return site ? { ok: true, value: site } : refuse('missing-site', `no file for site ${o.site}`);
}

/**
 * The site file's bytes when their size and SHA-256 are the manifest's. `sha256` is the bytes' hash
 * when the caller started it already (alongside the signature's check).
 */
export async function checkedSiteBytes(data: Uint8Array, entry: ManifestSite, sha256?: Promise<string>): Promise<Checked<Uint8Array>> {
  if (data.byteLength !== entry.size)
    return refuse('hash-mismatch', `${entry.file}: ${data.byteLength} bytes, manifest says ${entry.size}`);
  const sha = await (sha256 ?? sha256Hex(data));
  if (sha !== entry.sha256)
    return refuse('hash-mismatch', `${entry.file}: SHA-256 ${sha.slice(0, 16)}…, manifest says ${entry.sha256.slice(0, 16)}…`);
  return { ok: true, value: data };
}

/** Checked bytes as text; a signed file that is not UTF-8 is refused like a changed one. */
export function siteFileText(data: Uint8Array, entry: ManifestSite): Checked<string> {
  try {
    return { ok: true, value: new TextDecoder('utf-8', { fatal: true }).decode(data) };
  } catch {
    return refuse('hash-mismatch', `${entry.file}: signed but not UTF-8`);
  }
}

/** The site file's bytes as text when their size and SHA-256 are the manifest's. */
export async function checkedSiteFile(data: Uint8Array, entry: ManifestSite): Promise<Checked<string>> {
  const bytes = await checkedSiteBytes(data, entry);
  return bytes.ok ? siteFileText(bytes.value, entry) : bytes;
}
