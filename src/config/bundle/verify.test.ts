import { sign } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import manifestSchema from '../../../schemas/rules-manifest.schema.json' with { type: 'json' };
import { newAjv } from '../ajv-setup';
import { publish } from '../node/publish';
import { compiledRepoConfig } from '../node/repo-config';
import { ephemeralSigningKey } from '../node/signing-key';
import { fromBase64, keyIdOf } from './digest';
import { shapelyManifest } from '../../test-support/manifest-fixture';
import { manifestProblem, manifestText, releaseBytes, timestampBytes, type RulesManifest } from './manifest';
import { acceptable, freshnessRefusal, parsedManifest, verifiedManifest } from './verify';
import { vocabularyOf } from './vocabulary';

const full = compiledRepoConfig(new URL('../../..', import.meta.url).pathname);
const config = { ...full, sites: { main: full.sites.main! } };
const key = ephemeralSigningKey();
const trust = { keys: [key.publicKey], threshold: 1 };
const NOW = Date.parse('2026-11-26T11:00:00Z');
let dir = '';
let published: RulesManifest;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'meridian-verify-'));
  await publish({ config, outDir: dir, key, revision: 'r1', now: new Date('2026-11-26T10:00:00Z') });
  published = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as RulesManifest;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The published manifest with a timestamp signed over `expiresAt` as written: a well-signed manifest whatever the text says. */
async function stampedUntil(expiresAt: string): Promise<string> {
  const { signatures: _s, timestamp, ...release } = published;
  const stamped = timestampBytes({ version: release.version, issuedAt: timestamp.issuedAt, expiresAt }, releaseBytes(release));
  const signature = sign(null, stamped, key.privateKey).toString('base64');
  const keyId = await keyIdOf(fromBase64(key.publicKey));
  return manifestText({ ...published, timestamp: { ...timestamp, keyId, signature, expiresAt } });
}

/** Date-times Date.parse cannot read (NaN), and ones it reads as another day or hour. */
const UNREADABLE = ['2026-13-01T00:00:00Z', '2026-11-26T23:59:60Z', '2026-11-26T10:00:00+99:99', '2026-11-26T10:60:00Z'];
const MISREAD = ['2026-02-30T00:00:00Z', '2027-11-26T24:00:00Z', '2026-04-31T10:00:00Z'];

describe('freshness fails closed (src/config/bundle/verify.ts)', () => {
  it.each(UNREADABLE)('an expiry Date.parse cannot read (%s) is expired, whatever the clock', (expiresAt) => {
    const m = { ...published, timestamp: { ...published.timestamp, expiresAt } };
    expect(freshnessRefusal(m, NOW)?.refusal).toBe('expired');
    expect(freshnessRefusal(m, Number.NEGATIVE_INFINITY)?.refusal).toBe('expired');
    // Even a kept bundle restored past its expiry (keepExpired) is refused with it.
    expect(freshnessRefusal(m, NOW, true)?.refusal).toBe('expired');
    expect(acceptable(m, { site: 'main', versionInUse: 0, known: vocabularyOf(config), now: NOW })).toMatchObject({
      ok: false,
      refusal: 'expired',
    });
  });

  it.each([...UNREADABLE, ...MISREAD])(
    'a signed manifest expiring at %s is refused as malformed before anything else',
    async (expiresAt) => {
      const text = await stampedUntil(expiresAt);
      // Its signatures hold: only the date refuses it.
      expect(JSON.parse(text)).toMatchObject({ timestamp: { expiresAt } });
      expect(parsedManifest(text)).toMatchObject({
        ok: false,
        refusal: 'malformed',
        detail: expect.stringContaining('timestamp.expiresAt'),
      });
      expect(await verifiedManifest(text, trust)).toMatchObject({ ok: false, refusal: 'malformed' });
    },
  );

  it('a well-formed expiry in another offset is read as that instant', async () => {
    const text = await stampedUntil('2026-11-27T05:30:00-05:00');
    const verified = await verifiedManifest(text, trust);
    expect(verified.ok).toBe(true);
    expect(freshnessRefusal(JSON.parse(text) as RulesManifest, Date.parse('2026-11-27T10:29:59Z'))).toBeNull();
    expect(freshnessRefusal(JSON.parse(text) as RulesManifest, Date.parse('2026-11-27T10:30:00Z'))?.refusal).toBe('expired');
  });
});

describe('the browser (parsedManifest), the CLI (manifestProblem) and schemas/rules-manifest.schema.json agree on date-times', () => {
  const validate = newAjv().compile(manifestSchema);
  const valid = shapelyManifest();
  const dates = [
    ...UNREADABLE,
    ...MISREAD,
    '2026-11-26T10:00:00Z',
    '2026-11-26T10:00:00.5Z',
    '2026-11-26T10:00:00.123456789Z',
    '2026-11-26T10:00:00+05:30',
    '2026-11-26T10:00:00-23:59',
    '2028-02-29T00:00:00Z',
    '2026-02-29T00:00:00Z',
    '2026-11-26t10:00:00z',
    '2026-11-26 10:00:00Z',
    '2026-11-26T10:00:00+0530',
    '2026-11-26T10:00:00',
    '2026-11-26T10:00Z',
    '2026-11-26T23:59:60+00:00',
    '2026-11-26T10:00:00.Z',
  ];
  const fields: Record<string, (m: RulesManifest, d: string) => void> = {
    createdAt: (m, d) => (m.createdAt = d),
    'timestamp.issuedAt': (m, d) => (m.timestamp.issuedAt = d),
    // Issued at the same instant: the freshness stays inside MAX_FRESH_MS, a check across fields the schema cannot say.
    'timestamp.expiresAt': (m, d) => ((m.timestamp.expiresAt = d), (m.timestamp.issuedAt = d)),
  };
  const cases = Object.entries(fields).flatMap(([field, set]) => dates.map((d) => [field, d, set] as const));

  it.each(cases)('%s = %s', (_field, date, set) => {
    const m = structuredClone(valid);
    set(m, date);
    const ok = parsedManifest(JSON.stringify(m)).ok;
    expect(ok).toBe(validate(m));
    // The CLI's readers (publish, history, the preview) check the shape alone, with the same answer.
    expect(manifestProblem(m) === null).toBe(ok);
    // What either accepts, Date.parse reads as the same instant its digits say.
    if (ok) expect(Number.isFinite(Date.parse(date))).toBe(true);
  });
});
