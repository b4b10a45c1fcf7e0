// F1: what the scheduled refresh, `publish --to` and `rollback` build on is checked as a page would
// check it (the release's signatures against the trusted keys) and against the series beside it (no
// withdrawn or superseded version is refreshed or built on). Without the check, a hijacked bucket that
// copies versions/2.json over manifest.json gets withdrawn version 2 refreshed every hour.
import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { manifestText, releaseOf, type RulesManifest } from '../bundle/manifest';
import { addSignature, publish, refresh, signRelease, UntrustedPublishedError } from './publish';
import { compiledRepoConfig } from './repo-config';
import { checkedRelease, checkedSeries, cliTrust, readSeries, type CliTrust } from './series-trust';
import { DEV_KEY_FILE, devSigningKey, ephemeralSigningKey } from './signing-key';

// One site keeps each publish cheap: the checks are about manifests, not about what a site file holds.
const full = compiledRepoConfig(new URL('../../..', import.meta.url).pathname);
const config = { ...full, sites: { main: full.sites.main! } };
const [ann, bob, stamp, eve] = [ephemeralSigningKey(), ephemeralSigningKey(), ephemeralSigningKey(), ephemeralSigningKey()];
const trust: CliTrust = { keys: [ann.publicKey, bob.publicKey], threshold: 2, from: 'the test' };
const T0 = Date.parse('2026-11-26T10:00:00Z');
const H = 3600_000;
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'meridian-series-'));
  dirs.push(dir);
  return dir;
};

/** v1 (r1), v2 (r2), then v3 from r1 withdrawing 2: each signed by ann and approved by bob, timestamps by the stamp key. */
async function threeVersions(): Promise<string> {
  const out = tempDir();
  const steps = [
    ['r1', []],
    ['r2', []],
    ['r1', [2]],
  ] as const;
  for (const [i, [revision, withdraw]] of steps.entries()) {
    await publish({ config, outDir: out, key: ann, timestampKey: stamp, revision, now: new Date(T0 + i * H), withdraw: [...withdraw] });
    await addSignature(join(out, 'manifest.json'), bob);
  }
  return out;
}
const text = (dir: string, name = 'manifest.json') => readFileSync(join(dir, name), 'utf8');

describe('the CLI checks what it refreshes or builds on (src/config/node/series-trust.ts)', { timeout: 120_000 }, () => {
  it('F1: versions/2.json copied over manifest.json after v3 withdrew 2: the refresh is refused and writes nothing', async () => {
    const out = await threeVersions();
    // Genuine, two signatures: only the series shows it is withdrawn.
    expect((await checkedRelease(text(out, 'versions/2.json'), trust, 2)).ok).toBe(true);
    copyFileSync(join(out, 'versions/2.json'), join(out, 'manifest.json'));
    const before = [text(out), text(out, 'versions/2.json')];
    const refused = refresh({ outDir: out, key: stamp, now: new Date(T0 + 72 * H), trust });
    await expect(refused).rejects.toThrow(UntrustedPublishedError);
    await expect(refused).rejects.toThrow(/manifest\.json is version 2, which version 3 \(versions\/3\.json\) withdrew/);
    expect([text(out), text(out, 'versions/2.json')]).toEqual(before);
    // The new version a publish would make is refused too: it would carry version 3's number and lose its withdrawal.
    await expect(publish({ config, outDir: out, key: ann, revision: 'r9', now: new Date(T0 + 73 * H), trust })).rejects.toThrow(/withdrew/);
    expect(text(out)).toBe(before[0]);
  });

  it('F1: an older version put back (not withdrawn) is refused as older than the newest version file', async () => {
    const out = await threeVersions();
    copyFileSync(join(out, 'versions/1.json'), join(out, 'manifest.json'));
    await expect(refresh({ outDir: out, key: stamp, now: new Date(T0 + 4 * H), trust })).rejects.toThrow(
      /manifest\.json is version 1, older than versions\/3\.json \(version 3\)/,
    );
  });

  it('F1b: a forged manifest with junk signatures is not built on: its version and withdrawn list would be taken as given', async () => {
    const out = await threeVersions();
    const forged = { ...(JSON.parse(text(out)) as RulesManifest), version: 3, withdrawn: [] };
    forged.signatures = [{ keyId: '0123456789abcdef', signature: `${'A'.repeat(86)}==` }];
    writeFileSync(join(out, 'manifest.json'), manifestText(forged));
    await expect(publish({ config, outDir: out, key: ann, revision: 'r9', now: new Date(T0 + 5 * H), trust })).rejects.toThrow(
      /signed by 0123456789abcdef, none of them a trusted key/,
    );
    expect(readSeries(out)!.versions.size).toBe(3); // nothing written
  });

  it('a refresh of the genuine current version, and a publish on it, go through; the refresh needs the threshold, a publish one signer', async () => {
    const out = await threeVersions();
    const refreshed = await refresh({ outDir: out, key: stamp, now: new Date(T0 + 4 * H), trust });
    expect(refreshed.version).toBe(3);
    const next = await publish({ config, outDir: out, key: ann, revision: 'r4', now: new Date(T0 + 5 * H), trust });
    expect(next.manifest).toMatchObject({ version: 4, withdrawn: [2] });
    // Version 4 has ann's signature only: a publish builds on it (staging awaits bob), a refresh at threshold 2 does not.
    await expect(refresh({ outDir: out, key: stamp, now: new Date(T0 + 6 * H), trust })).rejects.toThrow(
      /signed by 1 of the 2 distinct trusted keys required/,
    );
    await expect(refresh({ outDir: out, key: stamp, now: new Date(T0 + 6 * H), trust: { ...trust, threshold: 1 } })).resolves.toMatchObject(
      {
        version: 4,
      },
    );
    expect((await publish({ config, outDir: out, key: ann, revision: 'r5', now: new Date(T0 + 7 * H), trust })).manifest.version).toBe(5);
  });

  it('without $MERIDIAN_RULES_PUBLIC_KEYS the CLI trusts the development key when the checkout has one, else none', async () => {
    const root = tempDir();
    expect(cliTrust(root, {})).toMatchObject({ keys: [], threshold: 1 });
    const dev = devSigningKey(root);
    expect(cliTrust(root, {})).toEqual({
      keys: [dev.publicKey],
      threshold: 1,
      from: `the development key (${DEV_KEY_FILE}; no $MERIDIAN_RULES_PUBLIC_KEYS)`,
    });
    expect(
      cliTrust(root, { MERIDIAN_RULES_PUBLIC_KEYS: `${ann.publicKey}, ${bob.publicKey}`, MERIDIAN_RULES_THRESHOLD: '2' }),
    ).toMatchObject({
      keys: [ann.publicKey, bob.publicKey],
      threshold: 2,
    });
    expect(() => cliTrust(root, { MERIDIAN_RULES_PUBLIC_KEYS: ann.publicKey, MERIDIAN_RULES_THRESHOLD: '2' })).toThrow(/only 1 key/);
    const out = tempDir();
    await publish({ config, outDir: out, key: ann, revision: 'r1', now: new Date(T0) });
    const none = cliTrust(tempDir(), {});
    await expect(refresh({ outDir: out, key: ann, now: new Date(T0 + H), trust: none })).rejects.toThrow(
      /cannot check its signatures: no \$MERIDIAN_RULES_PUBLIC_KEYS and no development key/,
    );
  });
});

