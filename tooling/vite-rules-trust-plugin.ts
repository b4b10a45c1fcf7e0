import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { factPathPatterns } from '../src/config/fact-paths';
import { devSigningKey } from '../src/config/node/signing-key';
import { isDemoEnv } from '../src/lib/demo-env';

const ID = 'virtual:meridian/rules-trust';
const RESOLVED = `\0${ID}`;
/** The fact paths the engine can evaluate: a module of its own, loaded with the verifying code only. */
const PATHS_ID = 'virtual:meridian/fact-paths';
const PATHS_RESOLVED = `\0${PATHS_ID}`;
/** The public keys (raw Ed25519, base64, comma-separated) a build trusts for published rule bundles. */
export const PUBLIC_KEYS_ENV = 'MERIDIAN_RULES_PUBLIC_KEYS';

/**
 * Which rule bundles this build accepts (docs/rules-bundles.md): the keys in $MERIDIAN_RULES_PUBLIC_KEYS,
 * else, in a demo build (`npm start`, the tests), the development key of `.meridian/keys/`, made on
 * first use. A production build without keys trusts none, and never asks for bundles.
 */
export function trustedKeys(root: string, env: Record<string, string | undefined>): string[] {
  const listed = (env[PUBLIC_KEYS_ENV] ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  for (const key of listed)
    if (!/^[A-Za-z0-9+/]{43}=$/.test(key)) throw new Error(`$${PUBLIC_KEYS_ENV}: "${key}" is not a base64 raw Ed25519 public key`);
  if (listed.length || !isDemoEnv(env)) return listed;
  return [devSigningKey(root).publicKey];
}

/**
 * The version published when this build was made (dist-rules/manifest.json, or $MERIDIAN_RULES_DIR's),
 * else 0: the built-in rules are at least that new, so only a later publish replaces them.
 */
export function publishedVersion(root: string, env: Record<string, string | undefined>): number {
  try {
    const dir = env.MERIDIAN_RULES_DIR ? resolve(env.MERIDIAN_RULES_DIR) : join(root, 'dist-rules');
    const version = (JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { version?: unknown }).version;
    return typeof version === 'number' && Number.isInteger(version) && version > 0 ? version : 0;
  } catch {
    return 0;
  }
}

/** The module's text: the trusted keys, the built-in version and where bundles are served. */
export function rulesTrustModule(trusted: readonly string[], builtInVersion: number, bundleUrl: string): string {
  return (
    `export const trusted = ${JSON.stringify(trusted)};\n` +
    `export const builtInVersion = ${builtInVersion};\n` +
    `export const bundleUrl = ${JSON.stringify(bundleUrl)};\n` +
    'export const rulesTrust = { trusted, builtInVersion, bundleUrl };\n'
  );
}

/**
 * Serves `virtual:meridian/rules-trust` (src/app/live-rules.ts: keys, built-in version, bundle URL)
 * and `virtual:meridian/fact-paths` (src/app/live-rules-check.ts: what the engine can evaluate).
 */
export function meridianRulesTrust(root: string): Plugin {
  let env: Record<string, string | undefined> = {};
  return {
    name: 'meridian-rules-trust',
    configResolved(resolved) {
      env = { ...resolved.env, ...process.env };
    },
    resolveId: (id) => (id === ID ? RESOLVED : id === PATHS_ID ? PATHS_RESOLVED : null),
    load(id) {
      if (id === PATHS_RESOLVED) return `export const factPaths = ${JSON.stringify(factPathPatterns())};\n`;
      if (id !== RESOLVED) return null;
      return rulesTrustModule(trustedKeys(root, env), publishedVersion(root, env), env.VITE_RULES_BUNDLE_URL || '/rules-bundle/');
    },
  };
}
