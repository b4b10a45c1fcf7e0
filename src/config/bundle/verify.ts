import { fromBase64, importEd25519, keyIdOf, sha256Hex, verifyEd25519 } from './digest';
import { manifestProblem, MAX_FRESH_MS, releaseText, timestampBytes, type ManifestSite, type RulesManifest } from './manifest';
import { unknownVocabulary, type Vocabulary } from './vocabulary';

/** Why a bundle was refused; each one keeps the bundle in use (docs/adr/0214-signed-rule-bundles.md). */
export type Refusal =
  | 'malformed'
  | 'newer-format'
  | 'unknown-key'
  | 'bad-signature'
  | 'too-few-signatures'
  | 'not-newer'
  | 'withdrawn'
  | 'expired'
  | 'dated-ahead'
  | 'dirty'
  | 'too-large'
  | 'unknown-vocabulary'
  | 'missing-site'
  | 'hash-mismatch';

export type Checked<T> = { ok: true; value: T } | { ok: false; refusal: Refusal; detail: string };

const refuse = (refusal: Refusal, detail: string): { ok: false; refusal: Refusal; detail: string } => ({ ok: false, refusal, detail });

/** A trusted signer: its raw 32-byte Ed25519 public key, base64. */
export type TrustedKey = string;

/** What a build trusts (docs/rules-bundles.md "What a build trusts"). */
export interface Trust {
  /** The compliance keys that sign releases. */
  keys: readonly TrustedKey[];
  /** How many distinct keys of `keys` must sign a release (four eyes: 2 or more). */
  threshold: number;
  /** The keys whose timestamp makes a release fresh; default `keys`. */
  timestampKeys?: readonly TrustedKey[];
}

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

const signatureBytes = (base64: string): Uint8Array | null => {
  try {
    return fromBase64(base64);
  } catch {
    return null;
  }
};

/** The keys that signed a release, and the release as signed (canonical JSON). */
export interface SignedRelease {
  signers: string[];
  release: string;
}

/** A verified manifest, with the keys that signed its release and the release as signed. */
export interface Verified extends SignedRelease {
  manifest: RulesManifest;
}

/**
 * The release's signatures checked against `keys`: a signature by a key the build does not trust
 * counts for nothing; the same key twice counts once; a trusted key's signature that does not hold
 * refuses (the release was changed after signing); fewer than `threshold` distinct trusted keys refuse.
 */
async function releaseSigners(
  manifest: RulesManifest,
  keys: readonly PreparedKey[],
  threshold: number,
  bytes: Uint8Array,
): Promise<Checked<string[]>> {
  const byKey = new Map<string, PreparedKey>(keys.map((k) => [k.keyId, k]));
  const entries = manifest.signatures.filter((s) => byKey.has(s.keyId));
  const held = await Promise.all(
    entries.map((s) => verifyEd25519(byKey.get(s.keyId)!.key, signatureBytes(s.signature) ?? new Uint8Array(), bytes)),
  );
  const broken = entries.find((_, i) => !held[i]);
  if (broken)
    return refuse('bad-signature', `the signature of trusted key ${broken.keyId} does not hold (the release was changed after signing)`);
  const signers = [...new Set(entries.map((s) => s.keyId))];
  if (signers.length === 0)
    return refuse(
      'unknown-key',
      `signed by ${[...new Set(manifest.signatures.map((s) => s.keyId))].join(', ')}, none of them a trusted key`,
    );
  if (signers.length < threshold)
    return refuse('too-few-signatures', `signed by ${signers.length} of the ${threshold} distinct trusted keys required`);
  return { ok: true, value: signers };
}

/**
 * A manifest whose release at least `threshold` distinct trusted keys signed (releaseSigners()),
 * its timestamp unchecked: what the CLI requires of a release it builds on or refreshes (a refresh
 * replaces the timestamp; src/config/node/series-trust.ts). `text` as for signedManifest().
 */
export async function signedRelease(
  manifest: RulesManifest,
  trust: Pick<Trust, 'keys' | 'threshold'>,
  text?: string,
): Promise<Checked<SignedRelease>> {
  const release = releaseText(manifest, text);
  const signers = await releaseSigners(manifest, await prepareTrust(trust.keys), trust.threshold, new TextEncoder().encode(release));
  return signers.ok ? { ok: true, value: { signers: signers.value, release } } : signers;
}

/**
 * A manifest of the right shape (parsedManifest()) whose freshness a trusted timestamp key signed,
 * over this release, and whose release at least `threshold` distinct trusted keys signed
 * (releaseSigners()). `text` is what it was parsed from: the signed bytes are read from it when it
 * is as published.
 */
