import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { compile } from '../src/config/compile';
import { factPathPatterns } from '../src/config/fact-paths';
import { releaseDifferences } from '../src/config/node/rebuild-check';
import { readSources } from '../src/config/node/read-sources';
import { checkedPublished } from '../src/config/node/series-trust';
import type { CompiledConfig } from '../src/rules-model/compiled-types';
import { PUBLIC_KEYS_ENV, publicKeyList, THRESHOLD_ENV } from '../src/config/node/public-keys';
import { devSigningKey } from '../src/config/node/signing-key';

const ID = 'virtual:meridian/rules-trust';
const RESOLVED = `\0${ID}`;
/** The fact paths the engine can evaluate: a module of its own, loaded with the verifying code only. */
const PATHS_ID = 'virtual:meridian/fact-paths';
const PATHS_RESOLVED = `\0${PATHS_ID}`;
/** The public keys (raw Ed25519, base64, comma-separated) and the threshold a build trusts: shared with the CLI's checks. */
export { PUBLIC_KEYS_ENV, THRESHOLD_ENV };
/** The keys whose timestamp makes a release fresh (a scheduled refresh's key); default the public keys. */
export const TIMESTAMP_KEYS_ENV = 'MERIDIAN_RULES_TIMESTAMP_KEYS';
/** `1`: a built site trusts the development key of `.meridian/keys/` (the tests, the benches, a demo). */
export const DEMO_TRUST_ENV = 'MERIDIAN_RULES_DEMO_TRUST';

/** What a build trusts, as `virtual:meridian/rules-trust` carries it (src/config/bundle/verify.ts Trust). */
export interface BuildTrust {
  trusted: string[];
  threshold: number;
  timestampKeys: string[];
  /** Only a build that trusts the development key applies bundles published from a dirty tree. */
  acceptDirty: boolean;
  /** What the build says about it, once, in its output. */
  summary: string;
}

/**
 * The keys `name` lists: each a canonical base64 raw Ed25519 public key (a string with the unused
 * trailing bits set is the same key written another way: refused, so "2 keys" cannot be one), one
 * per key id (src/config/node/public-keys.ts, as the CLI reads them).
 */
function keyList(env: Record<string, string | undefined>, name: string): string[] {
  return publicKeyList(env[name], name);
}

/**
 * Which rule bundles this build accepts (docs/rules-bundles.md "What a build trusts"): releases signed
 * by `threshold` distinct keys of $MERIDIAN_RULES_PUBLIC_KEYS, with a timestamp by one of
 * $MERIDIAN_RULES_TIMESTAMP_KEYS (default the same keys). Without listed keys, only the development
 * server (`npm start`, the unit tests: `serve`) or a build with MERIDIAN_RULES_DEMO_TRUST=1 (the
 * browser tests, the benches) trusts the development key of `.meridian/keys/`; any other build —
 * a plain `npm run build` — trusts none and ships live rules switched off.
 */
export function buildTrust(root: string, env: Record<string, string | undefined>, command: 'serve' | 'build'): BuildTrust {
  const listed = keyList(env, PUBLIC_KEYS_ENV);
  const demo = listed.length === 0 && (command === 'serve' || env[DEMO_TRUST_ENV] === '1');
  const trusted = demo ? [devSigningKey(root).publicKey] : listed;
  const raw = env[THRESHOLD_ENV];
  const threshold = raw === undefined || raw === '' ? 1 : Number(raw);
  if (!Number.isInteger(threshold) || threshold < 1)
    throw new Error(`$${THRESHOLD_ENV}: "${raw}" is not a whole number of keys, 1 or more`);
  if (trusted.length && threshold > trusted.length)
    throw new Error(`$${THRESHOLD_ENV}: ${threshold} signatures required, but only ${trusted.length} key(s) are trusted`);
  const stamps = keyList(env, TIMESTAMP_KEYS_ENV);
  const timestampKeys = stamps.length && !demo ? stamps : trusted;
  const summary = demo
    ? 'rule bundles: trusting the development key (a demo build; never deploy it)'
    : trusted.length
      ? `rule bundles: ${threshold} of ${trusted.length} trusted key(s) must sign, timestamps by ${timestampKeys.length} key(s)`
      : `rule bundles: no $${PUBLIC_KEYS_ENV}, so this build trusts no key and live rules are off`;
  return { trusted, threshold, timestampKeys, acceptDirty: demo, summary };
}

/** Where the version published when this build was made is: dist-rules/, or $MERIDIAN_RULES_DIR. */
const publishedDir = (root: string, env: Record<string, string | undefined>): string =>
  env.MERIDIAN_RULES_DIR ? resolve(env.MERIDIAN_RULES_DIR) : join(root, 'dist-rules');

