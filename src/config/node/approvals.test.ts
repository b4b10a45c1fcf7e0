import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { manifestText, type RulesManifest } from '../bundle/manifest';
import { acceptable, verifiedManifest, type Trust } from '../bundle/verify';
import { vocabularyOf } from '../bundle/vocabulary';
import { addSignature, MANIFEST_FILE, publish, refresh, VERSIONS_DIR } from './publish';
import { compiledRepoConfig } from './repo-config';
import { ephemeralSigningKey } from './signing-key';

// Four eyes, freshness, withdrawal and the dirty mark, as a visitor's browser checks them
// (src/config/bundle/verify.ts; docs/rules-bundles.md "Threat model").
const config = compiledRepoConfig();
const known = vocabularyOf(config);
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const newKey = ephemeralSigningKey;
const [ann, bob, eve, ci] = [newKey(), newKey(), newKey(), newKey()];
const T0 = new Date('2026-11-26T10:00:00Z');
const HOUR = 3600_000;

async function published(over: Partial<Parameters<typeof publish>[0]> = {}): Promise<{ dir: string; text: () => string }> {
  const dir = mkdtempSync(join(tmpdir(), 'meridian-approvals-'));
  dirs.push(dir);
  await publish({ config, outDir: dir, key: ann, revision: 'abc1234', now: T0, ...over });
  return { dir, text: () => readFileSync(join(dir, MANIFEST_FILE), 'utf8') };
}

const twoOfTwo: Trust = { keys: [ann.publicKey, bob.publicKey], threshold: 2 };
const accepts = (now: number, o: { withdrawn?: number[]; acceptDirty?: boolean; versionInUse?: number } = {}) => ({
  site: 'main',
  versionInUse: o.versionInUse ?? 0,
  known,
  now,
  withdrawn: new Set(o.withdrawn ?? []),
  acceptDirty: o.acceptDirty,
});

describe('four eyes: a release needs the threshold of distinct trusted keys', () => {
  it('1 of 2 is refused; `meridian sign` by the second adds a signature without changing the release, and 2 of 2 is applied', async () => {
    const { dir, text } = await published();
    expect(await verifiedManifest(text(), twoOfTwo)).toMatchObject({ ok: false, refusal: 'too-few-signatures' });
    const before = JSON.parse(text()) as RulesManifest;
    const { already } = await addSignature(join(dir, MANIFEST_FILE), bob);
    expect(already).toBe(false);
    const after = JSON.parse(text()) as RulesManifest;
    const { signatures: _a, ...releaseBefore } = before;
    const { signatures: _b, ...releaseAfter } = after;
    expect(releaseAfter).toEqual(releaseBefore);
    expect(after.signatures).toHaveLength(2);
    expect(readFileSync(join(dir, VERSIONS_DIR, '1.json'), 'utf8')).toBe(text());
    const verified = await verifiedManifest(text(), twoOfTwo);
    expect(verified.ok && verified.value.signers.length).toBe(2);
    expect(await addSignature(join(dir, MANIFEST_FILE), bob)).toMatchObject({ already: true });
  });

  it('signing the current version by its version file signs manifest.json too', async () => {
    const { dir, text } = await published();
    await addSignature(join(dir, VERSIONS_DIR, '1.json'), bob);
    expect(readFileSync(join(dir, VERSIONS_DIR, '1.json'), 'utf8')).toBe(text());
    expect((JSON.parse(text()) as RulesManifest).signatures).toHaveLength(2);
  });

  it('the same key twice counts once', async () => {
    const { text } = await published();
    const m = JSON.parse(text()) as RulesManifest;
    const twice = manifestText({ ...m, signatures: [m.signatures[0], m.signatures[0]] });
    expect(await verifiedManifest(twice, twoOfTwo)).toMatchObject({ ok: false, refusal: 'too-few-signatures' });
  });

  it('a signature by a key the build does not trust counts for nothing', async () => {
    const { dir, text } = await published();
    await addSignature(join(dir, MANIFEST_FILE), eve);
    expect(await verifiedManifest(text(), twoOfTwo)).toMatchObject({ ok: false, refusal: 'too-few-signatures' });
    expect(await verifiedManifest(text(), { keys: [bob.publicKey], threshold: 1 })).toMatchObject({ ok: false, refusal: 'unknown-key' });
  });

  it('a trusted key whose signature does not hold refuses the manifest, however many others hold', async () => {
    const { dir, text } = await published();
    await addSignature(join(dir, MANIFEST_FILE), bob);
    const m = JSON.parse(text()) as RulesManifest;
    const broken = manifestText({ ...m, signatures: [m.signatures[0], { ...m.signatures[1]!, signature: m.signatures[0].signature }] });
    expect(await verifiedManifest(broken, { keys: [ann.publicKey, bob.publicKey], threshold: 1 })).toMatchObject({
      ok: false,
      refusal: 'bad-signature',
    });
  });
});