export async function signedManifest(manifest: RulesManifest, trust: Trust, text?: string): Promise<Checked<Verified>> {
  const release = releaseText(manifest, text);
  const bytes = new TextEncoder().encode(release);
  const [keys, stampKeys] = await Promise.all([prepareTrust(trust.keys), prepareTrust(trust.timestampKeys ?? trust.keys)]);
  const { timestamp } = manifest;
  const stampKey = stampKeys.find((k) => k.keyId === timestamp.keyId);
  if (!stampKey) return refuse('unknown-key', `timestamp signed by key ${timestamp.keyId}, which this build does not trust`);
  const stamped = timestampBytes({ version: manifest.version, issuedAt: timestamp.issuedAt, expiresAt: timestamp.expiresAt }, bytes);
  // One wait on Web Crypto: the timestamp and every trusted release signature side by side.
  const [stampOk, signers] = await Promise.all([
    verifyEd25519(stampKey.key, signatureBytes(timestamp.signature) ?? new Uint8Array(), stamped),
    releaseSigners(manifest, keys, trust.threshold, bytes),
  ]);
  if (!signers.ok && signers.refusal === 'bad-signature') return signers;
  if (!stampOk) return refuse('bad-signature', `timestamp signature does not match key ${timestamp.keyId}`);
  if (!signers.ok) return signers;
  return { ok: true, value: { manifest, signers: signers.value, release } };
}

/**
 * Parses `text` as a manifest and checks its shape and its signatures against the trusted keys.
 * Says nothing yet about whether to apply it (acceptable()).
 */
export async function verifiedManifest(text: string, trust: Trust): Promise<Checked<Verified>> {
  const parsed = parsedManifest(text);
  return parsed.ok ? signedManifest(parsed.value, trust, text) : parsed;
}

/** What a page knows when a manifest arrives: the version it uses, and what it has learnt. */
export interface Acceptance {
  site: string;
  versionInUse: number;
  known: Vocabulary;
  /** Now, ms since the epoch: a manifest past its `expiresAt`, or fresh further ahead than MAX_FRESH_MS, is never applied. */
  now: number;
  /**
   * A kept bundle restored at load: past its expiry it is still acceptable (it was applied when fresh,
   * and is the newest verified rules this browser has); dated ahead it is not.
   */
  keepExpired?: boolean;
  /** Versions withdrawn by a manifest this page has verified. */
  withdrawn?: ReadonlySet<number>;
  /** Whether a bundle published from a dirty tree may be applied (demo builds only). */
  acceptDirty?: boolean;
}

/** An expiry as ms since the epoch; one that does not read as a time is long past (fails closed). */
export const expiryMs = (expiresAt: string): number => {
  const ms = Date.parse(expiresAt);
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
};

/**
 * Why a manifest is not fresh at `now` (ms), or null: past its expiry ('expired'; an expiry that does
 * not read as a time always is, even with `keepExpired`), or fresh for longer than MAX_FRESH_MS from
 * `now` ('dated-ahead'). The 30-day ceiling is counted from the reader's clock, never from the
 * issuedAt a timestamp claims: a timestamp dated years ahead keeps a release fresh for no one before
 * its last 30 days. `keepExpired`: a readable expiry in the past is no refusal (Acceptance.keepExpired).
 */
export function freshnessRefusal(
  manifest: RulesManifest,
  now: number,
  keepExpired = false,
): { ok: false; refusal: Refusal; detail: string } | null {
  const { expiresAt } = manifest.timestamp;
  const expiry = expiryMs(expiresAt);
  if (expiry <= (keepExpired ? Number.NEGATIVE_INFINITY : now))
    return refuse('expired', `version ${manifest.version} expired at ${expiresAt}`);
  if (expiry - now > MAX_FRESH_MS)
    return refuse(
      'dated-ahead',
      `version ${manifest.version} is fresh until ${expiresAt}, more than ${MAX_FRESH_MS / 86_400_000} days from now: its timestamp is dated ahead (or this clock is behind)`,
    );
  return null;
}

/**
 * The refusal of a version a verified rollback withdrew, or null: acceptable()'s first check (a new
 * version, and a kept one at the next load), and the page's own on a refresh of the version in use
 * and on the version in use itself once it learns of a rollback (rules-sync.ts).
 */
export function withdrawnRefusal(
  version: number,
  withdrawn: ReadonlySet<number> | undefined,
): { ok: false; refusal: Refusal; detail: string } | null {
  return withdrawn?.has(version) ? refuse('withdrawn', `version ${version} was withdrawn by a rollback`) : null;
}

/**
 * Whether a manifest may replace the bundle in use: not withdrawn, newer, fresh, clean (or a demo
 * build), for this site, and in this build's vocabulary. Its signatures are checked apart (signedManifest()).
 */
export function acceptable(manifest: RulesManifest, o: Acceptance): Checked<ManifestSite> {
  const gone = withdrawnRefusal(manifest.version, o.withdrawn);
  if (gone) return gone;
  if (manifest.version <= o.versionInUse) return refuse('not-newer', `version ${manifest.version} is not newer than ${o.versionInUse}`);
  const stale = freshnessRefusal(manifest, o.now, o.keepExpired);
  if (stale) return stale;
  if (manifest.dirty && !o.acceptDirty)
    return refuse('dirty', `version ${manifest.version} was published from a working tree with changes (--allow-dirty)`);
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
