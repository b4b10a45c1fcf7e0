import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { standardMatrix } from '../../analysis/scenario-matrix';
import { decide } from '../../engine/decide';
import type { Decision } from '../../generated/schema-types';
import { newAjv } from '../ajv-setup';
import { sha256Hex } from '../bundle/digest';
import { releaseBytes, releaseOf, type RulesManifest } from '../bundle/manifest';
import { canonicalJson } from '../bundle/canonical-json';
import type { SiteBundle } from '../bundle/site-bundle';
import { acceptable, checkedSiteFile, siteFileText, verifiedManifest } from '../bundle/verify';
import { vocabularyOf } from '../bundle/vocabulary';
import manifestSchema from '../../../schemas/rules-manifest.schema.json' with { type: 'json' };
import { loadPersonas } from './read-personas';
import { compiledRepoConfig } from './repo-config';
import { MANIFEST_FILE, publish, readPublished, VERSIONS_DIR } from './publish';
import { ephemeralSigningKey } from './signing-key';

const root = new URL('../../..', import.meta.url).pathname;
const config = compiledRepoConfig(root);
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'meridian-publish-'));
  dirs.push(dir);
  return dir;
}

const newKey = ephemeralSigningKey;

const key = newKey();
const at = (iso: string) => ({ config, key, revision: 'abc1234', now: new Date(iso) });
const validManifest = newAjv().compile(manifestSchema);

// Timeouts are hang guards: a loaded two-core machine publishes several times slower.
describe('meridian publish (src/config/node/publish.ts)', { timeout: 90_000 }, () => {
  it('writes one content-named file per site and a signed manifest the schema accepts', async () => {
    const outDir = tempDir();
    const { manifest, written } = await publish({ outDir, ...at('2026-11-26T10:00:00Z') });
    expect(validManifest(manifest), JSON.stringify(validManifest.errors)).toBe(true);
    expect(Object.keys(manifest.sites)).toEqual(Object.keys(config.sites).sort());
    expect(written.sort()).toEqual(
      Object.values(manifest.sites)
        .map((s) => s.file)
        .sort(),
    );
    for (const [site, entry] of Object.entries(manifest.sites)) {
      const bytes = readFileSync(join(outDir, entry.file));
      expect(bytes.byteLength).toBe(entry.size);
      expect(await sha256Hex(bytes)).toBe(entry.sha256);
      expect((JSON.parse(bytes.toString('utf8')) as SiteBundle).site).toBe(site);
    }
    expect(readPublished(outDir)).toEqual(manifest);
    expect(JSON.parse(readFileSync(join(outDir, VERSIONS_DIR, '1.json'), 'utf8'))).toEqual(manifest);
  });

  it('is deterministic: the same sources give the same files, bytes and hashes; only version, time and signature move', async () => {
    const a = tempDir();
    const b = tempDir();
    const first = await publish({ outDir: a, ...at('2026-11-26T10:00:00Z') });
    const other = await publish({ outDir: b, ...at('2026-11-27T11:00:00Z') });
    const again = await publish({ outDir: a, ...at('2026-11-28T12:00:00Z') });
    expect(other.manifest.sites).toEqual(first.manifest.sites);
    expect(other.manifest.vocabulary).toEqual(first.manifest.vocabulary);
    for (const entry of Object.values(first.manifest.sites))
      expect(readFileSync(join(b, entry.file))).toEqual(readFileSync(join(a, entry.file)));
    expect(again.written).toEqual([]); // nothing new to write
    expect(again.manifest.version).toBe(2);
    expect(again.manifest.signatures).not.toEqual(first.manifest.signatures);
    const { version: _v, createdAt: _c, signatures: _s, timestamp: _t, ...rest } = again.manifest;
    const { version: _v1, createdAt: _c1, signatures: _s1, timestamp: _t1, ...firstRest } = first.manifest;
    expect(rest).toEqual(firstRest);
  });

  it('numbers versions from the manifest already published, and refuses to go on from one it cannot read', async () => {
    const outDir = tempDir();
    await publish({ outDir, ...at('2026-11-26T10:00:00Z') });
    await publish({ outDir, ...at('2026-11-26T10:01:00Z') });
    expect((await publish({ outDir, ...at('2026-11-26T10:02:00Z') })).manifest.version).toBe(3);
    expect(readdirSync(join(outDir, VERSIONS_DIR)).sort()).toEqual(['1.json', '2.json', '3.json']);
    writeFileSync(join(outDir, MANIFEST_FILE), '{"format": 2, "version": "4"');
    await expect(publish({ outDir, ...at('2026-11-26T10:03:00Z') })).rejects.toThrow(/manifest\.json: not JSON/);
    const current = JSON.parse(readFileSync(join(outDir, VERSIONS_DIR, '3.json'), 'utf8')) as RulesManifest;
    writeFileSync(join(outDir, MANIFEST_FILE), JSON.stringify({ ...current, version: '4' }));
    await expect(publish({ outDir, ...at('2026-11-26T10:03:00Z') })).rejects.toThrow(/version: not a positive integer/);
  });
});

