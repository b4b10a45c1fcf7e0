import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifestText, releaseOf, type RulesManifest } from '../bundle/manifest';
import { verifiedManifest, type Trust } from '../bundle/verify';
import { addSignature, MANIFEST_FILE, publish } from './publish';
import { compiledRepoConfig } from './repo-config';
import { ephemeralSigningKey } from './signing-key';

// An attacker with the published files but no trusted key: every change fast-check can make to a
// manifest two officers signed, and a timestamp key stamped, is refused — or, when accepted, says
// exactly what they signed (a layout change, an extra untrusted signature).
const config = compiledRepoConfig();
const [ann, bob, stamp, eve] = [ephemeralSigningKey(), ephemeralSigningKey(), ephemeralSigningKey(), ephemeralSigningKey()];
const trust: Trust = { keys: [ann.publicKey, bob.publicKey], threshold: 2, timestampKeys: [stamp.publicKey] };
const dir = mkdtempSync(join(tmpdir(), 'meridian-attacks-'));
let signed: RulesManifest;
let other: RulesManifest;
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeAll(async () => {
  await publish({ config, outDir: dir, key: ann, timestampKey: stamp, revision: 'abc1234', now: new Date('2026-11-26T10:00:00Z') });
  await addSignature(join(dir, MANIFEST_FILE), bob);
  signed = JSON.parse(readFileSync(join(dir, MANIFEST_FILE), 'utf8')) as RulesManifest;
  // A second, also fully signed, version: material to splice from.
  await publish({ config, outDir: dir, key: ann, timestampKey: stamp, revision: 'def5678', now: new Date('2026-11-27T10:00:00Z') });
  await addSignature(join(dir, MANIFEST_FILE), bob);
  other = JSON.parse(readFileSync(join(dir, MANIFEST_FILE), 'utf8')) as RulesManifest;
});

type Json = unknown;
/** Every path to a leaf (or a list) of `value`. */
function paths(value: Json, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return [at, ...value.flatMap((v, i) => paths(v, [...at, i]))];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => paths(v, [...at, k]));
  return [at];
}
function setAt(value: Json, path: (string | number)[], leaf: Json): Json {
  if (!path.length) return leaf;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, Json>;
  copy[path[0]!] = setAt(copy[path[0]!], path.slice(1), leaf);
  return copy;
}
const getAt = (value: Json, path: (string | number)[]): Json =>
  path.reduce<Json>((v, k) => (v as Record<string | number, Json>)?.[k], value);

const leaf = fc.oneof(
  fc.integer({ min: -2, max: 1e6 }),
  fc.string({ maxLength: 12 }),
  fc.constant('2099-01-01T00:00:00.000Z'),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.stringMatching(/^[0-9a-f]{64}$/),
);

/** One change an attacker could make. */
const attack = fc.oneof(
  // Any field set to another value.
  fc.tuple(fc.nat(), leaf).map(([i, v]) => (m: RulesManifest) => {
    const all = paths(m);
    return JSON.stringify(setAt(m, all[i % all.length]!, v));
  }),
  // A field taken from the other signed version (splicing signed parts).
  fc.nat().map((i) => (m: RulesManifest) => {
    const all = paths(m).filter((p) => getAt(other, p) !== undefined);
    const p = all[i % all.length]!;
    return JSON.stringify(setAt(m, p, getAt(other, p)));
  }),
  // One character of the published text changed.
  fc.tuple(fc.nat(), fc.integer({ min: 32, max: 126 })).map(([i, c]) => (m: RulesManifest) => {
    const text = manifestText(m);
    const at = i % text.length;
    return text.slice(0, at) + String.fromCharCode(c) + text.slice(at + 1);
  }),
  // Signatures duplicated, dropped or added by an untrusted key, with the release changed or not.
  fc.tuple(fc.constantFrom('dup', 'drop', 'eve'), fc.boolean()).map(([how, change]) => (m: RulesManifest) => {
    const [first, ...rest] = m.signatures;
    const release = change ? { ...releaseOf(m), revision: 'evil' } : releaseOf(m);
    const signatures =
      how === 'dup'
        ? [first!, first!]
        : how === 'drop'
          ? [first!]
          : [first!, ...rest, { keyId: 'eeeeeeeeeeeeeeee', signature: rest[0]!.signature }];
    return manifestText({ ...release, signatures, timestamp: m.timestamp } as RulesManifest);
  }),
  // The timestamp of the other version, or the other version's release with this one's signatures.
  fc.constantFrom(
    (m: RulesManifest) => manifestText({ ...m, timestamp: other.timestamp }),
    (m: RulesManifest) => manifestText({ ...other, signatures: m.signatures }),
  ),
);

describe('attacks on a four-eyes manifest (fast-check)', () => {
  it('the untouched manifest holds, in its published layout and pretty-printed', async () => {
    expect((await verifiedManifest(manifestText(signed), trust)).ok).toBe(true);
    expect((await verifiedManifest(JSON.stringify(signed, null, 2), trust)).ok).toBe(true);
  });

  it('every accepted change says what the keys signed: the same release, the same timestamp', async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(attack, async (change) => {
        const text = change(signed);
        const verified = await verifiedManifest(text, trust);
        if (!verified.ok) return;
        accepted++;
        expect(releaseOf(verified.value.manifest)).toEqual(releaseOf(signed));
        expect(verified.value.manifest.timestamp).toEqual(signed.timestamp);
        expect(verified.value.signers.length).toBeGreaterThanOrEqual(2);
      }),
      {
        numRuns: Number(process.env.MERIDIAN_ATTACK_RUNS ?? 300),
        seed: process.env.MERIDIAN_ATTACK_SEED ? Number(process.env.MERIDIAN_ATTACK_SEED) : undefined,
      },
    );
    // Some changes are harmless (an untrusted extra signature, a no-op edit): the property is not vacuous only if most are refused.
    expect(accepted).toBeLessThan(Number(process.env.MERIDIAN_ATTACK_RUNS ?? 300) / 2);
  });

  it('an attacker with their own key and a copy of both officers’ signatures cannot reach the threshold for another release', async () => {
    const release = { ...releaseOf(signed), revision: 'evil' };
    const forged = manifestText({ ...release, signatures: signed.signatures, timestamp: signed.timestamp } as RulesManifest);
    expect(await verifiedManifest(forged, trust)).toMatchObject({ ok: false, refusal: 'bad-signature' });
    const withEve = manifestText({
      ...signed,
      signatures: [signed.signatures[0], { keyId: 'ffffffffffffffff', signature: signed.signatures[0].signature }],
    });
    expect(await verifiedManifest(withEve, { ...trust, keys: [...trust.keys, eve.publicKey] })).toMatchObject({
      ok: false,
      refusal: 'too-few-signatures',
    });
  });
});
