import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The environment variable holding the publishing key (PKCS#8 PEM): CI's secret store sets it. */
export const SIGNING_KEY_ENV = 'MERIDIAN_RULES_SIGNING_KEY';
/** The key that signs freshness (`meridian publish --refresh` on a schedule); default the signing key. */
export const TIMESTAMP_KEY_ENV = 'MERIDIAN_RULES_TIMESTAMP_KEY';
/** Where `npm start` and `meridian publish` keep the development key pair, relative to the root (git-ignored). */
export const DEV_KEY_FILE = '.meridian/keys/rules-dev.pem';

export interface SigningKey {
  privateKey: KeyObject;
  /** The raw 32-byte Ed25519 public key, base64: what a build trusts. */
  publicKey: string;
  source: 'env' | 'file' | 'dev';
}

function fromPem(pem: string, source: SigningKey['source'], where: string): SigningKey {
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(pem);
  } catch (e) {
    throw new Error(`${where}: not a PEM private key (${(e as Error).message})`);
  }
  if (privateKey.asymmetricKeyType !== 'ed25519')
    throw new Error(`${where}: a ${privateKey.asymmetricKeyType} key; rule bundles are signed with Ed25519`);
  return { privateKey, publicKey: rawPublicKey(createPublicKey(privateKey)), source };
}

/** The raw public key bytes of an Ed25519 key object, base64 (its JWK `x`, which is base64url). */
export function rawPublicKey(key: KeyObject): string {
  const { x } = key.export({ format: 'jwk' });
  return Buffer.from(x!, 'base64url').toString('base64');
}

/** A fresh Ed25519 key pair held in memory (tests, benches): never written anywhere. */
export function ephemeralSigningKey(): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return { privateKey, publicKey: rawPublicKey(publicKey), source: 'file' };
}

/** The development key under `root`, made on first use (mode 0600, in a git-ignored folder). */
export function devSigningKey(root: string): SigningKey {
  const file = join(root, DEV_KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    const { privateKey } = generateKeyPairSync('ed25519');
    writeFileSync(file, privateKey.export({ format: 'pem', type: 'pkcs8' }), { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
  }
  return fromPem(readFileSync(file, 'utf8'), 'dev', DEV_KEY_FILE);
}

/**
 * The key to publish with: the environment's (`envName`, default $MERIDIAN_RULES_SIGNING_KEY; the
 * timestamp key falls back to the signing key), else a key file, else (when allowed) the development
 * key. The private key never enters the repository.
 */
export function signingKey(o: {
  root: string;
  keyFile?: string;
  env?: NodeJS.ProcessEnv;
  envName?: string;
  allowDev: boolean;
}): SigningKey {
  const name = o.envName ?? SIGNING_KEY_ENV;
  const env = o.env ?? process.env;
  const fromEnv = env[name] || (name !== SIGNING_KEY_ENV ? env[SIGNING_KEY_ENV] : undefined);
  if (fromEnv) return fromPem(fromEnv, 'env', env[name] ? `$${name}` : `$${SIGNING_KEY_ENV}`);
  if (o.keyFile) {
    let pem: string;
    try {
      pem = readFileSync(o.keyFile, 'utf8');
    } catch (e) {
      throw new Error(`${o.keyFile}: cannot read the key file (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
    }
    return fromPem(pem, 'file', o.keyFile);
  }
  if (!o.allowDev) throw new Error(`no signing key: set $${SIGNING_KEY_ENV} or pass --key-file`);
  return devSigningKey(o.root);
}