describe('checking a published bundle (src/config/bundle/verify.ts, as the browser does)', async () => {
  const outDir = tempDir();
  const { manifest } = await publish({ outDir, ...at('2026-11-26T10:00:00Z') });
  const text = readFileSync(join(outDir, MANIFEST_FILE), 'utf8');
  const known = vocabularyOf(config);
  const trust = (...keys: string[]) => ({ keys, threshold: 1 });
  const accepts = { versionInUse: 0, known, now: Date.parse('2026-11-26T11:00:00Z') };

  it('accepts the manifest signed by a trusted key, and the site file whose hash it names', async () => {
    const verified = await verifiedManifest(text, trust(newKey().publicKey, key.publicKey));
    expect(verified).toEqual({
      ok: true,
      value: { manifest, signers: [manifest.signatures[0].keyId], release: new TextDecoder().decode(releaseBytes(manifest)) },
    });
    const entry = acceptable(manifest, { site: 'tr', ...accepts });
    expect(entry).toEqual({ ok: true, value: manifest.sites.tr });
    const file = await checkedSiteFile(readFileSync(join(outDir, manifest.sites.tr!.file)), manifest.sites.tr!);
    expect(file.ok && (JSON.parse(file.value) as SiteBundle).site).toBe('tr');
  });

  it('refuses another key, a changed byte of the signed part, a malformed or newer manifest', async () => {
    expect(await verifiedManifest(text, trust(newKey().publicKey))).toMatchObject({ ok: false, refusal: 'unknown-key' });
    const tampered = text.replace(`"version":${manifest.version}`, `"version":${manifest.version + 1}`);
    expect(tampered).not.toBe(text);
    expect(await verifiedManifest(tampered, trust(key.publicKey))).toMatchObject({ ok: false, refusal: 'bad-signature' });
    const otherSignature = JSON.stringify({ ...manifest, signatures: [{ ...manifest.signatures[0], signature: `${'A'.repeat(86)}==` }] });
    expect(await verifiedManifest(otherSignature, trust(key.publicKey))).toMatchObject({ ok: false, refusal: 'bad-signature' });
    const later = new Date(Date.parse(manifest.timestamp.expiresAt) + 86_400_000).toISOString();
    const otherStamp = JSON.stringify({ ...manifest, timestamp: { ...manifest.timestamp, expiresAt: later } });
    expect(await verifiedManifest(otherStamp, trust(key.publicKey))).toMatchObject({ ok: false, refusal: 'bad-signature' });
    expect(await verifiedManifest(text.slice(0, -10), trust(key.publicKey))).toMatchObject({ ok: false, refusal: 'malformed' });
    expect(await verifiedManifest(JSON.stringify({ ...manifest, format: 3 }), trust(key.publicKey))).toMatchObject({
      ok: false,
      refusal: 'newer-format',
    });
  });

  it('writes the signatures and the timestamp first, then the release as it is signed: the check reads those bytes, not a new serialization', async () => {
    const { signatures, timestamp } = manifest;
    const release = canonicalJson(releaseOf(manifest));
    expect(text).toBe(`{"signatures":${canonicalJson(signatures)},"timestamp":${canonicalJson(timestamp)},${release.slice(1)}\n`);
    expect(JSON.parse(text)).toEqual(manifest);
    expect(new TextDecoder().decode(releaseBytes(manifest, text))).toBe(release);
  });

  it('verifies the same manifest in any layout, and refuses a change in any layout', async () => {
    const ok = { ok: true, value: expect.objectContaining({ manifest }) };
    const pretty = JSON.stringify(manifest, null, 2);
    const { signatures: _s, timestamp: _t, ...release } = manifest;
    const signaturesLast = JSON.stringify({ ...release, timestamp: manifest.timestamp, signatures: manifest.signatures });
    for (const layout of [text, pretty, signaturesLast, `${text.trimEnd()}  \r\n`]) {
      expect(await verifiedManifest(layout, trust(key.publicKey))).toEqual(ok);
      const changed = layout.replace('abc1234', 'abc1235');
      expect(changed).not.toBe(layout);
      expect(await verifiedManifest(changed, trust(key.publicKey))).toMatchObject({ ok: false, refusal: 'bad-signature' });
    }
    // A head the parsed manifest does not end up with (a later duplicate wins): the parsed manifest
    // is written out again and checked against the signatures it holds.
    const head = text.slice(0, text.indexOf(',"createdAt"') + 1);
    const body = text.slice(head.length).trimEnd().slice(0, -1);
    const forged = JSON.stringify([{ keyId: manifest.signatures[0].keyId, signature: `${'B'.repeat(86)}==` }]);
    const otherFirst = `{"signatures":${forged},${head.slice('{"signatures":'.length + JSON.stringify(manifest.signatures).length + 1)}${body},"signatures":${JSON.stringify(manifest.signatures)}}`;
    expect(await verifiedManifest(otherFirst, trust(key.publicKey))).toEqual(ok);
    const forgedLast = `${head}${body},"signatures":${forged}}`;
    expect(await verifiedManifest(forgedLast, trust(key.publicKey))).toMatchObject({ ok: false, refusal: 'bad-signature' });
    // With the head as published, the bytes after it are what is checked: reformatted, they are not what was signed.
    const spaced = text.replace(`${head}"`, `${head} "`);
    expect(await verifiedManifest(spaced, trust(key.publicKey))).toMatchObject({ ok: false, refusal: 'bad-signature' });
  });

  it('refuses a version that is not newer, a name this build does not know, a site it lacks', () => {
    expect(acceptable(manifest, { site: 'main', ...accepts, versionInUse: manifest.version })).toMatchObject({ refusal: 'not-newer' });
    const lacking = { ...known, dialogs: known.dialogs.filter((d) => d !== manifest.vocabulary.dialogs[0]) };
    const refused = acceptable(manifest, { site: 'main', ...accepts, known: lacking });
    expect(refused).toMatchObject({ ok: false, refusal: 'unknown-vocabulary' });
    expect(!refused.ok && refused.detail).toContain(`dialogs:${manifest.vocabulary.dialogs[0]}`);
    expect(acceptable(manifest, { site: 'atlantis', ...accepts })).toMatchObject({ refusal: 'missing-site' });
  });

  it('refuses a site file with one byte changed, or cut short', async () => {
    const entry = manifest.sites.main!;
    const bytes = readFileSync(join(outDir, entry.file));
    const changed = Buffer.from(bytes);
    changed[100] = changed[100]! ^ 1;
    expect(await checkedSiteFile(changed, entry)).toMatchObject({ ok: false, refusal: 'hash-mismatch' });
    expect(await checkedSiteFile(bytes.subarray(1), entry)).toMatchObject({ ok: false, refusal: 'hash-mismatch' });
  });

  it('refuses a file whose hash is right but whose bytes are not UTF-8, without throwing', () => {
    const entry = manifest.sites.main!;
    expect(siteFileText(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]), entry)).toMatchObject({ ok: false, refusal: 'hash-mismatch' });
    expect(siteFileText(new TextEncoder().encode('{"é":1}'), entry)).toEqual({ ok: true, value: '{"é":1}' });
  });
});