describe('freshness: a manifest expires, a refresh re-signs only its timestamp', () => {
  it('a manifest past its expiry is refused; the default expiry is 24 h', async () => {
    const { text } = await published();
    const m = JSON.parse(text()) as RulesManifest;
    expect(Date.parse(m.timestamp.expiresAt) - T0.getTime()).toBe(24 * HOUR);
    expect(acceptable(m, accepts(T0.getTime() + 23 * HOUR)).ok).toBe(true);
    expect(acceptable(m, accepts(T0.getTime() + 24 * HOUR))).toMatchObject({ ok: false, refusal: 'expired' });
  });

  it('a refresh by the timestamp key alone keeps the release and every approval, and is fresh again', async () => {
    const { dir, text } = await published({ timestampKey: ci, expiresInMs: HOUR });
    await addSignature(join(dir, MANIFEST_FILE), bob);
    const trust: Trust = { ...twoOfTwo, timestampKeys: [ci.publicKey] };
    const before = await verifiedManifest(text(), trust);
    const later = new Date(T0.getTime() + 2 * HOUR);
    await refresh({ outDir: dir, key: ci, now: later, expiresInMs: HOUR });
    const after = await verifiedManifest(text(), trust);
    expect(before.ok && after.ok).toBe(true);
    if (!before.ok || !after.ok) return;
    expect(after.value.release).toBe(before.value.release);
    expect(after.value.manifest.version).toBe(before.value.manifest.version);
    expect(after.value.manifest.timestamp.expiresAt).toBe(new Date(later.getTime() + HOUR).toISOString());
    expect(acceptable(after.value.manifest, accepts(later.getTime() + 30 * 60_000)).ok).toBe(true);
  });

  it('a timestamp by a key the build does not trust for timestamps is refused', async () => {
    const { text } = await published({ timestampKey: eve });
    expect(await verifiedManifest(text(), { keys: [ann.publicKey], threshold: 1, timestampKeys: [ci.publicKey] })).toMatchObject({
      ok: false,
      refusal: 'unknown-key',
    });
  });

  it('a timestamp moved to another release (a replayed freshness) does not hold', async () => {
    const first = await published({ timestampKey: ci });
    const second = await published({ timestampKey: ci, revision: 'def5678' });
    const a = JSON.parse(first.text()) as RulesManifest;
    const b = JSON.parse(second.text()) as RulesManifest;
    const spliced = manifestText({ ...a, timestamp: b.timestamp });
    expect(await verifiedManifest(spliced, { keys: [ann.publicKey], threshold: 1, timestampKeys: [ci.publicKey] })).toMatchObject({
      ok: false,
      refusal: 'bad-signature',
    });
  });
});

describe('withdrawal and the dirty mark', () => {
  it('a rollback names the versions it withdraws; later publishes keep them withdrawn; a withdrawn version is refused', async () => {
    const { dir, text } = await published();
    await publish({ config, outDir: dir, key: ann, revision: 'bad0001', now: T0 });
    const withdrawnOne = readFileSync(join(dir, VERSIONS_DIR, '2.json'), 'utf8');
    await publish({ config, outDir: dir, key: ann, revision: 'abc1234', now: T0, withdraw: [2] });
    expect((JSON.parse(text()) as RulesManifest).withdrawn).toEqual([2]);
    await publish({ config, outDir: dir, key: ann, revision: 'abc1235', now: T0 });
    expect((JSON.parse(text()) as RulesManifest).withdrawn).toEqual([2]);
    const v2 = JSON.parse(withdrawnOne) as RulesManifest;
    expect(acceptable(v2, accepts(T0.getTime(), { withdrawn: [2] }))).toMatchObject({ ok: false, refusal: 'withdrawn' });
    expect(acceptable(v2, accepts(T0.getTime())).ok).toBe(true);
  });

  it('a bundle published from a dirty tree is marked, and only a demo build applies it', async () => {
    const { text } = await published({ dirty: true });
    const m = JSON.parse(text()) as RulesManifest;
    expect(m.dirty).toBe(true);
    expect(acceptable(m, accepts(T0.getTime()))).toMatchObject({ ok: false, refusal: 'dirty' });
    expect(acceptable(m, accepts(T0.getTime(), { acceptDirty: true })).ok).toBe(true);
    // The mark is signed: taking it off breaks the signature.
    const { dirty: _d, ...unmarked } = m;
    expect(await verifiedManifest(manifestText(unmarked as RulesManifest), { keys: [ann.publicKey], threshold: 1 })).toMatchObject({
      ok: false,
      refusal: 'bad-signature',
    });
  });
});
