import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, createLogger, type Rollup } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { publicKeyList } from '../src/config/node/public-keys';
import { cliTrust } from '../src/config/node/series-trust';
import { devSigningKey } from '../src/config/node/signing-key';
import {
  buildTrust,
  DEMO_TRUST_ENV,
  meridianRulesTrust,
  PUBLIC_KEYS_ENV,
  THRESHOLD_ENV,
  TIMESTAMP_KEYS_ENV,
} from './vite-rules-trust-plugin';

const root = fileURLToPath(new URL('..', import.meta.url));
const dev = devSigningKey(root).publicKey;
// Canonical base64 of 32 bytes: the last character's two unused bits are zero ('A').
const [k1, k2, k3] = ['A', 'B', 'C'].map((c) => `${c.repeat(42)}A=`);
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('what a build trusts (explicit trust)', () => {
  it('a plain production build trusts no key, whatever VITE_SITE_BY_HOST says, and says live rules are off', () => {
    for (const env of [{}, { VITE_SITE_BY_HOST: 'false' }, { VITE_SITE_BY_HOST: 'true' }]) {
      const t = buildTrust(root, env, 'build');
      expect(t.trusted).toEqual([]);
      expect(t.acceptDirty).toBe(false);
      expect(t.summary).toContain('live rules are off');
    }
  });

  it('the development key only for the dev server (npm start, the unit tests) and a build with the demo flag', () => {
    expect(buildTrust(root, {}, 'serve')).toMatchObject({ trusted: [dev], threshold: 1, acceptDirty: true });
    expect(buildTrust(root, { [DEMO_TRUST_ENV]: '1' }, 'build')).toMatchObject({ trusted: [dev], acceptDirty: true });
    expect(buildTrust(root, { [DEMO_TRUST_ENV]: 'yes' }, 'build').trusted).toEqual([]);
  });

  it('listed keys replace the development key, even with the demo flag; the threshold is declared and checked', () => {
    const env = { [PUBLIC_KEYS_ENV]: `${k1}, ${k2},${k3}`, [THRESHOLD_ENV]: '2', [DEMO_TRUST_ENV]: '1' };
    expect(buildTrust(root, env, 'build')).toMatchObject({
      trusted: [k1, k2, k3],
      threshold: 2,
      timestampKeys: [k1, k2, k3],
      acceptDirty: false,
    });
    expect(buildTrust(root, env, 'build').summary).toBe('rule bundles: 2 of 3 trusted key(s) must sign, timestamps by 3 key(s)');
    expect(buildTrust(root, { ...env, [TIMESTAMP_KEYS_ENV]: k3 }, 'build').timestampKeys).toEqual([k3]);
    expect(() => buildTrust(root, { ...env, [THRESHOLD_ENV]: '4' }, 'build')).toThrow(/4 signatures required, but only 3 key/);
    expect(() => buildTrust(root, { ...env, [THRESHOLD_ENV]: '0' }, 'build')).toThrow(/not a whole number/);
    expect(() => buildTrust(root, { [PUBLIC_KEYS_ENV]: 'nope' }, 'build')).toThrow(/not a base64 raw Ed25519 public key/);
  });

  it('a real Vite build with no keys writes `trusted = []` into the site and warns in its output', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'meridian-trust-build-'));
    dirs.push(dir);
    writeFileSync(
      join(dir, 'entry.js'),
      "import { rulesTrust } from 'virtual:meridian/rules-trust';\nconsole.log(JSON.stringify(rulesTrust));\n",
    );
    const warnings: string[] = [];
    const logger = createLogger('warn');
    logger.warn = (m) => void warnings.push(m);
    const saved = { ...process.env };
    for (const name of [PUBLIC_KEYS_ENV, THRESHOLD_ENV, TIMESTAMP_KEYS_ENV, DEMO_TRUST_ENV, 'VITE_SITE_BY_HOST']) delete process.env[name];
    try {
      const out = (await build({
        configFile: false,
        root: dir,
        logLevel: 'warn',
        customLogger: logger,
        plugins: [meridianRulesTrust(root)],
        build: { write: false, lib: { entry: join(dir, 'entry.js'), formats: ['es'] }, minify: false },
      })) as Rollup.RollupOutput[];
      const code = out.flatMap((o) => o.output).find((c) => c.type === 'chunk')!.code;
      expect(code).toMatch(/trusted: \[\],/);
      expect(code).toMatch(/acceptDirty: false,/);
      expect(warnings.join('\n')).toContain('no $MERIDIAN_RULES_PUBLIC_KEYS, so this build trusts no key and live rules are off');
    } finally {
      process.env = saved;
    }
  });
});

// F2: base64 of a 32-byte key ends in a character with two unused bits; a decoder ignores them, so
// four strings are one key. Counted as strings, "two keys" that are one key passed a threshold of 2.
describe('trusted keys are keys, not strings (src/config/node/public-keys.ts)', () => {
  const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  /** `key` written with its unused trailing bits set to `bits` (1–3): the same 32 bytes. */
  const twin = (key: string, bits: number) => key.slice(0, 42) + ALPHABET[ALPHABET.indexOf(key[42]!) ^ bits] + '=';

  it('F2: a key and its twin with flipped unused bits are refused as "2 keys" for a threshold of 2', () => {
    const key = devSigningKey(mkdtempSync(join(tmpdir(), 'meridian-twin-'))).publicKey;
    const other = twin(key, 1);
    expect(Buffer.from(other, 'base64').equals(Buffer.from(key, 'base64'))).toBe(true);
    expect(() => buildTrust(root, { MERIDIAN_RULES_PUBLIC_KEYS: `${key},${other}`, MERIDIAN_RULES_THRESHOLD: '2' }, 'build')).toThrow(
      `$MERIDIAN_RULES_PUBLIC_KEYS: "${other}" is not canonical base64 (the same key is written ${key})`,
    );
    // The same string twice is one key: the threshold of 2 is not met.
    expect(() => buildTrust(root, { MERIDIAN_RULES_PUBLIC_KEYS: `${key},${key}`, MERIDIAN_RULES_THRESHOLD: '2' }, 'build')).toThrow(
      'only 1 key(s) are trusted',
    );
    expect(() => buildTrust(root, { MERIDIAN_RULES_PUBLIC_KEYS: key, MERIDIAN_RULES_TIMESTAMP_KEYS: other }, 'build')).toThrow(
      '$MERIDIAN_RULES_TIMESTAMP_KEYS: ',
    );
  });

  it('property: every key is accepted written canonically and refused written with any unused bit set, in the build and the CLI alike', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.integer({ min: 1, max: 3 }), (bytes, bits) => {
        const key = Buffer.from(bytes).toString('base64');
        expect(publicKeyList(`${key}, ${key}`, 'X')).toEqual([key]);
        expect(buildTrust(root, { MERIDIAN_RULES_PUBLIC_KEYS: key }, 'build').trusted).toEqual([key]);
        const written = twin(key, bits);
        expect(() => publicKeyList(`${key},${written}`, 'X')).toThrow('not canonical base64');
        expect(() => buildTrust(root, { MERIDIAN_RULES_PUBLIC_KEYS: `${key},${written}`, MERIDIAN_RULES_THRESHOLD: '2' }, 'build')).toThrow(
          'not canonical base64',
        );
        expect(() => cliTrust(root, { MERIDIAN_RULES_PUBLIC_KEYS: `${key},${written}` })).toThrow('not canonical base64');
      }),
      { numRuns: 200 },
    );
  });
});