const withoutSources = (d: Decision): Decision => ({ ...d, trace: d.trace.map((t) => ({ ...t, source: undefined })) });

describe('a published bundle decides as the sources do', () => {
  it('gives the same Decision for every scenario of the standard matrix, each site from its own file', { timeout: 300_000 }, async () => {
    const outDir = tempDir();
    const { manifest } = await publish({ outDir, ...at('2026-11-26T10:00:00Z') });
    const bundles = new Map<string, RulesManifest['sites'][string] & { config: SiteBundle['config'] }>();
    for (const [site, entry] of Object.entries(manifest.sites))
      bundles.set(site, { ...entry, config: (JSON.parse(readFileSync(join(outDir, entry.file), 'utf8')) as SiteBundle).config });
    const scenarios = standardMatrix([config], { personas: loadPersonas(root) });
    expect(scenarios.length).toBeGreaterThan(1000);
    let compared = 0;
    for (const { id, facts } of scenarios) {
      const site = config.siteIdToKey[String(facts.site)] ?? String(facts.site);
      const fromBundle = await decide(bundles.get(site)!.config, facts, { trace: 'fired' });
      const fromSources = await decide(config, facts, { trace: 'fired' });
      // Like with like: the browser's configuration carries no spec sources (docs/contract.md, the Decision's trace), so the
      // sources' Decision is compared without them, and the bundle's trace must have none.
      expect(
        fromBundle.trace.some((t) => 'source' in t),
        id,
      ).toBe(false);
      expect(fromBundle, id).toEqual(withoutSources(fromSources));
      compared++;
    }
    expect(compared).toBe(scenarios.length);
  });
});
