/** Web Crypto, alike in browsers and Node ≥ 20: SHA-256 and Ed25519 verification for rule bundles. */

/** `data` as Web Crypto's typings want it: itself when it is over an ArrayBuffer (no copy of a 100 KB file), else a copy. */
function bytes(data: Uint8Array): Uint8Array<ArrayBuffer> {
  return data.buffer instanceof ArrayBuffer ? (data as Uint8Array<ArrayBuffer>) : new Uint8Array(data);
}

export function toHex(buffer: ArrayBuffer | Uint8Array): string {
  return Array.from(buffer instanceof Uint8Array ? buffer : new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

export async function sha256Hex(data: Uint8Array | string): Promise<string> {
  const input = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  return toHex(await crypto.subtle.digest('SHA-256', bytes(input)));
}

/** The key id of a raw 32-byte Ed25519 public key: 16 hex of its SHA-256. */
export async function keyIdOf(rawPublicKey: Uint8Array): Promise<string> {
  return (await sha256Hex(rawPublicKey)).slice(0, 16);
}

/** A raw Ed25519 public key as Web Crypto's key; null when it is not one. */
export async function importEd25519(rawPublicKey: Uint8Array): Promise<CryptoKey | null> {
  try {
    return await crypto.subtle.importKey('raw', bytes(rawPublicKey), { name: 'Ed25519' }, false, ['verify']);
  } catch {
    return null;
  }
}

/** Whether `signature` is the Ed25519 signature of `data` by `key` (raw bytes or imported); false for a malformed key or signature. */
export async function verifyEd25519(key: Uint8Array | CryptoKey | null, signature: Uint8Array, data: Uint8Array): Promise<boolean> {
  try {
    const imported = key instanceof Uint8Array ? await importEd25519(key) : key;
    return !!imported && (await crypto.subtle.verify({ name: 'Ed25519' }, imported, bytes(signature), bytes(data)));
  } catch {
    return false;
  }
}