/** A change to the current manifest (v3) someone with write access to the bucket could make. */
type Tamper = (m: RulesManifest, dir: string) => Promise<string>;
const resigned = (m: RulesManifest, signatures: RulesManifest['signatures']) => manifestText({ ...m, signatures });
const tamperings: fc.Arbitrary<[string, Tamper]> = fc.oneof(
  fc
    .integer({ min: 1, max: 2 })
    .map((k): [string, Tamper] => [`versions/${k}.json put back`, async (_m, dir) => text(dir, `versions/${k}.json`)]),
  fc.integer({ min: 4, max: 1e6 }).map((v): [string, Tamper] => [`version ${v}`, async (m) => manifestText({ ...m, version: v })]),
  fc.constant<[string, Tamper]>(['withdrawn list emptied', async (m) => manifestText({ ...m, withdrawn: [] })]),
  fc.stringMatching(/^[0-9a-f]{12}$/).map((r): [string, Tamper] => [`revision ${r}`, async (m) => manifestText({ ...m, revision: r })]),
  fc.constant<[string, Tamper]>([
    'a site file swapped',
    async (m) => {
      const sha256 = 'f'.repeat(64);
      return manifestText({ ...m, sites: { main: { file: `main.${sha256.slice(0, 16)}.json`, sha256, size: 10 } } });
    },
  ]),
  fc.constant<[string, Tamper]>(['signed by an outsider only', async (m) => resigned(m, [await signRelease(m, eve)])]),
  fc.constant<[string, Tamper]>(['one trusted signature dropped', async (m) => resigned(m, [m.signatures[0]])]),
  fc.constant<[string, Tamper]>(['ann twice', async (m) => resigned(m, [m.signatures[0], m.signatures[0]])]),
  fc.constant<[string, Tamper]>([
    'version 9 re-signed by an outsider, beside the trusted signatures',
    async (m) => {
      const next = { ...m, version: 9, withdrawn: [] };
      return resigned(next, [...m.signatures, await signRelease(next, eve)]);
    },
  ]),
);

describe('drawn tamperings of the stored manifest (property)', { timeout: 300_000 }, () => {
  it('are refused by the refresh (nothing written); a publish on top is refused or builds on the genuine release; a version file passes the rollback’s check only as a genuine release', async () => {
    const series = await threeVersions();
    const genuine = JSON.parse(text(series)) as RulesManifest;
    const genuineReleases = [1, 2, 3].map((n) => releaseOf(JSON.parse(text(series, `versions/${n}.json`)) as RulesManifest));
    await fc.assert(
      fc.asyncProperty(tamperings, async ([, tamper]) => {
        const out = tempDir();
        cpSync(series, out, { recursive: true });
        const forged = await tamper(genuine, out);
        writeFileSync(join(out, 'manifest.json'), forged);
        expect((await checkedSeries(readSeries(out)!, trust, 2)).ok).toBe(false);
        await expect(refresh({ outDir: out, key: stamp, now: new Date(T0 + 9 * H), trust })).rejects.toThrow(UntrustedPublishedError);
        expect(text(out)).toBe(forged);
        // A publish builds on one trusted signer's release (staging awaits its approvers): it is refused,
        // or the release it builds on is the genuine one — number and withdrawn list as version 3 left them.
        const next = await publish({ config, outDir: out, key: ann, revision: 'r9', now: new Date(T0 + 9 * H), trust }).catch(
          (e: unknown) => e,
        );
        if (next instanceof Error) {
          expect(next).toBeInstanceOf(UntrustedPublishedError);
          expect(text(out)).toBe(forged);
          expect(readSeries(out)!.versions.size).toBe(3);
        } else expect((next as { manifest: RulesManifest }).manifest).toMatchObject({ version: 4, withdrawn: [2] });
        // rollback N takes versions/N.json's revision: the same text there passes only as a release a trusted key signed.
        const asVersionFile = await checkedRelease(forged, trust, 1, 'versions/2.json');
        if (asVersionFile.ok) expect(genuineReleases).toContainEqual(releaseOf(asVersionFile.manifest));
      }),
      { numRuns: 25 },
    );
  });
});