/**
 * The version the built-in rules are, with why it is 0 when a version is published. It is the
 * version published when the build was made when that manifest is one this build would apply —
 * its release signed by `trust.threshold` of the keys it trusts, not withdrawn or superseded by a
 * `versions/<n>.json` beside it (checkedPublished, as the CLI checks what it builds on), not dirty
 * unless the build accepts that — and, for a build (not the development server, whose working tree
 * is at least that new), every site file and the vocabulary it holds are exactly what `config`
 * publishes (releaseDifferences, as `meridian sign` compares a release with its revision). Else 0: any published version replaces the built-in rules. So a site
 * built after a rollback from a tree the rollback did not publish takes the rollback, and a manifest
 * no trusted key signed (a local series, or one edited to version 999999999) cannot make a build's
 * pages refuse every genuine release as not newer.
 */
export async function builtInVersionOf(
  root: string,
  env: Record<string, string | undefined>,
  command: 'serve' | 'build',
  trust: Pick<BuildTrust, 'trusted' | 'threshold' | 'acceptDirty'>,
  config: () => CompiledConfig,
): Promise<{ version: number; why: string | null }> {
  const dir = publishedDir(root, env);
  let checked;
  try {
    checked = trust.trusted.length
      ? await checkedPublished(dir, { keys: trust.trusted, from: 'the keys this build trusts' }, trust.threshold)
      : null;
  } catch (e) {
    return { version: 0, why: `rule bundles: ${dir} cannot be read (${(e as Error).message}): built-in version 0` };
  }
  if (checked === null) return { version: 0, why: null };
  const zero = (why: string) => ({
    version: 0,
    why: `rule bundles: ${why}: built-in version 0, so a published version replaces the built-in rules`,
  });
  if (!checked.ok) return zero(`the published manifest is not one this build applies (${checked.problem})`);
  const published = checked.manifest;
  if (published.dirty && !trust.acceptDirty)
    return zero(`the published version ${published.version} was published from a working tree with changes`);
  if (command === 'serve') return { version: published.version, why: null };
  const differences = await releaseDifferences(published, config(), 'this build');
  return differences.length
    ? zero(`the published version ${published.version} is not this build's rules (${differences[0]})`)
    : { version: published.version, why: null };
}

/** The module's text: what the build trusts, the built-in version and where bundles are served. */
export function rulesTrustModule(trust: Omit<BuildTrust, 'summary'>, builtInVersion: number, bundleUrl: string): string {
  return (
    `export const trusted = ${JSON.stringify(trust.trusted)};\n` +
    `export const threshold = ${trust.threshold};\n` +
    `export const timestampKeys = ${JSON.stringify(trust.timestampKeys)};\n` +
    `export const acceptDirty = ${trust.acceptDirty};\n` +
    `export const builtInVersion = ${builtInVersion};\n` +
    `export const bundleUrl = ${JSON.stringify(bundleUrl)};\n` +
    'export const rulesTrust = { trusted, threshold, timestampKeys, acceptDirty, builtInVersion, bundleUrl };\n'
  );
}

/**
 * Serves `virtual:meridian/rules-trust` (src/app/live-rules.ts: keys, built-in version, bundle URL)
 * and `virtual:meridian/fact-paths` (src/app/live-rules-check.ts: what the engine can evaluate).
 */
export function meridianRulesTrust(root: string): Plugin {
  let env: Record<string, string | undefined> = {};
  let command: 'serve' | 'build' = 'build';
  let trust: BuildTrust | undefined;
  let logger: { info(m: string): void; warn(m: string): void } = console;
  return {
    name: 'meridian-rules-trust',
    configResolved(resolved) {
      env = { ...resolved.env, ...process.env };
      command = resolved.command;
      logger = resolved.logger;
      trust = undefined;
    },
    buildStart() {
      trust ??= buildTrust(root, env, command);
      // A build says what it trusts; one that trusts nothing, loudly.
      if (command === 'build' && trust.trusted.length) logger.info(trust.summary);
      else if (command === 'build') logger.warn(trust.summary);
    },
    resolveId: (id) => (id === ID ? RESOLVED : id === PATHS_ID ? PATHS_RESOLVED : null),
    async load(id) {
      if (id === PATHS_RESOLVED) return `export const factPaths = ${JSON.stringify(factPathPatterns())};\n`;
      if (id !== RESOLVED) return null;
      trust ??= buildTrust(root, env, command);
      const builtIn = await builtInVersionOf(root, env, command, trust, () => {
        const compiled = compile(readSources(root));
        if (!compiled.ok) this.error('invalid Meridian configuration (meridian lint says where)');
        return compiled.config;
      });
      if (builtIn.why) logger.warn(builtIn.why);
      return rulesTrustModule(trust, builtIn.version, env.VITE_RULES_BUNDLE_URL || '/rules-bundle/');
    },
  };
}
