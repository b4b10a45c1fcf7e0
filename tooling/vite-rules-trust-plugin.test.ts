import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, createLogger, type Rollup } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
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
const [k1, k2, k3] = ['A', 'B', 'C'].map((c) => `${c.repeat(43)}=`);
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
