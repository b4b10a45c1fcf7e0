import { createHash } from 'node:crypto';

/** The public keys (raw Ed25519, base64, comma-separated) a build — and the CLI's checks — trust for rule bundles. */
export const PUBLIC_KEYS_ENV = 'MERIDIAN_RULES_PUBLIC_KEYS';
/** How many distinct trusted keys must sign a release (default 1; four eyes: 2). */
export const THRESHOLD_ENV = 'MERIDIAN_RULES_THRESHOLD';

/** The key id of a raw Ed25519 public key given as base64: 16 hex of its SHA-256 (as src/config/bundle/digest.ts keyIdOf). */
export function keyIdOfBase64(key: string): string {
  return createHash('sha256').update(Buffer.from(key, 'base64')).digest('hex').slice(0, 16);
}

/**
 * Why `key` is not a raw 32-byte Ed25519 public key in canonical base64, or null. Base64 of 32 bytes
 * leaves two unused bits in its last character: a decoder ignores them, so four strings decode to one
 * key. Only the one an encoder writes (those bits zero) is accepted, so a key is one string.
 */
export function publicKeyProblem(key: string): string | null {
  if (!/^[A-Za-z0-9+/]{43}=$/.test(key)) return 'not a base64 raw Ed25519 public key';
  const raw = Buffer.from(key, 'base64');
  if (raw.byteLength !== 32) return 'not a base64 raw Ed25519 public key';
  const canonical = raw.toString('base64');
  if (canonical !== key) return `not canonical base64 (the same key is written ${canonical})`;
  return null;
}

/**
 * The keys of a comma-separated list (an environment variable `name`), each checked as a canonical
 * base64 raw Ed25519 public key (else an Error naming it), one per key id: the same key listed twice
 * is one key, however it is written.
 */
export function publicKeyList(raw: string | undefined, name: string): string[] {
  const listed = (raw ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  const byId = new Map<string, string>();
  for (const key of listed) {
    const problem = publicKeyProblem(key);
    if (problem) throw new Error(`$${name}: "${key}" is ${problem}`);
    const id = keyIdOfBase64(key);
    if (!byId.has(id)) byId.set(id, key);
  }
  return [...byId.values()];
}
